/**
 * A depth-first walk over a syntax tree, for the pipeline's own plugins. It does what
 * unist-util-visit does for them without its per-node cost (that library names a function for
 * every node it passes, for its debug output, which was a large part of compiling a page with a
 * dozen plugins).
 */
import type { Node, Parent } from 'unist';

/**
 * What a visitor returns: nothing to go on into the node's children, `'skip'` to leave them out,
 * or an index of the parent to go on from (after replacing the node, say; children left out).
 */
export type WalkAction = void | 'skip' | number;

/** Calls `visitor` for each node whose type is `type` (every node when null), parents first. */
export function walk<T extends Node = Node>(
  tree: Node,
  type: string | null,
  visitor: (node: T, index: number | undefined, parent: Parent | undefined) => WalkAction,
): void {
  const step = (
    node: Node,
    index: number | undefined,
    parent: Parent | undefined,
  ): number | undefined => {
    const action =
      type === null || node.type === type ? visitor(node as T, index, parent) : undefined;
    if (typeof action === 'number') return action;
    if (action !== 'skip' && 'children' in node) {
      const children = (node as Parent).children;
      for (let i = 0; i < children.length;) i = step(children[i], i, node as Parent) ?? i + 1;
    }
    return undefined;
  };
  step(tree, undefined, undefined);
}

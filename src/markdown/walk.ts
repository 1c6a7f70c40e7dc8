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

/**
 * Calls `visitor` for each node whose type is `type` (every node when null), parents first. A child
 * is looked at in its parent's loop: a leaf of another type (most text) costs no call.
 */
export function walk<T extends Node = Node>(
  tree: Node,
  type: string | null,
  visitor: (node: T, index: number | undefined, parent: Parent | undefined) => WalkAction,
): void {
  const into = (parent: Parent): void => {
    const { children } = parent;
    for (let i = 0; i < children.length;) {
      const node = children[i];
      if (type === null || node.type === type) {
        const action = visitor(node as T, i, parent);
        if (typeof action === 'number') {
          i = action;
          continue;
        }
        if (action === 'skip') {
          i++;
          continue;
        }
      }
      if ((node as Parent).children !== undefined) into(node as Parent);
      i++;
    }
  };
  const action =
    type === null || tree.type === type ? visitor(tree as T, undefined, undefined) : undefined;
  if (typeof action !== 'number' && action !== 'skip' && (tree as Parent).children !== undefined)
    into(tree as Parent);
}

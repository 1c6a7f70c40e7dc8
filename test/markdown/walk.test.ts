import type { Node, Parent } from 'unist';
import { expect, test } from 'vitest';
import { walk, type WalkAction } from '../../src/markdown/walk.js';
import { seededRandom } from '../helpers.js';

type Tree = Node & { children?: Tree[]; name: string };

/** A tree of elements, text, comments and empty parents, up to `depth` deep. */
function randomTree(random: () => number, depth: number, name = 'r'): Tree {
  const types = ['element', 'text', 'comment', 'root'];
  const type = depth === 0 ? 'root' : types[Math.floor(random() * types.length)];
  const node: Tree = { type, name };
  if (type === 'element' || type === 'root') {
    const count = depth >= 4 ? 0 : Math.floor(random() * 5);
    node.children = Array.from({ length: count }, (_, i) =>
      randomTree(random, depth + 1, `${name}.${i}`),
    );
  }
  return node;
}

/** Every node the visitor is called with, in order, by the plainest walk there is. */
function reference(tree: Tree, type: string | null): string[] {
  const seen: string[] = [];
  const step = (node: Tree, index: number | undefined, parent: Tree | undefined) => {
    if (type === null || node.type === type) seen.push(`${node.name}@${index}<${parent?.name}`);
    node.children?.forEach((child, i) => step(child, i, node));
  };
  step(tree, undefined, undefined);
  return seen;
}

test('every node of the type is visited in order, with its index and parent, whatever the tree', () => {
  const random = seededRandom(7);
  for (let n = 0; n < 300; n++) {
    const tree = randomTree(random, 0);
    for (const type of [null, 'element', 'text', 'comment', 'root']) {
      const seen: string[] = [];
      walk<Tree>(tree, type, (node, index, parent) => {
        seen.push(`${node.name}@${index}<${(parent as Tree | undefined)?.name}`);
      });
      expect(seen, `type ${type}`).toEqual(reference(tree, type));
    }
  }
});

test("'skip' leaves a node's children out, and an index goes on from there", () => {
  const text = (name: string): Tree => ({ type: 'text', name });
  const tree: Tree = {
    type: 'root',
    name: 'r',
    children: [
      { type: 'element', name: 'a', children: [text('a.0')] },
      text('b'),
      { type: 'element', name: 'c', children: [text('c.0')] },
    ],
  };
  const seen: string[] = [];
  walk<Tree>(tree, null, (node, index, parent): WalkAction => {
    seen.push(node.name);
    if (node.name === 'a') return 'skip';
    // A node replaced by two: the walk goes on after both.
    if (node.name === 'b' && parent) {
      (parent as Parent).children.splice(index!, 1, text('b1'), text('b2'));
      return index! + 2;
    }
  });
  expect(seen).toEqual(['r', 'a', 'b', 'c', 'c.0']);
});

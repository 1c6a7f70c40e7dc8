/** Content images load lazily and decode off the main thread. */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'img') return;
      node.properties = { ...node.properties, loading: node.properties?.loading ?? 'lazy', decoding: node.properties?.decoding ?? 'async' };
    });
  };
}

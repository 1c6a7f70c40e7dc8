/** Content images load lazily and decode off the main thread. */
import type { Element, Root } from 'hast';
import { walk } from '../walk.js';

export default function rehypeImages() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      node.properties = {
        ...node.properties,
        loading: node.properties?.loading ?? 'lazy',
        decoding: node.properties?.decoding ?? 'async',
      };
    });
  };
}

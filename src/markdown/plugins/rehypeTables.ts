/** Tables scroll sideways on narrow screens, so keyboard users must be able to focus them. */
import type { Element, Root } from 'hast';
import { walk } from '../walk.js';

export default function rehypeTables() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}

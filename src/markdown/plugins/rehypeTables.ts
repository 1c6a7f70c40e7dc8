/** Tables scroll sideways on narrow screens, so keyboard users must be able to focus them. */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}

/** A `# Title` at the very top is the page title, which the theme renders: drop it from the body. */
import type { Root } from 'mdast';

export default function remarkLeadingTitle() {
  return (tree: Root) => {
    const first = tree.children.findIndex(
      (node) =>
        node.type !== 'yaml' &&
        !(node.type === 'html' && /^<!--/.test(node.value)) &&
        node.type !== 'mdxjsEsm',
    );
    const node = tree.children[first];
    if (node && node.type === 'heading' && node.depth === 1) tree.children.splice(first, 1);
  };
}

/** Links leaving the site open in a new tab without handing it `window.opener`. */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'a') return;
      const href = node.properties?.href;
      if (typeof href !== 'string' || !/^https?:\/\//.test(href)) return;
      node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
    });
  };
}

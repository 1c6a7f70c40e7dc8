/** Links leaving the site open in a new tab without handing it `window.opener`. */
import type { Element, Root } from 'hast';
import { walk } from '../walk.js';

export default function rehypeExternalLinks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties?.href;
      if (typeof href !== 'string' || !/^https?:\/\//.test(href)) return;
      node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
    });
  };
}

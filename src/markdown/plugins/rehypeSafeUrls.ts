/**
 * Removes the URLs a safe text may not carry (see `safeUrl.ts`): a link to one keeps its text but
 * stops being a link, an image with one is dropped (its alt text stays), and any other URL
 * attribute (`poster`, `cite`, `action`, …) holding one is removed.
 */
import type { Element, ElementContent, Root } from 'hast';
import { walk } from '../walk.js';
import { isSafeUrl } from '../safeUrl.js';

const URL_PROPERTIES = [
  'href',
  'src',
  'srcSet',
  'cite',
  'action',
  'formAction',
  'poster',
  'background',
  'longDesc',
  'xLinkHref',
  'data',
];

export default function rehypeSafeUrls() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent) => {
      const unsafe = URL_PROPERTIES.filter((name) => {
        const value = node.properties[name];
        const urls = Array.isArray(value)
          ? value.map(String)
          : typeof value === 'string'
            ? [value]
            : [];
        return urls.some((url) => !isSafeUrl(url));
      });
      if (unsafe.length === 0) return;
      if (parent && index !== undefined && (node.tagName === 'a' || node.tagName === 'img')) {
        const replacement: ElementContent[] = node.tagName === 'a' ? node.children : altText(node);
        (parent.children as ElementContent[]).splice(index, 1, ...replacement);
        return index;
      }
      for (const name of unsafe) delete node.properties[name];
    });
  };
}

function altText(image: Element): ElementContent[] {
  const alt = image.properties.alt;
  return typeof alt === 'string' && alt ? [{ type: 'text', value: alt }] : [];
}

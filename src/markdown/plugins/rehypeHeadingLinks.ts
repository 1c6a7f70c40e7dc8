/**
 * Each h2–h6 heading with an id ends with a link to itself (`<a class="hash-link" href="#id">`),
 * as Docusaurus's, Starlight's and VitePress's do: a reader copies the address of a section from
 * it. Its `#` is drawn by the theme's CSS (`.hash-link::before`) and it holds no text (not even
 * Docusaurus's zero-width space), so the heading's text stays what the author wrote wherever it is
 * read as text, `textContent` included; its accessible name is the locale's "Direct link to {heading}". It runs after the table of contents
 * and the site's own rehype plugins have read the headings, so neither sees it; the search index
 * leaves it out (theme/search.ts) and the feeds take it out (`withoutHeadingLinks`).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';

const LINKED = /^h[2-6]$/;
export const HEADING_LINK_CLASS = 'hash-link';
const FALLBACK_LABEL = 'Direct link to {heading}';

export default function rehypeHeadingLinks() {
  return (tree: Root, file: VFile) => {
    const template = file.data.sitegen?.labels.headingLink ?? FALLBACK_LABEL;
    walk(tree, 'element', (node: Element) => {
      // The footnotes' heading is for screen readers only, and no section of the text.
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) return 'skip';
      const id = node.properties.id;
      if (!LINKED.test(node.tagName) || typeof id !== 'string' || id === '') return undefined;
      const label = template.replace('{heading}', () => toString(node).trim() || id);
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: [HEADING_LINK_CLASS], ariaLabel: label },
        children: [],
      });
      return 'skip';
    });
  };
}

/**
 * An `<a>` start tag of the class (its attribute values quoted, as compilers write them), empty or
 * holding Docusaurus's zero-width space.
 */
const HEADING_LINK =
  /<a\s(?:[^>"]|"[^"]*")*?\bclass="hash-link"(?:[^>"]|"[^"]*")*>(?:\u200B|&#x200B;|&#8203;)?<\/a>/g;

/** Compiled HTML without the headings' links (for text read outside the page: feeds). */
export function withoutHeadingLinks(html: string): string {
  return html.replace(HEADING_LINK, '');
}

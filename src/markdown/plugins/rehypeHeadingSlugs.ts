/**
 * Headings without an explicit id get GitHub's slug of their text ("Hello World!" →
 * `hello-world`, then `hello-world-1`), as rehype-slug gives them, with the pipeline's own walk.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walk } from '../walk.js';

const HEADING = /^h[1-6]$/;

export default function rehypeHeadingSlugs() {
  return (tree: Root) => {
    const slugs = new GithubSlugger();
    walk(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName) && !node.properties.id)
        node.properties.id = slugs.slug(toString(node));
    });
  };
}

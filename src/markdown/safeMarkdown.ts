/**
 * Markdown from data files (OpenAPI descriptions) to HTML with raw HTML dropped: the text may use
 * Markdown, but no tag in it reaches the page.
 */
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import rehypeExternalLinks from './plugins/rehypeExternalLinks.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false }).use(rehypeExternalLinks).use(rehypeStringify).freeze();

const cache = new Map<string, string>();

export function safeMarkdown(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let html = cache.get(text);
  if (html === undefined) {
    html = String(processor.processSync(text));
    cache.set(text, html);
  }
  return html;
}

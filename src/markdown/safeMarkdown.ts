/**
 * Markdown from data files (OpenAPI descriptions) to HTML with raw HTML dropped: the text may use
 * Markdown, but no tag in it reaches the page, and no link or image URL other than http(s),
 * mailto, relative or fragment ones (rehypeSafeUrls). Code in it is highlighted as in the docs.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeFastStringify } from './fastHtml.js';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.js';
import rehypeExternalLinks from './plugins/rehypeExternalLinks.js';
import rehypeHighlight from './plugins/rehypeHighlight.js';
import rehypeSafeUrls from './plugins/rehypeSafeUrls.js';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeSafeUrls)
  .use(rehypeHighlight)
  .use(rehypeCodeBlocks)
  .use(rehypeExternalLinks)
  .use(rehypeFastStringify)
  .freeze();

const cache = new Map<string, string>();

/**
 * A sentence in which Markdown finds nothing to read: letters, digits, spaces and plain
 * punctuation, not starting like a list item, with no address GFM would link (http, www., @ are
 * out) and no character Markdown or HTML give a meaning (`*_[]<>&#!|~\` and backticks are out).
 * Its HTML is the sentence in a paragraph, as the processor makes it (a test compares the two),
 * without the processor's cost for each of the hundreds of short descriptions of an API.
 */
const PLAIN_SENTENCE =
  /^(?![-+]|\d+[.)]\s)(?!.*(?:https?:|www\.))[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M} ,;'"?()/.:-]*$/iu;

/** The processor's own HTML for `text`, with no shortcut and no cache (what the shortcut must equal). */
export function processSafeMarkdown(text: string): string {
  return String(processor.processSync(text));
}

export function safeMarkdown(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let html = cache.get(text);
  if (html === undefined) {
    const plain = PLAIN_SENTENCE.test(text) && !text.endsWith(' ') && !text.includes('  ');
    html = plain ? `<p>${text}</p>` : processSafeMarkdown(text);
    cache.set(text, html);
  }
  return html;
}

/**
 * A one-paragraph text (a parameter or property description) as inline HTML: the paragraph's
 * `<p>` is left off so it sits in a table cell or after a name.
 */
export function safeInlineMarkdown(text: string | undefined): string | undefined {
  const html = safeMarkdown(text);
  if (html === undefined) return undefined;
  const single = /^<p>((?:(?!<p>)[\s\S])*)<\/p>$/.exec(html.trim());
  return single ? single[1] : html;
}

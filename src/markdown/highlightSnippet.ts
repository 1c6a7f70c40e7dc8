/**
 * A code snippet built outside Markdown (the API reference's request and response samples) as the
 * same highlighted, framed HTML a fenced code block gets: the docs' own rehypeHighlight and
 * rehypeCodeBlocks plugins run on it, at build time.
 */
import type { Element, Root } from 'hast';
import { fastHtml } from './fastHtml.js';
import { codeVersion, hashOf, type PackCache } from '../cache/index.js';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.js';
import rehypeHighlight from './plugins/rehypeHighlight.js';

const highlight = rehypeHighlight();
const frame = rehypeCodeBlocks();

/** `title`, when given, becomes the frame's title bar, as `title="…"` does on a fence. */
export function highlightSnippet(code: string, language: string, title?: string): string {
  const codeElement: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: [`language-${language}`] },
    data: title ? ({ meta: `title="${title.replace(/"/g, '')}"` } as Element['data']) : undefined,
    children: [{ type: 'text', value: code }],
  };
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: 'pre', properties: {}, children: [codeElement] }],
  };
  highlight(tree);
  frame(tree);
  return fastHtml(tree);
}

export type HighlightSnippet = typeof highlightSnippet;

/** A highlighted snippet is kept for a build or a `serve --watch` session, up to this many. */
const KEPT = 20_000;

/**
 * `highlightSnippet` that highlights each snippet once: the API reference shows the same samples
 * in every locale (their code is not translated), and highlighting was most of rendering them.
 * With `cache` (the site's on-disk pack, saved by the build) a snippet is highlighted once for
 * every build, as long as sitegen's code is the same: an API reference of about 850 samples in
 * eight languages took about 0.45 s of every build to highlight.
 */
export function createSnippetHighlighter(cache?: PackCache<string>): HighlightSnippet {
  const done = new Map<string, string>();
  return (code, language, title) => {
    const key = `${language}\u0000${title ?? ''}\u0000${code}`;
    let html = done.get(key);
    if (html === undefined) {
      if (done.size >= KEPT) done.clear();
      const stored = cache && hashOf(codeVersion(), key);
      html = stored === undefined ? undefined : cache!.get(stored);
      if (html === undefined) {
        html = highlightSnippet(code, language, title);
        if (stored !== undefined) cache!.set(stored, html);
      }
      done.set(key, html);
    }
    return html;
  };
}

/**
 * Code highlighted as a fenced block's: `meta` is what a fence's meta may say about its lines
 * (`{1,3-5}`, `showLineNumbers`). The classes of its `<pre>` and the `<code>` element's HTML, for a
 * component that draws the frame itself (the `@theme/CodeBlock` of a site's React code).
 */
export function highlightCode(
  code: string,
  language: string,
  meta: string,
): { preClassName?: string; html: string } {
  const codeElement: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: language ? [`language-${language}`] : [] },
    data: { meta } as Element['data'],
    children: [{ type: 'text', value: code }],
  };
  const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [codeElement] };
  highlight({ type: 'root', children: [pre] });
  const classes = pre.properties.className;
  return {
    preClassName: Array.isArray(classes) && classes.length > 0 ? classes.join(' ') : undefined,
    html: fastHtml(codeElement),
  };
}

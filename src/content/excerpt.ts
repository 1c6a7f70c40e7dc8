/**
 * A doc's description when its front matter gives none, as Docusaurus makes it: the first line of
 * its text, in plain words. Front matter, imports and exports, code blocks, headings' markers, the
 * title heading, HTML and JSX tags and expressions, admonition fences and Markdown marks are left out. Used by the
 * doc cards of category pages (DocCardList).
 */

/** Markdown marks around words, each kept as its words. */
const MARKS: Array<[RegExp, string]> = [
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images
  [/\[\^[^\]]+\]/g, ''], // footnote references
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // links
  [/\[([^\]]*)\]\[[^\]]*\]/g, '$1'], // reference links
  [/`([^`]+)`/g, '$1'], // inline code
  [/(\*{1,3}|_{1,3})(\S(?:.*?\S)?)\1/g, '$2'], // emphasis
  [/~~(\S(?:.*?\S)?)~~/g, '$1'], // strikethrough
  [/<[^>]*>/g, ''], // HTML and JSX tags
  [/\{[^{}]*\}/g, ''], // JSX expressions
  [/\s*\{#[\w-]+\}\s*$/, ''], // a heading's own id
];

export function markdownExcerpt(body: string): string | undefined {
  let fence: string | undefined;
  let inImport = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (fence) {
      if (line.startsWith(fence)) fence = undefined;
      continue;
    }
    const opening = /^(`{3,}|~{3,})/.exec(line);
    if (opening) {
      fence = opening[1];
      continue;
    }
    if (!line) {
      inImport = false;
      continue;
    }
    if (inImport || /^(import|export)\s/.test(line)) {
      inImport = true;
      continue;
    }
    // The title, a Setext underline, admonition fences, block quotes' marks, table rules.
    if (/^#\s/.test(line) || /^(=+|-+)$/.test(line) || /^:{3,}/.test(line)) continue;
    let text = line.replace(/^#{2,6}\s+/, '').replace(/^>\s?/, '');
    for (const [mark, replacement] of MARKS) text = text.replace(mark, replacement);
    text = text.trim();
    if (text) return text;
  }
  return undefined;
}

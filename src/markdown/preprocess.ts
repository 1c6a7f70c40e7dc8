/**
 * Text-level fixes that make Docusaurus-flavoured Markdown parse, applied outside code fences
 * only. Each keeps line numbers unchanged so error positions stay right.
 *
 * - `:::tip Title` (the older admonition title syntax) becomes `:::tip[Title]`.
 * - In MDX, `## Heading {#id}` would be read as a JavaScript expression: the braces are escaped.
 * - In MDX, `<!-- comment -->` is not allowed: it becomes an MDX comment.
 */
import type { SourceFormat } from '../content/types.js';

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_TITLE = /^(\s*:::+)(note|tip|info|warning|danger|caution|important)[ \t]+(?!\[)([^{\n]+?)[ \t]*$/;
const HEADING_ID = /^(\s*#{1,6}\s.*?)\{#([\w-]+)\}\s*$/;
const HTML_COMMENT = /<!--([\s\S]*?)-->/g;

export function preprocessMarkdown(text: string, format: SourceFormat): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (fence) continue;
    let out = line.replace(ADMONITION_TITLE, '$1$2[$3]');
    if (format === 'mdx') {
      out = out.replace(HEADING_ID, '$1\\{#$2\\}');
      out = out.replace(HTML_COMMENT, (_, inner: string) => `{/*${inner.replace(/\*\//g, '* /')}*/}`);
    }
    lines[i] = out;
  }
  return lines.join('\n');
}

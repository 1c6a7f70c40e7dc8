/**
 * Text-level fixes that make Docusaurus-flavoured Markdown parse, applied outside code fences
 * only. Each keeps line numbers unchanged so error positions stay right.
 *
 * - `:::tip Title` (the older admonition title syntax) becomes `:::tip[Title]`.
 * - In MDX, `## Heading {#id}` would be read as a JavaScript expression: the braces are escaped.
 * - In MDX, the `<!-- truncate -->` line becomes `{/* truncate *\/}`, the marker remarkTruncate finds
 *   (other HTML comments are read by remark-comment, as Docusaurus reads them, and left out).
 * - In MDX, a `<<< @/snippets/x.ts{2-4}` line (remarkCodeImport) would be read as JSX and an
 *   expression: its `<`, `{` and `}` are escaped.
 */
import type { SourceFormat } from '../content/index.js';

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_TITLE =
  /^(\s*:::+)(note|tip|info|warning|danger|caution|important)[ \t]+(?!\[)([^{\n]+?)[ \t]*$/;
const HEADING_ID = /^(\s*#{1,6}\s.*?)\{#([\w-]+)\}\s*$/;
const TRUNCATE = /^(\s*)<!--(\s*truncate\s*)-->(\s*)$/;
const SNIPPET_LINE = /^( {0,3})(<<<[ \t].*)$/;

export function preprocessMarkdown(text: string, format: SourceFormat): string {
  const lines = text.split('\n');
  const prose = proseLines(lines);
  for (let i = 0; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i];
    let out = line.replace(ADMONITION_TITLE, '$1$2[$3]');
    if (format === 'mdx') {
      out = out.replace(HEADING_ID, '$1\\{#$2\\}');
      out = out.replace(TRUNCATE, '$1{/*$2*/}$3');
      out = out.replace(
        SNIPPET_LINE,
        (_, indent: string, rest: string) => indent + rest.replace(/[<{}]/g, '\\$&'),
      );
    }
    lines[i] = out;
  }
  return lines.join('\n');
}

/**
 * For each line, whether it is prose: not a fence line and not inside a fenced code block. A
 * backtick fence whose info string holds a backtick opens nothing (CommonMark).
 */
export function proseLines(lines: string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = undefined;
      return false;
    }
    if (
      marker &&
      !(marker[0] === '`' && line.slice(line.indexOf(marker) + marker.length).includes('`'))
    ) {
      fence = marker;
      return false;
    }
    return true;
  });
}

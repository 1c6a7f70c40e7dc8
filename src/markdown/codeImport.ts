/**
 * Code imported from a file, as authors write it in the two forms other docs tools taught them:
 * a fence whose meta names the file (`file=./snippet.ts#L2-L8`, as remark-code-import reads it)
 * and VitePress's line (`<<< @/snippets/x.ts#region{2-4 ts} [title]`). This file only reads what
 * they say and picks the lines; remarkCodeImport.ts finds them, checks the path and reads the file.
 */

/** Which part of the file to show: a range of lines (1-based, inclusive) or a named region. */
export type SnippetPart =
  { lines: { from: number; to?: number } } | { region: string } | Record<string, never>;

export interface SnippetRef {
  /** The path as written (`./x.ts`, `../x.ts`, `@/snippets/x.ts`). */
  path: string;
  part: SnippetPart;
}

export interface SnippetLine extends SnippetRef {
  /** The lines to highlight (`2-4`, `1,3-5`), in the snippet's own numbering. */
  highlight?: string;
  /** The language given in the braces, else undefined (the extension's is used). */
  lang?: string;
  /** What follows the language in the braces, passed on to the fence's meta (`showLineNumbers`). */
  attrs?: string;
  /** The code block's title, from `[title]`. */
  title?: string;
}

const FILE_META = /(^|\s)file=(?:"([^"]+)"|'([^']+)'|(\S+))/;
const LINE_RANGE = /^L(\d+)(?:-(?:L(\d+))?)?$/;
const REGION = /^[\w.-]+$/;
const HIGHLIGHT = /^\d+(?:[,-]\d+)*$/;

/** `#L2-L8`, `#L2-`, `#L5` or `#region-name` at the end of a path, split off. */
function splitPart(written: string): SnippetRef | { error: string } {
  const hash = written.lastIndexOf('#');
  if (hash <= 0) return { path: written, part: {} };
  const path = written.slice(0, hash);
  const after = written.slice(hash + 1);
  const range = LINE_RANGE.exec(after);
  if (range) {
    const from = Number(range[1]);
    const to = range[2] !== undefined ? Number(range[2]) : after.endsWith('-') ? undefined : from;
    if (from < 1 || (to !== undefined && to < from))
      return { error: `the line range #${after} is empty (lines count from 1, the first first)` };
    return { path, part: { lines: { from, ...(to !== undefined && { to }) } } };
  }
  if (REGION.test(after)) return { path, part: { region: after } };
  return { path: written, part: {} };
}

/**
 * The file a fence's meta names (`file=./x.ts#L2-L8`) and the meta without it; undefined when the
 * meta names none.
 */
export function fileInMeta(
  meta: string,
): { ref: SnippetRef; meta: string } | { error: string } | undefined {
  const match = FILE_META.exec(meta);
  if (!match) return undefined;
  const written = match[2] ?? match[3] ?? match[4];
  const ref = splitPart(written);
  if ('error' in ref) return ref;
  const rest = (meta.slice(0, match.index) + match[1] + meta.slice(match.index + match[0].length))
    .replace(/\s+/g, ' ')
    .trim();
  return { ref, meta: rest };
}

/**
 * A paragraph's text read as VitePress's import line, `<<< path[#region][{lines lang attrs}][ [title]]`
 * (its suffixes peeled off from the right, so a path may hold spaces); undefined when it is not one
 * (the path starts with `@/`, `./`, `../` or `/`: `<<< is an operator` is prose).
 */
export function snippetLine(text: string): SnippetLine | { error: string } | undefined {
  const match = /^<<<[ \t]+(.+)$/.exec(text.trim());
  if (!match) return undefined;
  let rest = match[1].trim();
  let title: string | undefined;
  const titled = /\s*\[([^\]]+)\]$/.exec(rest);
  if (titled) {
    title = titled[1];
    rest = rest.slice(0, titled.index).trimEnd();
  }
  let highlight: string | undefined;
  let lang: string | undefined;
  let attrs: string | undefined;
  const brace = rest.lastIndexOf('{');
  if (rest.endsWith('}') && brace >= 0) {
    ({ highlight, lang, attrs } = braces(rest.slice(brace + 1, -1).trim()));
    rest = rest.slice(0, brace).trimEnd();
  }
  if (!rest) return { error: 'the line names no file after <<<' };
  // A path as VitePress's examples write it; other text after <<< is prose.
  if (!/^(@\/|\.{1,2}\/|\/)/.test(rest)) return undefined;
  const ref = splitPart(rest);
  if ('error' in ref) return ref;
  return {
    ...ref,
    ...(highlight && { highlight }),
    ...(lang && { lang }),
    ...(attrs && { attrs }),
    ...(title && { title }),
  };
}

/** `{1,3-5 ts showLineNumbers}`: the lines to highlight, then the language, then the rest. */
function braces(inside: string): { highlight?: string; lang?: string; attrs?: string } {
  if (/^[\d\s,-]+$/.test(inside) && HIGHLIGHT.test(inside.replace(/\s+/g, '')))
    return { highlight: inside.replace(/\s+/g, '') };
  let rest = inside;
  let highlight: string | undefined;
  const first = /^\S+/.exec(rest)?.[0];
  if (first && HIGHLIGHT.test(first)) {
    highlight = first;
    rest = rest.slice(first.length).trimStart();
  }
  const lang = /^\S+/.exec(rest)?.[0];
  const attrs = lang ? rest.slice(lang.length).trim() : '';
  return { highlight, lang, ...(attrs && { attrs }) };
}

/** The language a file's extension names, as the highlighter calls it. */
export function languageOfFile(file: string): string {
  const extension = /\.([a-zA-Z0-9]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  const aliases: Record<string, string> = {
    mjs: 'js',
    cjs: 'js',
    mts: 'ts',
    cts: 'ts',
    yml: 'yaml',
    htm: 'html',
    md: 'markdown',
    mdx: 'mdx',
  };
  return aliases[extension] ?? extension;
}

/** VS Code's region markers in the comment styles of common languages (`// #region name`). */
const REGION_START = [
  /^\s*\/\/\s*#?region\b\s*(.*?)\s*$/,
  /^\s*#\s*(?:#\s*|pragma\s+)?region\b\s*(.*?)\s*$/i,
  /^\s*<!--\s*#?region\b\s*(.*?)\s*-->/,
  /^\s*\/\*\s*#region\b\s*(.*?)\s*\*\//,
];
const REGION_END = [
  /^\s*\/\/\s*#?endregion\b\s*(.*?)\s*$/,
  /^\s*#\s*(?:#\s*|pragma\s+)?end ?region\b\s*(.*?)\s*$/i,
  /^\s*<!--\s*#?endregion\b\s*(.*?)\s*-->/,
  /^\s*\/\*\s*#endregion\b\s*(.*?)\s*\*\//,
];

const markerName = (line: string, markers: RegExp[]): string | undefined => {
  for (const marker of markers) {
    const match = marker.exec(line);
    if (match) return match[1];
  }
  return undefined;
};

/**
 * The part of `text` a reference asks for: its lines, or its regions of that name (every one,
 * concatenated, dedented, the markers of any region left out), or all of it; the trailing newline
 * dropped. An error says why the part is not there.
 */
export function snippetPart(text: string, part: SnippetPart): { code: string } | { error: string } {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  if ('lines' in part) {
    const { from, to } = part.lines;
    const last = to ?? lines.length;
    if (from > lines.length || last > lines.length)
      return {
        error: `the file has ${lines.length} line${lines.length === 1 ? '' : 's'}, and #L${from}${to === undefined ? '-' : to === from ? '' : `-L${to}`} asks for line ${Math.max(from, last)}`,
      };
    return { code: lines.slice(from - 1, last).join('\n') };
  }
  if ('region' in part) {
    const picked: string[] = [];
    const open: string[] = [];
    let found = false;
    for (const line of lines) {
      const start = markerName(line, REGION_START);
      if (start !== undefined) {
        open.push(start);
        if (start === part.region) found = true;
        continue;
      }
      const end = markerName(line, REGION_END);
      if (end !== undefined) {
        const at = end ? open.lastIndexOf(end) : open.length - 1;
        if (at >= 0) open.splice(at, 1);
        continue;
      }
      if (open.includes(part.region)) picked.push(line);
    }
    if (!found) return { error: `the file has no region named "${part.region}"` };
    return { code: dedent(picked).join('\n') };
  }
  return { code: lines.join('\n') };
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const least = indents.length ? Math.min(...indents) : 0;
  return least ? lines.map((l) => l.slice(Math.min(least, /^[ \t]*/.exec(l)![0].length))) : lines;
}

/**
 * Magic comments in code blocks, read as Docusaurus reads them: a line that holds nothing but a
 * comment naming a directive (`// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`)
 * is taken out of the code, and gives the next line, or the lines between a start and an end, the
 * directive's class. Which comment syntaxes count depends on the block's language; the directives
 * are the config's `markdown.magicComments` (the highlight ones by default). A block whose meta
 * names lines (`{1,3-5}`) is left as written, as Docusaurus leaves it. The classes go to
 * rehypeHighlight, which writes them on the lines it makes.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import parseRange from 'parse-numeric-range';
import type { VFile } from 'vfile';
import type { MagicComment } from '../../config/index.js';
import { walk } from '../walk.js';

declare module 'hast' {
  interface ElementData {
    /** Classes of each line of a code block, by its index (0 is the first line). */
    lineClasses?: Record<number, string[]>;
  }
}

/** The highlight comments, with sitegen's class for a highlighted line. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'highlight-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** Where a comment starts and ends, as regular expression sources. */
const COMMENT_STYLES = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

const COMMON_STYLES: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment syntaxes of each language that has its own; any other takes the common ones. */
const STYLES_OF: Record<string, CommentStyle[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  // Markdown's text takes HTML comments, its front matter YAML ones.
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

const RANGE = /\{[\d,-]+\}/;

export default function rehypeMagicComments() {
  return (tree: Root, file: VFile) => {
    const comments = file.data.sitegen?.magicComments ?? DEFAULT_MAGIC_COMMENTS;
    if (comments.length === 0) return;
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      for (const child of node.children)
        if (child.type === 'element' && child.tagName === 'code') markLines(child, comments);
      return 'skip';
    });
  };
}

function markLines(code: Element, comments: MagicComment[]): void {
  const meta = String(
    (code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '',
  );
  if (RANGE.test(meta)) return;
  const classes = code.properties.className;
  const language = (Array.isArray(classes) ? classes : [classes])
    .map(String)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  if (!language) return;
  const text = toString(code);
  // Most blocks name no directive at all: they are left before any line is looked at.
  if (
    !comments.some((c) => [c.line, c.block?.start, c.block?.end].some((n) => n && text.includes(n)))
  )
    return;
  const directive = directivePattern(language, comments);
  const lines = text.split('\n');
  const kept: string[] = [];
  // A line's classes come in the config's order, as Docusaurus writes them.
  const ranges = new Map<string, number[]>(comments.map((c) => [c.className, []]));
  const opened = new Map<string, number>();
  const mark = (className: string, ...lineIndexes: number[]) =>
    ranges.set(className, [...(ranges.get(className) ?? []), ...lineIndexes]);
  for (const line of lines) {
    const match = directive.exec(line);
    const name = match?.slice(1).find((group) => group !== undefined);
    if (name === undefined) {
      kept.push(line);
      continue;
    }
    // The line after a comment is the one kept next; a block ends before its end comment.
    for (const comment of comments) {
      if (comment.line === name) mark(comment.className, kept.length);
      else if (comment.block?.start === name) opened.set(comment.className, kept.length);
      else if (comment.block?.end === name) {
        const start = opened.get(comment.className) ?? 0;
        if (kept.length > start)
          mark(comment.className, ...parseRange(`${start}-${kept.length - 1}`));
      }
    }
  }
  if (kept.length === lines.length) return;
  code.children = [{ type: 'text', value: kept.join('\n') }];
  const lineClasses: Record<number, string[]> = {};
  for (const [className, indexes] of ranges)
    for (const index of indexes) (lineClasses[index] ??= []).push(className);
  code.data = { ...code.data, lineClasses };
}

const patterns = new Map<string, RegExp>();

/**
 * A line that is only a comment naming one of the directives, in one of the language's comment
 * syntaxes; the directive is the first group that matched.
 */
function directivePattern(language: string, comments: MagicComment[]): RegExp {
  const names = comments
    .flatMap((c) => [c.line, c.block?.start, c.block?.end])
    .filter((name): name is string => Boolean(name))
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const key = `${language}\0${names.join('\0')}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const styles = STYLES_OF[language] ?? COMMON_STYLES;
    const alternatives = styles.map((style) => {
      const [start, end] = COMMENT_STYLES[style];
      return `(?:${start}\\s*(${names.join('|')})\\s*${end})`;
    });
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

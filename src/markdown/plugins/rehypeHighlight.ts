/**
 * Code blocks are highlighted at build time, so no highlighter ships to the browser: Prism
 * grammars from refractor, then the tokens are split into one `<span class="code-line">` per line,
 * with `highlight-line` for the lines the fence's meta names (`{1,3-5}`; the first magic comment's
 * class when the config sets them), the classes rehypeMagicComments gave lines, line numbers with
 * `showLineNumbers`, and `inserted`/`deleted` in diffs.
 *
 * The markup is rehype-prism-plus's, which the pipeline used before (its test checks the two give
 * the same HTML). That plugin cut the lines with one pass over the tokens per line, which was a
 * quarter of compiling a page with long code blocks; here each token is visited once.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { toString } from 'hast-util-to-string';
import { refractor } from 'refractor';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import jsx from 'refractor/jsx';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import properties from 'refractor/properties';
import shellSession from 'refractor/shell-session';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import { walk } from '../walk.js';

/** The grammars added to refractor's common ones, and other names for some languages. */
export const EXTRA_GRAMMARS = [
  docker,
  graphql,
  jsx,
  nginx,
  powershell,
  properties,
  shellSession,
  toml,
  tsx,
];
export const LANGUAGE_ALIASES: Record<string, string[]> = {
  bash: ['sh', 'shell', 'zsh', 'console'],
  docker: ['dockerfile'],
  yaml: ['yml'],
  json: ['json5', 'jsonc'],
};
for (const syntax of EXTRA_GRAMMARS) refractor.register(syntax);
refractor.alias(LANGUAGE_ALIASES);

export interface HighlightOptions {
  /**
   * Keep what is highlighted, for the same code met again in another file (highlightedTokens):
   * the compile pipelines' choice. Kept tokens live on, which costs the garbage collector more
   * than they save where code seldom repeats (the API reference's samples, kept whole already).
   */
  keep?: boolean;
}

export default function rehypeHighlight(options: HighlightOptions = {}) {
  const tokensOf = options.keep ? highlightedTokens : freshTokens;
  return (tree: Root, file?: VFile) => {
    // A fence's `{1,3-5}` gives its lines the first magic comment's class, as in Docusaurus.
    const rangeClass = file?.data.sitegen?.magicComments?.[0]?.className ?? 'highlight-line';
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      for (const child of node.children)
        if (child.type === 'element' && child.tagName === 'code')
          highlightCode(child, node, rangeClass, tokensOf, file);
      return 'skip';
    });
  };
}

type Tokenize = (text: string, grammar: string) => ElementContent[];

const freshTokens: Tokenize = (text, grammar) =>
  refractor.highlight(text, grammar).children as ElementContent[];

function highlightCode(
  code: Element,
  pre: Element,
  rangeClass: string,
  tokensOf: Tokenize,
  file?: VFile,
): void {
  const meta = String(
    (code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '',
  );
  const classes = classList(code.properties.className);
  code.properties.className = classes;
  const lang = classes
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length)
    .toLowerCase();
  classes.push('code-highlight');
  let tokens: ElementContent[] = code.children;
  if (lang) {
    const grammar = lang.includes('diff-') ? lang.split('-')[1] : lang;
    if (refractor.registered(grammar)) {
      tokens = tokensOf(toString(code), grammar);
      pre.properties.className = [...classList(pre.properties.className), `language-${grammar}`];
    }
  }
  const lines = splitLines(tokens);
  // Classes rehypeMagicComments gave lines (by index), its comment lines taken out.
  const marked = code.data?.lineClasses ?? {};
  const range = highlightedLines(meta, lines.length);
  const highlighted = range.lines;
  if (range.beyond && file) {
    const at = pre.position?.start ?? code.position?.start;
    (file.data.warnings ??= []).push({
      file: file.path,
      line: at?.line,
      column: at?.column,
      message: `the highlighted lines {${range.written}} go past the code's last line (${range.last})`,
      hint: `name lines from 1 to ${range.last}`,
    });
  }
  const numbered = showsLineNumbers(meta);
  const firstNumber = Number(/showLineNumbers=(\d+)/i.exec(meta)?.[1] ?? 1);
  const diff = lang === 'diff' || Boolean(lang?.includes('diff-'));
  const spans = lines.map((children, i): Element => {
    const line: Element = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['code-line'] },
      children,
    };
    const lineClasses = line.properties.className as string[];
    if (numbered) {
      line.properties.line = [String(i + firstNumber)];
      lineClasses.push('line-number');
    }
    if (highlighted.has(i + 1)) lineClasses.push(rangeClass);
    for (const className of marked[i] ?? []) lineClasses.push(className);
    if (diff) {
      const first = toString(line).charAt(0);
      if (first === '-') lineClasses.push('deleted');
      else if (first === '+') lineClasses.push('inserted');
    }
    return line;
  });
  // The text's final line end leaves an empty last line.
  if (spans.length > 0 && toString(spans[spans.length - 1]).trim() === '') spans.pop();
  code.children = spans;
}

/** Highlighted code kept in this thread, by grammar and text, up to this many characters of code. */
const KEPT_CHARS = 4_000_000;
const highlighted = new Map<string, ElementContent[]>();
let keptChars = 0;

/**
 * Prism's tokens of `text`, a fresh copy each time (the plugins after this one change them). The
 * same code is often in many files (a docs site's versions repeat most of their code blocks:
 * Jest's website has 2,559 code blocks, 784 of them different), so it is tokenized once.
 */
function highlightedTokens(text: string, grammar: string): ElementContent[] {
  const key = `${grammar}\u0000${text}`;
  let tokens = highlighted.get(key);
  if (tokens === undefined) {
    tokens = freshTokens(text, grammar);
    if (keptChars + text.length > KEPT_CHARS) {
      highlighted.clear();
      keptChars = 0;
    }
    highlighted.set(key, tokens);
    keptChars += text.length;
  }
  return copyOf(tokens);
}

/** A copy of highlighted tokens: elements, their properties' arrays and text nodes. */
function copyOf(nodes: ElementContent[]): ElementContent[] {
  return nodes.map((node): ElementContent => {
    if (node.type !== 'element') return { ...node };
    const properties: Element['properties'] = {};
    for (const [name, value] of Object.entries(node.properties))
      properties[name] = Array.isArray(value) ? [...value] : value;
    return { ...node, properties, children: copyOf(node.children) };
  });
}

function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/**
 * The tokens of each line (1-based lines, index 0 is line 1). A token that spans lines is copied
 * into each with its part of the text; each text keeps its line end; a token that ends with a line
 * end also starts the next line, empty.
 */
function splitLines(tokens: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [];
  let line = 1;
  const add = (at: number, node: ElementContent) => (lines[at - 1] ??= []).push(node);
  const visit = (
    nodes: ElementContent[],
    into: (at: number, node: ElementContent) => void,
  ): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        if (parts.length === 1) into(line, node);
        else
          parts.forEach((part, i) =>
            into(line + i, {
              type: 'text',
              value: i === parts.length - 1 ? part : `${part}\n`,
            } satisfies Text),
          );
        line += parts.length - 1;
      } else if (node.type === 'element' && node.children.length > 0) {
        const copies = new Map<number, Element>();
        visit(node.children, (at, child) => {
          let copy = copies.get(at);
          if (!copy) {
            copies.set(at, (copy = { ...node, children: [] }));
            into(at, copy);
          }
          copy.children.push(child);
        });
      } else {
        into(line, node);
      }
    }
  };
  visit(tokens, add);
  for (let i = 0; i < lines.length; i++) lines[i] ??= [];
  return lines;
}

/**
 * The lines named by `{1,3-5}` in the meta (spaces allowed after commas), of the code's `count`
 * lines: a range is cut at the last line (`{1-1000000000}` is not a billion numbers), and
 * `beyond` says one went past it. `last` is the last line that has code (the text's final line
 * end leaves an empty one).
 */
export function highlightedLines(
  meta: string,
  count: number,
): { lines: Set<number>; beyond: boolean; written: string; last: number } {
  const match = /{([\d,-]+)}/.exec(
    meta
      .split(',')
      .map((part) => part.trim())
      .join(),
  );
  const lines = new Set<number>();
  const last = Math.max(1, count - 1);
  let beyond = false;
  for (const part of match ? match[1].split(',') : []) {
    const bounds = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!bounds) continue;
    const a = Number(bounds[1]);
    const b = bounds[2] === undefined ? a : Number(bounds[2]);
    const [from, to] = a <= b ? [a, b] : [b, a];
    if (to > last) beyond = true;
    for (let line = Math.max(1, from); line <= Math.min(to, count); line++) lines.add(line);
  }
  return { lines, beyond, written: match?.[1] ?? '', last };
}

function showsLineNumbers(meta: string): boolean {
  const lower = meta.toLowerCase();
  return (
    lower.includes('showlinenumbers') &&
    !['showlinenumbers=false', 'showlinenumbers="false"', 'showlinenumbers={false}'].some((off) =>
      lower.includes(off),
    )
  );
}

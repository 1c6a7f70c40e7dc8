/**
 * MDX read by markdown-it where MDX's own parser would read it alike (`fastParseMdx`), with the
 * blocks only MDX reads left to its parser, each alone. compileMdx.ts uses it; the tree is built
 * from markdown-it's tokens as fastParse.ts builds it for `.md`.
 */
import type { Root, RootContent } from 'mdast';
import type { Token } from 'markdown-it';
import { mdxTokens, readsAlike, treeOf } from './fastParse.js';
import { proseLines } from './preprocess.js';

/**
 * `fastParse` for a file read as MDX, when MDX's parser would read it as CommonMark but for
 * blocks of its own: undefined when it may hold what MDX reads otherwise. MDX (micromark's mdxjs
 * extension) adds JSX, `{…}` expressions and `import`/`export` blocks, and reads no HTML, no
 * `<…>` autolinks and no indented code.
 *
 * The blocks docs use most are read by MDX's own parser (`parseMdx`), each alone: an
 * `import`/`export` block, a JSX element on one line that closes itself (`<TOCInline … />`), an
 * expression on one line (`{/* truncate *\/}`) and an element whose start and end tags are lines
 * of their own, with its Markdown (`<details>`, `<Tabs>`: not in a file with a link definition or
 * a footnote, which the two reads would part), each at the start of the file or after a blank
 * line and before one. markdown-it reads the rest with a placeholder paragraph in each
 * one's place, which the block's nodes then take. The file is read here only when markdown-it
 * then finds no HTML and no indented code, and no text outside code holds a `<`, `{` or `}` as
 * written (an escaped one, `\{`, or a reference, `&lt;`, is text to both). Code spans keep what
 * they hold in both. Checked on every doc of Jest's website, whose `.md` are read as MDX, and on
 * the site's (fastParseMdx.test.ts, fastParse.site.test.ts).
 */
export function fastParseMdx(markdown: string, parseMdx: (text: string) => Root): Root | undefined {
  if (!readsAlike(markdown)) return undefined;
  const lines = markdown.split('\n');
  const prose = proseLines(lines);
  const blocks: string[] = [];
  const kept: string[] = [];
  const blank = (i: number) => i < 0 || i >= lines.length || lines[i].trim() === '';
  let elements = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const esm = prose[i] && ESM_LINE.test(line);
    const element = prose[i] ? JSX_OPEN.exec(line)?.[1] : undefined;
    if (
      esm ||
      element ||
      (prose[i] && (JSX_LINE.test(line) || EXPRESSION_LINE.test(line)) && blank(i + 1))
    ) {
      if (!blank(i - 1)) return undefined;
      let end = i + 1;
      if (esm) while (!blank(end)) if (!prose[end++]) return undefined;
      if (element) {
        end = closingLine(lines, prose, i, element);
        if (end < 0 || !blank(end)) return undefined;
        elements++;
      }
      kept.push(`${PLACEHOLDER}${blocks.length}`);
      blocks.push(lines.slice(i, end).join('\n'));
      i = end - 1;
    } else kept.push(line);
  }
  // An element's Markdown is read apart from the rest: a reference and its definition, or a
  // footnote and its text, would be in different reads.
  if (elements > 0 && lines.some((line, i) => prose[i] && DEFINITION.test(line))) return undefined;
  const text = blocks.length > 0 ? kept.join('\n') : markdown;
  const tokens = mdxTokens(text);
  const readAlike = (list: Token[]): boolean =>
    list.every(
      (token) =>
        !NOT_MDX.has(token.type) &&
        !(token.type === 'text' && MDX_TEXT.test(token.content)) &&
        // `<https://…>`: a link in CommonMark, JSX to MDX
        !(token.type === 'link_open' && token.markup === 'autolink') &&
        // a directive's label is read as phrasing; an image's alt text is in its children
        !(token.type.startsWith('container_') && MDX_TEXT.test(token.info)) &&
        readAlike(token.children ?? []),
    );
  if (!readAlike(tokens)) return undefined;
  const root = treeOf(tokens, text);
  return blocks.length > 0 ? withBlocks(root, blocks, parseMdx) : root;
}
const ESM_LINE = /^(?:import|export)\b/;
/** A JSX element alone on its line that closes itself: `<Name …/>`, its name capitalised. */
const JSX_LINE = /^<[A-Z][\w.]*(?:\s[^\n]*)?\/>[ \t]*$/;
/** The start tag of a JSX element alone on its line, whose end tag is on a line of its own. */
const JSX_OPEN = /^<([A-Za-z][\w.]*)(?:\s[^<>]*[^/<>])?>[ \t]*$/;
/** A link reference definition or a footnote's text, or what may be one. */
const DEFINITION = /^ {0,3}\[[^\]]*\]:/;

/**
 * The line after the end tag of the element started at `start` (its name `name`): the first line
 * of prose that is `</name>` alone, as deep as the start (elements of the same name in between
 * count); -1 when there is none.
 */
function closingLine(lines: string[], prose: boolean[], start: number, name: string): number {
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    if (!prose[i]) continue;
    const line = lines[i];
    if (
      line.startsWith(`<${name}`) &&
      /^[\s>]/.test(line.slice(name.length + 1)) &&
      !/\/>\s*$/.test(line)
    )
      depth++;
    else if (line.trimEnd() === `</${name}>` && --depth === 0) return i + 1;
  }
  return -1;
}

/** An expression alone on its line: `{/* truncate *\/}`, the blog's marker in MDX. */
const EXPRESSION_LINE = /^\{[^\n]*\}[ \t]*$/;
const NOT_MDX = new Set(['html_block', 'code_block', 'html_inline']);
const MDX_TEXT = /[<{}]/;
/** A private-use character: no content writes it, and markdown-it reads it as text. */
const PLACEHOLDER = '\uE000sitegen-mdx-block-';

/**
 * The root with each placeholder paragraph replaced by its block's nodes, as MDX's parser reads
 * the block; undefined when a placeholder is not a paragraph of the root of its own (a list or a
 * paragraph took it in) or the block is not ESM, JSX or an expression after all.
 */
function withBlocks(
  root: Root,
  blocks: string[],
  parseMdx: (text: string) => Root,
): Root | undefined {
  let found = 0;
  const children: RootContent[] = [];
  for (const child of root.children) {
    const only = child.type === 'paragraph' && child.children.length === 1 && child.children[0];
    const at =
      only && only.type === 'text' && only.value.startsWith(PLACEHOLDER)
        ? Number(only.value.slice(PLACEHOLDER.length))
        : -1;
    if (at !== found) {
      children.push(child);
      continue;
    }
    let parsed: Root;
    try {
      parsed = parseMdx(blocks[at]);
    } catch {
      return undefined; // not valid MDX: MDX's parser says where
    }
    const [node, ...more] = parsed.children;
    if (more.length > 0 || !node || !MDX_BLOCKS.has(node.type)) return undefined;
    children.push(node);
    found++;
  }
  return found === blocks.length ? { ...root, children } : undefined;
}
const MDX_BLOCKS = new Set(['mdxjsEsm', 'mdxJsxFlowElement', 'mdxFlowExpression']);

/**
 * A fast parser for plain `.md` files: markdown-it's tokens turned into the mdast tree that
 * remark-parse with remark-gfm and container directives makes, so every plugin after it runs
 * unchanged. micromark, remark-parse's tokenizer, took about two thirds of compiling a page;
 * markdown-it reads the same CommonMark (both pass its spec tests) more than ten times faster.
 *
 * The two disagree on a few GFM and directive corners, so a file that uses one of them goes
 * through remark-parse instead (`readsAlike`). `test/markdown/fastParse.test.ts` checks that both
 * parsers give the same HTML for every `.md` file of the site and for a list of tricky cases.
 */
import MarkdownIt, { type PluginSimple, type PluginWithOptions, type Token } from 'markdown-it';
import markdownItContainer from 'markdown-it-container';
import markdownItFootnote from 'markdown-it-footnote';
import { footnoteTail } from './footnoteTail.js';
import type {
  AlignType,
  Blockquote,
  Code,
  Heading,
  List,
  ListItem,
  Nodes,
  Parents,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { toString } from 'mdast-util-to-string';
import { proseLines } from './preprocess.js';
import { walk } from './walk.js';

/** Container directives (`:::tip[Title]`), name and optional label only. */
const CONTAINER = /^([a-zA-Z][\w-]*)(?:\[([^\]]*)\])?\s*$/;

function createParser(): MarkdownIt {
  const made = new MarkdownIt('default', { html: true, linkify: false, typographer: false })
    // The plugins' type packages describe markdown-it's CommonJS build; the module is the same.
    .use(markdownItFootnote as unknown as PluginSimple)
    .use(markdownItContainer as unknown as PluginWithOptions, 'directive', {
      validate: (params: string) => CONTAINER.test(params),
      marker: ':',
    });
  made.inline.ruler.disable('footnote_inline'); // `^[inline]` notes are not GFM
  made.core.ruler.at('footnote_tail', footnoteTail);
  // Destinations stay as written (escapes and entities decoded), as in mdast: the HTML step
  // percent-encodes them, and links are never dropped for their scheme here.
  made.normalizeLink = (url) => url;
  made.normalizeLinkText = (text) => text;
  made.validateLink = () => true;
  return made;
}

const parser = createParser();
/**
 * The same, with what escapes and entities wrote kept apart from the text around it (markdown-it
 * joins them last, in `text_join`): `\{` and `&lt;` are text to MDX too, a `{` or `<` as written is not.
 */
const mdxParser = createParser();
mdxParser.core.ruler.disable('text_join');

/**
 * Syntax the two parsers read differently, looked for in the prose (code is read alike):
 * - a single `~` (GFM strikes through `~one~`; markdown-it only `~~two~~`);
 * - `mailto:` or `xmpp:` before an address (micromark links the address only);
 * - a footnote label with capitals (micromark matches labels in any case, markdown-it exactly);
 * - a blockquote in a blockquote (micromark makes a list before it loose);
 * - a container directive with attributes, or nested in another one.
 */
const DIFFERENT_PROSE = [
  /(?<!~)~(?!~)/,
  /(?:mailto|xmpp):/i,
  /\[\^[^\]]*\p{Lu}[^\]]*\]/u,
  /^ {0,3}>[ \t]*>/m,
];
const CONTAINER_LINE = /^[ \t]*(:{3,})(.*)$/gm;

export function readsAlike(markdown: string): boolean {
  const prose = proseOf(markdown);
  if (DIFFERENT_PROSE.some((pattern) => pattern.test(prose))) return false;
  let open = 0;
  for (const [, , rest] of prose.matchAll(CONTAINER_LINE)) {
    const params = rest.trimEnd();
    if (params === '') open = Math.max(0, open - 1);
    else if (!CONTAINER.test(params) || open > 0) return false;
    else open++;
  }
  return true;
}

/** A code span on one line, not after a backslash. */
const CODE_SPAN = /(?<![\\`])(`+)[^`\n]+?\1(?!`)/g;

/** The text outside fenced code blocks and code spans. */
function proseOf(markdown: string): string {
  const lines = markdown.split('\n');
  const prose = proseLines(lines);
  return lines.flatMap((line, i) => (prose[i] ? [line.replace(CODE_SPAN, '')] : [])).join('\n');
}

/** Literal links (`www.x.com`, `https://…`, `a@b.co`) are found in text after parsing, as remark-gfm does. */
const [findLiteralLinks] = gfmAutolinkLiteralFromMarkdown().transforms as [(tree: Root) => void];
const MAY_HOLD_LITERAL_LINK = /www|https?:|@|&/i;

export function fastParse(markdown: string): Root {
  return treeOf(parser.parse(markdown, {}), markdown);
}

/**
 * markdown-it's tokens for `fastParseMdx` (fastParseMdx.ts): what escapes and references wrote
 * stays in tokens of its own (`text_special`).
 */
export function mdxTokens(text: string): Token[] {
  return mdxParser.parse(text, {});
}

/** The mdast tree of markdown-it's tokens of `markdown`. */
export function treeOf(tokens: Token[], markdown: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: Parents[] = [root];
  const top = () => stack[stack.length - 1];
  const open = (node: Parents) => {
    (top().children as Nodes[]).push(node);
    stack.push(node);
  };
  let tableAlign: AlignType[] | undefined;
  const listOpens: number[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at];
    switch (token.type) {
      case 'paragraph_open':
        open({ type: 'paragraph', children: [] });
        break;
      case 'heading_open':
        open({
          type: 'heading',
          depth: Number(token.tag.slice(1)) as Heading['depth'],
          children: [],
        });
        break;
      case 'blockquote_open':
        open({ type: 'blockquote', children: [] } satisfies Blockquote);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        listOpens.push(at);
        open({
          type: 'list',
          ordered,
          start: ordered ? Number(token.attrGet('start') ?? 1) : null,
          spread: false,
          children: [],
        } satisfies List);
        break;
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [] } satisfies ListItem);
        break;
      case 'table_open':
        tableAlign = [];
        open({ type: 'table', align: tableAlign, children: [] } satisfies Table);
        break;
      case 'tr_open':
        open({ type: 'tableRow', children: [] } satisfies TableRow);
        break;
      case 'th_open':
        tableAlign?.push(alignOf(token));
        open({ type: 'tableCell', children: [] } satisfies TableCell);
        break;
      case 'td_open':
        open({ type: 'tableCell', children: [] } satisfies TableCell);
        break;
      case 'container_directive_open':
        open(directive(token.info.trim()));
        break;
      case 'footnote_open': {
        const label = String(token.meta.label);
        open({ type: 'footnoteDefinition', identifier: identifierOf(label), label, children: [] });
        break;
      }
      case 'paragraph_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
      case 'container_directive_close':
      case 'footnote_close':
        stack.pop();
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        setSpread(stack.pop() as List, tokens, listOpens.pop()!, at);
        break;
      case 'list_item_close':
        markTask(stack.pop() as ListItem);
        break;
      case 'table_close':
        stack.pop();
        tableAlign = undefined;
        break;
      case 'inline':
        (top().children as PhrasingContent[]).push(...phrasing(token.children ?? []));
        break;
      case 'fence':
        (top().children as RootContent[]).push(fencedCode(token));
        break;
      case 'code_block':
        (top().children as RootContent[]).push({
          type: 'code',
          lang: null,
          meta: null,
          value: token.content.replace(/\n$/, ''),
        });
        break;
      case 'hr':
        (top().children as RootContent[]).push({ type: 'thematicBreak' });
        break;
      case 'html_block':
        (top().children as RootContent[]).push({
          type: 'html',
          value: token.content.replace(/\n$/, ''),
        });
        break;
      // thead/tbody, the footnote section and back-references are made again by the HTML step.
    }
  }
  if (MAY_HOLD_LITERAL_LINK.test(markdown)) linkLiterals(root);
  return root;
}

/** Blocks whose text links are found in: the search runs on those that may hold one only. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

function linkLiterals(root: Root): void {
  walk(root, null, (node: Nodes) => {
    if (!TEXT_BLOCKS.has(node.type)) return;
    if (MAY_HOLD_LITERAL_LINK.test(toString(node)))
      findLiteralLinks({ type: 'root', children: [node as RootContent] });
    return 'skip';
  });
}

function alignOf(token: Token): AlignType {
  const style = token.attrGet('style') ?? '';
  const match = /text-align:(left|right|center)/.exec(style);
  return match ? (match[1] as AlignType) : null;
}

/** Footnote labels are matched case- and space-insensitively, as micromark does. */
function identifierOf(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

function directive(params: string): ContainerDirective {
  const [, name, label] = CONTAINER.exec(params)!;
  const node: ContainerDirective = {
    type: 'containerDirective',
    name,
    attributes: {},
    children: [],
  };
  if (label !== undefined)
    node.children.push({
      type: 'paragraph',
      data: { directiveLabel: true } as never,
      children: phrasing(parser.parseInline(label, {})[0]?.children ?? []),
    });
  return node;
}

function fencedCode(token: Token): Code {
  const info = token.info.trim();
  const space = info.search(/[ \t]/);
  const lang = space < 0 ? info : info.slice(0, space);
  const meta = space < 0 ? '' : info.slice(space).trim();
  return {
    type: 'code',
    lang: lang ? unescape(lang) : null,
    meta: meta ? unescape(meta) : null,
    value: token.content.replace(/\n$/, ''),
  };
}

const unescape = (text: string) => parser.utils.unescapeAll(text);

/**
 * A list is loose when markdown-it shows its paragraphs (it hides them in tight lists); the HTML
 * step then wraps every item's text in `<p>`, as it does for a spread mdast list.
 */
function setSpread(list: List, tokens: Token[], from: number, to: number): void {
  const level = tokens[from].level + 2;
  let spread = false;
  for (let i = from + 1; i < to; i++) {
    const token = tokens[i];
    if (token.type === 'paragraph_open' && token.level === level) {
      spread = !token.hidden;
      break;
    }
  }
  list.spread = spread;
  for (const item of list.children) item.spread = spread;
}

/** GFM task items: `[ ]` or `[x]` first in the item, then a space and more text or a line end. */
const TASK = /^\[([ \txX\n])\](?=\n|[ \t]+\S)/;

function markTask(item: ListItem): void {
  const first = item.children[0];
  if (!first || first.type !== 'paragraph') return;
  const head = first.children[0];
  if (!head || head.type !== 'text') return;
  const match = TASK.exec(head.value);
  if (!match) return;
  item.checked = match[1] === 'x' || match[1] === 'X';
  head.value = head.value.slice(4);
  if (head.value === '') first.children.shift();
}

/** markdown-it's inline tokens as mdast phrasing content, adjacent text and line breaks joined. */
function phrasing(tokens: Token[]): PhrasingContent[] {
  const root: { children: PhrasingContent[] } = { children: [] };
  const stack: Array<{ children: PhrasingContent[] }> = [root];
  const add = (node: PhrasingContent) => stack[stack.length - 1].children.push(node);
  const addText = (value: string) => {
    const siblings = stack[stack.length - 1].children;
    const last = siblings[siblings.length - 1];
    if (last && last.type === 'text') last.value += value;
    else siblings.push({ type: 'text', value });
  };
  const open = (node: PhrasingContent & { children: PhrasingContent[] }) => {
    add(node);
    stack.push(node);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'text_special':
        addText(token.content);
        break;
      case 'softbreak':
        addText('\n');
        break;
      case 'hardbreak':
        add({ type: 'break' });
        break;
      case 'code_inline':
        add({ type: 'inlineCode', value: token.content });
        break;
      case 'html_inline':
        add({ type: 'html', value: token.content });
        break;
      case 'em_open':
        open({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] });
        break;
      case 's_open':
        open({ type: 'delete', children: [] });
        break;
      case 'link_open':
        open({
          type: 'link',
          url: token.attrGet('href') ?? '',
          title: token.attrGet('title'),
          children: [],
        });
        break;
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      case 'image': {
        const alt = toString({ type: 'paragraph', children: phrasing(token.children ?? []) });
        add({ type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt });
        break;
      }
      case 'footnote_ref': {
        const label = String(token.meta.label);
        add({ type: 'footnoteReference', identifier: identifierOf(label), label });
        break;
      }
    }
  }
  return root.children;
}

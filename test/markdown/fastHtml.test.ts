import type { Element, ElementContent, Nodes, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import { fastHtml, rehypeFastStringify } from '../../src/markdown/fastHtml.js';
import rehypeCodeBlocks from '../../src/markdown/plugins/rehypeCodeBlocks.js';
import rehypeHighlight from '../../src/markdown/plugins/rehypeHighlight.js';
import { seededRandom } from '../helpers.js';
import { CASES } from './markdownCases.js';

const treeOf = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeHighlight)
  .use(rehypeCodeBlocks);

test('the Markdown corner cases, highlighted and framed, are written as the library writes them', () => {
  const code =
    '```ts title="a & b.ts" {2}\nconst a = "<b>" && \'&amp;\';\nlet b = a < 1;\n```\n\n<svg viewBox="0 0 1 1"><path d="M0 0"/><foreignObject><p>x</p></foreignObject></svg>\n\n<template><p>t</p></template>\n\n<script>if (a < b && c) {}</script>\n\n<input disabled value="a&quot;b"> <br/> <img alt="&lt;" src=x>\n';
  for (const [name, markdown] of [...Object.entries(CASES), ['code and raw HTML', code]]) {
    const tree = treeOf.runSync(treeOf.parse(markdown)) as Root;
    expect(fastHtml(tree), name).toBe(toHtml(tree));
  }
});

test('random trees of every kind of node and property are written as the library writes them', () => {
  const random = seededRandom(11);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const tags = ['div', 'span', 'p', 'a', 'br', 'img', 'input', 'hr', 'script', 'style', 'svg'];
  const moreTags = ['template', 'path', 'td', 'li', 'pre', 'code', 'Br', 'DIV', 'x-y', 'math'];
  const texts = ['', 'plain', 'a < b', 'a & b', '"q" \'s\'', '>', '\u0000', 'é ✓ 😀', '&amp;'];
  const values: Array<Properties[string]> = [
    ...['', 'x', 'a b', 'a"b', "a'b", 'a&b', '<', 'true', 'false', '0', '\u0000a'],
    ...[0, 1, 2.5, NaN, true, false, null, undefined],
    ...[['a', 'b'], ['a b'], ['a\u0000b'], [], [1, 'x'], ['', ''], ['a,b', 'c']],
  ];
  const keys = [
    ...['className', 'id', 'href', 'title', 'hidden', 'disabled', 'checked', 'download', 'value'],
    ...['dataFoo', 'dataX', 'ariaLabel', 'ariaHidden', 'htmlFor', 'tabIndex', 'style', 'accept'],
    ...[
      'viewBox',
      'strokeWidth',
      'd',
      'xLinkHref',
      'weird key',
      'on-click',
      'x\u0000string',
      'cols',
      'itemProp',
    ],
  ];
  const node = (depth: number): ElementContent => {
    const roll = random();
    if (depth > 3 || roll < 0.3) return { type: 'text', value: pick(texts) };
    if (roll < 0.35) return { type: 'comment', value: pick(texts) };
    if (roll < 0.38) return { type: 'raw', value: pick(texts) } as unknown as ElementContent;
    const properties: Properties = {};
    for (let i = Math.floor(random() * 4); i > 0; i--) properties[pick(keys)] = pick(values);
    const element: Element = {
      type: 'element',
      tagName: random() < 0.8 ? pick(tags) : pick(moreTags),
      properties,
      children: Array.from({ length: Math.floor(random() * 4) }, () => node(depth + 1)),
    };
    if (element.tagName === 'template')
      element.content = { type: 'root', children: [node(depth + 1)] };
    return element;
  };
  for (let i = 0; i < 3000; i++) {
    const tree: Nodes = {
      type: 'root',
      children: [
        ...(random() < 0.1 ? [{ type: 'doctype' as const }] : []),
        ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => node(0)),
      ],
    };
    // Written twice: the second time from what was kept.
    const expected = toHtml(tree);
    expect(fastHtml(tree), JSON.stringify(tree)).toBe(expected);
    expect(fastHtml(tree)).toBe(expected);
  }
});

test('settings a plugin gave the processor are the library’s to write with', () => {
  const markdown = 'A [link](/x "t").';
  const plain = unified().use(remarkParse).use(remarkRehype).use(rehypeFastStringify);
  expect(String(plain.processSync(markdown))).toBe('<p>A <a href="/x" title="t">link</a>.</p>');
  const quoted = unified()
    .use(function () {
      this.data('settings', { quote: "'" });
    })
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeFastStringify);
  expect(String(quoted.processSync(markdown))).toBe("<p>A <a href='/x' title='t'>link</a>.</p>");
});

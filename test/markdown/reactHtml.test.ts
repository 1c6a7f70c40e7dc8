/**
 * reactHtml writes what React's server renderer writes for the hast it covers (rehypeStaticHtml's
 * static parts), byte for byte, and gives up on the rest: compared with React itself on the
 * shapes Markdown makes and on random trees of covered and uncovered nodes.
 */
import type { Element, ElementContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { reactHtml } from '../../src/markdown/reactHtml.js';
import { seededRandom } from '../helpers.js';

/** What React writes, as rehypeStaticHtml asks it. */
const byReact = (children: ElementContent[]) =>
  renderToString(
    toJsxRuntime(
      { type: 'root', children },
      {
        Fragment,
        jsx,
        jsxs,
        space: 'html',
        elementAttributeNameCase: 'react',
        stylePropertyNameCase: 'dom',
      },
    ),
  );

const el = (
  tagName: string,
  properties: Element['properties'] = {},
  children: ElementContent[] = [],
): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

test('the shapes Markdown makes: highlighted code, lists, links, footnote marks, headings', () => {
  const shapes: ElementContent[][] = [
    [
      el('code', { className: ['language-ts', 'code-highlight'] }, [
        el('span', { className: ['code-line'] }, [
          el('span', { className: ['token', 'keyword'] }, [text('const')]),
          text(' a '),
          el('span', { className: ['token', 'operator'] }, [text('=')]),
          text(' "<b>" & \'x\';\n'),
        ]),
      ]),
    ],
    [text('\n'), el('li', {}, [text('one '), el('strong', {}, [text('two')])]), text('\n')],
    [
      text('See '),
      el('a', { href: '/docs/a?b=1&c="2"', title: 'It\'s "here"' }, [text('a')]),
      text('.'),
      el('br'),
      el('hr', { className: [] }),
    ],
    [
      el('sup', {}, [
        el('a', { href: '#fn-1', id: 'ref-1', ariaDescribedBy: ['label'] }, [text('1')]),
      ]),
    ],
    [el('ol', { start: 3 }, [el('li', {}, [text('x')])]), el('h2', { id: 'a-b' }, [text('A b')])],
    [text('one'), text('two'), el('em', {}, [text('three')]), text('four'), text('five')],
  ];
  for (const shape of shapes) {
    const html = reactHtml(shape);
    expect(html, JSON.stringify(shape)).not.toBeUndefined();
    expect(html).toBe(byReact(shape));
  }
});

test('what React writes by rules of its own is left to React', () => {
  for (const shape of [
    [el('svg', { viewBox: '0 0 1 1' })],
    [el('table', {}, [el('tr', {}, [el('td', { colSpan: 2 })])])],
    [el('img', { src: 'a.png', alt: '' })],
    [el('span', { style: 'color: red' })],
    [el('details', { open: true }, [text('x')])],
    [el('my-element', { className: ['x'] })],
    [el('a', { href: 'javascript:alert(1)' }, [text('x')])],
    [el('a', { href: 'JaVa\tScript:alert(1)' }, [text('x')])],
    [el('pre', {}, [text('\nstarts with a line break')])],
    [el('span', { dataLine: '3' })],
    [{ type: 'comment', value: 'x' } as ElementContent],
  ])
    expect(reactHtml(shape), JSON.stringify(shape)).toBeUndefined();
});

test('random trees: what reactHtml writes is what React writes', () => {
  const next = seededRandom(5);
  const random = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[random(list.length)];
  const tags = [
    'span',
    'a',
    'p',
    'code',
    'pre',
    'li',
    'ul',
    'ol',
    'em',
    'br',
    'hr',
    'h2',
    'div',
    'details',
    'td',
    'img',
  ];
  const texts = ['', ' ', '\n', 'a', "it's", '"q"', 'a & b', '<x>', 'é', '\nlead', 'javascript:x'];
  const values: unknown[] = [
    'x',
    '',
    'a b',
    '"&\'<>',
    ['a', 'b'],
    [],
    3,
    0,
    -1,
    1.5,
    '0',
    true,
    undefined,
    'javascript:void(0)',
    ' JavaScript:x',
    '/docs/JavaScript',
    '/docs/a#b',
  ];
  const names = [
    'tabIndex',
    'className',
    'id',
    'href',
    'title',
    'rel',
    'start',
    'ariaHidden',
    'ariaDescribedBy',
    'dataX',
    'open',
  ];
  const node = (depth: number): ElementContent => {
    if (depth > 3 || random(3) === 0) return text(pick(texts));
    const properties: Element['properties'] = {};
    for (let n = random(3); n > 0; n--)
      properties[pick(names)] = pick(values) as Element['properties'][string];
    const children = Array.from({ length: random(4) }, () => node(depth + 1));
    return el(pick(tags), properties, children);
  };
  let written = 0;
  for (let i = 0; i < 5000; i++) {
    const nodes = Array.from({ length: 1 + random(3) }, () => node(0));
    const html = reactHtml(nodes);
    if (html === undefined) continue;
    written++;
    expect(html, JSON.stringify(nodes)).toBe(byReact(nodes));
  }
  expect(written).toBeGreaterThan(500);
});

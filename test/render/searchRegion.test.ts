import { expect, test } from 'vitest';
import { searchRegionAt, searchRegionHtml } from '../../src/render/searchRegion.js';
import { seededRandom } from '../helpers.js';

test('the marked element is cut out whole, nested elements of its name included', () => {
  const region =
    '<article class="doc-article" data-pagefind-body="" data-pagefind-filter="kind:doc"><h1>T</h1><article><p>inner</p></article><p>after</p></article>';
  const html = `<div class="doc-layout"><nav><a href="/x">x</a></nav><div class="doc-main">${region}<nav class="toc"></nav></div></div>`;
  expect(searchRegionHtml(html)).toBe(region);
});

test('a wide page marks a div holding divs; text naming the attribute or a tag is not mistaken for them', () => {
  const region =
    '<div class="page-wide" data-pagefind-body=""><div><p>Use &lt;div data-pagefind-body&gt; and <code> data-pagefind-body</code>.</p></div><divider-x></divider-x></div>';
  expect(searchRegionHtml(`<main>${region}<div>not it</div></main>`)).toBe(region);
});

test('a page without a region gives nothing', () => {
  expect(searchRegionHtml('<div class="blog-list"><p>data-pagefind-body</p></div>')).toBe('');
});

/** The region as it was found in the page's text before pages were read as bytes. */
function regionInText(html: string): string {
  const mark = html.indexOf(' data-pagefind-body');
  if (mark < 0) return '';
  const start = html.lastIndexOf('<', mark);
  const name = /^<([a-z][a-z\d]*)/i.exec(html.slice(start, mark))?.[1];
  if (!name) return '';
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, html.indexOf('>', tag.index) + 1);
  }
  return html.slice(start);
}

test('read in bytes, the region is what reading the text found, on fuzzed markup', () => {
  const random = seededRandom(7);
  const bits = [
    '<div',
    '<DIV',
    '</div',
    '</Div',
    '<divider',
    '<article',
    '</article',
    '<h2',
    '</h2',
    '<H2',
    '<h\u0012',
    ' data-pagefind-body',
    ' class="x"',
    '>',
    ' ',
    '\u00a0',
    '\u3000',
    '\n',
    'é',
    '✓',
    '😀',
    'text',
    '<',
    '/',
  ];
  for (let i = 0; i < 5000; i++) {
    const html = Array.from(
      { length: 4 + Math.floor(random() * 30) },
      () => bits[Math.floor(random() * bits.length)],
    ).join('');
    expect(searchRegionHtml(html), html).toBe(regionInText(html));
  }
});

test("only the body's bytes are searched: a mark before or after it is not the page's region", () => {
  const head = '<head><meta content=" data-pagefind-body"></head>';
  const body = '<main><div data-pagefind-body="">in</div></main>';
  const page = Buffer.from(`${head}${body}<p> data-pagefind-body</p>`);
  const from = Buffer.byteLength(head);
  const [start, end] = searchRegionAt(page, from, from + Buffer.byteLength(body));
  expect(page.toString('utf8', start, end)).toBe('<div data-pagefind-body="">in</div>');
  expect(searchRegionAt(Buffer.from(head + '<main></main>'), from)).toEqual([from, from]);
});

import { expect, test } from 'vitest';
import { searchRegionHtml } from '../../src/render/searchRegion.js';

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

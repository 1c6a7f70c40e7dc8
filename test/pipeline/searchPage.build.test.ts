/**
 * The search page (`/search?q=…`) every locale of a site with search gets, as Docusaurus's search
 * themes make one: titled in the locale, noindex, out of the sitemap and of the search index, and
 * a site's own page at that path kept in its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { builtFixture, copyBuiltFixture, read, removeDir } from '../helpers.js';

const { dir: site, summary } = builtFixture('basic');

test('each locale has a search page, noindex, saying without JavaScript that search needs it', () => {
  expect(summary.pages).toMatchObject({ search: 2 });
  const en = read(site, 'dist/search/index.html');
  expect(en).toContain('<title>Search | ');
  expect(en).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  expect(en).toContain('data-search-page');
  expect(en).toContain('<noscript><p>Search needs JavaScript');
  const id = read(site, 'dist/id/search/index.html');
  expect(id).toContain('<title>Pencarian | ');
  expect(id).toContain('Pencarian memerlukan JavaScript');
});

test('the search page is neither in the sitemap nor in the search index', () => {
  expect(read(site, 'dist/sitemap.xml')).not.toContain('/search<');
  expect(read(site, 'dist/id/sitemap.xml')).not.toContain('/id/search<');
  // Pagefind indexes only the marked regions of pages (theme/search.ts).
  expect(read(site, 'dist/search/index.html')).not.toContain('data-pagefind-body');
});

test("a site's own search page wins over the generated one", async () => {
  const copy = copyBuiltFixture('basic');
  try {
    fs.writeFileSync(
      path.join(copy, 'pages/search.md'),
      '---\ntitle: Our own search\n---\n\nSearch with our own tool.\n',
    );
    const result = await build({ root: copy, locales: ['en'] });
    expect(result.pages.search).toBeUndefined();
    const page = read(copy, 'dist/search/index.html');
    expect(page).toContain('Search with our own tool.');
    expect(page).not.toContain('data-search-page');
  } finally {
    removeDir(copy);
  }
});

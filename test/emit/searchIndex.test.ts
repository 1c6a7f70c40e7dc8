import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  startSearchIndex,
  stopSearchIndexer,
  type IndexedPage,
} from '../../src/emit/searchIndex.js';
import { searchFragments } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-'));
const cache = path.join(dir, 'cache');
afterAll(async () => {
  await stopSearchIndexer();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, text: string): IndexedPage => ({
  url,
  lang: 'en',
  body: `<article data-pagefind-body><h1>${text}</h1><p>${text} body text</p></article>`,
});

async function index(out: string, pages: IndexedPage[]): Promise<string[]> {
  const indexer = startSearchIndex(cache);
  for (const p of pages) indexer.add(p);
  await indexer.write(path.join(dir, out));
  return fs.readdirSync(path.join(dir, out, 'pagefind')).sort();
}

test('an unchanged set of pages reuses the cached index; any change indexes again', async () => {
  const pages = [page('/a', 'Alpha'), page('/b', 'Bravo')];
  const first = await index('one', pages);
  expect(first).toContain('pagefind.js');
  expect(first).toContain('pagefind-entry.json');
  // Pagefind's own UI is not used by the theme and not shipped.
  expect(
    first.filter((name) => name.startsWith('pagefind-ui') || name.startsWith('pagefind-modular')),
  ).toEqual([]);

  // A file only the cached copy has shows that the second index came from the cache.
  fs.writeFileSync(path.join(cache, 'index', 'from-cache.txt'), 'cached');
  expect(await index('two', pages)).toContain('from-cache.txt');

  const changed = await index('three', [page('/a', 'Alpha'), page('/b', 'Charlie')]);
  expect(changed).not.toContain('from-cache.txt');
  expect(fs.existsSync(path.join(cache, 'index', 'from-cache.txt'))).toBe(false);
  // One page fewer is a change too.
  fs.writeFileSync(path.join(cache, 'index', 'from-cache.txt'), 'cached');
  expect(await index('four', [page('/a', 'Alpha')])).not.toContain('from-cache.txt');
}, 60_000);

test('the index holds the prose: no heading links, "Edit this page", "Last updated" or a second copy of a formula', async () => {
  const katex =
    '<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">E=mc^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="mord">E</span><span class="mrel">=</span><span class="mord">m</span><span class="mord">c<span class="msupsub">2</span></span></span></span>';
  const mathml =
    '<math><semantics><mi>x</mi><annotation encoding="application/x-tex">\\xi_{raw}</annotation></semantics></math>';
  const body = [
    '<article data-pagefind-body><h1>Energy</h1>',
    '<h2 id="mass">Mass and light<a href="#mass" class="hash-link" aria-label="Direct link to Mass and light"></a></h2>',
    `<p>Famous: ${katex}. Greek: ${mathml}.</p>`,
    '<div class="page-meta theme-doc-footer"><a class="page-edit-link theme-edit-this-page" href="https://x.example/edit">Edit this page</a>',
    '<p class="page-last-updated theme-last-updated">Last updated on <time>May 1, 2025</time></p></div>',
    '</article>',
  ].join('');
  const indexer = startSearchIndex(path.join(dir, 'cache-prose'));
  indexer.add({ url: '/energy', lang: 'en', body });
  await indexer.write(path.join(dir, 'prose'));
  const [page] = searchFragments(path.join(dir, 'prose'));
  expect(page.content).toContain('Mass and light.');
  expect(page.content).toContain('Famous: E=mc2.');
  for (const left of [
    'Edit this page',
    'Last updated',
    'May 1',
    'x-tex',
    'E=mc^2',
    'xi_',
    '\u200B',
  ])
    expect(page.content, left).not.toContain(left);
  expect(page.anchors.map((anchor) => anchor.text)).toEqual(['Mass and light']);
}, 60_000);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  startSearchIndex,
  stopSearchIndexer,
  type IndexedPage,
} from '../../src/emit/searchIndex.js';

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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  startSearchIndex,
  holdSearchIndexer,
  type IndexedPage,
  type SearchIndexOptions,
} from '../../src/emit/searchIndex.js';
import { deltaLimit, fragmentIds, planDelta, type BaseIndex } from '../../src/emit/searchDelta.js';
import { mergedLoader, staleIdsOf } from '../../src/emit/searchLoader.js';
import { searchFragments } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-delta-'));
const releaseSearch = holdSearchIndexer();
afterAll(async () => {
  await releaseSearch();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, text: string): IndexedPage => ({
  url,
  lang: 'en',
  body: Buffer.from(
    `<article data-pagefind-body><h1>${text}</h1><p>${text} body text</p></article>`,
  ),
});

describe('planDelta', () => {
  const base: BaseIndex = {
    shards: ['k'],
    sharded: false,
    shardPages: 1000,
    pages: { '/a': ['ha', 'id-a'], '/b': ['hb', 'id-b'], '/c': ['hc', ''] },
  };
  const same = [
    { url: '/a', hash: 'ha' },
    { url: '/b', hash: 'hb' },
    { url: '/c', hash: 'hc' },
  ];

  test('nothing changed: an empty delta', () => {
    expect(planDelta(base, same, 5)).toEqual({ changed: [], stale: [] });
  });

  test('a changed page is in the delta and its base version stale; a new one only in the delta', () => {
    const pages = [{ url: '/a', hash: 'ha2' }, same[1], same[2], { url: '/d', hash: 'hd' }];
    expect(planDelta(base, pages, 5)).toEqual({ changed: ['/a', '/d'], stale: ['id-a'] });
  });

  test('a removed page is stale', () => {
    expect(planDelta(base, [same[0], same[2]], 5)).toEqual({ changed: [], stale: ['id-b'] });
  });

  test('more changes than the limit, or a change to a page whose id is unknown: index in full', () => {
    const pages = [
      { url: '/a', hash: 'x' },
      { url: '/b', hash: 'y' },
    ];
    expect(planDelta(base, [...pages, same[2]], 2)).toBeDefined();
    expect(planDelta(base, [...pages, same[2]], 1)).toBeUndefined();
    // A page removed counts too.
    expect(planDelta(base, pages, 2)).toBeUndefined();
    expect(planDelta(base, [same[0], same[1], { url: '/c', hash: 'z' }], 5)).toBeUndefined();
    expect(planDelta(base, [same[0], same[1]], 5)).toBeUndefined();
  });

  test('the limit grows with the locale, from 25 pages', () => {
    expect(deltaLimit(10)).toBe(25);
    expect(deltaLimit(5000)).toBe(312);
  });
});

describe('the loader of an updated index', () => {
  /** The loader written beside two stand-in indexes whose searches return the ids given. */
  async function loaderOver(ids: string[], stale: string[]) {
    const root = fs.mkdtempSync(path.join(dir, 'loader-'));
    fs.mkdirSync(path.join(root, '0'));
    fs.writeFileSync(
      path.join(root, '0', 'pagefind.js'),
      [
        'export const merged = [];',
        'export async function options() {}',
        'export async function init() {}',
        'export async function mergeIndex(dir) { merged.push(dir); }',
        `const found = () => ({ results: ${JSON.stringify(ids)}.map((id) => ({ id })), unfilteredResultCount: ${ids.length} });`,
        'export async function search() { return found(); }',
        'export async function debouncedSearch(term) { return term === "old" ? null : found(); }',
        'export function filters() { return {}; }',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(root, 'pagefind.js'), mergedLoader(['0', 'delta'], stale));
    return import(pathToFileURL(path.join(root, 'pagefind.js')).href) as Promise<{
      merged: string[];
      search(term: string): Promise<{ results: Array<{ id: string }> }>;
      debouncedSearch(term: string): Promise<{ results: Array<{ id: string }> } | null>;
      filters(): unknown;
    }>;
  }

  test('drops the stale pages and shows a page found twice once; the rest is Pagefind as it is', async () => {
    const pagefind = await loaderOver(['a', 'old-b', 'b', 'a', 'c'], ['old-b']);
    const ids = (found: { results: Array<{ id: string }> } | null) =>
      found?.results.map((r) => r.id);
    expect(ids(await pagefind.search('x'))).toEqual(['a', 'b', 'c']);
    expect(ids(await pagefind.debouncedSearch('x'))).toEqual(['a', 'b', 'c']);
    // A search a newer one replaced still says so.
    expect(await pagefind.debouncedSearch('old')).toBeNull();
    // The delta is merged in once, whichever search came first.
    expect(pagefind.merged).toHaveLength(1);
    expect(pagefind.merged[0]).toMatch(/\/delta\/$/);
    expect(pagefind.filters()).toEqual({});
  });

  test('names its stale ids for tools that read the index', () => {
    expect(staleIdsOf(mergedLoader(['0', 'delta'], ['en_1', 'en_2']))).toEqual(['en_1', 'en_2']);
    expect(staleIdsOf(mergedLoader(['0', '1']))).toEqual([]);
  });
});

describe('an index updated with the pages changed since it was written in full', () => {
  const many = Array.from({ length: 40 }, (_, i) => page(`/docs/page-${i}`, `Page number ${i}`));

  async function build(
    out: string,
    pages: IndexedPage[],
    cacheDir: string,
    options: SearchIndexOptions,
  ) {
    const indexer = startSearchIndex(cacheDir, { routes: pages.length, ...options });
    for (const p of pages) indexer.add(p);
    await indexer.write(path.join(dir, out));
    const index = path.join(dir, out, 'pagefind');
    return { report: indexer.report(), index, files: fs.readdirSync(index).sort() };
  }
  /** Each page a search finds, with its text: once each. */
  const contentOf = (out: string) => {
    const found = searchFragments(path.join(dir, out));
    const content = new Map(found.map((f) => [f.url, f.content]));
    expect(content.size).toBe(found.length);
    return content;
  };

  for (const shardPages of [1000, 8])
    test(`an edit indexes the edited page alone, the full index linked as it is (shards of ${shardPages})`, async () => {
      const cacheDir = path.join(dir, `cache-edit-${shardPages}`);
      const first = await build(`full-${shardPages}`, many, cacheDir, { shardPages });
      expect(first.report.delta).toBe(0);
      expect(first.report.pagesIndexed).toBe(40);

      const edited = many.map((p, i) => (i === 20 ? page(p.url, 'Page twenty, rewritten') : p));
      const second = await build(`edit-${shardPages}`, edited, cacheDir, { shardPages });
      expect(second.report).toMatchObject({
        pagesIndexed: 1,
        delta: 1,
        cached: second.report.shards - 1,
      });
      expect(second.files).toContain('delta');
      expect(second.files).toContain('pagefind.js');
      // The full index's files are the cached ones, linked: not written again.
      const inode = (...parts: string[]) =>
        fs.statSync(path.join(...parts, 'pagefind-entry.json')).ino;
      expect(inode(second.index, '0')).toBe(
        shardPages === 8 ? inode(first.index, '0') : inode(first.index),
      );
      // The old version of the page is still in the full index, and the loader drops it.
      const stale = staleIdsOf(fs.readFileSync(path.join(second.index, 'pagefind.js'), 'utf8'));
      expect(stale).toHaveLength(1);
      const full = [...fs.readdirSync(second.index)].filter((name) => /^\d+$/.test(name));
      const holding = full.find((folder) =>
        fs.existsSync(path.join(second.index, folder, 'fragment', `${stale[0]}.pf_fragment`)),
      );
      expect(holding).toBeDefined();
      expect(fragmentIds(path.join(second.index, holding!)).get('/docs/page-20')).toBe(stale[0]);
      const content = contentOf(`edit-${shardPages}`);
      expect(content.size).toBe(40);
      expect(content.get('/docs/page-20')).toContain('rewritten');
      expect(content.get('/docs/page-3')).toContain('Page number 3');

      // Built again as it is: the same delta, from the cache.
      const again = await build(`again-${shardPages}`, edited, cacheDir, { shardPages });
      expect(again.report).toMatchObject({
        pagesIndexed: 0,
        delta: 1,
        cached: again.report.shards,
      });

      // A second edit: the delta holds every page changed since the full index.
      const twice = edited.map((p, i) => (i === 30 ? page(p.url, 'Page thirty, rewritten') : p));
      const third = await build(`twice-${shardPages}`, twice, cacheDir, { shardPages });
      expect(third.report).toMatchObject({ pagesIndexed: 2, delta: 2 });
      expect(contentOf(`twice-${shardPages}`).get('/docs/page-30')).toContain('thirty');
      expect(contentOf(`twice-${shardPages}`).get('/docs/page-20')).toContain('twenty');

      // Back to the pages the full index holds: that index alone, as a full build writes it.
      const back = await build(`back-${shardPages}`, many, cacheDir, { shardPages });
      expect(back.report).toMatchObject({ pagesIndexed: 0, delta: 0 });
      expect(back.files).toEqual(first.files);
      expect(back.files).not.toContain('delta');
    }, 60_000);

  test('a removed page is dropped; a new one is found; past the limit the locale is indexed in full, the new base', async () => {
    const cacheDir = path.join(dir, 'cache-limit');
    const few = many.slice(0, 6);
    await build('limit-full', few, cacheDir, { deltaPages: 2 });
    const removed = await build('limit-removed', few.slice(1), cacheDir, { deltaPages: 2 });
    expect(removed.report).toMatchObject({ pagesIndexed: 0, delta: 0 });
    expect(removed.files).toEqual(['0', 'pagefind.js']);
    expect([...contentOf('limit-removed').keys()]).not.toContain('/docs/page-0');
    expect(contentOf('limit-removed').size).toBe(5);

    const added = await build('limit-added', [...few, page('/docs/new', 'A new page')], cacheDir, {
      deltaPages: 2,
    });
    expect(added.report).toMatchObject({ pagesIndexed: 1, delta: 1 });
    expect(contentOf('limit-added').get('/docs/new')).toContain('A new page');
    expect(contentOf('limit-added').size).toBe(7);

    // Three pages changed, the limit two: a full index again, which the next edit updates.
    const three = few.map((p, i) => (i < 3 ? page(p.url, `Changed ${i}`) : p));
    const full = await build('limit-three', three, cacheDir, { deltaPages: 2 });
    expect(full.report).toMatchObject({ pagesIndexed: 6, delta: 0 });
    expect(full.files).not.toContain('delta');
    const next = three.map((p, i) => (i === 5 ? page(p.url, 'Changed five') : p));
    const update = await build('limit-next', next, cacheDir, { deltaPages: 2 });
    expect(update.report).toMatchObject({ pagesIndexed: 1, delta: 1 });
    expect(contentOf('limit-next').get('/docs/page-0')).toContain('Changed 0');
    expect(contentOf('limit-next').get('/docs/page-5')).toContain('Changed five');
  }, 60_000);

  test('changes found early go to Pagefind as the pages come, as a full build sends them', async () => {
    const cacheDir = path.join(dir, 'cache-early');
    await build('early-full', many, cacheDir, { shardPages: 8, deltaPages: 3 });
    const indexer = startSearchIndex(cacheDir, { routes: 40, shardPages: 8, deltaPages: 3 });
    const changed = many.map((p, i) => (i < 10 ? page(p.url, `Early ${i}`) : p));
    changed.slice(0, 5).forEach((p) => indexer.add(p));
    // Past the limit after four pages: the changed shard's pages are sent already.
    expect(indexer.report().pagesIndexed).toBeGreaterThan(0);
    changed.slice(5).forEach((p) => indexer.add(p));
    await indexer.write(path.join(dir, 'early'));
    expect(indexer.report().delta).toBe(0);
    expect(contentOf('early').get('/docs/page-4')).toContain('Early 4');
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  startSearchIndex,
  holdSearchIndexer,
  type IndexedPage,
} from '../../src/emit/searchIndex.js';
import { shardsOf } from '../../src/emit/searchShards.js';
import { lessBusyProcess, queuedWork } from '../../src/emit/pagefindProcess.js';
import { read, searchFragments } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-'));
const cache = path.join(dir, 'cache');
/** Pagefind is stopped after the last test, as a build stops it. */
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

/** Indexes `pages` into `<dir>/<out>/pagefind/`, always in full unless `deltaPages` is given. */
async function index(
  out: string,
  pages: IndexedPage[],
  cacheDir = cache,
  deltaPages = 0,
): Promise<string[]> {
  const indexer = startSearchIndex(cacheDir, { deltaPages });
  for (const p of pages) indexer.add(p);
  await indexer.write(path.join(dir, out));
  return fs.readdirSync(path.join(dir, out, 'pagefind')).sort();
}

/** The one index in the cache (a locale below a shard's size). */
const cachedIndex = () => {
  const [only, ...more] = fs.readdirSync(path.join(cache, 'shards'));
  expect(more).toEqual([]);
  return path.join(cache, 'shards', only);
};

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
  fs.writeFileSync(path.join(cachedIndex(), 'from-cache.txt'), 'cached');
  expect(await index('two', pages)).toContain('from-cache.txt');

  const changed = await index('three', [page('/a', 'Alpha'), page('/b', 'Charlie')]);
  expect(changed).not.toContain('from-cache.txt');
  // The cache keeps only the index the last build used.
  expect(fs.existsSync(path.join(cachedIndex(), 'from-cache.txt'))).toBe(false);
  // One page fewer is a change too.
  fs.writeFileSync(path.join(cachedIndex(), 'from-cache.txt'), 'cached');
  expect(await index('four', [page('/a', 'Alpha')])).not.toContain('from-cache.txt');
}, 60_000);

test("a locale's one index goes to the second Pagefind process when asked, and is the same", async () => {
  const pages = [page('/a', 'Alpha'), page('/b', 'Bravo')];
  const write = async (out: string, second: boolean) => {
    const indexer = startSearchIndex(path.join(dir, `cache-${out}`), {
      routes: 2,
      second,
      deltaPages: 0,
    });
    for (const p of pages) indexer.add(p);
    await indexer.write(path.join(dir, out));
    return indexer.report();
  };
  expect((await write('first-process', false)).inSecondProcess).toBe(0);
  expect((await write('second-process', true)).inSecondProcess).toBe(1);
  const files = (out: string) =>
    fs.readdirSync(path.join(dir, out, 'pagefind'), { recursive: true, encoding: 'utf8' }).sort();
  expect(files('second-process')).toEqual(files('first-process'));
}, 60_000);

/** 40 pages, cut into shards of about 8: the URLs decide where (searchShards.ts). */
const many = Array.from({ length: 40 }, (_, i) => page(`/docs/page-${i}`, `Page number ${i}`));

async function sharded(out: string, pages: IndexedPage[], cacheDir: string, deltaPages = 0) {
  const indexer = startSearchIndex(cacheDir, { routes: pages.length, shardPages: 8, deltaPages });
  for (const p of pages) indexer.add(p);
  await indexer.write(path.join(dir, out));
  return { report: indexer.report(), files: fs.readdirSync(path.join(dir, out, 'pagefind')) };
}

test('a large locale is indexed in shards, each its own index, loaded by one pagefind.js', async () => {
  const cacheDir = path.join(dir, 'cache-shards');
  const cut = shardsOf(
    many.map((p) => p.url),
    8,
  );
  const count = cut.length;
  // Each shard's index goes to the Pagefind process with less work queued as its first page
  // comes; the pages are all given before Pagefind answers any, two pages of work each.
  const work = queuedWork();
  let second = 0;
  for (const shard of cut) {
    const process = lessBusyProcess(work);
    work[process] += 2 * shard.length;
    second += process;
  }
  const { report, files } = await sharded('shards-one', many, cacheDir);
  expect(count).toBeGreaterThan(1);
  expect(second).toBeGreaterThan(0);
  expect(report).toEqual({
    shards: count,
    cached: 0,
    pagesIndexed: 40,
    inSecondProcess: second,
    delta: 0,
  });
  expect(files.sort()).toEqual(
    [...Array.from({ length: count }, (_, i) => String(i)), 'pagefind.js'].sort(),
  );
  const loader = read(dir, 'shards-one/pagefind/pagefind.js');
  expect(loader).toContain("from './0/pagefind.js'");
  expect(loader).toContain(
    JSON.stringify(Array.from({ length: count - 1 }, (_, i) => `${i + 1}/`)),
  );
  expect(loader).not.toContain('stale');
  for (let i = 0; i < count; i++)
    expect(
      fs.existsSync(path.join(dir, 'shards-one/pagefind', String(i), 'pagefind-entry.json')),
    ).toBe(true);
  // Every page is in exactly one shard.
  const urls = searchFragments(path.join(dir, 'shards-one')).map((f) => f.url);
  expect(urls.sort()).toEqual(many.map((p) => p.url).sort());
}, 60_000);

test('an edited page re-indexes its shard only; the others come from the cache', async () => {
  const cacheDir = path.join(dir, 'cache-edit');
  await sharded('edit-one', many, cacheDir);
  const again = await sharded('edit-two', many, cacheDir);
  expect(again.report.cached).toBe(again.report.shards);
  expect(again.report.pagesIndexed).toBe(0);

  const edited = many.map((p, i) => (i === 20 ? page(p.url, 'Page number twenty, edited') : p));
  const shards = shardsOf(
    many.map((p) => p.url),
    8,
  );
  const holding = shards.find((shard) => shard.includes(many[20].url))!;
  const { report } = await sharded('edit-three', edited, cacheDir);
  expect(report).toMatchObject({
    shards: shards.length,
    cached: shards.length - 1,
    pagesIndexed: holding.length,
  });
  const fragment = searchFragments(path.join(dir, 'edit-three')).find(
    (f) => f.url === many[20].url,
  );
  expect(fragment?.content).toContain('twenty, edited');
  // The shards not edited are the cached files themselves (hard links), not copies.
  const inode = (out: string, shard: number) =>
    fs.statSync(path.join(dir, out, 'pagefind', String(shard), 'pagefind-entry.json')).ino;
  const changed = shards
    .map((_, i) => i)
    .filter((i) => inode('edit-two', i) !== inode('edit-three', i));
  expect(changed).toEqual([shards.indexOf(holding)]);
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
  indexer.add({ url: '/energy', lang: 'en', body: Buffer.from(body) });
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

test('two builds of one process indexing the same pages at once (`serve --watch` re-indexing while a build runs) both get the index', async () => {
  const pages = [page('/a', 'Alpha'), page('/b', 'Bravo')];
  const both = path.join(dir, 'cache-both');
  const [first, second] = await Promise.all([
    index('both-one', pages, both),
    index('both-two', pages, both),
  ]);
  expect(first).toContain('pagefind-entry.json');
  expect(second).toEqual(first);
  // Neither left a half-written folder behind.
  expect(fs.readdirSync(path.join(both, 'shards'))).toHaveLength(1);
}, 60_000);

test('a build that ends leaves Pagefind running for another build of the process still indexing', async () => {
  const other = holdSearchIndexer();
  const indexer = startSearchIndex(path.join(dir, 'cache-held'));
  indexer.add(page('/a', 'Alpha'));
  const ending = holdSearchIndexer();
  await ending();
  indexer.add(page('/b', 'Bravo'));
  await indexer.write(path.join(dir, 'held'));
  expect(fs.readdirSync(path.join(dir, 'held', 'pagefind'))).toContain('pagefind-entry.json');
  await other();
}, 60_000);

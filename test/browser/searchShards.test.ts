/**
 * A sharded search index in headless Chromium: the search fixture built with a shard size of one
 * page (`SITEGEN_SEARCH_SHARD_PAGES`, for tests only), so every indexed page is an index of its
 * own, and the search box still finds, ranks, filters and says "nothing found" over all of them
 * as one list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumMissing, reusedTab, sharedBrowser } from './browser.js';
import { hitTitles as titles, openForSearch, search } from './searchBox.js';
import { indexFragments, serveBuiltFixture, type ServedFixture } from '../helpers.js';

const env = sharedBrowser();
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env);
let fixture: ServedFixture;

const doc = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;

beforeAll(async () => {
  if (chromiumMissing()) return;
  const before = process.env.SITEGEN_SEARCH_SHARD_PAGES;
  process.env.SITEGEN_SEARCH_SHARD_PAGES = '1';
  try {
    fixture = await serveBuiltFixture('search', (site) => {
      const write = (file: string, text: string) => fs.writeFileSync(path.join(site, file), text);
      write(
        'docs/guides/aquarium.md',
        doc('Aquarium', 'The zebrafish tank. Feed each zebrafish twice; zebrafish like zebrafish.'),
      );
      write('docs/guides/pond.md', doc('Pond', 'A pond may also hold a zebrafish or two.'));
      write('pages/fish.md', doc('Fish shop', 'We sell one zebrafish a week.'));
    });
  } finally {
    if (before === undefined) delete process.env.SITEGEN_SEARCH_SHARD_PAGES;
    else process.env.SITEGEN_SEARCH_SHARD_PAGES = before;
  }
}, 120_000);
afterAll(async () => {
  await fixture?.close();
});

async function open(url: string) {
  const opened = await openForSearch(tab, fixture.base, url);
  await opened.page.click('.search-button');
  return opened;
}

/** The shard folder (`pagefind/<n>/`) holding each indexed page of the English locale. */
function shardOf(): Map<string, string> {
  const index = path.join(fixture.site, 'dist', 'pagefind');
  const shards = fs.readdirSync(index).filter((name) => /^\d+$/.test(name));
  return new Map(
    shards.flatMap((shard) =>
      indexFragments(path.join(index, shard)).map((f): [string, string] => [f.url, shard]),
    ),
  );
}

describe('a search index in shards', () => {
  test('the build cut the index into shards, one page each', () => {
    const shards = shardOf();
    expect(shards.size).toBeGreaterThanOrEqual(5);
    expect(new Set(shards.values()).size).toBe(shards.size);
  });

  test('a query finds pages of different shards in one list, ranked, with excerpts', async () => {
    const shards = shardOf();
    expect(shards.get('/docs/guides/aquarium')).not.toBe(shards.get('/docs/guides/pond'));
    const { page, problems, requests } = await open('/docs/intro');
    await search(page, 'zebrafish');
    // The page that says it most comes first, whatever shard it is in.
    expect((await titles(page))[0]).toBe('Aquarium');
    expect((await titles(page)).sort()).toEqual(['Aquarium', 'Fish shop', 'Pond']);
    expect(await page.textContent('.search-hit mark')).toMatch(/zebrafish/i);
    // The search engine (WebAssembly) is loaded once, from the first shard.
    expect(requests.filter((r) => r.endsWith('.pagefind') && r.includes('/wasm.'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('the kind filter counts and narrows over every shard', async () => {
    const { page } = await open('/docs/intro');
    await search(page, 'zebrafish');
    await page.click('.search-filter:has-text("Docs")');
    await page.waitForFunction(() => document.querySelectorAll('.search-hit').length === 2);
    expect((await titles(page)).sort()).toEqual(['Aquarium', 'Pond']);
    await page.click('.search-filter:has-text("Pages")');
    await page.waitForFunction(() => document.querySelectorAll('.search-hit').length === 1);
    expect(await titles(page)).toEqual(['Fish shop']);
  });

  test('a word no shard has says nothing was found; other locales search their own shards', async () => {
    const { page } = await open('/docs/intro');
    await search(page, 'quokkaish');
    expect(await page.locator('.search-hit').count()).toBe(0);
    expect(await page.textContent('.search-status')).toContain('Nothing found for “quokkaish”');
    const ja = await open('/ja/docs/intro');
    await search(ja.page, '稲妻');
    expect(await titles(ja.page)).toEqual(['チューニング']);
    expect(ja.problems).toEqual([]);
  });
});

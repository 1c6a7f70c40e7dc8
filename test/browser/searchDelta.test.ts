/**
 * A search index updated rather than written again (emit/searchDelta.ts), in headless Chromium:
 * the search fixture's shared build, then a doc edited, one added and one removed, built again
 * from the same cache, so the index is the full one of the first build plus the changed pages.
 * The search box finds the pages as they are now, each once, and none as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumMissing, reusedTab, sharedBrowser } from './browser.js';
import { hitTitles as titles, openForSearch, search } from './searchBox.js';
import { serveBuiltFixture, type ServedFixture } from '../helpers.js';

const env = sharedBrowser();
const tab = reusedTab(env);
let fixture: ServedFixture;

beforeAll(async () => {
  if (chromiumMissing()) return;
  fixture = await serveBuiltFixture('search', (site) => {
    const tuning = path.join(site, 'docs', 'guides', 'tuning.md');
    fs.writeFileSync(tuning, fs.readFileSync(tuning, 'utf8').replace('quasar', 'pulsar'));
    fs.writeFileSync(
      path.join(site, 'docs', 'guides', 'comets.md'),
      '---\ntitle: Comets\n---\n\nA pulsar is not a comet, but this page names one.\n',
    );
    fs.rmSync(path.join(site, 'docs', 'guides', 'secret.md'));
  });
}, 120_000);
afterAll(async () => {
  await fixture?.close();
});

test('the build updated the full index: the changed pages are an index of their own', () => {
  const index = path.join(fixture.site, 'dist', 'pagefind');
  expect(fs.readdirSync(index)).toEqual(expect.arrayContaining(['0', 'delta', 'pagefind.js']));
});

test('a search finds the pages as they are now, each once, and no page as it was', async () => {
  const { page, problems } = await openForSearch(tab, fixture.base, '/docs/intro');
  await page.click('.search-button');
  // A query's hits (polled: the hits of the query before may still be shown for a moment).
  const hits = async (query: string) => {
    await search(page, query);
    return (await titles(page)).sort();
  };
  await expect.poll(() => hits('pulsar')).toEqual(['Comets', 'Tuning']);
  // The word the edit took out, and the removed page's word, are found nowhere.
  await expect.poll(() => hits('quasar')).toEqual([]);
  await expect.poll(() => hits('marmalade')).toEqual([]);
  // Pages the edit did not touch, from the full index.
  await expect.poll(() => hits('retention')).toEqual(['Tuning']);
  await expect.poll(() => hits('welcomes')).toEqual(['Introduction']);
  expect(problems).toEqual([]);
});

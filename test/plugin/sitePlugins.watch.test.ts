/**
 * `serve --watch` of a site with its own plugins (test/fixtures/site-plugins): editing the data
 * file a plugin watches runs the plugin again: a new entry gets its page in every locale, an
 * edited one shows its new text, a removed one's page goes, and the global data a page reads
 * follows. A component edit renders the plugin's pages again. What the rebuilt pages hold is
 * what a fresh build makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveWatchedFixture, waitFor, type WatchedFixture } from '../helpers.js';

let fixture: WatchedFixture;
beforeAll(async () => {
  fixture = await serveWatchedFixture('site-plugins');
}, 90_000);
afterAll(async () => {
  await fixture?.close();
});

const get = async (url: string) => {
  const response = await fetch(new URL(url, fixture.base));
  return { status: response.status, text: await response.text() };
};
const file = (rel: string) => path.join(fixture.site, rel);

test('editing the watched data file adds, changes and removes pages in every locale', async () => {
  expect((await get('/fr/showcase/delta')).status).toBe(404);
  const entries = JSON.parse(fs.readFileSync(file('data/showcase.json'), 'utf8')) as Array<{
    slug: string;
    name: string;
  }>;
  const edited = [
    ...entries.filter((entry) => entry.slug !== 'alpha'),
    { slug: 'delta', name: 'Delta Pager', description: 'Pages the on-call engineer.' },
  ].map((entry) => (entry.slug === 'beta' ? { ...entry, name: 'Beta Board II' } : entry));
  fs.writeFileSync(file('data/showcase.json'), JSON.stringify(edited));
  await waitFor(async () => (await get('/fr/showcase/delta')).status === 200, 'the new page');
  expect((await get('/showcase/delta')).text).toContain('<h1>Delta Pager</h1>');
  expect((await get('/showcase/beta')).text).toContain('<h1>Beta Board II</h1>');
  expect((await get('/fr/showcase')).text).toContain(
    '<a href="/fr/showcase/delta">Delta Pager</a>',
  );
  expect((await get('/fr/showcase')).text).not.toContain('Alpha Monitor');
  await waitFor(async () => (await get('/showcase/alpha')).status === 404, 'the removed page gone');
  // A page reading the plugin's global data (two visible entries, still two: alpha out, delta in).
  expect((await get('/count')).text).toContain('Entries: <!-- -->2</p>');
});

test('a page reading global data follows it', async () => {
  const file_ = file('data/showcase.json');
  const entries = JSON.parse(fs.readFileSync(file_, 'utf8')) as Array<{ hidden?: boolean }>;
  fs.writeFileSync(file_, JSON.stringify(entries.map((entry) => ({ ...entry, hidden: false }))));
  await waitFor(
    async () => (await get('/count')).text.includes('Entries: <!-- -->3</p>'),
    'the new count',
  );
});

test("editing the plugin's component renders its pages again", async () => {
  const component = file('components/ShowcaseEntry.tsx');
  fs.writeFileSync(
    component,
    fs.readFileSync(component, 'utf8').replace('Likes: {likes}', 'Hearts: {likes}'),
  );
  await waitFor(
    async () => (await get('/fr/showcase/beta')).text.includes('Hearts: <!-- -->0'),
    'the edited component',
  );
});

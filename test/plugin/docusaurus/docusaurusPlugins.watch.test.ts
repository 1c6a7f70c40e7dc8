/**
 * `serve --watch` of the docusaurus-plugins fixture: its plugins run as under `docusaurus start`
 * (gtag and tag manager leave themselves out of development), and editing the JSON file the
 * site's plugin watches (getPathsToWatch) changes its pages and adds the new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveWatchedFixture, waitFor, type WatchedFixture } from '../../helpers.js';

let fixture: WatchedFixture;
beforeAll(async () => {
  fixture = await serveWatchedFixture('docusaurus-plugins', { locale: 'en' });
}, 120_000);
afterAll(async () => {
  await fixture?.close();
});

const get = async (url: string) => {
  const response = await fetch(new URL(url, fixture.base));
  return { status: response.status, text: await response.text() };
};

test("the analytics plugins run as in development: no gtag or tag manager; the site's pages are there", async () => {
  const home = (await get('/')).text;
  expect(home).not.toContain('googletagmanager.com');
  expect(home).toContain('window.__COPY_PAGE_BUTTON_OPTIONS__');
  expect((await get('/lighthouses/fastnet')).text).toContain(
    '<h1 id="light-name">Fastnet Rock</h1>',
  );
});

test("editing the plugin's JSON file changes its pages and adds one", async () => {
  const file = path.join(fixture.site, 'data/lighthouses.json');
  const lights = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
  lights[0].name = 'Fastnet Rock Light';
  lights.push({ slug: 'skerryvore', name: 'Skerryvore', height: 48, lit: 1844 });
  fs.writeFileSync(file, JSON.stringify(lights, null, 2));
  await waitFor(
    async () =>
      (await get('/lighthouses/skerryvore')).text.includes('<h1 id="light-name">Skerryvore</h1>'),
    'the new lighthouse page',
  );
  expect((await get('/lighthouses/fastnet')).text).toContain(
    '<h1 id="light-name">Fastnet Rock Light</h1>',
  );
  expect((await get('/lighthouses/bell-rock')).text).toMatch(
    /One of <!-- -->4<!-- --> lighthouses/,
  );
});

/** `sitegen serve --watch` over real HTTP against a copy of the basic fixture. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OverlayError } from '../../src/serve/errorReport.js';
import type { DevStatus } from '../../src/serve/devServer.js';
import { searchFragments, serveWatchedFixture, waitFor, type WatchedFixture } from '../helpers.js';

let fixture: WatchedFixture;
let site: string;
let base: string;

beforeAll(async () => {
  fixture = await serveWatchedFixture('basic');
  ({ site, base } = fixture);
});
afterAll(() => fixture?.close());

const get = (url: string) => fetch(base + url);
const text = async (url: string) => (await get(url)).text();
const file = (rel: string) => path.join(site, rel);
const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(file(rel), change(fs.readFileSync(file(rel), 'utf8')));
const status = async () => (await (await get('/__sitegen/status')).json()) as DevStatus;
const errors = async () =>
  ((await (await get('/__sitegen/error')).json()) as { errors: OverlayError[] }).errors;
const pageShows = (url: string, words: string) =>
  waitFor(async () => (await text(url)).includes(words), `${url} to show "${words}"`);
const statusOf = (url: string, code: number) =>
  waitFor(async () => (await get(url)).status === code, `${url} to answer ${code}`);

test('pages carry the dev client; the serving rules of sitegen serve hold', async () => {
  for (const url of [
    '/id/docs/intro',
    '/id/docs/intro/',
    '/id/docs/intro/index.html',
    '/id/docs/intro.html',
  ]) {
    const response = await get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="id"');
    expect(html).toContain('<script type="module" src="/__sitegen/client.js"></script>');
  }
  const client = await get('/__sitegen/client.js');
  expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await client.text()).toContain('sitegen:content-changed');
  const missing = await get('/id/no/such/page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Halaman Tidak Ditemukan');
  for (const url of [
    '/%2e%2e/package.json',
    '/..%2f..%2fetc/passwd',
    '/id/%2e%2e/%2e%2e/sitegen.config.ts',
    '/..%5c..%5csitegen.config.ts',
  ]) {
    expect((await get(url)).status, url).toBe(404);
  }
  expect((await fetch(`${base}/docs/intro`, { method: 'POST' })).status).toBe(405);
});

test('drafts are served, with their banner', async () => {
  const html = await text('/docs/wip');
  expect(html).toContain('Work in progress');
  expect(html).toContain('page-banner');
});

test('an edit is seen in the next fetch, and the open tabs are told which pages changed', async () => {
  const controller = new AbortController();
  const events = await fetch(`${base}/__sitegen/events`, { signal: controller.signal });
  expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  const nextChange = async () => {
    for (;;) {
      const change = /event: change\ndata: (.*)\n\n/.exec(received);
      if (change) return JSON.parse(change[1]) as { urls: string[]; reload: boolean };
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      received += value;
    }
  };
  edit('docs/intro.md', (t) => t.replace('Some text.', 'Some freshly edited text.'));
  await pageShows('/docs/intro', 'Some freshly edited text.');
  // Locales are rebuilt one after the other: the tabs are told once every page is written.
  const change = await nextChange();
  expect(await text('/id/docs/intro')).toContain('Some freshly edited text.');
  expect(change.reload).toBe(false);
  expect(change.urls).toEqual(expect.arrayContaining(['/docs/intro', '/id/docs/intro']));
  expect(received).toMatch(/^retry: \d+\n\nevent: state\ndata: \{"build":\d+,"errors":\[\]\}\n\n/);
  controller.abort();
});

test('the search index follows edits, a moment after the page changed', async () => {
  // The dev build's folder (this process's own) holds the index.
  const served = path.join(site, 'node_modules', '.cache', 'sitegen', 'serve', String(process.pid));
  const indexed = (word: string) => {
    try {
      return searchFragments(served).some((fragment) => fragment.content.includes(word));
    } catch {
      return false; // being rewritten
    }
  };
  expect(indexed('Zebracorn')).toBe(false);
  edit('docs/guides/01-install.md', (t) => `${t}\nZebracorn appears in the install guide now.\n`);
  await pageShows('/docs/guides/install', 'Zebracorn');
  await waitFor(async () => indexed('Zebracorn'), 'the search index to have the new word', 15_000);
});

test('a broken edit keeps the last good page and reports the error; the fix recovers by itself', async () => {
  const before = await text('/docs/guides/install');
  const original = fs.readFileSync(file('docs/guides/01-install.md'), 'utf8');
  const broken = `${original.trimEnd()}\n\nSee [nowhere](./nowhere.md) for more.\n`;
  const line = broken.trimEnd().split('\n').length;
  fs.writeFileSync(file('docs/guides/01-install.md'), broken);
  try {
    const reported = await waitFor(async () => {
      const list = await errors();
      return list.length > 0 && list;
    }, 'the error report');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      file: path.join('docs', 'guides', '01-install.md'),
      line,
      column: 5,
    });
    expect(reported[0].message).toContain('nowhere.md');
    expect(reported[0].frame).toContain(`> ${line} | See [nowhere](./nowhere.md) for more.`);
    const served = await get('/docs/guides/install');
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(before);
    expect((await status()).errors).toBe(1);
  } finally {
    fs.writeFileSync(
      file('docs/guides/01-install.md'),
      `${original.trimEnd()}\n\nSee the [introduction](../intro.md) for more.\n`,
    );
  }
  await waitFor(async () => (await errors()).length === 0, 'the error to clear');
  await pageShows('/docs/guides/install', 'for more.');
});

test('added, renamed and deleted docs', async () => {
  fs.writeFileSync(file('docs/added.md'), '---\ntitle: Freshly added\n---\n\nA new page.\n');
  await pageShows('/docs/added', 'A new page.');
  await pageShows('/docs/intro', 'Freshly added');

  fs.renameSync(file('docs/added.md'), file('docs/moved.md'));
  await pageShows('/docs/moved', 'A new page.');
  await statusOf('/docs/added', 404);

  fs.rmSync(file('docs/moved.md'));
  await statusOf('/docs/moved', 404);
  await waitFor(
    async () => !(await text('/docs/intro')).includes('Freshly added'),
    'the sidebar to drop the page',
  );
});

test('rapid saves become fewer rebuilds, and the last one wins', async () => {
  await waitFor(async () => !(await status()).building, 'the server to be idle');
  const before = (await status()).builds;
  for (let i = 1; i <= 5; i++)
    edit('docs/intro.md', (t) =>
      t.replace(/Save number \d+\.|Some text\.|Some freshly edited text\./, `Save number ${i}.`),
    );
  await pageShows('/docs/intro', 'Save number 5.');
  await waitFor(async () => !(await status()).building, 'the server to be idle');
  expect((await status()).builds - before).toBeLessThan(5);
});

test('a locale file changes that locale and reloads open pages', async () => {
  edit('locales/id.json', (t) => t.replace('Halaman Tidak Ditemukan', 'Tidak Ada Di Sini'));
  await waitFor(
    async () => (await text('/id/no/such/page')).includes('Tidak Ada Di Sini'),
    'the new string',
  );
  expect(await text('/no/such/page')).toContain('Page Not Found');
});

test('with --locale only that locale is built, and / leads to it', async () => {
  const single = await serveWatchedFixture('basic', { locale: 'id' });
  try {
    const root = await fetch(`${single.base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/id/');
    expect((await fetch(`${single.base}/id/docs/intro`)).status).toBe(200);
    expect((await fetch(`${single.base}/docs/intro`)).status).toBe(404);
  } finally {
    await single.close();
  }
});

test('an unknown locale is a usage error', async () => {
  const { runCli } = await import('../helpers.js');
  const result = runCli(['serve', '--watch', '--locale', 'xx', '--port', '0'], site);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('unknown locale "xx"');
});

test('a site that does not build at start is served once it is fixed', async () => {
  const { overlayFixture, removeDir, repoRoot } = await import('../helpers.js');
  const { serveWatch } = await import('../../src/serve/devServer.js');
  const broken = overlayFixture('bad-yaml');
  const server = await serveWatch({ root: broken, port: 0, host: '127.0.0.1', quiet: true });
  const origin = new URL(server.url).origin;
  try {
    const waiting = await fetch(`${origin}/docs/intro`);
    expect(waiting.status).toBe(503);
    expect(await waiting.text()).toContain('/__sitegen/client.js');
    const reported = (
      (await (await fetch(`${origin}/__sitegen/error`)).json()) as { errors: OverlayError[] }
    ).errors;
    expect(reported.map((e) => e.file).sort()).toEqual([
      path.join('docs', 'guides', '02-configure.md'),
      path.join('docs', 'intro.md'),
    ]);
    for (const rel of ['docs/intro.md', 'docs/guides/02-configure.md']) {
      fs.copyFileSync(
        path.join(repoRoot, 'test', 'fixtures', 'basic', rel),
        path.join(broken, rel),
      );
    }
    await waitFor(
      async () => (await fetch(`${origin}/docs/intro`)).status === 200,
      'the fixed site to be served',
    );
  } finally {
    await server.close();
    removeDir(broken);
  }
});

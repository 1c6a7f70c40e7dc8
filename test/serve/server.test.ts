/** `sitegen serve` over real HTTP against a built fixture. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/build/build.js';
import { createStaticServer } from '../../src/serve/server.js';
import { copyFixture, removeDir } from '../helpers.js';

let site: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  site = copyFixture('basic');
  await build({ root: site });
  const server = createStaticServer(path.join(site, 'dist'), ['id']);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  removeDir(site);
});

test('pages are served at /x, /x/ and /x/index.html with an HTML content type', async () => {
  for (const url of ['/id/docs/intro', '/id/docs/intro/', '/id/docs/intro/index.html']) {
    const response = await fetch(base + url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<html lang="id"');
  }
});

test('unknown paths get the locale’s not-found page with status 404', async () => {
  const id = await fetch(`${base}/id/no/such/page`);
  expect(id.status).toBe(404);
  expect(await id.text()).toContain('Halaman Tidak Ditemukan');
  const en = await fetch(`${base}/nope`);
  expect(en.status).toBe(404);
  expect(await en.text()).toContain('Page Not Found');
});

test('hashed assets are cached for a year, pages revalidated', async () => {
  const page = await fetch(`${base}/docs/intro`);
  const css = /href="(\/assets\/css\/theme\.[0-9a-f]{8}\.css)"/.exec(await page.text())![1];
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const asset = await fetch(base + css);
  expect(asset.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(asset.headers.get('cache-control')).toContain('immutable');
});

test('traversal attempts are 404', async () => {
  for (const url of ['/%2e%2e/package.json', '/..%2f..%2fetc/passwd', '/id/%2e%2e/%2e%2e/sitegen.config.ts']) {
    expect((await fetch(base + url)).status, url).toBe(404);
  }
});

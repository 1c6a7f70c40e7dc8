import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openScanCache } from '../../src/check/scanCache.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-scans-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const pageA = '<html><body><h2 id="a">A</h2><a href="/b#x">b</a></body></html>';
const pageB = '<html><body><h2 id="x">B</h2><img src="/img/b.png"></body></html>';

test('unchanged pages are not read again; the file keeps only the pages of the last build', () => {
  const file = path.join(dir, 'scans.json');
  const first = openScanCache(file);
  expect(first.scan(pageA)).toMatchObject({
    ids: new Set(['a']),
    links: [{ tag: 'a', attribute: 'href', value: '/b#x' }],
  });
  first.scan(pageB);
  first.save();

  // Change what is stored for page A: a second build that reads it from the cache sees the change.
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: Record<string, { ids: string[] }>;
  };
  for (const entry of Object.values(stored.pages))
    if (entry.ids.includes('a')) entry.ids = ['from-cache'];
  fs.writeFileSync(file, JSON.stringify(stored));
  const second = openScanCache(file);
  expect(second.scan(pageA).ids).toEqual(new Set(['from-cache']));
  // A changed page is read.
  expect(second.scan(pageA.replace('id="a"', 'id="c"')).ids).toEqual(new Set(['c']));
  second.save();
  expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).pages)).toHaveLength(2);
});

test('without a file every page is read', () => {
  const cache = openScanCache(undefined);
  expect(cache.scan(pageB).links).toEqual([{ tag: 'img', attribute: 'src', value: '/img/b.png' }]);
  cache.save();
});

test('a link on many pages is stored once', () => {
  const file = path.join(dir, 'shared.json');
  const cache = openScanCache(file);
  for (let i = 0; i < 5; i++)
    cache.scan(`<p id="p${i}"><a href="/shared">s</a><a href="/only-${i}">o</a></p>`);
  cache.save();
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    links: unknown[];
    pages: Record<string, { links: number[] }>;
  };
  expect(stored.links).toHaveLength(6);
  const again = openScanCache(file);
  expect(
    again
      .scan('<p id="p3"><a href="/shared">s</a><a href="/only-3">o</a></p>')
      .links.map((l) => l.value),
  ).toEqual(['/shared', '/only-3']);
});

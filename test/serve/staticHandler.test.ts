/**
 * The static handler on its own, over a folder of files (no build): content negotiation by
 * Accept-Encoding q-values, and compression that never stalls the other requests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaticHandler, pickEncoding } from '../../src/serve/staticHandler.js';
import { rawGet } from './rawHttp.js';

describe('pickEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

let dir: string;
let base: string;
let server: http.Server;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-static-'));
  fs.writeFileSync(path.join(dir, 'small.txt'), 'small '.repeat(400));
  // Text that compresses as real text does (not a repeated line): 12 MB takes brotli most of a second.
  const words = Array.from({ length: 5000 }, () => crypto.randomBytes(4).toString('hex'));
  const lines: string[] = [];
  for (let size = 0; size < 12 * 2 ** 20;) {
    const line = Array.from({ length: 12 }, () => words[crypto.randomInt(words.length)]).join(' ');
    lines.push(line);
    size += line.length + 1;
  }
  fs.writeFileSync(path.join(dir, 'big.txt'), lines.join('\n'));
  server = http.createServer(createStaticHandler(dir, []));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('br;q=0 is never sent brotli; gzip;q=0 with br;q=0 gets the file as it is', async () => {
  const plain = fs.readFileSync(path.join(dir, 'small.txt'));
  const gzip = await rawGet(base, '/small.txt', { 'Accept-Encoding': 'br;q=0, gzip' });
  expect(gzip.headers).toMatch(/content-encoding: gzip/i);
  expect(zlib.gunzipSync(gzip.body).equals(plain)).toBe(true);
  const none = await rawGet(base, '/small.txt', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
  expect(none.headers).not.toMatch(/content-encoding/i);
  expect(none.body.equals(plain)).toBe(true);
});

test('a large file is compressed off the main thread: other requests are answered meanwhile', async () => {
  // The longest the event loop went unanswered while the big file was compressed.
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    const started = performance.now();
    // Compressing it takes a while on a busy machine (over 5 s with the suite's other files
    // running): what is measured is that the small answer does not wait for it.
    const big = rawGet(base, '/big.txt', { 'Accept-Encoding': 'br' }, 30_000);
    const small = await rawGet(base, '/small.txt', { 'Accept-Encoding': 'br' });
    const smallMs = performance.now() - started;
    const answer = await big;
    const bigMs = performance.now() - started;
    expect(small.status).toBe(200);
    expect(answer.headers).toMatch(/content-encoding: br/i);
    expect(
      zlib.brotliDecompressSync(answer.body).equals(fs.readFileSync(path.join(dir, 'big.txt'))),
    ).toBe(true);
    // Measured with brotli on the main thread: the small answer waited for the big one (~700 ms
    // here), and the event loop stood still as long.
    expect(smallMs, `small ${smallMs} ms, big ${bigMs} ms`).toBeLessThan(bigMs / 2);
    expect(longest, `event loop blocked ${longest} ms`).toBeLessThan(bigMs / 2);
    // Compressed once: the second request is answered from the cache.
    const again = performance.now();
    await rawGet(base, '/big.txt', { 'Accept-Encoding': 'br' });
    expect(performance.now() - again).toBeLessThan(bigMs / 2);
  } finally {
    clearInterval(ticker);
  }
}, 60_000);

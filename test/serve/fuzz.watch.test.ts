/**
 * Fuzzing the request line of `sitegen serve` and `serve --watch` over raw TCP: malformed and
 * random targets, absolute-form URLs, bad escapes, NUL bytes, huge paths, odd methods and `..`
 * in many spellings. After every batch the server must still answer a normal request, it never
 * answers 500, and no answer holds a file from outside the output folder. The seed is fixed, so a
 * failure is the same on every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cacheDir } from '../../src/cache/cache.js';
import { serve } from '../../src/serve/server.js';
import {
  copyBuiltFixture,
  removeDir,
  serveWatchedFixture,
  type WatchedFixture,
  seededRandom,
} from '../helpers.js';
import { rawGet, rawRequest } from './rawHttp.js';

const SECRET = 'SECRET-OUTSIDE-THE-OUTPUT-7f3a';
const BATCHES = 6;
const PER_BATCH = 50;

const DOTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '..%00',
  '..;',
  '...',
  '.',
];
const SLASHES = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '//', '%252f', '/./'];
const NAMES = [
  'secret.txt',
  'link-out.txt',
  'id/link-out.txt',
  'sitegen.config.ts',
  'package.json',
  'etc/passwd',
  'index.html',
  '404.html',
  'docs/intro',
  'id/docs/intro',
  'assets',
  '__sitegen/status',
  '__sitegen/events',
];
const JUNK = [
  '%',
  '%z',
  '%zz',
  '%E0%A4%A',
  '%ff',
  '%00',
  '?',
  '#',
  ':',
  '@',
  '[',
  ']',
  ' ',
  '\t',
  '~',
  'é',
  '\u2028',
  '%%',
  '%u002e',
  '{',
  '|',
  '"',
  "'",
  '<',
  '>',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'get',
  'G\u00c9T',
  'CONNECT',
  'BREW',
  '',
];
const VERSIONS = [
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/9',
  'HTTPS/1.1',
  '',
  'HTTP/1.1 x',
];
const HOSTS = [
  '127.0.0.1',
  '127.0.0.1',
  '127.0.0.1',
  'localhost',
  '[::1]',
  'evil.example',
  '',
  'a:b',
  undefined,
];
const PAGES = [
  '/',
  '/docs/intro',
  '/id/docs/intro',
  '/blog',
  '/404.html',
  'http://localhost/docs/intro',
];
const FIXED_TARGETS = [
  'http://a:b/',
  'http://a:99999/',
  'http://[::1/',
  'http://%zz/',
  'https://127.0.0.1/../secret.txt',
  'http://localhost/%2e%2e/%2e%2e/secret.txt',
  '*',
  'a',
  '',
  '//',
  '/%',
  '/%E0%A4%A',
  '/\u0000',
  '/%00',
  '/..\\..\\secret.txt',
  '/' + 'a'.repeat(8000),
  '/' + '../'.repeat(3000) + 'secret.txt',
  '/' + '%2e%2e%2f'.repeat(2000) + 'secret.txt',
  '/docs/intro?' + '%'.repeat(5000),
];

function pick<T>(next: () => number, list: T[]): T {
  return list[Math.floor(next() * list.length)];
}

function randomTarget(next: () => number): string {
  const kind = next();
  if (kind < 0.15) return pick(next, FIXED_TARGETS);
  if (kind < 0.3)
    return (
      pick(next, PAGES) +
      pick(next, ['', '/', '?', '?a=%zz', '#x', '.html', '/index.html', '%2F', '%00'])
    );
  if (kind < 0.65) {
    // `..` in some spelling, a few levels up, then a file of the site root.
    let target = pick(next, [
      '/',
      '/id/',
      '/docs/',
      '/assets/css/',
      'http://127.0.0.1/',
      'http://a:b@localhost/',
    ]);
    for (let i = 1 + Math.floor(next() * 6); i > 0; i--)
      target += pick(next, DOTS) + pick(next, SLASHES);
    return target + pick(next, NAMES);
  }
  let target = '/';
  for (let i = Math.floor(next() * 12); i > 0; i--) {
    const part = next();
    target +=
      part < 0.4
        ? pick(next, JUNK)
        : part < 0.7
          ? pick(next, NAMES)
          : part < 0.85
            ? pick(next, SLASHES)
            : String.fromCharCode(Math.floor(next() * 0x250));
  }
  return target;
}

function randomRequest(next: () => number): Buffer {
  const host = pick(next, HOSTS);
  const lines = [`${pick(next, METHODS)} ${randomTarget(next)} ${pick(next, VERSIONS)}`.trimEnd()];
  if (host !== undefined) lines.push(`Host: ${host}`);
  if (next() < 0.2)
    lines.push(
      `Range: bytes=${Math.floor(next() * 100)}-${pick(next, ['', '5', 'x', '999999999', '1-2,3-4'])}`,
    );
  if (next() < 0.2) lines.push(`If-None-Match: ${pick(next, ['*', '"x"', 'W/"', ''])}`);
  lines.push('Connection: close');
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, next() < 0.5 ? 'utf8' : 'latin1');
}

/** Statuses a server may give a strange request; 500 (a handler that failed) is not one of them. */
const EXPECTED = new Set([0, 200, 206, 302, 304, 400, 403, 404, 405, 414, 416, 431, 503, 505]);

async function fuzz(origin: string, seed: number): Promise<Map<number, number>> {
  const next = seededRandom(seed);
  const seen = new Map<number, number>();
  for (let batch = 0; batch < BATCHES; batch++) {
    const requests = Array.from({ length: PER_BATCH }, () => randomRequest(next));
    for (let i = 0; i < requests.length; i += 10) {
      const answers = await Promise.all(
        requests.slice(i, i + 10).map((request) => rawRequest(origin, request, 3000)),
      );
      answers.forEach((answer, j) => {
        const sent = requests[i + j].toString('latin1').split('\r\n')[0].slice(0, 200);
        expect(EXPECTED.has(answer.status), `${answer.status} for ${JSON.stringify(sent)}`).toBe(
          true,
        );
        expect(
          answer.body.includes(SECRET),
          `a file outside the output for ${JSON.stringify(sent)}`,
        ).toBe(false);
        seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      });
    }
    // Still serving after the batch.
    const normal = await rawGet(origin, '/docs/intro');
    expect(normal.status, `a normal request after batch ${batch}`).toBe(200);
    expect(normal.body.toString()).toContain('<html');
  }
  return seen;
}

/**
 * The secret beside the output and at the site root, where `..` from the output would lead, and
 * symlinks inside the output that lead to it. Returns the secrets' files, for the test to remove.
 */
function plantSecrets(site: string, outDir: string): string[] {
  const files = [site, path.dirname(outDir), path.dirname(path.dirname(outDir))].map((dir) =>
    path.join(dir, 'secret.txt'),
  );
  for (const file of files) fs.writeFileSync(file, SECRET);
  fs.symlinkSync(path.join(site, 'secret.txt'), path.join(outDir, 'link-out.txt'));
  fs.symlinkSync(path.join(site, 'secret.txt'), path.join(outDir, 'id', 'link-out.txt'));
  return files;
}

describe('sitegen serve', () => {
  let site: string;
  let close: () => Promise<void>;
  let origin: string;
  let secrets: string[] = [];
  beforeAll(async () => {
    site = copyBuiltFixture('basic');
    secrets = plantSecrets(site, path.join(site, 'dist'));
    const server = await serve({ root: site, outDir: 'dist', port: 0, host: '127.0.0.1' });
    origin = new URL(server.url).origin;
    close = server.close;
  });
  afterAll(async () => {
    await close?.();
    removeDir(site);
    // One is above the site, in the folder of every test's sites.
    for (const file of secrets) fs.rmSync(file, { force: true });
  });

  test('one request cannot stop it: GET http://a:b/ is a 400', async () => {
    expect(
      (
        await rawRequest(
          origin,
          'GET http://a:b/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
        )
      ).status,
    ).toBe(400);
    expect((await rawGet(origin, '/%E0%A4%A')).status).toBe(400);
    expect((await rawGet(origin, 'http://127.0.0.1/docs/intro')).status).toBe(200);
    expect((await rawGet(origin, '/docs/intro')).status).toBe(200);
  });

  test('fuzzed request lines', { timeout: 120_000 }, async () => {
    const seen = await fuzz(origin, 20);
    // The generator reaches the interesting answers, not only one kind.
    for (const status of [200, 400, 403, 404])
      expect(seen.get(status), `answers ${status}`).toBeGreaterThan(0);
  });
});

describe('sitegen serve --watch', () => {
  let fixture: WatchedFixture;
  beforeAll(async () => {
    fixture = await serveWatchedFixture('basic');
  });
  afterAll(() => fixture?.close());

  test('one request cannot stop it: GET http://a:b/ is a 400', async () => {
    expect(
      (
        await rawRequest(
          fixture.base,
          'GET http://a:b/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
        )
      ).status,
    ).toBe(400);
    expect((await rawGet(fixture.base, '/docs/intro')).status).toBe(200);
  });

  test('fuzzed request lines', { timeout: 120_000 }, async () => {
    const outDir = path.join(cacheDir(fixture.site), 'serve', String(process.pid));
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
    plantSecrets(fixture.site, outDir);
    const seen = await fuzz(fixture.base, 21);
    for (const status of [200, 400, 403, 404])
      expect(seen.get(status), `answers ${status}`).toBeGreaterThan(0);
  });
});

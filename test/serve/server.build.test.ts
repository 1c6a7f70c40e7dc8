/** `sitegen serve` over real HTTP against a built fixture. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { serveBuiltFixture, type ServedFixture } from '../helpers.js';

let fixture: ServedFixture;
let site: string;
let base: string;

beforeAll(async () => {
  // A copy: one test changes the output under the server.
  fixture = await serveBuiltFixture('basic', undefined, { copy: true });
  ({ site, base } = fixture);
});
afterAll(() => fixture.close());

test('pages are served at /x, /x/, /x/index.html and /x.html with an HTML content type', async () => {
  for (const url of [
    '/id/docs/intro',
    '/id/docs/intro/',
    '/id/docs/intro/index.html',
    '/id/docs/intro.html',
  ]) {
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
  for (const url of [
    '/%2e%2e/package.json',
    '/..%2f..%2fetc/passwd',
    '/id/%2e%2e/%2e%2e/sitegen.config.ts',
    '/..%5csitegen.config.ts',
    '/%2e%2e%5c%2e%2e%5csitegen.config.ts',
  ]) {
    expect((await fetch(base + url)).status, url).toBe(404);
  }
  // Sent as written: fetch would turn backslashes into slashes and drop the dots itself.
  for (const url of [
    '/..\\sitegen.config.ts',
    '/id/..\\..\\sitegen.config.ts',
    '/../../sitegen.config.ts',
  ]) {
    expect(await statusOfRawPath(url), url).toBe(404);
  }
});

test('a symlink leading out of the output folder is 404', async () => {
  fs.symlinkSync(path.join(site, 'sitegen.config.ts'), path.join(site, 'dist', 'config-link.ts'));
  expect((await fetch(`${base}/config-link.ts`)).status).toBe(404);
});

test('only GET and HEAD', async () => {
  expect((await fetch(`${base}/docs/intro`, { method: 'POST' })).status).toBe(405);
  const head = await fetch(`${base}/docs/intro`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
});

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A request whose path goes out exactly as written. */
function statusOfRawPath(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('text is sent brotli or gzip compressed when the client accepts it', async () => {
  const plain = await rawGet(`${base}/docs/intro`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await rawGet(`${base}/docs/intro`, { 'accept-encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const gzip = await rawGet(`${base}/docs/intro`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(br.headers.vary).toBe('Accept-Encoding');
});

test('an unchanged file answers 304 to its ETag', async () => {
  const first = await rawGet(`${base}/docs/intro`, {});
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  const again = await rawGet(`${base}/docs/intro`, { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  // The compressed form is the same content: its weak tag revalidates it too.
  const br = await rawGet(`${base}/docs/intro`, { 'accept-encoding': 'br' });
  expect(br.headers.etag).toBe(`W/${etag}`);
  expect(
    (
      await rawGet(`${base}/docs/intro`, {
        'accept-encoding': 'br',
        'if-none-match': `"x", W/${etag}`,
      })
    ).status,
  ).toBe(304);
});

test('a taken port is a clear error, not a crash', async () => {
  const { runCli } = await import('../helpers.js');
  const port = Number(new URL(base).port);
  const result = runCli(['serve', '--port', String(port)], site);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`port ${port} is already in use`);
  expect(result.stderr).not.toContain('    at ');
});

test('when the port was not asked for, a taken one makes way for the next free port', async () => {
  const { listen } = await import('../../src/serve/listen.js');
  const taken = Number(new URL(base).port);
  const other = http.createServer();
  const bound = await listen(other, taken, '127.0.0.1', true);
  expect(bound.port).not.toBe(taken);
  expect(bound.note).toBe(`port ${taken} is in use, using ${bound.port} instead`);
  await new Promise((resolve) => other.close(resolve));
});

test('a not-found page that is a symlink out of the output is not sent', async () => {
  const notFound = path.join(site, 'dist', '404.html');
  const kept = fs.readFileSync(notFound);
  fs.writeFileSync(path.join(site, 'outside-404.html'), 'OUTSIDE THE OUTPUT');
  fs.rmSync(notFound);
  fs.symlinkSync(path.join(site, 'outside-404.html'), notFound);
  try {
    const answer = await fetch(`${base}/no/such/page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('OUTSIDE THE OUTPUT');
  } finally {
    fs.rmSync(notFound);
    fs.writeFileSync(notFound, kept);
  }
});

test('content-hashed scripts and stylesheets are immutable; other files revalidate with an ETag', async () => {
  const html = await (await fetch(`${base}/docs/intro`)).text();
  const script = /src="(\/assets\/js\/main\.[A-Z2-7]{8}\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads a hashed main script').toBeDefined();
  const js = await fetch(base + script!);
  expect(js.status).toBe(200);
  expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const url of ['/docs/intro', '/sitemap.xml', '/favicon.ico', '/no/such/page']) {
    const answer = await fetch(base + url);
    expect(answer.headers.get('cache-control'), url).toBe('no-cache');
  }
  expect((await rawGet(`${base}/docs/intro`, {})).headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
});

test('a single byte range is 206, an unsatisfiable one 416, If-Range follows the ETag', async () => {
  const full = await rawGet(`${base}/docs/intro`, {});
  expect(full.headers['accept-ranges']).toBe('bytes');
  const size = full.body.length;
  const part = await rawGet(`${base}/docs/intro`, {
    range: 'bytes=10-29',
    'accept-encoding': 'br',
  });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 10-29/${size}`);
  expect(part.headers['content-encoding']).toBeUndefined();
  expect(part.body.equals(full.body.subarray(10, 30))).toBe(true);
  const tail = await rawGet(`${base}/docs/intro`, { range: 'bytes=-5' });
  expect(tail.body.equals(full.body.subarray(size - 5))).toBe(true);
  const beyond = await rawGet(`${base}/docs/intro`, { range: `bytes=${size + 10}-` });
  expect(beyond.status).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  const etag = full.headers.etag as string;
  expect(
    (await rawGet(`${base}/docs/intro`, { range: 'bytes=0-9', 'if-range': etag })).status,
  ).toBe(206);
  const changed = await rawGet(`${base}/docs/intro`, { range: 'bytes=0-9', 'if-range': '"other"' });
  expect(changed.status).toBe(200);
  expect(changed.body.length).toBe(size);
  // Several ranges: the whole file (allowed, and simpler than multipart).
  expect((await rawGet(`${base}/docs/intro`, { range: 'bytes=0-1,5-6' })).status).toBe(200);
  expect((await rawGet(`${base}/docs/intro`, { range: 'items=0-1' })).status).toBe(200);
});

test('a file that vanishes mid-request is a 404 (or 500), and the server goes on', async () => {
  const open = vi.spyOn(fs, 'openSync').mockImplementationOnce(() => {
    throw Object.assign(new Error('ENOENT: gone'), { code: 'ENOENT' });
  });
  const fstat = vi.spyOn(fs, 'fstatSync');
  try {
    expect((await fetch(`${base}/docs/intro`)).status).toBe(404);
    fstat.mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO'), { code: 'EIO' });
    });
    expect((await fetch(`${base}/docs/intro`)).status).toBe(500);
  } finally {
    open.mockRestore();
    fstat.mockRestore();
  }
  expect((await fetch(`${base}/docs/intro`)).status).toBe(200);
});

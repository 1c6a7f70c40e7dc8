import http from 'node:http';
import { expect, test } from 'vitest';
import type { ServedOutput } from '../../src/check/serveOutput.js';
import { verifyTargets } from '../../src/check/verifyTargets.js';

/** A loopback server that knows /a and /b and remembers every path asked for. */
async function fakeOutput(asked: string[]): Promise<ServedOutput> {
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const known = ['/a', '/b'].includes(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(known ? 200 : 404, { 'Content-Type': 'text/html' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('paths the output serves are answered without a request; linkinator asks for the others', async () => {
  const asked: string[] = [];
  const resolved: string[] = [];
  const targets = new Map<string, string | undefined>([
    ['/a', '/a'],
    ['/b?x=1', '/b'],
    ['/missing', '/missing'],
    ['/img/logo.svg', '/img/logo.svg'],
  ]);
  const { verdicts, requested } = await verifyTargets(targets, {
    serve: () => fakeOutput(asked),
    resolve: (path) => (resolved.push(path), path === '/a' || path === '/b'),
  });
  expect(resolved).toEqual(['/a', '/b', '/missing', '/img/logo.svg']);
  expect([...new Set(asked)].sort()).toEqual(['/img/logo.svg', '/missing']);
  expect(requested).toBe(2);
  expect(Object.fromEntries(verdicts)).toEqual({
    '/a': { ok: true },
    '/b?x=1': { ok: true },
    '/missing': { ok: false, reason: 'HTTP 404' },
    '/img/logo.svg': { ok: false, reason: 'HTTP 404' },
  });
});

test('when the output serves every target, no server is started', async () => {
  let served = 0;
  const { verdicts, requested } = await verifyTargets(new Map([['/a', '/a']]), {
    serve: () => (served++, fakeOutput([])),
    resolve: () => true,
  });
  expect(verdicts.get('/a')).toEqual({ ok: true });
  expect(requested).toBe(0);
  expect(served).toBe(0);
});

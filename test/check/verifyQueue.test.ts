import http from 'node:http';
import { expect, test } from 'vitest';
import type { ServedOutput } from '../../src/check/serveOutput.js';
import { createVerifyQueue } from '../../src/check/verifyQueue.js';

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

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

test('pages are asked for in batches once written; the rest, and what was never written, at the end', async () => {
  const asked: string[] = [];
  let served = 0;
  const queue = createVerifyQueue({ serve: () => (served++, fakeOutput(asked)), batchSize: 2 });
  queue.add('/a', '/a');
  queue.add('/b?x=1', '/b');
  queue.add('/missing', '/missing');
  queue.add('/img/logo.svg');
  queue.add('/a', '/a');
  queue.written('/a');
  expect(asked).toEqual([]);
  queue.written('/b');
  await until(() => asked.length >= 2);
  expect(asked.sort()).toEqual(['/a', '/b?x=1']);
  const verdicts = await queue.finish();
  expect(Object.fromEntries(verdicts)).toEqual({
    '/a': { ok: true },
    '/b?x=1': { ok: true },
    '/missing': { ok: false, reason: 'HTTP 404' },
    '/img/logo.svg': { ok: false, reason: 'HTTP 404' },
  });
  expect(served).toBe(1);
});

test('with an endless batch size everything waits for finish', async () => {
  const asked: string[] = [];
  const queue = createVerifyQueue({ serve: () => fakeOutput(asked), batchSize: Number.POSITIVE_INFINITY });
  queue.add('/a', '/a');
  queue.written('/a');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
  expect((await queue.finish()).get('/a')).toEqual({ ok: true });
});

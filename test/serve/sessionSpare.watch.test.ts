/**
 * A `serve --watch` session hands its folder on: when it stops, its output is kept as the spare the
 * next session's first build writes over, so a large site does not create every file again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { cacheDir } from '../../src/cache/cache.js';
import { serveWatch } from '../../src/serve/devServer.js';
import { copyFixture, removeDir } from '../helpers.js';

const site = copyFixture('basic');
afterAll(() => removeDir(site));

const session = () => serveWatch({ root: site, port: 0, host: '127.0.0.1', quiet: true });
const devPage = () =>
  path.join(cacheDir(site), 'serve', String(process.pid), 'docs/intro/index.html');

test("the next session writes over the last one's files, which it left in the cache", async () => {
  const first = await session();
  const inode = fs.statSync(devPage()).ino;
  await first.close();
  expect(fs.existsSync(path.dirname(devPage()))).toBe(false);
  const spares = path.join(cacheDir(site), 'spare-output');
  const kept = fs
    .readdirSync(spares)
    .map((name) => path.join(spares, name, 'all/docs/intro/index.html'));
  expect(kept.filter((file) => fs.existsSync(file))).toHaveLength(1);

  const second = await session();
  try {
    expect(fs.statSync(devPage()).ino).toBe(inode);
    const page = await (await fetch(new URL('/docs/intro', second.url))).text();
    expect(page).toContain('<h1');
  } finally {
    await second.close();
  }
}, 60_000);

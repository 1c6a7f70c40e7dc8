/**
 * `serve --watch` without `--locale` builds every locale of the config as it is now: a locale
 * added to the config while serving is built and served, with no restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { serveWatch } from '../../src/serve/devServer.js';
import { removeDir, repoRoot, waitFor } from '../helpers.js';

const site = path.join(repoRoot, 'test', '.tmp', `new-locale-${process.pid}`);
afterAll(() => removeDir(site));

test('a locale added to the config while serving is built and served', async () => {
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  const config = (locales: string) =>
    `export default { title: 'Docs', url: 'https://x.example', locales: ${locales} };\n`;
  fs.writeFileSync(path.join(site, 'sitegen.config.ts'), config('{ en: {} }'));
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
  const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1' });
    try {
      const get = (urlPath: string) => fetch(`${server.url.replace(/\/+$/, '')}${urlPath}`);
      expect((await get('/docs/intro')).status).toBe(200);
      expect((await get('/de/docs/intro')).status).toBe(404);
      fs.writeFileSync(path.join(site, 'sitegen.config.ts'), config('{ en: {}, de: {} }'));
      await waitFor(async () => (await get('/de/docs/intro')).status === 200, 'the new locale');
      expect(await (await get('/de/docs/intro')).text()).toContain('<html lang="de"');
    } finally {
      await server.close();
    }
  } finally {
    spy.mockRestore();
  }
});

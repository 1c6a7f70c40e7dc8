/**
 * `serve --watch` keeps serving a content folder that is removed and copied back (`rm -rf docs;
 * cp -r saved docs`), and serves a content folder created after it started; symbolic links that
 * loop, at start or made later, never stop it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { serveWatch } from '../../src/serve/devServer.js';
import { removeDir, repoRoot, waitFor } from '../helpers.js';

const site = path.join(repoRoot, 'test', '.tmp', `folders-come-back-${process.pid}`);
afterAll(() => removeDir(site));

test('a docs folder removed and copied back is served and watched again; a blog made later is served', async () => {
  const docs = path.join(site, 'docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(site, 'sitegen.config.ts'),
    "export default { title: 'Docs', url: 'https://x.example', locales: { en: {} } };\n",
  );
  fs.writeFileSync(path.join(docs, 'intro.md'), '# Intro\n\nHello.\n');
  fs.symlinkSync('b', path.join(docs, 'a'));
  fs.symlinkSync('a', path.join(docs, 'b'));
  fs.symlinkSync('.', path.join(docs, 'self'));
  const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1', quiet: true });
  try {
    const get = (urlPath: string) => fetch(`${server.url.replace(/\/+$/, '')}${urlPath}`);
    const shows = (urlPath: string, words: string) =>
      waitFor(
        async () => (await (await get(urlPath)).text()).includes(words),
        `${urlPath}: ${words}`,
      );
    expect((await get('/docs/intro')).status).toBe(200);
    expect((await get('/docs/self/intro')).status).toBe(404);

    const saved = path.join(site, 'saved');
    fs.cpSync(docs, saved, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(docs, { recursive: true });
    await waitFor(async () => (await get('/docs/intro')).status === 404, 'the docs to go');
    fs.cpSync(saved, docs, { recursive: true, verbatimSymlinks: true });
    await waitFor(async () => (await get('/docs/intro')).status === 200, 'the docs to come back');
    fs.writeFileSync(path.join(docs, 'intro.md'), '# Intro\n\nEdited after it came back.\n');
    await shows('/docs/intro', 'Edited after it came back.');

    fs.symlinkSync('d', path.join(docs, 'c'));
    fs.symlinkSync('c', path.join(docs, 'd'));
    fs.mkdirSync(path.join(site, 'blog'));
    fs.writeFileSync(
      path.join(site, 'blog', '2025-01-02-hello.md'),
      '---\ntitle: Hello post\n---\n\nPosted.\n',
    );
    await shows('/blog', 'Hello post');
    fs.writeFileSync(path.join(docs, 'intro.md'), '# Intro\n\nStill watched.\n');
    await shows('/docs/intro', 'Still watched.');
  } finally {
    await server.close();
  }
});

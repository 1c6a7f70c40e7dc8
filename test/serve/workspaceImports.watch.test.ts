/**
 * `serve --watch` of a pnpm workspace's website (`test/fixtures/pnpm-workspace`): a file of the
 * repository outside the site that a page imports (`../../../errors.json`) is watched once the
 * first build has imported it, and editing it rebuilds the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { serveWatch } from '../../src/serve/devServer.js';
import { copyFixture, removeDir, waitFor } from '../helpers.js';
import { pnpmInstall, writePackage } from '../pipeline/workspaceInstall.js';

test('editing a repository file a page imports rebuilds the page', async () => {
  const repo = copyFixture('pnpm-workspace');
  const far = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-file-package-'));
  writePackage(far, { 'package.json': '{ "name": "far-away" }', 'index.js': '' });
  pnpmInstall(repo, far);
  const site = path.join(repo, 'website');
  const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1', quiet: true });
  try {
    const home = async () => (await fetch(new URL('/', server.url))).text();
    await waitFor(async () => (await home()).includes('The kiln is cold'), 'the first build');
    fs.writeFileSync(path.join(repo, 'errors.json'), '{ "E001": "The kiln is warm" }');
    await waitFor(async () => (await home()).includes('The kiln is warm'), 'the rebuild');
    expect(await home()).toContain('<p class="error">The kiln is warm</p>');
  } finally {
    await server.close();
    removeDir(repo);
    removeDir(far);
  }
}, 90_000);

/**
 * The watch builder loaded afresh from the sources, for `serve --watch` after a theme component
 * changed: the running process keeps the modules it started with, so the builder (and the theme
 * it renders with) is bundled again with esbuild and imported from a new file. Each reload keeps
 * its module in memory; a dev session reloads the theme a few times at most.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { createWatchBuilder } from '../build/watchBuilder.js';
import { esbuildFailed } from '../errors.js';
import { packageRoot } from '../emit/assets.js';

let reloads = 0;

/** `root`: the sitegen package whose sources to bundle (this one). */
export async function loadFreshBuilder(root = packageRoot()): Promise<typeof createWatchBuilder> {
  // Inside the package, so the bundle finds its packages in node_modules as the CLI does.
  const dir = path.join(root, 'node_modules', '.cache', 'sitegen-dev');
  fs.mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `builder-${process.pid}-${++reloads}.mjs`);
  try {
    await esbuild.build({
      entryPoints: [path.join(root, 'src', 'build', 'watchBuilder.ts')],
      absWorkingDir: root,
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
    });
  } catch (thrown) {
    throw esbuildFailed(thrown, root, path.join(root, 'src', 'theme'), 'fix the theme component; the server keeps the theme it had until then') ?? thrown;
  }
  try {
    const loaded = (await import(pathToFileURL(outfile).href)) as { createWatchBuilder: typeof createWatchBuilder };
    return loaded.createWatchBuilder;
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

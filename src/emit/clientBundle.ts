/**
 * The browser runtime (`src/client/main.tsx`), bundled with esbuild once per build: minified,
 * code-split (lazy parts such as image zoom are their own chunks), content-hashed file names so
 * they can be cached forever. Shared by every locale; each locale folder gets a copy. The last
 * bundle is kept in the site's cache with a hash of every file it was made from, and reused while
 * none of them (nor esbuild) changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { hashOf, openCache } from '../cache/index.js';
import { packageRoot } from '../packageRoot.js';
import { SCRIPT_DIR } from '../routes/index.js';

/** Where the runtime's files go, relative to a locale folder. */

export interface ClientBundle {
  /** The entry module, relative to a locale folder ("assets/js/main.1a2b3c4d.js"). */
  entry: string;
  files: Array<{ file: string; text: string }>;
}

interface CachedBundle {
  esbuild: string;
  /** Input path (relative to the package) → hash of its text. */
  inputs: Record<string, string>;
  bundle: ClientBundle;
}

const hashInput = (root: string, input: string) => {
  try {
    return hashOf(fs.readFileSync(path.join(root, input), 'utf8'));
  } catch {
    return 'missing';
  }
};

/** `cacheRoot`: the site root whose cache holds the last bundle (none: always bundle). */
export async function bundleClient(cacheRoot?: string): Promise<ClientBundle> {
  const root = packageRoot();
  const cache = cacheRoot === undefined ? undefined : openCache<CachedBundle>(cacheRoot, 'client');
  const last = cache?.get('last');
  if (
    last &&
    last.esbuild === esbuild.version &&
    Object.entries(last.inputs).every(([input, hash]) => hashInput(root, input) === hash)
  )
    return last.bundle;
  const bundle = await buildBundle(root);
  // Awaited (one file): the next build, in this process or the next, finds it.
  await cache?.set('last', {
    esbuild: esbuild.version,
    inputs: Object.fromEntries(bundle.inputs.map((input) => [input, hashInput(root, input)])),
    bundle: { entry: bundle.entry, files: bundle.files },
  });
  return { entry: bundle.entry, files: bundle.files };
}

async function buildBundle(root: string): Promise<ClientBundle & { inputs: string[] }> {
  const result = await esbuild.build({
    entryPoints: { main: path.join(root, 'src', 'client', 'main.tsx') },
    absWorkingDir: root,
    outdir: SCRIPT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((out) => ({
    file: path.relative(root, out.path).split(path.sep).join('/'),
    text: out.text,
  }));
  const entry = Object.entries(result.metafile.outputs).find(
    ([, meta]) => meta.entryPoint !== undefined,
  )?.[0];
  if (!entry) throw new Error('the runtime bundle has no entry file');
  return { entry, files, inputs: Object.keys(result.metafile.inputs) };
}

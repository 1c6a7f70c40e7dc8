/**
 * The browser runtime (`src/client/main.tsx`), bundled with esbuild once per build: minified,
 * code-split (lazy parts such as image zoom are their own chunks), content-hashed file names so
 * they can be cached forever. Shared by every locale; each locale folder gets a copy.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from './assets.js';

/** Where the runtime's files go, relative to a locale folder. */
export const SCRIPT_DIR = 'assets/js';

export interface ClientBundle {
  /** The entry module, relative to a locale folder ("assets/js/main.1a2b3c4d.js"). */
  entry: string;
  files: Array<{ file: string; text: string }>;
}

export async function bundleClient(): Promise<ClientBundle> {
  const root = packageRoot();
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
  const files = result.outputFiles.map((out) => ({ file: path.relative(root, out.path).split(path.sep).join('/'), text: out.text }));
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint !== undefined)?.[0];
  if (!entry) throw new Error('the runtime bundle has no entry file');
  return { entry, files };
}

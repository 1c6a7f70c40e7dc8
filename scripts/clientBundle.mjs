// The browser runtime (src/client/main.tsx), bundled by scripts/compile.mjs into lib/client.json.
// It is made of sitegen's own code alone, the same for every site, so it is bundled once, with
// sitegen, rather than by each site's build: minified, code-split (lazy parts such as image zoom
// are chunks of their own), with content-hashed file names, so browsers may cache them forever.
// src/emit/clientBundle.ts reads it; each locale folder of a site gets a copy.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where the runtime's files go in a locale folder (src/routes/files.ts's SCRIPT_DIR). */
const SCRIPT_DIR = 'assets/js';

/** Writes `{ entry, files: [{ file, text }] }`, file names relative to a locale folder. */
export async function bundleClientRuntime(root, outFile) {
  const result = await build({
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
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint !== undefined)?.[0];
  if (!entry) throw new Error('the runtime bundle has no entry file');
  const files = result.outputFiles.map((out) => ({
    file: path.relative(root, out.path).split(path.sep).join('/'),
    text: out.text,
  }));
  fs.writeFileSync(outFile, JSON.stringify({ entry, files }));
}

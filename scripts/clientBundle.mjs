// The browser runtime (src/client/main.ts), bundled by scripts/compile.mjs into lib/client.json.
// It is made of sitegen's own code alone, the same for every site, so it is bundled once, with
// sitegen, rather than by each site's build: minified, code-split (lazy parts such as image zoom
// are chunks of their own), with content-hashed file names, so browsers may cache them forever.
// src/emit/clientBundle.ts reads it; each locale folder of a site gets a copy.
//
// The diagram drawer (src/client/mermaidDraw.ts, with mermaid: 5 MB in 100-odd chunks) is bundled
// apart, first, into lib/client-mermaid.json: a build reads it, and a locale gets it, only when one
// of its pages has a diagram. The runtime loads it by its hashed name (src/client/mermaid.ts's
// `import(MERMAID_DRAWER)`), and shares no chunk with it: a chunk both used would be loaded by
// every page (esbuild's helpers that mermaid's code needs, say).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where the runtime's files go in a locale folder (src/routes/files.ts's SCRIPT_DIR). */
const SCRIPT_DIR = 'assets/js';

/** What both bundles are built with. */
const options = (root) => ({
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

/** The files of a build, relative to a locale folder, and its entry's. */
function filesOf(root, result, entryPoint) {
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === entryPoint)?.[0];
  if (!entry) throw new Error(`the runtime bundle has no entry file for ${entryPoint}`);
  const files = result.outputFiles.map((out) => ({
    file: path.relative(root, out.path).split(path.sep).join('/'),
    text: out.text,
  }));
  return { entry, files };
}

/**
 * Writes `{ entry, files: [{ file, text }], mermaid }` into `outFile`, file names relative to a
 * locale folder, and the drawer's files, `[{ file, text }]`, into the file `mermaid` names beside it.
 */
export async function bundleClientRuntime(root, outFile) {
  const drawerEntry = 'src/client/mermaidDraw.ts';
  const drawer = filesOf(
    root,
    await build({ ...options(root), entryPoints: { mermaidDraw: path.join(root, drawerEntry) } }),
    drawerEntry,
  );
  const drawerPath = `./${path.posix.basename(drawer.entry)}`;
  const runtime = filesOf(
    root,
    await build({
      ...options(root),
      entryPoints: { main: path.join(root, 'src', 'client', 'main.ts') },
      define: { ...options(root).define, MERMAID_DRAWER: JSON.stringify(drawerPath) },
      plugins: [
        {
          name: 'mermaid-drawer',
          setup(build) {
            // Bundled above: the runtime names its file.
            build.onResolve({ filter: /^\.\/mermaidDraw\./ }, (args) => ({ path: args.path, external: true }));
          },
        },
      ],
    }),
    'src/client/main.ts',
  );
  const mermaid = path.basename(outFile).replace(/\.json$/, '-mermaid.json');
  fs.writeFileSync(path.join(path.dirname(outFile), mermaid), JSON.stringify(drawer.files));
  fs.writeFileSync(outFile, JSON.stringify({ entry: runtime.entry, files: runtime.files, mermaid }));
}

// The browser runtime (src/client/main.tsx), bundled by scripts/compile.mjs into lib/client.json.
// It is made of sitegen's own code alone, the same for every site, so it is bundled once, with
// sitegen, rather than by each site's build: minified, code-split (lazy parts such as image zoom
// are chunks of their own), with content-hashed file names, so browsers may cache them forever.
// src/emit/clientBundle.ts reads it; each locale folder of a site gets a copy. The chunks only
// mermaid needs (src/client/mermaid.ts loads it on a page with a diagram: 5 MB) are written
// apart, into lib/client-mermaid.json: a build reads them, and a locale gets them, only when one
// of its pages has a diagram.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where the runtime's files go in a locale folder (src/routes/files.ts's SCRIPT_DIR). */
const SCRIPT_DIR = 'assets/js';

/** The package whose chunks are marked: a site gets them only where a page draws a diagram. */
const MERMAID_ENTRY = /(^|\/)node_modules\/mermaid\//;

/**
 * The output files only the import of mermaid leads to: those the entry does not reach, through
 * static or dynamic imports, without going through mermaid's own entry chunk.
 */
function mermaidOnly(outputs, entry) {
  const stops = new Set(
    Object.entries(outputs)
      .filter(([, meta]) => meta.entryPoint !== undefined && MERMAID_ENTRY.test(meta.entryPoint))
      .map(([file]) => file),
  );
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file) || stops.has(file) || !outputs[file]) return;
    reached.add(file);
    for (const imported of outputs[file].imports) if (!imported.external) visit(imported.path);
  };
  visit(entry);
  return new Set(Object.keys(outputs).filter((file) => !reached.has(file)));
}

/**
 * Writes `{ entry, files: [{ file, text }], mermaid }` into `outFile`, file names relative to a
 * locale folder, and the chunks of mermaid alone, `[{ file, text }]`, into the file `mermaid`
 * names beside it.
 */
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
  // The runtime's own entry (a chunk a dynamic import loads has an entry point of its own too).
  const entry = Object.entries(result.metafile.outputs).find(([, meta]) => meta.entryPoint === 'src/client/main.tsx')?.[0];
  if (!entry) throw new Error('the runtime bundle has no entry file');
  const optional = mermaidOnly(result.metafile.outputs, entry);
  const all = result.outputFiles.map((out) => ({
    file: path.relative(root, out.path).split(path.sep).join('/'),
    text: out.text,
  }));
  const mermaid = path.basename(outFile).replace(/\.json$/, '-mermaid.json');
  fs.writeFileSync(path.join(path.dirname(outFile), mermaid), JSON.stringify(all.filter((f) => optional.has(f.file))));
  fs.writeFileSync(outFile, JSON.stringify({ entry, files: all.filter((f) => !optional.has(f.file)), mermaid }));
}

/**
 * The threads a build starts load only what they run: the link check's thread reads pages, it
 * does not render them. Bundled as scripts/compile.mjs bundles it, with package.json's
 * `sideEffects` letting esbuild leave out the modules of a stage's index that are not used.
 */
import { build } from 'esbuild';
import { expect, test } from 'vitest';
// @ts-expect-error a plain ES module of the build scripts, without types
import { compileOptions } from '../../scripts/compileOptions.mjs';

/** The packages and source folders one entry of lib/ loads, with their bytes in the bundle. */
async function loadedBy(entry: string): Promise<Map<string, number>> {
  const result = await build({
    ...compileOptions,
    entryPoints: [entry],
    splitting: false,
    outdir: undefined,
    outfile: 'entry.js',
    write: false,
    sourcemap: false,
    metafile: true,
    logLevel: 'silent',
  });
  const loaded = new Map<string, number>();
  for (const output of Object.values(result.metafile!.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const inPackage = input.split('node_modules/').at(-1)!;
      const name = input.includes('node_modules/')
        ? inPackage
            .split('/')
            .slice(0, inPackage.startsWith('@') ? 2 : 1)
            .join('/')
        : input.split('/').slice(0, 2).join('/');
      loaded.set(name, (loaded.get(name) ?? 0) + bytesInOutput);
    }
  return loaded;
}

test("the link check's thread loads the page reader, not the renderer or the config's schema", async () => {
  const loaded = await loadedBy('src/check/linkCheckWorker.ts');
  expect(loaded.has('src/check')).toBe(true);
  for (const heavy of [
    // Pages are read by check/tagScanner.ts, as bytes.
    'htmlparser2',
    'react-dom',
    'react',
    'zod',
    'js-yaml',
    'refractor',
    'src/render',
    'src/config',
  ])
    expect(loaded.has(heavy), heavy).toBe(false);
  const bytes = [...loaded.values()].reduce((sum, size) => sum + size, 0);
  expect(bytes).toBeLessThan(400_000);
}, 30_000);

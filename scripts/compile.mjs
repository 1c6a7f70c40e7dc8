// Compiles the TypeScript CLI (src/) into one ES module (lib/cli.js) so `sitegen` starts without
// a TypeScript loader. Code-split so each command loads only what it uses. Runs on `npm install` / `npm ci` (prepare) and before tests and benchmarks.
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: { cli: 'src/cli.ts', compileWorker: 'src/markdown/compileWorker.ts', linkCheckWorker: 'src/check/linkCheckWorker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`sitegen compiled to lib/ in ${Math.round(performance.now() - started)} ms`);

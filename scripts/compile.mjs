// Compiles the TypeScript CLI (src/) into one ES module (lib/cli.js) so `sitegen` starts without
// a TypeScript loader. Code-split so each command loads only what it uses. Runs on `npm install` / `npm ci` (prepare) and before tests and benchmarks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunk names change with their content: old ones are removed, not left to pile up.
fs.rmSync('lib', { recursive: true, force: true });

const started = performance.now();
await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', compileWorker: 'src/markdown/compileWorker.ts', linkCheckWorker: 'src/check/linkCheckWorker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled in (loading hundreds of small module files took a large part of a
  // short build), except those that find files or binaries beside themselves at run time, and
  // SVGR (with Babel), which only a site importing an SVG from code loads, and the loader of a
  // site's PostCSS config, which requires its plugins from the site.
  external: ['esbuild', 'pagefind', 'open', 'chokidar', 'linkinator', 'playwright-core', '@svgr/core', '@svgr/plugin-jsx', 'postcss-load-config'],
  // CommonJS dependencies (react-dom) require Node's built-in modules.
  banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
  jsx: 'automatic',
  // React and others check NODE_ENV at run time: fixed here, their development builds (half of
  // react-dom) are left out of lib/. sitegen always renders in production mode.
  define: { 'process.env.NODE_ENV': '"production"' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
// The types a site's config imports (`defineConfig`): only on install (`--types`), as tsc takes a
// second or two that the compile before each test run does not need.
if (process.argv.includes('--types')) {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
console.log(`sitegen compiled to lib/ in ${Math.round(performance.now() - started)} ms`);

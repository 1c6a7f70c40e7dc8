// How src/ is compiled into lib/ (scripts/compile.mjs): one place, so a test can bundle an entry
// the same way and look at what it loads (test/check/workerImports.test.ts).
//
// Modules are tree-shaken: package.json's `sideEffects` says only browser code (src/client,
// src/theme) and stylesheets do something when imported, so an import that names one function
// of a stage's index loads that function's module, not the whole stage. The link check's thread
// loads 0.2 MB instead of 2.9 MB (the renderer, React, zod), ready in about 50 ms instead of 220.
/** @type {import('esbuild').BuildOptions} */
export const compileOptions = {
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', compileWorker: 'src/markdown/compileWorker.ts', linkCheckWorker: 'src/check/linkCheckWorker.ts', searchIndexWorker: 'src/emit/searchIndexWorker.ts', writeWorker: 'src/emit/writeWorker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled in (loading hundreds of small module files took a large part of a
  // short build), except those that find files or binaries beside themselves at run time, and
  // SVGR (with Babel), which only a site importing an SVG from code loads, and the loader of a
  // site's PostCSS config, which requires its plugins from the site.
  external: ['esbuild', 'pagefind', 'open', 'chokidar', 'linkinator', 'playwright-core', '@svgr/core', '@svgr/plugin-jsx', 'postcss-load-config', '@resvg/resvg-js'],
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
};

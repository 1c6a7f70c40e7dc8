// Compiles the TypeScript CLI (src/) into one ES module (lib/cli.js) so `sitegen` starts without
// a TypeScript loader, with what every site shares made once beside it: the OpenAPI schema checks
// (lib/openapiSchema/) and the browser runtime (lib/client.json). Code-split so each command loads
// only what it uses. Runs on `npm install` / `npm ci` (prepare), on `npm pack` (prepack) and before
// tests and benchmarks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { compileOptions } from './compileOptions.mjs';
import { bundleClientRuntime } from './clientBundle.mjs';
import { compileOpenApiSchemas } from './openapiSchemas.mjs';

// `npm pack` and `npm publish` run `prepack`, which compiles with the types, then `prepare`: the
// second compile would only do the same again.
if (process.env.npm_lifecycle_event === 'prepare' && ['pack', 'publish'].includes(process.env.npm_command ?? '')) {
  console.log('sitegen: compiled by prepack already');
  process.exit(0);
}

// Chunk names change with their content: old ones are removed, not left to pile up.
fs.rmSync('lib', { recursive: true, force: true });

const started = performance.now();
await build(compileOptions);
await compileOpenApiSchemas('lib/openapiSchema');
await bundleClientRuntime(process.cwd(), 'lib/client.json');
// The types a site's config imports (`defineConfig`): only on install (`--types`), as tsc takes a
// second or two that the compile before each test run does not need.
if (process.argv.includes('--types')) {
  // tsc leaves the declarations of removed sources behind: they would be packed.
  fs.rmSync('types', { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
console.log(`sitegen compiled to lib/ in ${Math.round(performance.now() - started)} ms`);

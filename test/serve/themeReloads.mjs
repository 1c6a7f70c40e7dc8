// Measures the memory of `serve --watch` over repeated theme reloads. Run with --expose-gc:
//   node --expose-gc test/serve/themeReloads.mjs [reloads] [--json]
//   node --expose-gc test/serve/themeReloads.mjs [reloads] --collectable
//   node --expose-gc test/serve/themeReloads.mjs [reloads] --own-site   (the repository's site)
//   node --expose-gc test/serve/themeReloads.mjs [reloads] --json --locale en   (one locale served)
// A copy of the sitegen package (sources and compiled lib/, packages linked) serves a copy of the
// basic fixture; a theme component of the copy is changed `reloads` times, each change waited
// for, and the heap (after a full GC) and RSS are sampled. Prints one line per sample, or with
// --json the samples as one JSON line (read by test/serve/themeReloads.watch.test.ts).
// With --collectable, the builder is loaded afresh `reloads` times directly, each used for one
// build and dropped, and the script prints how many of the loaded builder modules are still alive
// after a full GC (a WeakRef to each module's exports).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const reloads = Number(process.argv[2] ?? 20);
const json = process.argv.includes('--json');
if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-reloads-'));
const pkg = path.join(tmp, 'pkg');
// With --own-site, the site of this repository (content, locales, static, its config) is served.
const ownSite = process.argv.includes('--own-site');
const site = ownSite ? pkg : path.join(tmp, 'site');
fs.mkdirSync(pkg);
for (const dir of ['src', 'lib', 'bin', 'templates']) fs.cpSync(path.join(repo, dir), path.join(pkg, dir), { recursive: true });
fs.copyFileSync(path.join(repo, 'package.json'), path.join(pkg, 'package.json'));
fs.symlinkSync(path.join(repo, 'node_modules'), path.join(pkg, 'node_modules'));
if (ownSite) {
  for (const entry of ['content', 'locales', 'static', 'openapi', 'sitegen.config.ts']) {
    if (fs.existsSync(path.join(repo, entry))) fs.cpSync(path.join(repo, entry), path.join(pkg, entry), { recursive: true });
  }
} else fs.cpSync(path.join(repo, 'test', 'fixtures', 'basic'), site, { recursive: true });

process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--collectable')) {
  await collectable();
  process.exit(0);
}
// The dev server itself, from the copy's compiled CLI chunk that exports it.
const { serveWatch } = await loadExport('serveWatch');
// --locale <l> serves one locale (a reload rebuilds fewer pages; what a reload keeps is the same).
const locale = process.argv.includes('--locale') ? process.argv[process.argv.indexOf('--locale') + 1] : undefined;
const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1', quiet: true, locale });
const base = new URL(server.url).origin;
const status = async () => (await fetch(`${base}/__sitegen/status`)).json();
const footer = path.join(pkg, 'src', 'theme', 'components', 'Footer.tsx');
const original = fs.readFileSync(footer, 'utf8');

const samples = [];
function sample(reload) {
  for (let i = 0; i < 3; i++) globalThis.gc();
  const { heapUsed, rss } = process.memoryUsage();
  const entry = { reload, heapMB: +(heapUsed / 2 ** 20).toFixed(1), rssMB: +(rss / 2 ** 20).toFixed(1) };
  samples.push(entry);
  if (!json) console.log(`reload ${reload}: heap ${entry.heapMB} MB, rss ${entry.rssMB} MB`);
}

try {
  await server.idle();
  sample(0);
  for (let i = 1; i <= reloads; i++) {
    const before = (await status()).builds;
    fs.writeFileSync(footer, original.replace('<footer', `<footer data-reload="${i}"`));
    const started = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await status();
      if (now.builds > before && !now.building) break;
      if (now.failures > 0 || Date.now() - started > 60_000) {
        const { errors } = await (await fetch(`${base}/__sitegen/error`)).json();
        throw new Error(`reload ${i} was not built: ${JSON.stringify(errors)}`);
      }
    }
    await server.idle();
    sample(i);
  }
} finally {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (json) console.log(JSON.stringify(samples));

/** A function exported by the copy's lib/ (from the chunk of the CLI that holds it). */
async function loadExport(exported) {
  const chunks = path.join(pkg, 'lib', 'chunks');
  for (const name of fs.readdirSync(chunks).filter((n) => n.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(chunks, name), 'utf8');
    if (!new RegExp(`export \\{[^}]*\\b${exported}\\b`).test(text)) continue;
    const loaded = await import(pathToFileURL(path.join(chunks, name)).href);
    if (typeof loaded[exported] === 'function') return loaded;
  }
  throw new Error(`${exported} not found in lib/chunks`);
}

async function collectable() {
  const { loadFreshBuilder } = await loadExport('loadFreshBuilder');
  const refs = [];
  try {
    for (let i = 0; i < reloads; i++) {
      const createWatchBuilder = await loadFreshBuilder(pkg);
      refs.push(new WeakRef(createWatchBuilder));
      const builder = createWatchBuilder({ root: site, locales: ['en'], outDir: path.join(tmp, `out-${i}`) });
      const report = await builder.build([]);
      if (!report.ok) throw new Error(JSON.stringify(report.errors));
      await builder.close();
    }
    for (let i = 0; i < 5; i++) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(JSON.stringify({ loaded: refs.length, alive: refs.filter((ref) => ref.deref() !== undefined).length }));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

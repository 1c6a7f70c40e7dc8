// `npm run bench [-- <pages>] [-- --compare <results.json>] [-- --runs <n>] [-- --no-watch | --watch-only]`
// Builds a synthetic docs site (and one of 5,000 docs) and the real site several times and prints
// medians; then measures `serve --watch` (start-up, edit-to-served time, memory after 200
// rebuilds) on the real site and the 5,000-doc one. Writes the figures to bench/results.json so
// two commits can be compared.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './synthetic.mjs';
import { pageWeights, printWeights, samplePages } from './weight.mjs';
import { measureWatch, watchSitePaths } from './watch.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the bench clears between builds is moved aside and deleted only once everything is
 * measured. On some file systems (ext4 without a journal, as on this project's CI machine) every
 * inode deleted makes creating the next ones slower for minutes: deleting hundreds of megabytes of
 * output right before a build made that build pay for the bench's own cleaning (up to 2× the time,
 * nearly all of it in the kernel), which no real build does.
 */
const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-trash-'));
let trashed = 0;
function discard(target) {
  if (!fs.existsSync(target)) return;
  try {
    fs.renameSync(target, path.join(trash, String(trashed++)));
  } catch {
    fs.rmSync(target, { recursive: true, force: true }); // another file system: delete it now
  }
}
process.on('exit', () => fs.rmSync(trash, { recursive: true, force: true }));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pages = Number(args.find((a) => /^\d+$/.test(a) && args[args.indexOf(a) - 1] !== '--runs') ?? 1000);
const runs = Number(option('--runs') ?? 3);
const compareWith = option('--compare');
const withWatch = !args.includes('--no-watch');
const watchOnly = args.includes('--watch-only');
const WATCH_PAGES = 5000;

/**
 * The output a build replaces is deleted by a background process; each build is measured on its
 * own, after the one before has finished that deletion.
 */
function waitForOldOutput(cwd, buildArgs) {
  const out = path.resolve(cwd, buildArgs.includes('--out') ? buildArgs[buildArgs.indexOf('--out') + 1] : 'dist');
  const parent = path.dirname(out);
  const pending = () => fs.existsSync(parent) && fs.readdirSync(parent).some((name) => name.startsWith(`.sitegen-old-${path.basename(out)}-`));
  const until = Date.now() + 60_000;
  while (pending() && Date.now() < until) spawnSync('sleep', ['0.1']);
}

function buildOnce(cwd, buildArgs) {
  waitForOldOutput(cwd, buildArgs);
  const result = spawnSync(process.execPath, [path.join(repo, 'bench', 'run-build.mjs'), 'build', ...buildArgs], { cwd, encoding: 'utf8' });
  const last = result.stdout.trim().split('\n').at(-1);
  const figures = JSON.parse(last);
  if (figures.code !== 0) throw new Error(`build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes and files under a folder. */
function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return { bytes, files };
}

function measure(label, cwd, buildArgs, clean, outDir) {
  const cold = [];
  const warm = [];
  const rss = [];
  for (let i = 0; i < runs; i++) {
    clean();
    const first = buildOnce(cwd, buildArgs);
    const second = buildOnce(cwd, buildArgs);
    cold.push(first.ms);
    warm.push(second.ms);
    rss.push(Math.max(first.maxRssMB, second.maxRssMB));
  }
  const output = sizeOf(outDir);
  return { label, coldMs: Math.round(median(cold)), warmMs: Math.round(median(warm)), peakRssMB: Math.round(median(rss)), outputMB: Math.round(output.bytes / 1e5) / 10, outputFiles: output.files };
}

const results = [];
const sitegen = path.join(repo, 'bin', 'sitegen.js');
const syntheticSite = (n) => path.join(os.tmpdir(), `sitegen-bench-${n}`);
const clearSynthetic = (dir) => () => {
  discard(path.join(dir, 'node_modules'));
  discard(path.join(dir, 'dist'));
};
for (const n of new Set([...(watchOnly ? [] : [pages]), ...(withWatch ? [WATCH_PAGES] : [])])) {
  const dir = syntheticSite(n);
  discard(dir);
  generateSite(dir, n);
  if (watchOnly) buildOnce(dir, []); // only to fill the cache, as the build rows leave it
  else {
    results.push(measure(`synthetic ${n} docs`, dir, [], clearSynthetic(dir), path.join(dir, 'dist')));
    // What the search index adds to a large site (#11: under 20% of the build).
    if (n === WATCH_PAGES || pages >= WATCH_PAGES) results.push(measure(`synthetic ${n} docs, --no-search`, dir, ['--no-search'], clearSynthetic(dir), path.join(dir, 'dist')));
  }
  // The 5,000-doc site stays (with its warm cache) for the serve --watch figures below.
  if (n !== WATCH_PAGES || !withWatch) discard(dir);
}

const clearRepoCache = () => discard(path.join(repo, 'node_modules', '.cache', 'sitegen'));
const benchOut = path.join(os.tmpdir(), 'sitegen-bench-out');
let weights = [];
if (!watchOnly) {
  results.push(measure('real site, --locale id', repo, ['--locale', 'id', '--out', benchOut], clearRepoCache, benchOut));
  weights = pageWeights(benchOut, samplePages(benchOut, 'id'));
  results.push(measure('real site, --locale id, --no-search', repo, ['--locale', 'id', '--out', benchOut, '--no-search'], clearRepoCache, benchOut));
  results.push(measure('real site, all locales', repo, ['--out', benchOut], clearRepoCache, benchOut));
}
discard(benchOut);

const watch = [];
if (withWatch) {
  watch.push(await measureWatch({ label: 'real site, --locale id', sitegen, cwd: repo, args: ['--locale', 'id'], ...watchSitePaths(repo) }));
  const dir = syntheticSite(WATCH_PAGES);
  watch.push(await measureWatch({ label: `synthetic ${WATCH_PAGES} docs`, sitegen, cwd: dir, file: path.join(dir, 'docs', 'section-60', 'page-20.md'), urlPath: '/docs/section-60/page-20' }));
  discard(dir);
}

const startup = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  spawnSync(process.execPath, [path.join(repo, 'bin', 'sitegen.js'), '--version']);
  startup.push(performance.now() - started);
}

const report = { date: new Date().toISOString(), runs, cpus: os.cpus().length, startupMs: Math.round(median(startup)), results, watch, weights };
const previous = compareWith ? JSON.parse(fs.readFileSync(compareWith, 'utf8')) : undefined;
const diff = (now, before) => (before === undefined ? '' : ` (${now - before >= 0 ? '+' : ''}${now - before})`);

console.log(`\nmedians of ${runs} runs on ${report.cpus} cores; start-up (sitegen --version): ${report.startupMs} ms\n`);
console.log('| build | cold ms | warm ms | peak RSS MB | output MB (files) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of results) {
  const before = previous?.results.find((r) => r.label === row.label);
  console.log(
    `| ${row.label} | ${row.coldMs}${diff(row.coldMs, before?.coldMs)} | ${row.warmMs}${diff(row.warmMs, before?.warmMs)} | ${row.peakRssMB}${diff(row.peakRssMB, before?.peakRssMB)} | ${row.outputMB} (${row.outputFiles}) |`,
  );
}
// The search index's share of each build measured with and without it.
for (const row of results.filter((r) => r.label.endsWith(', --no-search'))) {
  const full = results.find((r) => r.label === row.label.slice(0, -', --no-search'.length));
  if (!full) continue;
  const share = (withIt, without) => `${Math.round(((withIt - without) / withIt) * 100)}%`;
  console.log(`search index in "${full.label}": cold +${full.coldMs - row.coldMs} ms (${share(full.coldMs, row.coldMs)}), warm +${full.warmMs - row.warmMs} ms (${share(full.warmMs, row.warmMs)})`);
}
if (weights.length > 0) {
  console.log('\nfirst-load weight of the id site:\n');
  printWeights(weights);
}
if (watch.length > 0) {
  console.log('\n| serve --watch | start-up ms | edit → served, median ms | first edit ms | title edit → served, median ms | RSS MB halfway | RSS MB after rebuilds |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of watch) {
    const before = previous?.watch?.find((r) => r.label === row.label);
    console.log(
      `| ${row.label} | ${row.startupMs}${diff(row.startupMs, before?.startupMs)} | ${row.editMedianMs}${diff(row.editMedianMs, before?.editMedianMs)} | ${row.editFirstMs}${diff(row.editFirstMs, before?.editFirstMs)} | ${row.titleEditMedianMs}${diff(row.titleEditMedianMs, before?.titleEditMedianMs)} | ${row.rssHalfMB} | ${row.rssMB}${diff(row.rssMB, before?.rssMB)} (${row.rebuilds} rebuilds) |`,
    );
  }
}
fs.writeFileSync(path.join(repo, 'bench', 'results.json'), JSON.stringify(report, null, 2));
console.log('\nfigures written to bench/results.json');

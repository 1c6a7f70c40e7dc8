// `npm run bench [-- --scale 1000,5000] [-- --runs <n>] [-- --no-real-site] [-- --no-watch | --watch-only] [-- --compare <results.json>] [-- --site <folder> [--site-locale en] [--peer <docusaurus config of the site>]]`
// Measures, in this order:
// - the synthetic docs corpus at each size of --scale, built cold by Hugo, Hugo + Pagefind and
//   sitegen without and with search (scale.mjs; the table and targets of issue #25);
// - the real site (`--locale id` with and without search, all locales), cold and warm, and the
//   first-load weight of its page kinds;
// - `serve --watch` (start-up, edit-to-served time, memory after 200 rebuilds) on the real site
//   and on the 5,000-doc corpus;
// - with --site, another site where it lives (a Docusaurus site in its workspace): every locale
//   and the default one, cold and with one doc edited (otherSite.mjs); with --peer, the same
//   builds by the site's Docusaurus with that config file (Docusaurus Faster on, say).
// Prints medians of --runs runs (3) and writes every figure to bench/results.json, so two commits
// can be compared (`--compare` an earlier copy of it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discard } from './discard.mjs';
import { HUGO_INSTALL_HINT, hugoVersion } from './hugo.mjs';
import { hasGnuTime, median } from './measure.mjs';
import { measureScale, syntheticSite } from './scale.mjs';
import { printScale } from './scaleTable.mjs';
import { buildSitegen } from './sitegenBuild.mjs';
import { docPath, generateSite } from './synthetic.mjs';
import { measureWatch, watchSitePaths } from './watch.mjs';
import { maySettle, settle } from './settle.mjs';
import { measureOtherSite, printOtherSite } from './otherSite.mjs';
import { pageWeights, printWeights, samplePages } from './weight.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitegen = path.join(repo, 'bin', 'sitegen.js');
const WATCH_DOCS = 5000;

function parseArgs(args) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  // Bare numbers (`npm run bench -- 5000`) are sizes too, as in earlier versions of the bench.
  const bare = args.filter((a, i) => /^\d+$/.test(a) && !['--runs', '--scale'].includes(args[i - 1]));
  const scale = option('--scale')?.split(',').map(Number) ?? (bare.length > 0 ? bare.map(Number) : [1000, 5000]);
  if (scale.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--scale takes sizes separated by commas, like 1000,5000`);
  const watchOnly = args.includes('--watch-only');
  return {
    scale: watchOnly ? [] : [...new Set(scale)].sort((a, b) => a - b),
    runs: Number(option('--runs') ?? 3),
    compareWith: option('--compare'),
    realSite: !watchOnly && !args.includes('--no-real-site'),
    watch: !args.includes('--no-watch'),
    site: option('--site') && path.resolve(option('--site')),
    siteLocale: option('--site-locale') ?? 'en',
    peer: option('--peer'),
  };
}

function measureScaleTable({ scale, runs, watch }, hugo) {
  const rows = [];
  for (const docs of scale) rows.push(measureScale({ repo, docs, runs, withHugo: Boolean(hugo), keep: watch && docs === WATCH_DOCS }));
  return rows;
}

/**
 * A cold build, a warm one with nothing changed (it only says so), and a warm one that builds
 * everything again from the full cache (--force), `runs` times: medians of each build's own wall
 * time (what the process took, start-up included) and the peak memory.
 */
function measureRealSite(label, buildArgs, out, runs) {
  const cold = [];
  const warm = [];
  const forced = [];
  const rss = [];
  settle();
  for (let i = 0; i < runs; i++) {
    discard(path.join(repo, 'node_modules', '.cache', 'sitegen'));
    const first = buildSitegen(repo, buildArgs);
    const second = buildSitegen(repo, buildArgs);
    const third = buildSitegen(repo, [...buildArgs, '--force']);
    cold.push(first.wallMs);
    warm.push(second.wallMs);
    forced.push(third.wallMs);
    rss.push(Math.max(first.peakRssMB, second.peakRssMB, third.peakRssMB));
  }
  const output = sizeOf(out);
  return { label, coldMs: Math.round(median(cold)), warmMs: Math.round(median(warm)), forcedMs: Math.round(median(forced)), peakRssMB: Math.round(median(rss)), outputMB: Math.round(output.bytes / 1e5) / 10, outputFiles: output.files };
}

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

function measureRealSiteRows(runs) {
  const out = path.join(os.tmpdir(), 'sitegen-bench-out');
  const results = [measureRealSite('real site, --locale id', ['--locale', 'id', '--out', out], out, runs)];
  const weights = pageWeights(out, samplePages(out, 'id'));
  results.push(measureRealSite('real site, --locale id, --no-search', ['--locale', 'id', '--out', out, '--no-search'], out, runs));
  results.push(measureRealSite('real site, all locales', ['--out', out], out, runs));
  discard(out);
  return { results, weights };
}

/** `corpusBuilt`: the scale runs left the 5,000-doc corpus built, with its cache. */
async function measureWatchRows(corpusBuilt) {
  const site = syntheticSite(WATCH_DOCS);
  if (!corpusBuilt) {
    discard(site);
    generateSite(site, WATCH_DOCS);
    buildSitegen(site, []); // only to fill the cache, as the scale runs leave it
  }
  const doc = docPath(2420);
  settle();
  const rows = [await measureWatch({ label: 'real site, --locale id', sitegen, cwd: repo, args: ['--locale', 'id'], ...watchSitePaths(repo) })];
  rows.push(await measureWatch({ label: `synthetic ${WATCH_DOCS} docs`, sitegen, cwd: site, file: path.join(site, 'docs', `${doc}.md`), urlPath: `/docs/${doc}` }));
  discard(site);
  return rows;
}

function startupMs() {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    spawnSync(process.execPath, [sitegen, '--version']);
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

const diff = (now, before) => (before === undefined ? '' : ` (${now - before >= 0 ? '+' : ''}${now - before})`);

function printRealSite(results, previous) {
  console.log('| real site build | cold ms | warm, nothing changed, ms | warm --force ms | peak RSS MB | output MB (files) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    const before = previous?.results?.find((r) => r.label === row.label);
    console.log(`| ${row.label} | ${row.coldMs}${diff(row.coldMs, before?.coldMs)} | ${row.warmMs}${diff(row.warmMs, before?.warmMs)} | ${row.forcedMs}${diff(row.forcedMs, before?.forcedMs)} | ${row.peakRssMB}${diff(row.peakRssMB, before?.peakRssMB)} | ${row.outputMB} (${row.outputFiles}) |`);
  }
  const full = results.find((r) => r.label === 'real site, --locale id');
  const without = results.find((r) => r.label === 'real site, --locale id, --no-search');
  const share = (withIt, withoutIt) => `${Math.round(((withIt - withoutIt) / withIt) * 100)}%`;
  console.log(`search index in "${full.label}": cold +${full.coldMs - without.coldMs} ms (${share(full.coldMs, without.coldMs)}), warm +${full.warmMs - without.warmMs} ms (${share(full.warmMs, without.warmMs)})`);
}

function printWatch(watch, previous) {
  console.log('| serve --watch | start-up ms | edit → served, median ms | first edit ms | title edit → served, median ms | RSS MB halfway | RSS MB after rebuilds |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of watch) {
    const before = previous?.watch?.find((r) => r.label === row.label);
    console.log(
      `| ${row.label} | ${row.startupMs}${diff(row.startupMs, before?.startupMs)} | ${row.editMedianMs}${diff(row.editMedianMs, before?.editMedianMs)} | ${row.editFirstMs}${diff(row.editFirstMs, before?.editFirstMs)} | ${row.titleEditMedianMs}${diff(row.titleEditMedianMs, before?.titleEditMedianMs)} | ${row.rssHalfMB} | ${row.rssMB}${diff(row.rssMB, before?.rssMB)} (${row.rebuilds} rebuilds) |`,
    );
  }
}

const options = parseArgs(process.argv.slice(2));
const hugo = options.scale.length > 0 ? hugoVersion() : undefined;
if (options.scale.length > 0 && !hugo) console.log(HUGO_INSTALL_HINT);
const pageCacheDropped = maySettle();
const loadAtStart = os.loadavg()[0];
const scale = measureScaleTable(options, hugo);
const loadAverage = { start: loadAtStart, end: os.loadavg()[0] };
const { results, weights } = options.realSite ? measureRealSiteRows(options.runs) : { results: [], weights: [] };
const watch = options.watch ? await measureWatchRows(options.scale.includes(WATCH_DOCS)) : [];
const site = options.site ? measureOtherSite(options.site, options.runs, options.siteLocale, options.peer) : [];
const report = { date: new Date().toISOString(), runs: options.runs, cpus: os.cpus().length, hugo, gnuTime: hasGnuTime(), pageCacheDropped, loadAverage, startupMs: startupMs(), scale, results, watch, weights, site };
const previous = options.compareWith ? JSON.parse(fs.readFileSync(options.compareWith, 'utf8')) : undefined;

console.log(`\n${report.cpus} cores; start-up (sitegen --version): ${report.startupMs} ms; page cache ${report.pageCacheDropped ? 'dropped before each series of builds' : 'left as it was (the bench may not drop it here: not Linux, not root, or read-only)'}`);
if (scale.length > 0) printScale(scale, { runs: options.runs, hugo, gnuTime: report.gnuTime, loadAverage, previous: previous?.scale });
if (results.length > 0) {
  console.log(`\nreal site, ${options.runs === 1 ? 'one run' : `medians of ${options.runs} runs`}:\n`);
  printRealSite(results, previous);
  console.log('\nfirst-load weight of the id site:\n');
  printWeights(weights);
}
if (watch.length > 0) {
  console.log('');
  printWatch(watch, previous);
}
if (site.length > 0) {
  console.log(`\n${options.site}, ${options.runs === 1 ? 'one run' : `medians of ${options.runs} runs`}:\n`);
  printOtherSite(site);
}
fs.writeFileSync(path.join(repo, 'bench', 'results.json'), JSON.stringify(report, null, 2));
console.log('\nfigures written to bench/results.json');

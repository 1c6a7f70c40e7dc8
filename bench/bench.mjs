// `npm run bench [-- <pages>] [-- --compare <results.json>] [-- --runs <n>]`
// Builds a synthetic docs site and the real site several times and prints medians; writes the
// figures to bench/results.json so two commits can be compared.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './synthetic.mjs';
import { pageWeights, printWeights, samplePages } from './weight.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pages = Number(args.find((a) => /^\d+$/.test(a) && args[args.indexOf(a) - 1] !== '--runs') ?? 1000);
const runs = Number(option('--runs') ?? 3);
const compareWith = option('--compare');

function buildOnce(cwd, buildArgs) {
  const result = spawnSync(process.execPath, [path.join(repo, 'bench', 'run-build.mjs'), 'build', ...buildArgs], { cwd, encoding: 'utf8' });
  const last = result.stdout.trim().split('\n').at(-1);
  const figures = JSON.parse(last);
  if (figures.code !== 0) throw new Error(`build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(label, cwd, buildArgs, clean) {
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
  return { label, coldMs: Math.round(median(cold)), warmMs: Math.round(median(warm)), peakRssMB: Math.round(median(rss)) };
}

const results = [];
const synthetic = path.join(os.tmpdir(), `sitegen-bench-${pages}`);
generateSite(synthetic, pages);
const clearSynthetic = () => {
  fs.rmSync(path.join(synthetic, 'node_modules'), { recursive: true, force: true });
  fs.rmSync(path.join(synthetic, 'dist'), { recursive: true, force: true });
};
results.push(measure(`synthetic ${pages} docs`, synthetic, [], clearSynthetic));
fs.rmSync(synthetic, { recursive: true, force: true });

const clearRepoCache = () => fs.rmSync(path.join(repo, 'node_modules', '.cache', 'sitegen'), { recursive: true, force: true });
const benchOut = path.join(os.tmpdir(), 'sitegen-bench-out');
results.push(measure('real site, --locale id', repo, ['--locale', 'id', '--out', benchOut], clearRepoCache));
const weights = pageWeights(benchOut, samplePages(benchOut, 'id'));
results.push(measure('real site, --locale id, --no-search', repo, ['--locale', 'id', '--out', benchOut, '--no-search'], clearRepoCache));
results.push(measure('real site, all locales', repo, ['--out', benchOut], clearRepoCache));
fs.rmSync(benchOut, { recursive: true, force: true });

const startup = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  spawnSync(process.execPath, [path.join(repo, 'bin', 'sitegen.js'), '--version']);
  startup.push(performance.now() - started);
}

const report = { date: new Date().toISOString(), runs, cpus: os.cpus().length, startupMs: Math.round(median(startup)), results, weights };
const previous = compareWith ? JSON.parse(fs.readFileSync(compareWith, 'utf8')) : undefined;
const diff = (now, before) => (before === undefined ? '' : ` (${now - before >= 0 ? '+' : ''}${now - before})`);

console.log(`\nmedians of ${runs} runs on ${report.cpus} cores; start-up (sitegen --version): ${report.startupMs} ms\n`);
console.log('| build | cold ms | warm ms | peak RSS MB |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of results) {
  const before = previous?.results.find((r) => r.label === row.label);
  console.log(`| ${row.label} | ${row.coldMs}${diff(row.coldMs, before?.coldMs)} | ${row.warmMs}${diff(row.warmMs, before?.warmMs)} | ${row.peakRssMB}${diff(row.peakRssMB, before?.peakRssMB)} |`);
}
console.log('\nfirst-load weight of the id site (JS includes lazy chunks such as image zoom):\n');
printWeights(weights);
fs.writeFileSync(path.join(repo, 'bench', 'results.json'), JSON.stringify(report, null, 2));
console.log('\nfigures written to bench/results.json');

// A site other than this repository's, built where it lives (`npm run bench -- --site <folder>`,
// e.g. a Docusaurus site in its workspace): every locale and the default one alone, each cold
// (no cache) and after one doc was edited (the cache of the build before), `runs` times; medians
// of wall time, CPU time and peak memory. With `--peer <config>`, the same builds by the site's own
// Docusaurus with that config file of the site (one turning Docusaurus Faster on, say), for the
// CPU ratio the speed targets are set in.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { discard } from './discard.mjs';
import { median, runMeasured } from './measure.mjs';
import { settle } from './settle.mjs';
import { buildSitegen } from './sitegenBuild.mjs';

/** The first doc of the site's docs folder (Markdown or MDX; `docs/`, or `../docs/` as Jest's), to edit. */
function firstDoc(site) {
  const docs = [path.join(site, 'docs'), path.join(site, '..', 'docs')].find((dir) => fs.existsSync(dir));
  if (!docs) throw new Error(`no docs folder in or beside ${site}`);
  const files = fs
    .readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .sort();
  if (files.length === 0) throw new Error(`no doc to edit in ${docs}`);
  return path.join(docs, files[0]);
}

/** How one tool builds the site: `clean` empties its caches, `build` builds into `out`. */
const sitegenTool = {
  name: 'sitegen',
  clean: (site) => discard(path.join(site, 'node_modules', '.cache', 'sitegen')),
  build: (site, args, out) => buildSitegen(site, [...args, '--out', out]),
};

/** The site's own Docusaurus with `config` (a file of the site), as `docusaurus build` runs it. */
function docusaurusTool(site, config) {
  const core = path.dirname(createRequire(path.join(site, 'package.json')).resolve('@docusaurus/core/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8'));
  const bin = path.join(core, 'bin', 'docusaurus.mjs');
  return {
    name: `Docusaurus ${version} (${config})`,
    // Its own caches: .docusaurus and the bundler's under node_modules/.cache (not sitegen's).
    clean: (dir) => {
      discard(path.join(dir, '.docusaurus'));
      const cache = path.join(dir, 'node_modules', '.cache');
      if (fs.existsSync(cache))
        for (const name of fs.readdirSync(cache)) if (name !== 'sitegen') discard(path.join(cache, name));
    },
    build: (dir, args, out) => {
      const result = runMeasured(process.execPath, [bin, 'build', '--config', config, ...args, '--out-dir', out], { cwd: dir });
      if (result.code !== 0) throw new Error(`docusaurus build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
      return result;
    },
  };
}

function measure(site, label, buildArgs, runs, tool) {
  // Each tool its own folder: what a sitegen build leaves to delete in the background is not the other's.
  const out = path.join(os.tmpdir(), `sitegen-bench-site-out-${tool.name === 'sitegen' ? 'sitegen' : 'peer'}`);
  const doc = firstDoc(site);
  const text = fs.readFileSync(doc, 'utf8');
  const cold = [];
  const edited = [];
  settle(); // each tool from one state of the file system, whatever the one before it deleted
  try {
    for (let i = 0; i < runs; i++) {
      tool.clean(site);
      discard(out);
      cold.push(tool.build(site, buildArgs, out));
      fs.writeFileSync(doc, `${text}\n\nOne more line, run ${i}.\n`);
      edited.push(tool.build(site, buildArgs, out));
      fs.writeFileSync(doc, text);
    }
  } finally {
    fs.writeFileSync(doc, text);
    discard(out);
  }
  const row = (builds) => ({
    wallMs: Math.round(median(builds.map((b) => b.wallMs))),
    cpuMs: Math.round(median(builds.map((b) => b.cpuMs))),
    peakRssMB: Math.round(median(builds.map((b) => b.peakRssMB))),
  });
  return { label: `${tool.name}: ${label}`, cold: row(cold), edited: row(edited) };
}

/** `locale`: the default locale, for the row of one locale; `peer`: a Docusaurus config to compare with. */
export function measureOtherSite(site, runs, locale = 'en', peer) {
  const name = `${path.basename(path.dirname(site))}/${path.basename(site)}`;
  const tools = [sitegenTool, ...(peer ? [docusaurusTool(site, peer)] : [])];
  return tools.flatMap((tool) => [
    measure(site, `${name}, every locale`, [], runs, tool),
    measure(site, `${name}, --locale ${locale}`, ['--locale', locale], runs, tool),
  ]);
}

export function printOtherSite(rows) {
  console.log('| site build | cold wall ms | cold CPU ms | cold peak RSS MB | one doc edited wall ms | edited CPU ms | edited peak RSS MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, cold, edited } of rows)
    console.log(`| ${label} | ${cold.wallMs} | ${cold.cpuMs} | ${cold.peakRssMB} | ${edited.wallMs} | ${edited.cpuMs} | ${edited.peakRssMB} |`);
  // With a peer: how many times less CPU sitegen took for the same build (the target is 10).
  const half = rows.length / 2;
  if (rows.length === 4)
    for (let i = 0; i < half; i++) {
      const [ours, theirs] = [rows[i], rows[i + half]];
      const ratio = (a, b) => (a && b ? (b / a).toFixed(1) : '?');
      console.log(`${ours.label.replace(/^[^:]*: /, '')}: ${ratio(ours.cold.cpuMs, theirs.cold.cpuMs)}× less CPU cold, ${ratio(ours.edited.cpuMs, theirs.edited.cpuMs)}× edited`);
    }
}

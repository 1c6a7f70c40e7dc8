// A site other than this repository's, built where it lives (`npm run bench -- --site <folder>`,
// e.g. a Docusaurus site in its workspace): every locale and the default one alone, each cold
// (no cache) and after one doc was edited (the cache of the build before), `runs` times; medians
// of wall time, CPU time and peak memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discard } from './discard.mjs';
import { median } from './measure.mjs';
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

function measure(site, label, buildArgs, runs) {
  const out = path.join(os.tmpdir(), 'sitegen-bench-site-out');
  const doc = firstDoc(site);
  const text = fs.readFileSync(doc, 'utf8');
  const cold = [];
  const edited = [];
  try {
    for (let i = 0; i < runs; i++) {
      discard(path.join(site, 'node_modules', '.cache', 'sitegen'));
      cold.push(buildSitegen(site, [...buildArgs, '--out', out]));
      fs.writeFileSync(doc, `${text}\n\nOne more line, run ${i}.\n`);
      edited.push(buildSitegen(site, [...buildArgs, '--out', out]));
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
  return { label, cold: row(cold), edited: row(edited) };
}

/** `locale`: the default locale, for the row of one locale. */
export function measureOtherSite(site, runs, locale = 'en') {
  return [
    measure(site, `${path.basename(path.dirname(site))}/${path.basename(site)}, every locale`, [], runs),
    measure(site, `${path.basename(path.dirname(site))}/${path.basename(site)}, --locale ${locale}`, ['--locale', locale], runs),
  ];
}

export function printOtherSite(rows) {
  console.log('| site build | cold wall ms | cold CPU ms | cold peak RSS MB | one doc edited wall ms | edited CPU ms | edited peak RSS MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, cold, edited } of rows)
    console.log(`| ${label} | ${cold.wallMs} | ${cold.cpuMs} | ${cold.peakRssMB} | ${edited.wallMs} | ${edited.cpuMs} | ${edited.peakRssMB} |`);
}

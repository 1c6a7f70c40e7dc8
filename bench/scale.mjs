// The bench's table at scale (issue #25): the synthetic corpus of N docs built cold by Hugo (no
// theme, no search), by Hugo followed by the Pagefind CLI on its output, and by sitegen without
// and with search, each `runs` times (the tools take turns within a run), keeping the median wall
// time, CPU time and peak RSS of each; plus sitegen's warm build (--force), and one doc page's size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discard } from './discard.mjs';
import { hugoCommands, writeHugoSite } from './hugo.mjs';
import { settle } from './settle.mjs';
import { inSequence, median, medianFigures, runMeasured } from './measure.mjs';
import { buildSitegen } from './sitegenBuild.mjs';
import { docPath, generateSite } from './synthetic.mjs';

/** The doc whose page size is compared between sizes: one in the middle of the 1,000-doc corpus. */
const SAMPLE_DOC = 500;

export const syntheticSite = (docs) => path.join(os.tmpdir(), `sitegen-bench-${docs}`);
const hugoSite = (docs) => path.join(os.tmpdir(), `sitegen-bench-${docs}-hugo`);

/** The doc page compared between sizes (the last doc when the corpus is smaller). */
export const sampleDoc = (docs) => `docs/${docPath(Math.min(SAMPLE_DOC, docs - 1))}`;

function run(command, args, cwd) {
  const result = runMeasured(command, args, { cwd });
  if (result.code !== 0) throw new Error(`${path.basename(command)} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** A cold Hugo build (no output, no cache), then Pagefind on its output: each one's figures. */
function hugoRun(dir, repo) {
  for (const folder of ['public', 'resources', 'cache']) discard(path.join(dir, folder));
  const { hugo, pagefind } = hugoCommands(repo);
  const built = run(...hugo, dir);
  const indexed = run(...pagefind, dir);
  return { hugo: built, hugoPagefind: inSequence(built, indexed) };
}

function sitegenColdRun(site, args) {
  discard(path.join(site, 'node_modules')); // the build cache
  discard(path.join(site, 'dist'));
  return buildSitegen(site, args);
}

const fileSize = (file) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);

/**
 * Measures one size. The corpus stays in `syntheticSite(docs)` when `keep` is set (built, with a
 * warm cache), for the `serve --watch` figures; otherwise it is cleared at the end.
 */
export function measureScale({ repo, docs, runs, withHugo, keep }) {
  const site = syntheticSite(docs);
  const hugoDir = hugoSite(docs);
  discard(site);
  generateSite(site, docs);
  if (withHugo) writeHugoSite(site, hugoDir, docs);
  const figures = { hugo: [], hugoPagefind: [], sitegenNoSearch: [], sitegen: [], sitegenWarm: [] };
  // Once, not before each run: the tools take turns within a run, and the first after a drop
  // would read the corpus from disk for the others. Run 1 reads everyone's files from disk, which
  // a median of three runs does not follow.
  settle();
  for (let i = 0; i < runs; i++) {
    process.stdout.write(`${docs} docs, run ${i + 1} of ${runs}…\n`);
    if (withHugo) {
      const hugo = hugoRun(hugoDir, repo);
      figures.hugo.push(hugo.hugo);
      figures.hugoPagefind.push(hugo.hugoPagefind);
    }
    figures.sitegenNoSearch.push(sitegenColdRun(site, ['--no-search']));
    figures.sitegen.push(sitegenColdRun(site, []));
    // Warm: the cache is full, every page is rendered again (--force: nothing changed, so a plain
    // build would only say so).
    figures.sitegenWarm.push(buildSitegen(site, ['--force']));
  }
  const page = sampleDoc(docs);
  const row = {
    docs,
    hugo: withHugo ? medianFigures(figures.hugo) : undefined,
    hugoPagefind: withHugo ? medianFigures(figures.hugoPagefind) : undefined,
    sitegenNoSearch: medianFigures(figures.sitegenNoSearch),
    sitegen: medianFigures(figures.sitegen),
    sitegenWarmMs: Math.round(median(figures.sitegenWarm.map((f) => f.wallMs))),
    docPage: {
      path: `/${page}`,
      sitegenBytes: fileSize(path.join(site, 'dist', page, 'index.html')),
      hugoBytes: withHugo ? fileSize(path.join(hugoDir, 'public', page, 'index.html')) : undefined,
    },
  };
  discard(hugoDir);
  if (!keep) discard(site);
  return row;
}

// Prints the rows of scale.mjs: the issue #25 table (wall time, CPU time and peak RSS of each tool
// at each size), the ratios its targets are stated in (same run), and which targets are met.
const TARGETS = { noSearchOverHugo: 1.5, searchOverHugoPagefind: 1, pageGrowth: 1.3, noSearchRssMB: 1024, rssAtDocs: 5000 };

const count = (n) => n.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a, b) => (a === undefined || b === undefined ? undefined : a / b);
const times = (r) => (r === undefined ? '—' : `${r.toFixed(2)}×`);
const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)}`);

/** "4.76 s (+0.12), 9.3 CPU-s, 265 MB": the change in wall time since `before` when given. */
function cell(figures, before) {
  if (!figures) return '—';
  const change = before ? ` (${figures.wallMs >= before.wallMs ? '+' : '−'}${(Math.abs(figures.wallMs - before.wallMs) / 1000).toFixed(2)})` : '';
  const cpu = figures.cpuMs === undefined ? '' : `, ${(figures.cpuMs / 1000).toFixed(1)} CPU-s`;
  const rss = figures.peakRssMB === undefined ? '' : `, ${count(figures.peakRssMB)} MB`;
  return `${seconds(figures.wallMs)}${change}${cpu}${rss}`;
}

function printFigures(rows, previous) {
  console.log('| docs | Hugo (no theme, no search) | Hugo + Pagefind | sitegen, no search | sitegen with search | sitegen warm (--force), with search |');
  console.log('| ---: | --- | --- | --- | --- | ---: |');
  for (const row of rows) {
    const before = previous?.find((r) => r.docs === row.docs);
    const cells = [cell(row.hugo), cell(row.hugoPagefind), cell(row.sitegenNoSearch, before?.sitegenNoSearch), cell(row.sitegen, before?.sitegen), seconds(row.sitegenWarmMs)];
    console.log(`| ${count(row.docs)} | ${cells.join(' | ')} |`);
  }
}

/** "2.29× (CPU 2.50×)": the CPU ratio, steadier than wall time when other work shares the machine. */
function wallAndCpu(figures, reference) {
  const cpu = ratio(figures.cpuMs, reference?.cpuMs);
  return `${times(ratio(figures.wallMs, reference?.wallMs))}${cpu === undefined ? '' : ` (CPU ${times(cpu)})`}`;
}

function printRatios(rows) {
  console.log(`| docs | no search ÷ Hugo (≤ ${TARGETS.noSearchOverHugo}) | with search ÷ Hugo + Pagefind (≤ ${TARGETS.searchOverHugoPagefind}) | sitegen ms/doc, no search | sitegen ms/doc, with search | doc page KB, sitegen (Hugo) |`);
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const cells = [
      wallAndCpu(row.sitegenNoSearch, row.hugo),
      wallAndCpu(row.sitegen, row.hugoPagefind),
      (row.sitegenNoSearch.wallMs / row.docs).toFixed(2),
      (row.sitegen.wallMs / row.docs).toFixed(2),
      `${kb(row.docPage.sitegenBytes)} (${kb(row.docPage.hugoBytes)})`,
    ];
    console.log(`| ${count(row.docs)} | ${cells.join(' | ')} |`);
  }
}

/** The doc page's size at the largest size over its size at the smallest, when both hold it. */
export function pageGrowth(rows) {
  const holding = rows.filter((r) => r.docPage.sitegenBytes !== undefined && r.docPage.path === rows[0].docPage.path);
  if (holding.length < 2) return undefined;
  const [small, large] = [holding[0], holding.at(-1)];
  return { path: small.docPage.path, small, large, ratio: large.docPage.sitegenBytes / small.docPage.sitegenBytes };
}

/** One line per target: the measured value at each size and whether it is met. */
function targetLines(rows) {
  const verdict = (ok) => (ok ? 'met' : 'missed');
  const perSize = (value, limit) => {
    const measured = rows.map((r) => ({ docs: r.docs, value: value(r) })).filter((m) => m.value !== undefined);
    if (measured.length === 0) return undefined;
    return `${measured.map((m) => `${times(m.value)} at ${count(m.docs)}`).join(', ')}: ${verdict(measured.every((m) => m.value <= limit))}`;
  };
  const lines = [];
  const growth = pageGrowth(rows);
  if (growth) lines.push(`linear cost, doc page ${growth.path} at ${count(growth.large.docs)} docs ÷ at ${count(growth.small.docs)} (≤ ${TARGETS.pageGrowth}×): ${times(growth.ratio)}: ${verdict(growth.ratio <= TARGETS.pageGrowth)}`);
  const noSearch = perSize((r) => ratio(r.sitegenNoSearch.wallMs, r.hugo?.wallMs), TARGETS.noSearchOverHugo);
  if (noSearch) lines.push(`without search within ${TARGETS.noSearchOverHugo}× Hugo: ${noSearch}`);
  for (const row of rows.filter((r) => r.docs === TARGETS.rssAtDocs && r.sitegenNoSearch.peakRssMB !== undefined)) {
    lines.push(`without search, peak RSS at ${count(row.docs)} docs ≤ 1 GB: ${count(row.sitegenNoSearch.peakRssMB)} MB: ${verdict(row.sitegenNoSearch.peakRssMB <= TARGETS.noSearchRssMB)}`);
  }
  const withSearch = perSize((r) => ratio(r.sitegen.wallMs, r.hugoPagefind?.wallMs), TARGETS.searchOverHugoPagefind);
  if (withSearch) lines.push(`with search no slower than Hugo + Pagefind: ${withSearch}`);
  return lines;
}

export function printScale(rows, { runs, hugo, gnuTime, loadAverage, previous }) {
  console.log(`\nsynthetic docs (about 600 words each, two folder levels), cold builds, ${runs === 1 ? 'one run' : `median of ${runs} runs`}: wall time, CPU time (children included), peak RSS`);
  // Other work on the machine lengthens wall times much more than CPU times; the load before the
  // first build is that work's (the one at the end includes the bench's own builds).
  if (loadAverage) console.log(`load average (1 min) before the first build ${loadAverage.start.toFixed(1)}, after the last ${loadAverage.end.toFixed(1)}`);
  console.log(hugo ? `${hugo}` : 'Hugo: not installed (see above), its columns are empty');
  if (!gnuTime) console.log('GNU time (/usr/bin/time) is missing: CPU and peak RSS of sitegen are its own process\'s, Hugo\'s are not measured (apt-get install time)');
  console.log('');
  printFigures(rows, previous);
  console.log('');
  printRatios(rows);
  const growth = pageGrowth(rows);
  if (growth) console.log(`\ndoc page ${growth.path}: ${kb(growth.small.docPage.sitegenBytes)} KB at ${count(growth.small.docs)} docs, ${kb(growth.large.docPage.sitegenBytes)} KB at ${count(growth.large.docs)} docs`);
  console.log('\ntargets:');
  for (const line of targetLines(rows)) console.log(`- ${line}`);
}

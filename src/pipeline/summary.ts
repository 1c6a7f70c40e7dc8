/** The terminal report of a build: pages per kind, time, output size; or every error. */
import path from 'node:path';
import pc from 'picocolors';
import type { BuildSummary } from './build.js';
import { formatError, type SiteError } from '../errors.js';
import type { HistoryGap } from '../content/index.js';

/** What each kind of page is called: one, many. */
const KIND_LABELS: Record<string, [string, string]> = {
  doc: ['doc', 'docs'],
  'doc-category': ['doc category page', 'doc category pages'],
  'doc-tags': ['docs tags page', 'docs tags pages'],
  'doc-tag': ['docs tag page', 'docs tag pages'],
  page: ['page', 'pages'],
  'not-found': ['not-found page', 'not-found pages'],
  home: ['generated home page', 'generated home pages'],
  search: ['search page', 'search pages'],
  blog: ['blog page', 'blog pages'],
  api: ['API page', 'API pages'],
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function formatSummary(summary: BuildSummary): string {
  const total = Object.values(summary.pages).reduce((a, b) => a + (b ?? 0), 0);
  const kinds = Object.entries(summary.pages)
    .map(([kind, n]) => `${n} ${KIND_LABELS[kind]?.[n === 1 ? 0 : 1] ?? kind}`)
    .join(', ');
  const where = path.relative(process.cwd(), summary.outDir) || '.';
  const unchanged = summary.locales.reduce((sum, l) => sum + (l.unchanged ?? 0), 0);
  const copied = unchanged > 0 ? `; ${unchanged} unchanged, copied from the last build` : '';
  const lines = [
    summary.unchanged
      ? `${pc.green('✔')} ${pc.bold(`nothing changed since the last build of these ${total} pages`)} ${pc.dim(`(${kinds}; --force builds them again)`)}`
      : `${pc.green('✔')} ${pc.bold(`built ${total} pages`)} ${pc.dim(`(${kinds}${copied})`)}`,
    `  ${pc.dim('locales')} ${summary.locales.map((l) => l.locale).join(', ')}   ${pc.dim('time')} ${(summary.ms / 1000).toFixed(2)} s   ${pc.dim('size')} ${formatBytes(summary.bytes)}   ${pc.dim('out')} ${where}/`,
  ];
  const links = summary.linkCheck;
  if (links) {
    const left = [
      links.external > 0 && `${links.external} to other sites`,
      links.otherLocales > 0 && `${links.otherLocales} into locales not built`,
    ].filter(Boolean);
    const skipped = left.length > 0 ? ` (not checked: ${left.join(', ')})` : '';
    const checked = links.links - links.external - links.otherLocales;
    const requested = links.requested > 0 ? ` (${links.requested} on other sites requested)` : '';
    lines.push(
      `  ${pc.dim('links')} ${checked} checked, ${links.targets} distinct URLs${requested}, ${brokenNote(links.broken.length)}${skipped}${summary.unchanged ? '' : `   ${pc.dim('time')} ${(links.ms / 1000).toFixed(2)} s`}`,
    );
  }
  if (summary.historyGap)
    lines.push(`  ${pc.yellow('dates')} ${HISTORY_NOTES[summary.historyGap]}`);
  if (summary.warnings.length > 0)
    lines.push(formatWarnings(summary.warnings, summary.config.root));
  return lines.join('\n');
}

/** What is lost without the git history: the dates of the sources' last commits. */
const LOST =
  'docs show no "last updated" line and the sitemap has no <lastmod>, except for what front matter or a post\'s date gives';

/** Why a build has no commit dates, what the reader loses, and what to do; once per build. */
const HISTORY_NOTES: Record<HistoryGap, string> = {
  'no-git': `no git history: git is not installed, so ${LOST} (install git)`,
  'no-checkout': `no git history: the site is not in a git checkout with a commit (a copy without .git?), so ${LOST}`,
  'not-owner': `no git history: git refuses to read a checkout another user owns, so ${LOST} (build as its owner, or add it to git's safe.directory)`,
  shallow: `a shallow clone: sources not changed in the commits fetched have no date, so on their pages ${LOST} (fetch the whole history: git fetch --unshallow, or fetch-depth: 0 in actions/checkout)`,
};

/** "2 warnings", then each at its file and line with what to do. */
export function formatWarnings(warnings: SiteError[], root: string): string {
  const n = warnings.length;
  return [
    pc.yellow(`${n} warning${n === 1 ? '' : 's'}`),
    ...warnings.map((warning) => formatError(warning, root, true, 'warning')),
  ].join('\n');
}

/** Broken links reach a finished build only when the config lets them (warned, or ignored). */
function brokenNote(n: number): string {
  return n === 0
    ? 'none broken'
    : pc.yellow(`${n} broken, let through by onBrokenLinks/onBrokenAnchors`);
}

const OUTPUT_NOTES = {
  untouched: 'The previous output was left untouched.',
  absent: 'Nothing was written.',
} as const;

export function formatFailure(
  errors: SiteError[],
  root: string,
  output?: keyof typeof OUTPUT_NOTES,
): string {
  const head = pc.red(
    pc.bold(`✖ build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}`),
  );
  return [
    head,
    ...errors.map((e) => formatError(e, root, true)),
    ...(output ? [pc.dim(OUTPUT_NOTES[output])] : []),
  ].join('\n');
}

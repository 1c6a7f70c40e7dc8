/**
 * `sitegen build`: resolve the config, build each requested locale into a staging folder, and
 * swap it into place only if every locale succeeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../cache/index.js';
import { loadConfig, type ResolvedConfig } from '../config/index.js';
import { readCommitDates } from '../content/index.js';
import { BuildFailed, uniqueErrors, type SiteError } from '../errors.js';
import { silentProgress, type Progress } from './progress.js';
import {
  createWriter,
  stopSearchIndexer,
  renderRobots,
  renderSitemapIndex,
  stage,
  type Staging,
} from '../emit/index.js';
import { ROBOTS_FILE, SITEMAP_INDEX_FILE, type RouteKind, localeOutDir } from '../routes/index.js';
import {
  type BrokenLink,
  createLinkCheck,
  type LinkCheck,
  type LinkCheckReport,
} from '../check/index.js';
import { stopCompilers } from '../markdown/index.js';
import { emitLocale, prepareLocale, type LocaleBuildResult } from './buildLocale.js';
import { warmUpCompilers } from './compileSources.js';
import { cleanUpOnSignal } from './interrupt.js';
import type { LocaleState } from './localeState.js';
import { loadSiteInputs, type SiteInputs } from './siteInputs.js';
import { timed } from './timings.js';
import { lastBuild } from './upToDate.js';

export interface BuildOptions {
  root: string;
  /** Locales to build; all configured locales when empty. */
  locales?: string[];
  outDir?: string;
  includeDrafts?: boolean;
  /** False skips the search index whatever the config says. */
  search?: boolean;
  /** Keep each locale's build state for incremental rebuilds (`serve --watch`). */
  keepState?: boolean;
  /** Check every link of the new output before it replaces the old one (default: yes). */
  checkLinks?: boolean;
  /** Also request the links to other sites (needs the network). */
  checkExternalLinks?: boolean;
  /** Fail on warnings as on errors. */
  strict?: boolean;
  /** Where to show what a long build is doing (the CLI's; nothing by default). */
  progress?: Progress;
  /** Build even when nothing changed since the last good build into the folder (see upToDate.ts). */
  force?: boolean;
}

export interface BuildSummary {
  config: ResolvedConfig;
  outDir: string;
  locales: LocaleBuildResult[];
  pages: Partial<Record<RouteKind, number>>;
  bytes: number;
  ms: number;
  /** What the link check looked at (absent when it was turned off; nothing broken, or the build would have failed). */
  linkCheck?: LinkCheckReport;
  /** What the build found wrong without failing (with `strict`, these fail it). */
  warnings: SiteError[];
  /** Nothing changed since the last good build into the folder: this is its report, nothing was written. */
  unchanged?: boolean;
}

/** What is kept of a good build's summary, to report it again when nothing changed. */
type StoredSummary = Omit<BuildSummary, 'config' | 'outDir' | 'ms' | 'unchanged'>;

export class UnknownLocale extends Error {
  constructor(
    readonly locale: string,
    readonly known: string[],
  ) {
    super(`unknown locale "${locale}"; the site has: ${known.join(', ')}`);
    this.name = 'UnknownLocale';
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  return (await buildSite(options)).summary;
}

/** A build with what `serve --watch` keeps between rebuilds (states only with `keepState`). */
export interface SiteBuild {
  summary: BuildSummary;
  /** Undefined when nothing changed (no state is kept then either). */
  site?: SiteInputs;
  states: LocaleState[];
}

export async function buildSite(options: BuildOptions): Promise<SiteBuild> {
  const started = performance.now();
  const loaded = await timed('config', () => loadConfig(options.root)).catch((thrown: unknown) => {
    // Nothing was written yet: say what became of the output, as for any other failure.
    if (thrown instanceof BuildFailed) {
      const outDir = path.resolve(options.root, options.outDir ?? 'dist');
      thrown.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    }
    throw thrown;
  });
  const config = options.search === false ? { ...loaded, search: false } : loaded;
  const known = Object.keys(config.locales);
  const locales = options.locales && options.locales.length > 0 ? options.locales : known;
  for (const locale of locales) if (!known.includes(locale)) throw new UnknownLocale(locale, known);
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  if (options.strict && config.warnings.length > 0) {
    const failed = new BuildFailed(config.warnings);
    failed.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    throw failed;
  }

  // A build like the last good one, from the same files, into a folder as that build left it: done.
  const { includeDrafts, search, checkLinks, strict } = options;
  const last = !options.keepState
    ? timed('compare with the last build', () =>
        lastBuild<StoredSummary>(config, outDir, {
          locales,
          includeDrafts,
          search,
          checkLinks,
          strict,
        }),
      )
    : undefined;
  if (last?.unchanged && !options.force && !options.checkExternalLinks) {
    const ms = performance.now() - started;
    return { summary: { ...last.unchanged, config, outDir, ms, unchanged: true }, states: [] };
  }

  timed('start compilers', () => warmUpCompilers(config, locales));
  const commitDates = timed('commit dates', () => readCommitDates(config, config.root));
  let staging: Staging | undefined;
  let linkCheck: LinkCheck | undefined;
  let site: SiteInputs | undefined;
  const results: LocaleBuildResult[] = [];
  const states: LocaleState[] = [];
  let linkReport: LinkCheckReport | undefined;
  /** What the build found wrong without failing: the config's, the content's, the links' let through. */
  let warnings: SiteError[] = [];
  let releaseSignals: (() => void) | undefined;
  const progress = options.progress ?? silentProgress;
  try {
    staging = timed('stage output', () =>
      stage(outDir, {
        localeDirs: locales.map((l) => localeOutDir(config, l)),
        allLocaleDirs: known.map((l) => localeOutDir(config, l)),
        spareDir: path.join(cacheDir(config.root), 'spare-output'),
      }),
    );
    releaseSignals = cleanUpOnSignal(() => staging?.discard());
    if (options.checkLinks !== false) {
      linkCheck = createLinkCheck({
        config: { url: config.url, baseUrl: config.baseUrl },
        outDir: staging.dir,
        localeDirs: known.map((l) => localeOutDir(config, l)),
        builtLocaleDirs: locales.map((l) => localeOutDir(config, l)),
        external: options.checkExternalLinks ?? false,
      });
    }
    site = await timed('site inputs', () => loadSiteInputs(config, options.includeDrafts ?? false));
    const searchIndexes: Array<Promise<void>> = [];
    const prepare = (i: number) => {
      const prepared = prepareLocale({
        site: site!,
        locale: locales[i],
        lastToCompile: i === locales.length - 1,
      });
      prepared.catch(() => undefined); // awaited in turn; this only keeps a failure meanwhile from going unhandled
      return prepared;
    };
    let next = prepare(0);
    for (let i = 0; i < locales.length; i++) {
      progress.phase('loading and compiling', locales[i]);
      const prepared = await next;
      // The next locale loads and compiles (its Markdown on the worker threads) while this one renders.
      if (i + 1 < locales.length) next = prepare(i + 1);
      progress.phase('rendering pages', locales[i], prepared.table.routes.length);
      const built = await emitLocale(prepared, {
        site,
        outRoot: staging.dir,
        keepState: options.keepState,
        commitDates,
        onPageRendered: (page, html) => {
          progress.tick();
          linkCheck?.addPage(page, html);
        },
      });
      results.push(built.result);
      if (built.state) states.push(built.state);
      if (built.searchIndex) searchIndexes.push(built.searchIndex);
    }
    if (searchIndexes.length > 0) progress.phase('writing the search index');
    await timed('wait for search indexes', () => Promise.all(searchIndexes));
    if (locales.includes(config.defaultLocale)) {
      // robots.txt and the sitemap index live at the site root, which the default locale owns.
      const writer = createWriter(staging.dir);
      writer.write(ROBOTS_FILE, renderRobots(config, known));
      writer.write(SITEMAP_INDEX_FILE, await renderSitemapIndex(config, known));
    }
    // Before the check: what the old output held and this build did not write must not count.
    timed('remove stale files', () => staging!.sweep());
    /** Broken links the config lets through with a warning (`onBrokenLinks: 'warn'`). */
    let linkWarnings: SiteError[] = [];
    if (linkCheck) {
      progress.phase('checking links');
      linkReport = await timed('link check', () => linkCheck!.finish());
      if (linkReport.broken.length > 0) {
        // Each broken link as the config says: an error (the default), a warning, or nothing.
        const { brokenLinkErrors } = await import('../check/linkErrors.js');
        const policy = (link: BrokenLink) =>
          link.anchor ? config.onBrokenAnchors : config.onBrokenLinks;
        const failing = linkReport.broken.filter((link) => policy(link) === 'throw');
        if (failing.length > 0) throw new BuildFailed(brokenLinkErrors(failing, config));
        const warned = linkReport.broken.filter((link) => policy(link) === 'warn');
        linkWarnings = brokenLinkErrors(warned, config);
      }
    }
    warnings = uniqueErrors(
      [
        config.warnings,
        site.overrides.warnings,
        ...results.map((r) => r.warnings),
        linkWarnings,
      ].flat(),
    );
    if (options.strict && warnings.length > 0) throw new BuildFailed(warnings);
    timed('swap output', () => staging!.commit());
  } catch (thrown) {
    // Pagefind may still be writing an index into the staging folder: let it finish first.
    await timed('stop search', () => stopSearchIndexer());
    staging?.discard();
    // Everything that can fail a build happens before the swap: the old output is as it was.
    if (thrown instanceof BuildFailed)
      thrown.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    throw thrown;
  } finally {
    progress.end();
    releaseSignals?.();
    site?.frontMatter.save({ prune: true });
    stopCompilers();
    await timed('stop search', () => stopSearchIndexer());
  }
  const pages: Partial<Record<RouteKind, number>> = {};
  for (const result of results) {
    for (const [kind, n] of Object.entries(result.pages) as Array<[RouteKind, number]>)
      pages[kind] = (pages[kind] ?? 0) + n;
  }
  const summary = {
    config,
    outDir,
    locales: results,
    pages,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    ms: performance.now() - started,
    linkCheck: linkReport,
    warnings,
  };
  last?.save({ locales: results, pages, bytes: summary.bytes, linkCheck: linkReport, warnings });
  return { summary, site, states };
}

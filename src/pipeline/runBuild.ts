/**
 * The build itself, loaded by build.ts only when there is something to build: each locale is
 * built into a staging folder, the links are checked, and the staging folder is swapped into place
 * only if every locale succeeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { cacheDir, cacheWritesDone } from '../cache/index.js';
import { readCommitDates } from '../content/index.js';
import { BuildFailed, fileSystemError, uniqueErrors, type SiteError } from '../errors.js';
import { silentProgress } from './progress.js';
import {
  createWriter,
  haltWrites,
  worthWriteThread,
  holdSearchIndexer,
  renderRobots,
  renderSitemapIndex,
  spareOutputDir,
  stage,
  type Staging,
} from '../emit/index.js';
import { ROBOTS_FILE, SITEMAP_INDEX_FILE, type RouteKind, localeOutDir } from '../routes/index.js';
import {
  type BrokenLink,
  startLinkCheck,
  type LinkCheck,
  type LinkCheckReport,
} from '../check/index.js';
import { stopCompilers } from '../markdown/index.js';
import { emitLocale, type LocaleBuildResult } from './emitLocale.js';
import { prepareLocale } from './prepareLocale.js';
import type { SharedPageModules } from './sharedPageModules.js';
import { warmUpCompilers } from './compileMarkdown.js';
import { cleanUpOnSignal } from './interrupt.js';
import type { LocaleState } from './localeState.js';
import { loadSiteInputs, type SiteInputs } from './siteInputs.js';
import { brokenLinkErrors, brokenLinkPolicy } from './brokenLinkErrors.js';
import { cardFontsWarning } from './socialCards.js';
import { note, timed } from './timings.js';
import { builtPagesOf, runPostBuild } from './plugins.js';
import { pluginWatchPaths, type BuiltPage } from '../plugin/index.js';
import { outputFilesKey, type LastBuild } from './upToDate.js';
import { lastPages, linkScans, type LastPages } from './lastPages.js';
import { loadContentAhead, type ContentAhead } from './contentAhead.js';

import type { BuildOptions, SiteBuild, StoredSummary } from './buildTypes.js';

/** What build.ts worked out before it knew there was something to build. */
export interface BuildRun {
  config: ResolvedConfig;
  locales: string[];
  outDir: string;
  started: number;
  /** The last good build into the folder, told about this one when it succeeds. */
  last?: LastBuild<StoredSummary>;
}

export async function runBuild(options: BuildOptions, run: BuildRun): Promise<SiteBuild> {
  const { config, locales, outDir, started, last } = run;
  const known = Object.keys(config.locales);
  const everyLocale = known.every((locale) => locales.includes(locale));
  timed('start compilers', () => warmUpCompilers(config, locales));
  const history = timed('commit dates', () => readCommitDates(config, config.root));
  const commitDates = history.then((h) => h.dates);
  let staging: Staging | undefined;
  let linkCheck: LinkCheck | undefined;
  let site: SiteInputs | undefined;
  const results: LocaleBuildResult[] = [];
  /** Each locale's pages, for the plugins' postBuild. */
  const builtPages = new Map<string, BuiltPage[]>();
  const states: LocaleState[] = [];
  let linkReport: LinkCheckReport | undefined;
  /** What the build found wrong without failing: the config's, the content's, the links' let through. */
  let warnings: SiteError[] = [];
  let releaseSignals: (() => void) | undefined;
  /** The output's files as the next build compares them, when read before the swap. */
  let outputFiles: string | undefined;
  let lastBuilt: LastPages | undefined;
  let ahead: ContentAhead | undefined;
  const progress = options.progress ?? silentProgress;
  const releaseSearch = holdSearchIndexer();
  /** The output was swapped in: Pagefind stays up for the next build of the process. */
  let built = false;
  try {
    staging = timed('stage output', () =>
      stage(outDir, {
        localeDirs: locales.map((l) => localeOutDir(config, l)),
        allLocaleDirs: known.map((l) => localeOutDir(config, l)),
        spareDir: spareOutputDir(config.root),
        spareName: options.spareName,
      }),
    );
    releaseSignals = cleanUpOnSignal(() => {
      haltWrites();
      staging?.discard();
    });
    if (options.checkLinks !== false) {
      linkCheck = startLinkCheck({
        config: { url: config.url, baseUrl: config.baseUrl },
        outDir: staging.dir,
        localeDirs: known.map((l) => localeOutDir(config, l)),
        builtLocaleDirs: locales.map((l) => localeOutDir(config, l)),
        external: options.checkExternalLinks ?? false,
        // Where the pages are keyed for the next build (lastPages.ts), so is what the check reads.
        ...(last && !options.keepState && { scans: linkScans(config, outDir) }),
      });
    }
    site = await timed('site inputs', () =>
      loadSiteInputs(
        config,
        options.includeDrafts ?? false,
        locales,
        // serve --watch runs plugins as `docusaurus start` does.
        options.keepState ? 'development' : 'production',
      ),
    );
    const searchIndexes: Array<Promise<void>> = [];
    // The pages of the output this build replaces, taken where unchanged (not in serve --watch).
    lastBuilt =
      last && !options.keepState
        ? lastPages(config, outDir, last.outputAsLeft, last.outputFiles)
        : undefined;
    const sharedModules: SharedPageModules = { rendered: new Map() };
    // Every locale's content, read while the first locale's Markdown compiles (contentAhead.ts).
    ahead = loadContentAhead(site, locales);
    const prepare = (i: number) => {
      const prepared = prepareLocale({
        site: site!,
        locale: locales[i],
        lastToCompile: i === locales.length - 1,
        sharedModules,
        loaded: ahead!.of(i),
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
        recycled: staging,
        writeThread: worthWriteThread(prepared.table.routes.length),
        keepState: options.keepState,
        commitDates,
        pages: lastBuilt?.locale(locales[i], localeOutDir(config, locales[i])),
        // The first locale's copies of the static and content files are every other's too.
        copiedTo: i > 0 ? path.join(staging.dir, localeOutDir(config, locales[0])) : undefined,
        onPageRendered: (page, html, shared) => {
          progress.tick();
          linkCheck?.addPage(page, html, shared);
        },
      });
      if (options.postBuild !== false && site.plugins.some((plugin) => plugin.postBuild))
        builtPages.set(locales[i], builtPagesOf(prepared.table.routes, staging.dir, config));
      results.push(built.result);
      if (built.state) states.push(built.state);
      if (built.searchIndex) searchIndexes.push(built.searchIndex);
    }
    // While Pagefind writes the indexes and the link check reads the last pages.
    site.markdownCaches.save({ everyLocale });
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
    // The plugins' steps after the build, on the new output alone (a failure fails the build).
    for (const [locale, pages] of builtPages)
      await timed('plugins: postBuild', () =>
        runPostBuild(
          site!.plugins,
          config,
          locale,
          path.join(staging!.dir, localeOutDir(config, locale)),
          pages,
        ),
      );
    // What the next build compares the output with, read now: the link check's thread is
    // still reading the last pages, and nothing more is written.
    if (last && staging.whole)
      outputFiles = timed('record the output', () => outputFilesKey(staging!.dir));
    /** Broken links the config lets through with a warning (`onBrokenLinks: 'warn'`). */
    let linkWarnings: SiteError[] = [];
    if (linkCheck) {
      progress.phase('checking links');
      linkReport = await timed('link check', () => linkCheck!.finish());
      const { thread, links } = linkReport;
      if (thread)
        note(
          `link check thread: busy ${thread.busyMs.toFixed(0)} ms, peak heap ${thread.peakHeapMB.toFixed(0)} MB, ${links} links, check ${thread.checks} of the thread`,
        );
      if (linkReport.broken.length > 0) {
        // Each broken link as the config says: an error (the default), a warning, or nothing.
        const policy = (link: BrokenLink) => brokenLinkPolicy(link, config);
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
        site.pluginWarnings,
        ...results.map((r) => r.warnings),
        linkWarnings,
        cardFontsWarning(
          config,
          results.flatMap((r) => (r.cardFonts ? [{ locale: r.locale, fonts: r.cardFonts }] : [])),
        ) ?? [],
      ].flat(),
    );
    if (options.strict && warnings.length > 0) throw new BuildFailed(warnings);
    timed('swap output', () => staging!.commit());
    built = true;
  } catch (thrown) {
    // Pagefind may still be writing an index into the staging folder: let it finish first.
    await timed('stop search', () => releaseSearch());
    staging?.discard();
    // Everything that can fail a build happens before the swap, and a swap that fails puts the
    // old output back: it is as it was.
    const output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    // A full disk, a read-only mount, a folder it may not write: said as what it is.
    const disk = fileSystemError(thrown, ...writtenFolder(thrown, config.root, outDir));
    const failed =
      thrown instanceof BuildFailed ? thrown : disk ? new BuildFailed([disk]) : undefined;
    if (!failed) throw thrown;
    failed.output = output;
    throw failed;
  } finally {
    const loading = ahead?.stop();
    linkCheck?.stop();
    progress.end();
    releaseSignals?.();
    site?.frontMatter.save({ prune: true });
    // The samples of locales a partial build did not make stay for the next full one.
    site?.snippets.save({ prune: everyLocale });
    // A build that failed keeps what it compiled (only what compiled without problems is kept).
    site?.markdownCaches.save({ everyLocale, stopped: true });
    stopCompilers();
    await timed('stop search', () => releaseSearch(built));
    // A failed build ends with nothing of its own still running: the content loaded ahead, the
    // history's `git log` and the cache writes are waited for here, so that nothing writes into
    // the site after it returned.
    if (!built) {
      await loading;
      await history;
      await cacheWritesDone();
    }
  }
  const pages: Partial<Record<RouteKind, number>> = {};
  for (const result of results) {
    for (const [kind, n] of Object.entries(result.pages) as Array<[RouteKind, number]>)
      pages[kind] = (pages[kind] ?? 0) + n;
  }
  const { gap: historyGap } = await history;
  const summary = {
    config,
    outDir,
    locales: results,
    pages,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    ms: performance.now() - started,
    linkCheck: linkReport,
    warnings,
    historyGap,
  };
  // A plugin may read files outside the site (its `watch`): the next build compares them too.
  const pluginInputs = site ? pluginWatchPaths(site.plugins, config.root) : [];
  last?.save(
    {
      locales: results,
      pages,
      bytes: summary.bytes,
      linkCheck: linkReport,
      warnings,
      historyGap,
    },
    pluginInputs,
    outputFiles,
  );
  lastBuilt?.save();
  await cacheWritesDone();
  return { summary, site, states };
}

/** What a failed write was writing, and where: the cache or the output (named as the user gave it). */
function writtenFolder(thrown: unknown, root: string, outDir: string): [string, string] {
  const file = (thrown as NodeJS.ErrnoException).path ?? '';
  const cache = cacheDir(root);
  const name = (dir: string) => path.relative(process.cwd(), dir) || dir;
  if (file === cache || file.startsWith(cache + path.sep))
    return [`the cache folder ${name(cache)}`, cache];
  return [`the output folder ${name(outDir)}`, outDir];
}

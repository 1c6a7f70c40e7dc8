/**
 * The builder behind `serve --watch`: one full build at start, then incremental rebuilds of the
 * locales a batch of changed files concerns. The state of each locale's last good build stays in
 * memory; files changed since are kept until a rebuild of that locale succeeds, so fixing a broken
 * file rebuilds everything that changed meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, ErrorList, uniqueErrors, type SiteError } from '../errors.js';
import { cacheDir } from '../cache/index.js';
import { holdSearchIndexer, startSearchIndex } from '../emit/index.js';
import { postcssConfigFile } from '../bundle/index.js';
import { localeOutDir, SEARCH_DIR } from '../routes/index.js';
import { buildSite, type BuildSummary } from './build.js';
import { classifyChange, SITE_CODE, type SiteChange } from './changes.js';
import { pluginsReading, pluginWatchPaths } from '../plugin/index.js';
import { compileSources } from './compileSources.js';
import { sourcesOf, type LocaleState } from './localeState.js';
import type { LocaleChanges } from './affected.js';
import { emitLocale } from './emitLocale.js';
import { prepareLocale } from './prepareLocale.js';
import {
  prepareContentPlugins,
  loadOverrides,
  loadSiteTemplate,
  loadThemeCss,
  loadPluginSheets,
  type SiteInputs,
} from './siteInputs.js';

export interface WatchBuildOptions {
  root: string;
  /** Locales to build; every configured one when empty. */
  locales?: string[];
  outDir: string;
  /** What a full build's spare output is kept under (see emit/output.ts). */
  spareName?: string;
}

export interface BuildReport {
  ok: boolean;
  /** Every page was built (the first build, after a config change, or retrying a failed one). */
  full: boolean;
  errors: SiteError[];
  /** Pages whose output changed. */
  urls: string[];
  /** Open pages should reload: what every page shows changed. */
  reload: boolean;
  /** Pages written. */
  pages: number;
  ms: number;
  summary?: BuildSummary;
  /** Things to tell the user that are not errors. */
  notices: string[];
  /** What the sources read again get wrong without failing (a full build: all of them). */
  warnings: SiteError[];
}

export interface WatchBuilder {
  /** Builds everything the first time, then what `files` (absolute paths) affect. */
  build(files: string[]): Promise<BuildReport>;
  /** The config of the last good full build. */
  config(): ResolvedConfig | undefined;
  /** The files and folders the site's plugins read (known once a full build set them up). */
  pluginInputs(): string[];
  /** Locales being built. */
  locales(): string[];
  /**
   * Compiles a few Markdown sources once more, results thrown away, so the compiler is loaded
   * and optimised before the first edit. Call when idle; stops early when `stop()` says so.
   */
  warmUp(stop: () => boolean): Promise<void>;
  /** Drops search updates not started yet, waits for one under way and stops the search indexer. */
  close(): Promise<void>;
}

/** Compiles it takes the JavaScript engine to optimise the Markdown pipeline. */
const WARM_UP_COMPILES = 12;

/** A locale's search index is brought up to date this long after the last rebuild that changed its pages. */
const REINDEX_DELAY_MS = 1000;

export function createWatchBuilder(options: WatchBuildOptions): WatchBuilder {
  let site: SiteInputs | undefined;
  let states = new Map<string, LocaleState>();
  /** Per locale: files changed since its last good build. */
  const dirty = new Map<string, Set<string>>();
  /** Until a full build succeeds (at start, after a config change), every build is a full one. */
  let needsFull = true;
  const reindexTimers = new Map<string, NodeJS.Timeout>();
  let reindexing: Promise<void> = Promise.resolve();
  /** Pagefind stays up for the rebuilds' indexes until close(). */
  const releaseSearch = holdSearchIndexer();

  /** Rewrites the locale's search index from the pages as they are now, in the background. */
  function scheduleReindex(locale: string): void {
    if (site?.config.search === false) return;
    clearTimeout(reindexTimers.get(locale));
    const timer = setTimeout(() => {
      reindexTimers.delete(locale);
      reindexing = reindexing.then(() => reindex(locale)).catch(() => undefined); // the next change tries again
    }, REINDEX_DELAY_MS);
    timer.unref();
    reindexTimers.set(locale, timer);
  }

  async function reindex(locale: string): Promise<void> {
    const state = states.get(locale);
    if (!state || !site) return;
    const search = startSearchIndex(path.join(cacheDir(site.config.root), 'search', locale), {
      routes: state.table.routes.length,
    });
    for (const route of state.table.routes) {
      const page = state.rendered.get(route.url)?.search;
      if (page) search.add(page);
    }
    const localeDir = path.join(options.outDir, localeOutDir(site.config, locale));
    // New files, not the old ones overwritten: the old ones are shared with the cache.
    fs.rmSync(path.join(localeDir, SEARCH_DIR), { recursive: true, force: true });
    await search.write(localeDir);
  }

  /** The folders of the components plugins' pages are rendered by, in every locale built. */
  function pluginComponentDirs(): string[] {
    const dirs = [...states.values()].flatMap((state) =>
      state.table.routes.flatMap((route) =>
        route.kind === 'plugin' ? [path.dirname(route.plugin.component)] : [],
      ),
    );
    return [...new Set(dirs)];
  }

  async function full(started: number): Promise<BuildReport> {
    // No link check while writing: a link to a page not written yet is normal mid-edit.
    const built = await buildSite({
      root: options.root,
      locales: options.locales,
      outDir: options.outDir,
      includeDrafts: true,
      keepState: true,
      checkLinks: false,
      postBuild: false,
      spareName: options.spareName,
    });
    site = built.site;
    states = new Map(built.states.map((state) => [state.locale, state]));
    dirty.clear();
    needsFull = false;
    const pages = Object.values(built.summary.pages).reduce((a, b) => a + (b ?? 0), 0);
    return {
      ok: true,
      full: true,
      errors: [],
      urls: [],
      reload: true,
      pages,
      ms: performance.now() - started,
      summary: built.summary,
      notices: [],
      warnings: built.summary.warnings,
    };
  }

  async function incremental(files: string[], started: number): Promise<BuildReport> {
    const config = site!.config;
    await whileEmpty(files);
    for (const locale of states.keys()) {
      const set = dirty.get(locale) ?? new Set<string>();
      files.forEach((file) => set.add(file));
      dirty.set(locale, set);
    }
    const notices: string[] = [];
    const report: BuildReport = {
      ok: true,
      full: false,
      errors: [],
      urls: [],
      reload: false,
      pages: 0,
      ms: 0,
      notices,
      warnings: [],
    };
    // What every locale shares, reloaded once for all of them.
    // A file a plugin reads is that as well as what it is to the build (a doc a plugin lists).
    const readers = pluginsReading(site!.plugins, config.root);
    const componentDirs = pluginComponentDirs();
    const classify = (file: string): Array<SiteChange | undefined> => {
      const change = classifyChange(config, file);
      return [
        // Code beside a plugin's page component (the component, what it imports) is the site's code.
        change ??
          (componentDirs.some((dir) => file.startsWith(dir + path.sep)) && SITE_CODE.test(file)
            ? { type: 'asset', file }
            : undefined),
        ...[readers(file)]
          .filter((plugins) => plugins.length > 0)
          .map((plugins) => ({ type: 'plugin-input' as const, plugins })),
      ];
    };
    const pending = [...new Set([...dirty.values()].flatMap((set) => [...set]))].flatMap(classify);
    const has = (type: SiteChange['type']) => pending.some((c) => c?.type === type);
    if (has('template')) site = { ...site!, ...loadSiteTemplate(config) };
    // With PostCSS (Tailwind), the site's stylesheets depend on the classes its code and content use.
    const postcssInputs =
      postcssConfigFile(config.root) !== undefined &&
      pending.some((c) => c?.type === 'source' || c?.type === 'asset');
    if (has('theme-css') || postcssInputs)
      site = { ...site!, stylesheet: await loadThemeCss(config) };
    // A stylesheet of sitegen's theme (api.css, when working on sitegen) may be a plugin's own.
    if (has('theme-css')) site = { ...site!, pluginSheets: await loadPluginSheets(config) };
    // A content plugin whose `prepare` read a changed file reads it again, for the locales served.
    const reprepare = pending.flatMap((c) => (c?.type === 'site-input' ? [c.plugin] : []));
    if (reprepare.length > 0) {
      const again = await prepareContentPlugins(config, [...states.keys()], reprepare);
      site = { ...site!, prepared: new Map([...site!.prepared, ...again]) };
    }
    if (has('theme-overrides')) site = { ...site!, overrides: await loadOverrides(config) };

    for (const [locale, previous] of states) {
      const localeChanges = changesFor(locale, [...dirty.get(locale)!].flatMap(classify));
      if (!localeChanges) {
        dirty.get(locale)!.clear();
        continue;
      }
      try {
        const prepared = await prepareLocale({
          site: site!,
          locale,
          since: { previous, changes: localeChanges },
        });
        const rebuilt = await emitLocale(prepared, {
          site: site!,
          outRoot: options.outDir,
          writeMode: 'live',
        });
        states.set(locale, rebuilt.state!);
        report.warnings = uniqueErrors([...report.warnings, ...prepared.warnings]);
        dirty.get(locale)!.clear();
        report.urls.push(...rebuilt.urls);
        report.reload ||= rebuilt.reload;
        report.pages += rebuilt.urls.length;
        if (rebuilt.urls.length > 0) scheduleReindex(locale);
      } catch (thrown) {
        if (!(thrown instanceof BuildFailed)) throw thrown;
        report.ok = false;
        report.errors.push(...thrown.errors);
      }
    }
    report.ms = performance.now() - started;
    return report;
  }

  return {
    async build(files) {
      const started = performance.now();
      try {
        const config = site?.config;
        if (!config || files.some((file) => classifyChange(config, file)?.type === 'config'))
          needsFull = true;
        return needsFull ? await full(started) : await incremental(files, started);
      } catch (thrown) {
        const errors =
          thrown instanceof BuildFailed
            ? thrown.errors
            : [unexpected(thrown, files[0] ?? options.root)];
        return failedReport(errors, performance.now() - started);
      }
    },
    config: () => site?.config,
    pluginInputs: () =>
      site ? [...pluginWatchPaths(site.plugins, site.config.root), ...pluginComponentDirs()] : [],
    locales: () => [...states.keys()],
    async close() {
      for (const timer of reindexTimers.values()) clearTimeout(timer);
      reindexTimers.clear();
      await reindexing;
      await releaseSearch();
    },
    async warmUp(stop) {
      const state = states.values().next().value;
      if (!site || !state) return;
      // Middle-sized documents: the same code paths as the largest, in shorter steps.
      const markdown = sourcesOf(state.content)
        .filter((source) => source.format === 'md')
        .sort((a, b) => a.body.length - b.body.length);
      const middle = Math.floor(markdown.length / 2);
      const sources = markdown.slice(Math.max(0, middle - 2), middle + 2);
      for (let i = 0; i < WARM_UP_COMPILES && sources.length > 0; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (stop()) return;
        const { config } = site;
        const { strings } = state.content;
        await compileSources({
          config,
          locale: state.locale,
          strings,
          table: state.table,
          sources: [sources[i % sources.length]],
          errors: new ErrorList(),
        });
      }
    },
  };
}

/**
 * Saving a file truncates it before writing it, and the change may be seen in between: an empty
 * file is given a moment to fill before it is read (a file emptied on purpose is read after that).
 */
async function whileEmpty(files: string[]): Promise<void> {
  const empty = () =>
    files.some((file) => {
      try {
        return fs.statSync(file).size === 0;
      } catch {
        return false;
      }
    });
  for (let waited = 0; waited < EMPTY_FILE_WAIT_MS && empty(); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

const EMPTY_FILE_WAIT_MS = 100;

/** The changes of one locale, or undefined when none of the files concerns it. */
export function changesFor(
  locale: string,
  changes: Array<SiteChange | undefined>,
): LocaleChanges | undefined {
  const result: LocaleChanges = {
    content: { plugins: new Map(), strings: false },
    assets: [],
    static: [],
    layout: false,
    plugins: [],
  };
  let any = false;
  for (const change of changes) {
    if (!change || ('locales' in change && change.locales && !change.locales.includes(locale)))
      continue;
    const plugin = (name: string) => {
      const entry = result.content.plugins.get(name) ?? { sources: [], data: false };
      result.content.plugins.set(name, entry);
      return entry;
    };
    if (change.type === 'source')
      plugin(change.kind).sources.push({
        relPath: change.relPath,
        ...(change.group && { group: change.group }),
      });
    else if (change.type === 'content-data') plugin(change.kind).data = true;
    else if (change.type === 'strings') result.content.strings = true;
    else if (change.type === 'asset') result.assets.push(change.file);
    else if (change.type === 'static') result.static.push(change.relPath);
    else if (change.type === 'template') result.layout = true;
    else if (change.type === 'theme-css') {
      result.layout = true;
      if (change.file) result.assets.push(change.file);
    } else if (change.type === 'theme-overrides') {
      result.layout = true;
      // A replaced `@theme/` module (Tabs, MDXComponents…) is part of the modules importing it.
      result.assets.push(change.file);
    } else if (change.type === 'site-input') plugin(change.plugin).data = true;
    else if (change.type === 'plugin-input') result.plugins.push(...change.plugins);
    else continue;
    any = true;
  }
  return any ? result : undefined;
}

/** The report of a build that failed: nothing written, nothing to reload. */
export function failedReport(errors: SiteError[], ms = 0): BuildReport {
  return {
    ok: false,
    full: false,
    errors,
    urls: [],
    reload: false,
    pages: 0,
    ms,
    notices: [],
    warnings: [],
  };
}

function unexpected(thrown: unknown, file: string): SiteError {
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  return {
    file,
    message: `sitegen failed unexpectedly: ${error.message}`,
    hint: error.stack?.split('\n').slice(1, 4).join(' ').trim(),
  };
}

/**
 * One locale, top to bottom: load the sources, decide every URL, compile (`prepareLocale`), then
 * render each route into the template and write the files (`emitLocale`). Errors are collected
 * per stage and thrown together. A build of several locales prepares the next locale while it
 * emits one, so its Markdown compiles on the worker threads while this thread renders.
 */
import path from 'node:path';
import { cacheDir, hashOf } from '../cache/cache.js';
import type { CheckedPage } from '../check/linkCheck.js';
import { lastModified, type CommitDates } from '../content/commitDates.js';
import { copyContentAssets, copyStatic, createWriter } from '../emit/assets.js';
import { startSearchIndex } from '../emit/searchIndex.js';
import type { SitemapEntry } from '../emit/sitemap.js';
import { ErrorList } from '../errors.js';
import type { RouteKind, RouteTable } from '../routes/routeTable.js';
import { localeOutDir } from '../routes/urls.js';
import { searchKindOf } from '../theme/search.js';
import { stopCompilers } from '../markdown/compileMany.js';
import { compileSources } from './compileSources.js';
import type { CompiledSource } from '../markdown/types.js';
import { record, timed } from './timings.js';
import {
  loadLocaleContent,
  localeLayout,
  routeLocale,
  sourcesOf,
  type LocaleContent,
  type LocaleState,
  type RenderedRoute,
} from './localeState.js';
import {
  ALL_LOCALE_FILES,
  pageOf,
  renderLocaleFiles,
  renderRoute,
  routeKey,
  routeRenderer,
  sitemapEntry,
} from './renderRoutes.js';
import type { SiteInputs } from './siteInputs.js';

export interface LocaleBuildOptions {
  site: SiteInputs;
  locale: string;
  /** The staging folder (root of all locales). */
  outRoot: string;
  /** Keep what an incremental rebuild needs (`serve --watch`). */
  keepState?: boolean;
  /** Last commit date of each source, for the sitemap (read once for all locales). */
  commitDates?: Promise<CommitDates>;
  /** Told about each page as soon as it is written (the link check reads it then). */
  onPageWritten?: (page: CheckedPage) => void;
  /** The last locale to compile: the compile workers are stopped once it has, freeing their memory. */
  lastToCompile?: boolean;
}

export interface LocaleBuildResult {
  locale: string;
  pages: Partial<Record<RouteKind, number>>;
  bytes: number;
}

export interface LocaleBuild {
  result: LocaleBuildResult;
  /** With `keepState`. */
  state?: LocaleState;
  /**
   * The search index being written: the build goes on with the next locale meanwhile (Pagefind
   * works in its own process) and awaits it before the output is swapped in.
   */
  searchIndex?: Promise<void>;
}

/** A locale loaded, routed and compiled: what rendering it needs. */
export interface PreparedLocale {
  locale: string;
  content: LocaleContent;
  table: RouteTable;
  compiled: Map<string, CompiledSource>;
}

export async function prepareLocale(
  options: Pick<LocaleBuildOptions, 'site' | 'locale' | 'lastToCompile'>,
): Promise<PreparedLocale> {
  const { site, locale } = options;
  const { config } = site;
  const errors = new ErrorList();

  // content
  const content = timed('load content', () =>
    loadLocaleContent(config, locale, errors, site.includeDrafts),
  );
  errors.throwIfAny();

  // routes
  const table = timed('route', () => routeLocale(site, locale, content, errors));
  errors.throwIfAny();

  // compile
  const compiled = await timed('compile', () =>
    compileSources({
      config,
      locale,
      strings: content.strings,
      table,
      sources: sourcesOf(content),
      errors,
    }),
  );
  if (options.lastToCompile) stopCompilers();
  errors.throwIfAny();
  return { locale, content, table, compiled };
}

export async function emitLocale(
  prepared: PreparedLocale,
  options: Omit<LocaleBuildOptions, 'locale' | 'lastToCompile'>,
): Promise<LocaleBuild> {
  const { site, keepState = false } = options;
  const { config } = site;
  const { locale, content, table, compiled } = prepared;
  const outDir = path.join(options.outRoot, localeOutDir(config, locale));
  const writer = createWriter(outDir);
  const layout = await timed('layout', () => localeLayout(site, locale, content, table, compiled));
  const commits = (await options.commitDates) ?? new Map<string, string>();
  const renderer = routeRenderer(site, locale, content, table, compiled, layout, commits);
  const rendered = new Map<string, RenderedRoute>();
  const counts: Partial<Record<RouteKind, number>> = {};
  const sitemap: SitemapEntry[] = [];
  const search =
    config.search === false
      ? undefined
      : startSearchIndex(path.join(cacheDir(config.root), 'search', locale));
  let bytes = 0;
  for (const [n, route] of table.routes.entries()) {
    // Now and then let the event loop run: pages for the search index wait in a pipe to Pagefind.
    let started = performance.now();
    if (n % 25 === 24) {
      await new Promise(setImmediate);
      record('let queued work run', started);
      started = performance.now();
    }
    const page = pageOf(renderer, route);
    record('page data', started);
    started = performance.now();
    const { files, searchHtml, lang, shared } = renderRoute(renderer, route, page);
    record('render', started);
    started = performance.now();
    for (const [file, text] of files) bytes += writer.write(file, text);
    options.onPageWritten?.({
      url: route.url,
      locale,
      file: path.join(outDir, route.outFile),
      sourceFile: route.sourceFile,
      kind: route.kind,
      shared,
    });
    record('write', started);
    started = performance.now();
    const indexed = searchKindOf(page) ? { url: route.url, lang, body: searchHtml } : undefined;
    if (search && indexed) search.add(indexed);
    const entry = sitemapEntry(
      route,
      page,
      lastModified(
        renderer.frontMatterOf(route.sourceFile),
        route.sourceFile,
        commits,
        page.blog?.post?.date,
      ),
    );
    if (entry) sitemap.push(entry);
    if (keepState)
      rendered.set(route.url, {
        key: routeKey(renderer, route, page),
        files: files.map(([file]) => file),
        sitemap: entry,
        search: indexed,
      });
    counts[route.kind] = (counts[route.kind] ?? 0) + 1;
    record('search and sitemap entries', started);
  }

  // the locale's other files; Pagefind indexes in its own process meanwhile
  const indexing = search?.write(outDir);
  indexing?.catch(() => undefined); // awaited by the caller; this only keeps an early throw from leaving it unhandled
  const extras = new Map<string, string>();
  for (const [file, text] of await timed('locale files', () =>
    renderLocaleFiles(renderer, table, sitemap, ALL_LOCALE_FILES),
  )) {
    bytes += writer.write(file, text);
    if (keepState) extras.set(file, hashOf(text));
  }
  timed('copy assets', () => {
    copyStatic(config.root, path.resolve(config.root, config.staticDir), outDir);
    copyContentAssets(
      [...compiled.values()].flatMap((c) => c.assets),
      outDir,
    );
  });
  const result = { locale, pages: counts, bytes };
  return {
    result,
    state: keepState
      ? { locale, content, table, compiled, layout, rendered, extras, commits }
      : undefined,
    searchIndex: indexing,
  };
}

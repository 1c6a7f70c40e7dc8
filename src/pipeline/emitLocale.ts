/**
 * The second half of a locale's build (the first is prepareLocale.ts): every route rendered into
 * the template and written, or for a rebuild (`serve --watch`) those an edit may have changed
 * whose key did; pages gone removed; the locale's other files (stylesheets, sitemap, llms.txt,
 * the plugins' files) written when their text changed; the search index started, and static
 * files and content assets copied.
 */
import path from 'node:path';
import { cacheDir } from '../cache/index.js';
import { socialCardCollector } from './socialCards.js';
import { linkedPaths, type CheckedPage, type SharedPart } from '../check/index.js';
import { sharedPartsOf } from './sharedParts.js';
import { lastModified, type CommitDates } from '../content/index.js';
import {
  createThreadWriter,
  createWriter,
  type Writer,
  type WriteMode,
  type RecycledFiles,
  startSearchIndex,
  indexedHash,
  type IndexedPage,
} from '../emit/index.js';
import type { SiteError } from '../errors.js';
import { encodePieces } from '../encodePieces.js';
import { searchRegionAt } from '../render/index.js';
import { type RouteKind, localeOutDir } from '../routes/index.js';
import { searchKindOf } from '../theme/index.js';
import { layoutChanged, routesToRender } from './affected.js';
import { hasDiagrams, writeLocaleFiles } from './localeFiles.js';
import { record, timed } from './timings.js';
import { localeLayout, type LocaleState, type RenderedRoute } from './localeState.js';
import {
  pageOf,
  hasDiagram,
  renderRoute,
  routeKey,
  pageKey,
  routeRenderer,
  sitemapEntry,
} from './renderRoutes.js';
import type { SiteInputs } from './siteInputs.js';
import { recordOf, takePage, type LocalePages } from './lastPages.js';

import type { PreparedLocale } from './prepareLocale.js';

export interface EmitLocaleOptions {
  site: SiteInputs;
  /** The output folder (root of all locales). */
  outRoot: string;
  /** `staging` for a build's staging folder, `live` for the folder `serve --watch` serves. */
  writeMode?: WriteMode;
  /** A staging folder made of an earlier output: the files it holds that a page taken is already. */
  recycled?: RecycledFiles;
  /** Make the files on the writing thread (a full build of enough pages: runBuild.ts). */
  writeThread?: boolean;
  /** Keep what a rebuild needs (`serve --watch`); a rebuild always does. */
  keepState?: boolean;
  /** Last commit date of each source, for the sitemap (read once for all locales). */
  commitDates?: Promise<CommitDates>;
  /**
   * Told about each page as it is written, with its HTML as UTF-8 (the link check reads it then,
   * and may take the bytes: they are not used again here); without, for a page taken from the
   * last build, whose file in the output is as it was.
   */
  onPageRendered?: (page: CheckedPage, html: Uint8Array | undefined, shared?: SharedPart[]) => void;
  /** The last build's pages of the locale, to take those whose key is unchanged from. */
  pages?: LocalePages;
  /**
   * The output folder of a locale built before this one by the same build: the static files and
   * content files it copied are taken from it (second names of the same files), not copied once
   * more per locale.
   */
  copiedTo?: string;
}

export interface LocaleBuildResult {
  locale: string;
  /** Pages written, by kind. */
  pages: Partial<Record<RouteKind, number>>;
  /** Of them, pages taken as the last build wrote them (lastPages.ts), not rendered. */
  unchanged?: number;
  bytes: number;
  warnings: SiteError[];
  /** With social cards: how many cards need each font package that is not installed. */
  cardFonts?: Map<string, number>;
}

export interface LocaleBuild {
  result: LocaleBuildResult;
  /** With `keepState`. */
  state?: LocaleState;
  /** URLs of the pages written (for a rebuild: whose output changed, or that are gone). */
  urls: string[];
  /** What every page shows changed (strings, stylesheets, template, a static file): open pages reload. */
  reload: boolean;
  /**
   * The search index being written (full builds; `serve --watch` reindexes on its own after
   * edits): the build goes on with the next locale meanwhile (Pagefind works in its own process)
   * and awaits it before the output is swapped in.
   */
  searchIndex?: Promise<void>;
}

export async function emitLocale(
  prepared: PreparedLocale,
  options: EmitLocaleOptions,
): Promise<LocaleBuild> {
  const outDir = path.join(options.outRoot, localeOutDir(options.site.config, prepared.locale));
  // A full build of many pages makes its staging folder's files on the writing thread
  // (emit/writeThread.ts); the locale's files are all there when this returns (a later locale may
  // take them), or when it fails (its staging folder is then removed).
  const writer =
    (options.writeThread && !prepared.edit && options.writeMode !== 'live'
      ? createThreadWriter(outDir, options.recycled)
      : undefined) ?? createWriter(outDir, options.writeMode, options.recycled);
  let build: LocaleBuild;
  try {
    build = await emitWith(writer, outDir, prepared, options);
  } catch (error) {
    await writer.done().catch(() => undefined);
    throw error;
  }
  await timed('wait for writes', () => writer.done());
  return build;
}

async function emitWith(
  writer: Writer,
  outDir: string,
  prepared: PreparedLocale,
  options: EmitLocaleOptions,
): Promise<LocaleBuild> {
  const { site } = options;
  const { config } = site;
  const { locale, content, table, compiled, recompiled, fresh, edit } = prepared;
  const previous = edit?.previous;
  const keepState = options.keepState === true || previous !== undefined;
  const layout =
    !edit || layoutChanged(edit, recompiled, fresh)
      ? await timed('layout', () =>
          localeLayout(site, locale, content, table, compiled, previous?.layout),
        )
      : edit.previous.layout;
  const commits = previous?.commits ?? (await options.commitDates) ?? (new Map() as CommitDates);
  // With social cards on, the pages rendered now name theirs, drawn after them.
  const cards = await socialCardCollector(config);
  const renderer = routeRenderer(
    site,
    locale,
    content,
    table,
    compiled,
    cards ? { ...layout, render: { ...layout.render, socialCard: cards.add } } : layout,
    commits,
  );
  const rendered = new Map(previous?.rendered);
  const counts: Partial<Record<RouteKind, number>> = {};
  const urls: string[] = [];
  const sitemapOf = new Map<string, RenderedRoute['sitemap']>(
    [...rendered].map(([url, before]) => [url, before.sitemap]),
  );
  let sitemapChanged = false;
  const search =
    edit || config.search === false
      ? undefined
      : startSearchIndex(path.join(cacheDir(config.root), 'search', locale), {
          routes: table.routes.length,
          recycled: options.recycled,
        });
  let bytes = 0;
  // A site of one locale has no locale menu: its navbar is the same on many pages (sharedParts.ts).
  const oneLocale = Object.keys(config.locales).length === 1;
  // Whether a page rendered now has a Mermaid diagram.
  let diagrams = false;

  // pages gone since the last build
  if (edit?.newTable) {
    const live = new Set(table.routes.map((route) => route.url));
    for (const [url, before] of edit.previous.rendered) {
      if (live.has(url)) continue;
      before.files.forEach((file) => writer.remove(file));
      rendered.delete(url);
      sitemapOf.delete(url);
      urls.push(url);
      sitemapChanged ||= before.sitemap !== undefined;
    }
  }

  // A full build into an output folder left as it was takes the pages whose key did not change
  // from it (lastPages.ts); a page that draws a social card is always rendered.
  const reuse = !edit && !keepState && !cards ? options.pages : undefined;
  let unchanged = 0;

  // pages: every route, or those the edit may have changed whose key did
  const routes = edit
    ? routesToRender(edit, table, layout, recompiled, renderer.pluginOf)
    : table.routes;
  let yielded = performance.now();
  for (const route of routes) {
    // Every 50 ms let the event loop run: pages for the search index wait in a pipe to Pagefind,
    // and `serve --watch` answers requests while it rebuilds.
    let started = performance.now();
    if (started - yielded > 50) {
      await new Promise(setImmediate);
      record('let queued work run', started);
      started = yielded = performance.now();
    }
    const page = pageOf(renderer, route);
    record('page data', started);
    started = performance.now();
    const key = keepState
      ? routeKey(renderer, page, route.sourceFile)
      : reuse
        ? pageKey(renderer, route, page)
        : '';
    // The source a route's other files are made from (a doc's Markdown twin), compared as it is.
    const source = renderer.pluginOf.get(route.kind)?.routeFiles
      ? renderer.sourceOf(route.sourceFile)
      : undefined;
    const before = rendered.get(route.url);
    record('page key', started);
    if (before?.key === key && before.content === page.html && before.source === source) continue;
    started = performance.now();
    let made = reuse && takePage(reuse, route, key, writer);
    if (made) {
      bytes += made.bytes;
      unchanged++;
      record('take from the last build', started);
    } else {
      const { files, pieces, body, lang, sidebar } = renderRoute(renderer, route, page);
      record('render', started);
      started = performance.now();
      // The page is encoded once: written, then moved to the link check's thread (not copied).
      const { bytes: html, starts } = encodePieces(pieces);
      files.unshift([route.outFile, html]);
      for (const [file, text] of files) bytes += writer.write(file, text);
      // A file the route no longer has (a doc that became MDX publishes no Markdown).
      for (const stale of before?.files ?? [])
        if (!files.some(([file]) => file === stale)) writer.remove(stale);
      record('write', started);
      started = performance.now();
      const parts = sharedPartsOf(
        html,
        sidebar && {
          start: starts[sidebar.piece],
          end: starts[sidebar.piece + 1],
          shared: sidebar.shared,
        },
        oneLocale,
      );
      // Its search region, for the index now or (serve --watch) for the next one: a copy, as the
      // page's bytes move to the link check's thread.
      const region =
        (search || keepState) && searchKindOf(page)
          ? searchRegionAt(html, starts[body[0]], starts[body[1]])
          : undefined;
      let indexed: IndexedPage | undefined;
      if (region) {
        indexed = { url: route.url, lang, body: new Uint8Array(html.subarray(...region)) };
        if (reuse) indexed.hash = indexedHash(indexed);
      }
      made = {
        files: files.map(([file]) => file),
        html,
        bytes: 0,
        parts,
        indexed,
        diagram: hasDiagram(html),
      };
      const kept = reuse && recordOf(key, made, lang, region);
      if (reuse && kept) reuse.set(route.url, kept);
      record('record the page', started);
    }
    started = performance.now();
    diagrams ||= made.diagram;
    const { url, sourceFile, kind } = route;
    const file = path.join(localeOutDir(config, locale), route.outFile);
    // Its key tells the link check it read the same page before (check/storedScans.ts).
    const checked = {
      url,
      locale,
      file,
      sourceFile,
      kind,
      ...(reuse && { key }),
      ...(made.takenFrom && { readFrom: made.takenFrom }),
    };
    options.onPageRendered?.(checked, made.html, made.parts);
    record('hand to the link check', started);
    started = performance.now();
    const { indexed } = made;
    if (search && indexed) search.add(indexed);
    const lastmod = lastModified(
      renderer.frontMatterOf(route.sourceFile),
      route.sourceFile,
      commits,
      page.blog?.post?.date,
    );
    const entry = sitemapEntry(renderer, route, page, lastmod);
    // A full build writes the sitemap anyway; a rebuild only when an entry changed.
    if (previous) sitemapChanged ||= JSON.stringify(entry) !== JSON.stringify(before?.sitemap);
    sitemapOf.set(route.url, entry);
    record('search and sitemap entries', started);
    started = performance.now();
    if (keepState)
      rendered.set(route.url, {
        key,
        content: page.html,
        source,
        files: made.files,
        sitemap: entry,
        search: indexed,
        ...(made.diagram && { diagram: true as const }),
        links: linkedPaths(page.html, route.url),
      });
    record('links of the page (serve --watch)', started);
    counts[route.kind] = (counts[route.kind] ?? 0) + 1;
    urls.push(route.url);
  }

  if (cards) {
    bytes += (await timed('social cards', () => cards.write(writer))).bytes;
  }

  // the locale's other files, each written when it may have changed and its text did;
  // Pagefind indexes in its own process meanwhile
  const indexing = search?.write(outDir);
  indexing?.catch(() => undefined); // awaited by the caller; this only keeps an early throw from leaving it unhandled
  const sitemap = table.routes
    .map((route) => sitemapOf.get(route.url))
    .filter((entry) => entry !== undefined);
  // A rebuild knows the pages it did not render again from the last build's.
  if (previous) diagrams = hasDiagrams(rendered);
  const files = await writeLocaleFiles({
    prepared,
    renderer,
    layout,
    writer,
    sitemap,
    sitemapChanged,
    diagrams,
    keepState,
    copyFrom: options.pages?.asLeft ? options.pages.outDir : options.copiedTo,
  });
  bytes += files.bytes;
  const { extras } = files;

  return {
    result: {
      locale,
      pages: counts,
      ...(unchanged > 0 && { unchanged }),
      bytes,
      warnings: prepared.warnings,
      ...(cards && cards.missingFonts.size > 0 && { cardFonts: cards.missingFonts }),
    },
    state: keepState
      ? { locale, content, table, compiled, layout, rendered, extras, commits }
      : undefined,
    urls,
    reload:
      !previous ||
      layout.shellKey !== previous.layout.shellKey ||
      (edit?.changes.static.length ?? 0) > 0,
    searchIndex: indexing,
  };
}

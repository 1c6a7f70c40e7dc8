/**
 * An incremental rebuild of one locale for `serve --watch`: from the state of its last good build
 * and the files changed since, read only those files, rebuild the route table only when a URL or
 * the sidebar may have moved, compile only the sources whose output can differ, and re-render only
 * the routes whose inputs changed (compared by key). Nothing is written unless content, routes
 * and compilation all succeeded, so a broken file leaves the last good pages in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../replaceFile.js';
import { hashOf } from '../cache/cache.js';
import type { DocSource, PageSource, SourceFile } from '../content/types.js';
import { copyContentAssets } from '../emit/assets.js';
import type { SitemapEntry } from '../emit/sitemap.js';
import { ErrorList } from '../errors.js';
import type { Route, RouteTable } from '../routes/routeTable.js';
import { localeOutDir } from '../routes/urls.js';
import { compileSources } from './compileSources.js';
import {
  localeLayout,
  routeLocale,
  sourcesOf,
  type LocaleState,
  type RenderedRoute,
} from './localeState.js';
import { searchKindOf } from '../theme/search.js';
import {
  pageOf,
  renderLocaleFiles,
  renderRoute,
  routeKey,
  routeRenderer,
  sitemapEntry,
  type OutputFile,
} from './renderRoutes.js';
import { outputPath } from '../emit/outputPath.js';
import type { SiteInputs } from './siteInputs.js';
import { updateContent, type ContentChanges, type SourceChange } from './updateContent.js';

export interface LocaleChanges {
  content: ContentChanges;
  /** Other files in content folders (images, code and styles that page modules import). */
  assets: string[];
  /** The template or the theme stylesheet changed. */
  layout: boolean;
  /** The OpenAPI description changed. */
  api: boolean;
}

export interface LocaleRebuild {
  state: LocaleState;
  /** URLs of the pages whose output changed. */
  urls: string[];
  /** Whether what every page shows changed (strings, stylesheets, template): open pages reload. */
  reload: boolean;
  /** Pages rendered. */
  pages: number;
}

const CODE_OR_STYLE = /\.(tsx?|jsx?|mjs|cjs|css|json)$/;

export async function rebuildLocale(
  site: SiteInputs,
  previous: LocaleState,
  changes: LocaleChanges,
  outRoot: string,
): Promise<LocaleRebuild> {
  const { config, includeDrafts } = site;
  const { locale } = previous;
  const errors = new ErrorList();

  // content
  const update = updateContent(
    config,
    locale,
    previous.content,
    changes.content,
    errors,
    includeDrafts,
  );
  errors.throwIfAny();
  const { content } = update;

  // routes
  const newTable = update.routes || changes.api || changes.content.strings;
  const table = newTable
    ? routeLocale(site, locale, content, errors)
    : withSources(previous.table, update.changed);
  errors.throwIfAny();

  // compile
  const recompile = sourcesToCompile(previous, update.changed, sourcesOf(content), table, changes);
  const fresh = await compileSources({
    config,
    locale,
    strings: content.strings,
    table,
    sources: [...recompile.values()],
    errors,
    useCache: false,
  });
  errors.throwIfAny();
  const compiled = new Map(previous.compiled);
  for (const { before, after } of update.changed)
    if (before && !after) compiled.delete(before.file);
  for (const [file, result] of fresh) compiled.set(file, result);

  // render: only routes whose key changed
  const modules =
    [...recompile.values()].some((s) => s.format !== 'md') ||
    update.changed.some((c) => c.before && c.before.format !== 'md');
  const layout =
    newTable || changes.layout || modules
      ? await localeLayout(site, locale, content, table, compiled, previous.layout)
      : previous.layout;
  const renderer = routeRenderer(site, locale, content, table, compiled, layout, previous.commits);
  const candidates = routesToRender(previous, table, layout, recompile, update.changed, changes);
  const outDir = path.join(outRoot, localeOutDir(config, locale));
  const rendered = new Map(previous.rendered);
  const urls: string[] = [];
  let sitemapChanged = false;
  if (newTable) {
    const live = new Set(table.routes.map((route) => route.url));
    for (const [url, before] of previous.rendered) {
      if (live.has(url)) continue;
      for (const file of before.files) fs.rmSync(path.join(outDir, file), { force: true });
      rendered.delete(url);
      urls.push(url);
      sitemapChanged ||= before.sitemap !== undefined;
    }
  }
  for (const route of candidates) {
    const page = pageOf(renderer, route);
    const key = routeKey(renderer, route, page);
    const before = rendered.get(route.url);
    if (before?.key === key) continue;
    const { files, searchHtml, lang } = renderRoute(renderer, route, page);
    for (const file of files) writeAtomic(outDir, file);
    // A file the route no longer has (a doc that became MDX publishes no Markdown).
    for (const stale of before?.files ?? [])
      if (!files.some(([file]) => file === stale))
        fs.rmSync(path.join(outDir, stale), { force: true });
    const sitemap = sitemapEntry(route, page);
    sitemapChanged ||= JSON.stringify(sitemap) !== JSON.stringify(before?.sitemap);
    rendered.set(route.url, {
      key,
      files: files.map(([file]) => file),
      sitemap,
      search: searchKindOf(page) ? { url: route.url, lang, body: searchHtml } : undefined,
    });
    urls.push(route.url);
  }

  // the locale's other files, each written only when it changed
  const sitemap = sitemapChanged
    ? table.routes
        .map((route) => rendered.get(route.url)?.sitemap)
        .filter((entry): entry is SitemapEntry => entry !== undefined)
    : [];
  const listedDocsChanged = update.changed.some(
    ({ before, after }) => llmsFields(before) !== llmsFields(after),
  );
  const needs = {
    stylesheets: layout !== previous.layout,
    sitemap: sitemapChanged,
    llms: newTable || listedDocsChanged || changes.content.strings,
    feeds: newTable || update.changed.some((c) => isPost(c)) || changes.content.authors,
  };
  const extras = new Map(previous.extras);
  for (const file of await renderLocaleFiles(renderer, table, sitemap, needs)) {
    const hash = hashOf(file[1]);
    if (extras.get(file[0]) === hash) continue;
    writeAtomic(outDir, file);
    extras.set(file[0], hash);
  }
  copyContentAssets(
    [...fresh.values()].flatMap((c) => c.assets),
    outDir,
  );

  const state: LocaleState = {
    locale,
    content,
    table,
    compiled,
    layout,
    rendered,
    extras,
    commits: previous.commits,
  };
  return { state, urls, reload: layout.shellKey !== previous.layout.shellKey, pages: urls.length };
}

/** What llms.txt lists of a doc. */
function llmsFields(source: SourceFile | undefined): string {
  if (!source || !('sidebarLabel' in source)) return '';
  const doc = source as DocSource;
  return JSON.stringify([doc.title, doc.frontMatter.description, doc.unlisted, doc.draft]);
}

function isPost(change: SourceChange): boolean {
  return [change.before, change.after].some((source) => source && 'readingMinutes' in source);
}

/** The route table with edited docs and pages swapped in, when none of them moved. */
function withSources(table: RouteTable, changed: SourceChange[]): RouteTable {
  if (changed.length === 0) return table;
  const after = new Map(changed.map((c) => [c.after!.file, c.after!]));
  const byUrl = new Map(table.byUrl);
  const routes = table.routes.map((route): Route => {
    const source = after.get(route.sourceFile);
    if (!source) return route;
    let next: Route = route;
    if (route.kind === 'doc') next = { ...route, doc: source as DocSource };
    else if (route.kind === 'page') next = { ...route, page: source as PageSource };
    if (byUrl.get(route.url) === route) byUrl.set(route.url, next);
    return next;
  });
  return { ...table, routes, byUrl };
}

/**
 * Sources whose compiled output can differ: the changed ones; those linking to a source whose URL
 * changed (a relative link names the target's file); those using a changed image or module file;
 * every one when the strings (admonition titles, footnote labels) changed.
 */
function sourcesToCompile(
  previous: LocaleState,
  changed: SourceChange[],
  sources: SourceFile[],
  table: RouteTable,
  changes: LocaleChanges,
): Map<string, SourceFile> {
  const out = new Map<string, SourceFile>();
  if (changes.content.strings) {
    for (const source of sources) out.set(source.file, source);
    return out;
  }
  for (const { after } of changed) if (after) out.set(after.file, after);
  const names = new Set<string>();
  if (table !== previous.table && !sameEntries(previous.table.urlOfSource, table.urlOfSource)) {
    for (const file of new Set([
      ...previous.table.urlOfSource.keys(),
      ...table.urlOfSource.keys(),
    ])) {
      if (previous.table.urlOfSource.get(file) !== table.urlOfSource.get(file))
        names.add(path.basename(file));
    }
  }
  for (const file of changes.assets) names.add(path.basename(file));
  const modules = changes.assets.some((file) => CODE_OR_STYLE.test(file));
  for (const source of sources) {
    if (modules && source.format !== 'md') out.set(source.file, source);
    else if (
      names.size > 0 &&
      [...names].some((name) => source.body.includes(name) || source.body.includes(encodeURI(name)))
    )
      out.set(source.file, source);
  }
  return out;
}

function sameEntries(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/**
 * Routes that may render differently: all when the shell changed; those of recompiled or changed
 * sources; docs pages when the sidebar changed; the API reference when it did; the blog when a
 * post did; routes that are new. Each is still compared by key before it is written.
 */
function routesToRender(
  previous: LocaleState,
  table: RouteTable,
  layout: LocaleState['layout'],
  recompiled: Map<string, SourceFile>,
  changed: SourceChange[],
  changes: LocaleChanges,
): Route[] {
  if (layout.shellKey !== previous.layout.shellKey) return table.routes;
  const sidebar = layout.sidebarKey !== previous.layout.sidebarKey;
  const api =
    changes.api ||
    (table !== previous.table &&
      JSON.stringify(table.apiSidebar) !== JSON.stringify(previous.table.apiSidebar));
  const blog = changed.some(isPost) || changes.content.authors;
  const files = new Set([
    ...recompiled.keys(),
    ...changed
      .flatMap((c) => [c.before?.file, c.after?.file])
      .filter((f): f is string => f !== undefined),
  ]);
  return table.routes.filter(
    (route) =>
      !previous.rendered.has(route.url) ||
      (route.sourceFile !== '' && files.has(route.sourceFile)) ||
      (sidebar && (route.kind === 'doc' || route.kind === 'doc-category')) ||
      (api && route.kind === 'api') ||
      (blog && route.kind === 'blog'),
  );
}

/** Replaces a file in one rename, so the server never sends a half-written page. */
function writeAtomic(outDir: string, [file, text]: OutputFile): void {
  replaceFile(outputPath(outDir, file), text);
}

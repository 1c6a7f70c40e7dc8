/**
 * What an edit touches, for a rebuild of one locale from its last good build: which sources to
 * compile again, which routes may render differently, and which of the locale's other files may
 * change. A full build is the case where everything is touched and none of this is asked.
 */
import path from 'node:path';
import type { DocSource, PageSource, SourceFile } from '../content/index.js';
import { llmsEntryOf } from '../emit/index.js';
import { docDescription } from '../render/index.js';
import type { CompiledSource } from '../markdown/index.js';
import { compiledKeyOf, type Route, type RouteTable } from '../routes/index.js';
import { normalizePath } from '../shared/index.js';
import type { LocaleContent, LocaleLayout, LocaleState } from './localeState.js';
import { sidebarChanges } from './sidebarChanges.js';
import type { LocaleFileNeeds } from './renderRoutes.js';
import type { ContentChanges, SourceChange } from './updateContent.js';

/** The files changed since a locale's last good build, sorted by what they are to it. */
export interface LocaleChanges {
  content: ContentChanges;
  /** Other files in content folders (images, code and styles that page modules import). */
  assets: string[];
  /** Files of the static folder, by path inside it (copied again, or removed when gone). */
  static: string[];
  /** The template or the theme stylesheet changed. */
  layout: boolean;
  /** The OpenAPI description changed. */
  api: boolean;
  /** The plugins (by `pluginKey`) a file they read changed for: they run again. */
  plugins: string[];
}

/** A rebuild's view of what changed, once the changed sources are read and routed again. */
export interface Edit {
  previous: LocaleState;
  changes: LocaleChanges;
  /** Sources whose text changed, with their state before and after. */
  changed: SourceChange[];
  /** The route table was made again (a URL, the sidebar, the blog or the API pages may differ). */
  newTable: boolean;
}

const CODE_OR_STYLE = /\.(tsx?|jsx?|mjs|cjs|css|s[ac]ss|json)$/;

/** The route table with edited docs and pages swapped in, when none of them moved. */
export function withSources(table: RouteTable, changed: SourceChange[]): RouteTable {
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
 * Sources whose compiled output can differ: the changed ones; those whose pages link to a page
 * that moved, went or came (a link to a source is resolved when it is compiled); those using a
 * changed image or module file; every one when the strings (admonition titles, footnote labels)
 * changed.
 */
export function sourcesToCompile(
  edit: Edit,
  sources: SourceFile[],
  table: RouteTable,
): Map<string, SourceFile> {
  const { previous, changes, changed } = edit;
  const out = new Map<string, SourceFile>();
  if (changes.content.strings) {
    for (const source of sources) out.set(source.file, source);
    return out;
  }
  for (const { after } of changed) if (after) out.set(after.file, after);
  const byFile = new Map(sources.map((source) => [source.file, source]));
  for (const file of linkingSources(previous, table)) {
    const source = byFile.get(file);
    if (source) out.set(file, source);
  }
  const names = new Set(changes.assets.map((file) => path.basename(file)));
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

/**
 * The sources of the pages whose content links to a source whose URL changed (renamed, a new
 * slug, gone, added), from the links each page was last rendered with. A source that came may be
 * named by a Markdown link left as written (`onBrokenMarkdownLinks: warn`): a link ending in its
 * file name counts too.
 */
function linkingSources(previous: LocaleState, table: RouteTable): Set<string> {
  const files = new Set<string>();
  const before = previous.table.urlOfSource;
  const after = table.urlOfSource;
  if (table === previous.table || sameEntries(before, after)) return files;
  const moved = new Set<string>();
  const cameNames: string[] = [];
  for (const file of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(file);
    const is = after.get(file);
    if (was === is) continue;
    for (const url of [was, is]) if (url !== undefined) moved.add(normalizePath(url));
    if (was === undefined) cameNames.push(`/${path.basename(file)}`);
  }
  for (const [url, rendered] of previous.rendered) {
    const links = rendered.links.some(
      (link) => moved.has(link) || cameNames.some((name) => link.endsWith(name)),
    );
    const sourceFile = links ? previous.table.byUrl.get(url)?.sourceFile : undefined;
    if (sourceFile) files.add(sourceFile);
  }
  return files;
}

function sameEntries(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/** Whether plugins' pages must be rendered again: their plugins ran again, or the site's code changed. */
export function pluginPagesChanged(edit: Edit): boolean {
  return (
    edit.changes.plugins.length > 0 || edit.changes.assets.some((file) => CODE_OR_STYLE.test(file))
  );
}

/** Whether the global data (or default `translate()` messages) the plugins set differ from the last build's. */
export function globalDataChanged(before: LocaleContent, after: LocaleContent): boolean {
  const written = (content: LocaleContent) =>
    JSON.stringify([content.plugins.globalData, content.plugins.codeTranslations]);
  return before.plugins !== after.plugins && written(before) !== written(after);
}

/** The plugins' pages of a table, with the key their compiled output is kept under. */
export function pluginPagesOf(table: RouteTable) {
  return table.routes.flatMap((route) =>
    route.kind === 'plugin'
      ? [{ url: route.url, key: compiledKeyOf(route), page: route.plugin }]
      : [],
  );
}

/**
 * Whether what every page shares (its stylesheets, the shell) must be made again: page modules
 * bring their CSS and scripts, and a CommonMark file a plugin put JSX into is one.
 */
export function layoutChanged(
  edit: Edit,
  recompiled: Map<string, SourceFile>,
  fresh: Map<string, CompiledSource>,
): boolean {
  const isModule = (file: string) => edit.previous.compiled.get(file)?.exports !== undefined;
  const modules =
    [...recompiled.values()].some((s) => s.format !== 'md') ||
    [...fresh.values()].some((c) => c.exports !== undefined) ||
    edit.changed.some((c) => c.before && (c.before.format !== 'md' || isModule(c.before.file)));
  return edit.newTable || edit.changes.layout || modules;
}

/**
 * Routes that may render differently: all when the shell changed; those of recompiled or changed
 * sources; docs pages whose sidebar shows an edit or whose previous/next changed, and the
 * generated category pages of an edited sidebar (sidebarChanges.ts); the API reference when it
 * changed; the blog when a post did; the home page when the routes were made again (it leads to
 * each section's start); routes that are new. Each is still compared by key before it is written.
 */
export function routesToRender(
  edit: Edit,
  table: RouteTable,
  layout: LocaleLayout,
  recompiled: Map<string, SourceFile>,
): Route[] {
  const { previous, changes, changed } = edit;
  if (layout.shellKey !== previous.layout.shellKey) return table.routes;
  const docs = sidebarChanges(
    previous.table,
    table,
    layout.render.overrides.DocSidebar !== undefined,
  );
  const api =
    changes.api ||
    (table !== previous.table &&
      JSON.stringify(table.apiSidebar) !== JSON.stringify(previous.table.apiSidebar));
  // Generated indexes show a card of each doc they list, with its description.
  const described = new Set(
    changed.flatMap(({ before, after }) => {
      const doc = (after ?? before) as DocSource;
      if (!('sidebarLabel' in doc)) return [];
      const shown = (d?: SourceFile) => JSON.stringify(d && docDescription(d as DocSource));
      return shown(before) === shown(after) ? [] : [doc.group];
    }),
  );
  // A post compiled again shows in the blog's lists too (its excerpt).
  const blog =
    changed.some(isPost) ||
    changes.content.authors ||
    [...recompiled.values()].some((source) => 'readingMinutes' in source);
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
      ((route.kind === 'doc' || route.kind === 'doc-category') && docs.pages.has(route.url)) ||
      (route.kind === 'doc-category' &&
        (docs.groups.has(route.group) || described.has(route.group))) ||
      (api && route.kind === 'api') ||
      (route.kind === 'plugin' && pluginPagesChanged(edit)) ||
      (blog && route.kind === 'blog') ||
      (edit.newTable && (route.kind === 'home' || route.kind === 'search')),
  );
}

/** Which of the locale's other files may differ after the edit (each is still compared by hash). */
export function localeFilesToRender(
  edit: Edit,
  layout: LocaleLayout,
  sitemapChanged: boolean,
): LocaleFileNeeds {
  const { previous, changes, changed, newTable } = edit;
  const listedDocsChanged = changed.some(
    ({ before, after }) => llmsFields(before) !== llmsFields(after),
  );
  return {
    stylesheets: layout !== previous.layout,
    sitemap: sitemapChanged,
    llms: newTable || listedDocsChanged || changes.content.strings,
    feeds: newTable || changed.some(isPost) || changes.content.authors,
    redirects: newTable,
  };
}

/** What llms.txt lists of a doc (emit/llmsTxt.ts). */
function llmsFields(source: SourceFile | undefined): string {
  if (!source || !('sidebarLabel' in source)) return '';
  return JSON.stringify(llmsEntryOf(source as DocSource) ?? null);
}

function isPost(change: SourceChange): boolean {
  return [change.before, change.after].some((source) => source && 'readingMinutes' in source);
}

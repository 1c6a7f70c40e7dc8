/**
 * What an edit touches, for a rebuild of one locale from its last good build: which sources to
 * compile again, which routes may render differently, and which of the locale's other files may
 * change. A full build is the case where everything is touched and none of this is asked.
 */
import path from 'node:path';
import type { SourceFile } from '../content/index.js';
import type { CompiledSource } from '../markdown/index.js';
import type { ContentPlugin, PluginEdit } from '../plugins/index.js';
import { compiledKeyOf, type Route, type RouteTable } from '../routes/index.js';
import { normalizePath } from '../shared/index.js';
import type { LocaleContent, LocaleLayout, LocaleState } from './localeState.js';
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

/** The route table with edited sources swapped into their routes, when none of them moved. */
export function withSources(
  table: RouteTable,
  changed: SourceChange[],
  pluginOf: (route: Route) => ContentPlugin | undefined,
): RouteTable {
  if (changed.length === 0) return table;
  const after = new Map(changed.map((c) => [c.after!.file, c.after!]));
  const byUrl = new Map(table.byUrl);
  const routes = table.routes.map((route): Route => {
    const source = after.get(route.sourceFile);
    if (!source) return route;
    const next = pluginOf(route)?.withSource?.(route, source) ?? route;
    if (byUrl.get(route.url) === route) byUrl.set(route.url, next);
    return next;
  });
  return { ...table, routes, byUrl };
}

/**
 * Sources whose compiled output can differ: the changed ones; those whose pages link to a page
 * that moved, went or came (a link to a source is resolved when it is compiled); those using a
 * changed image or module file, or a file they imported code from; every one when the strings (admonition titles, footnote labels)
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
  const assets = new Set(changes.assets);
  const imported = (source: SourceFile) =>
    previous.compiled.get(source.file)?.imports?.some(({ file }) => assets.has(file)) ?? false;
  for (const source of sources) {
    if ((modules && source.format !== 'md') || imported(source)) out.set(source.file, source);
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

/** What the edit changed, as the content plugin reads it. */
export function pluginEdit(
  edit: Edit,
  plugin: ContentPlugin,
  table: RouteTable,
  recompiled: Map<string, SourceFile>,
  overridden: (component: string) => boolean,
): PluginEdit {
  const { previous, changes, changed } = edit;
  return {
    before: previous.table,
    after: table,
    newTable: edit.newTable,
    changed,
    changes: changes.content.plugins.get(plugin.name),
    recompiled: [...recompiled.values()],
    overridden,
  };
}

/**
 * Routes that may render differently: all when the shell changed; those of recompiled or changed
 * sources; those each content plugin says the edit may show on (`affected`: a docs page whose
 * sidebar shows an edit, the blog when a post changed…); the plugins' pages when they ran again;
 * the home page when the routes were made again (it leads to each section's start); routes that
 * are new. Each is still compared by key before it is written.
 */
export function routesToRender(
  edit: Edit,
  table: RouteTable,
  layout: LocaleLayout,
  recompiled: Map<string, SourceFile>,
  plugins: Map<Route['kind'], ContentPlugin>,
): Route[] {
  const { previous, changed } = edit;
  if (layout.shellKey !== previous.layout.shellKey) return table.routes;
  const { overrides } = layout.render;
  const overridden = (component: string) => component in overrides;
  const affected = new Map(
    [...new Set(plugins.values())].map((plugin) => [
      plugin,
      plugin.affected?.(pluginEdit(edit, plugin, table, recompiled, overridden)) ?? (() => true),
    ]),
  );
  const files = new Set([
    ...recompiled.keys(),
    ...changed
      .flatMap((c) => [c.before?.file, c.after?.file])
      .filter((f): f is string => f !== undefined),
  ]);
  return table.routes.filter((route) => {
    if (!previous.rendered.has(route.url)) return true;
    if (route.sourceFile !== '' && files.has(route.sourceFile)) return true;
    const plugin = plugins.get(route.kind);
    if (plugin) return affected.get(plugin)!(route);
    return (
      (route.kind === 'plugin' && pluginPagesChanged(edit)) ||
      (route.kind === 'home' && edit.newTable)
    );
  });
}

/** Which of the locale's other files may differ after the edit (each is still compared by hash). */
export function localeFilesToRender(
  edit: Edit,
  layout: LocaleLayout,
  sitemapChanged: boolean,
  pluginFiles: boolean,
): LocaleFileNeeds {
  const { previous, newTable } = edit;
  return {
    stylesheets: layout !== previous.layout,
    sitemap: sitemapChanged,
    // Made from the route table and the strings, and small: made again, written when it differs.
    llms: true,
    feeds: pluginFiles,
    redirects: newTable,
  };
}

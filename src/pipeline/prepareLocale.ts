/**
 * One locale, top to bottom, for every build, in two halves: this one loads the sources, decides
 * every URL and compiles (`prepareLocale`); emitLocale.ts renders each route into the template
 * and writes the files. A full build is the case where everything changed: given the state of the
 * locale's last good build and the files changed since (`serve --watch`), the same two steps read
 * only those files, make the route table again only when a URL or the sidebar may have moved,
 * compile only the sources whose output can differ, and write only the files whose content did
 * (see affected.ts).
 *
 * Errors are collected per stage and thrown together; nothing is written unless content, routes
 * and compilation all succeeded, so a broken file leaves the last good pages in place. A build of
 * several locales prepares the next locale while it emits one, so its Markdown compiles on the
 * worker threads while this thread renders.
 */
import type { SourceFile } from '../content/index.js';
import { ErrorList, type SiteError } from '../errors.js';
import type { RouteTable } from '../routes/index.js';
import { stopCompilers, type CompiledSource } from '../markdown/index.js';
import {
  sourcesToCompile,
  withSources,
  globalDataChanged,
  pluginPagesChanged,
  pluginPagesOf,
  type Edit,
  type LocaleChanges,
} from './affected.js';
import { compileSources } from './compileSources.js';
import { timed } from './timings.js';
import {
  loadLocaleContent,
  routeLocale,
  sourcesOf,
  pluginsByKind,
  localeModuleData,
  type LocaleContent,
  type LocaleState,
} from './localeState.js';
import type { SiteInputs } from './siteInputs.js';
import { updateContent, type ContentUpdate } from './updateContent.js';
import { loadPluginContent } from './plugins.js';
import type { SharedPageModules } from './sharedPageModules.js';
import type { LoadedContent } from './contentAhead.js';

export interface PrepareLocaleOptions {
  site: SiteInputs;
  locale: string;
  /** For a rebuild: the locale's last good build and the files changed since. */
  since?: { previous: LocaleState; changes: LocaleChanges };
  /** The last locale to compile: the compile workers are stopped once it has, freeing their memory. */
  lastToCompile?: boolean;
  /** The page modules the build's locales share (sharedPageModules.ts): a full build of several. */
  sharedModules?: SharedPageModules;
  /** Its content, loaded ahead by the build (contentAhead.ts), with the errors found doing so. */
  loaded?: LoadedContent;
}

/** A locale loaded, routed and compiled: what rendering it needs. */
export interface PreparedLocale {
  locale: string;
  content: LocaleContent;
  table: RouteTable;
  compiled: Map<string, CompiledSource>;
  /** Sources compiled by this build: every one in a full build. */
  recompiled: Map<string, SourceFile>;
  /** Compiled by this build (their assets are copied). */
  fresh: Map<string, CompiledSource>;
  /** For a rebuild: what changed since the last good build. */
  edit?: Edit;
  /** What its sources get wrong without failing the build (of those it read or compiled). */
  warnings: SiteError[];
}

export async function prepareLocale(options: PrepareLocaleOptions): Promise<PreparedLocale> {
  const { site, locale, since } = options;
  const { config } = site;
  const errors = options.loaded?.errors ?? new ErrorList();

  // content: all of it (a full load is an update where the routes are new), or the changed files
  // read again into the last good build's; a build's content may have been loaded ahead
  // (contentAhead.ts), the time it took counted there.
  const update: ContentUpdate = since
    ? await timed('load content', () =>
        updateContent(site, locale, since.previous.content, since.changes.content, errors),
      )
    : {
        content: await (options.loaded?.content ??
          timed('load content', () => loadLocaleContent(site, locale, errors))),
        changed: [],
        routes: true,
      };
  // plugins: those a file they read changed for run again
  const plugins = since && since.changes.plugins.length > 0;
  const content: LocaleContent = plugins
    ? {
        ...update.content,
        plugins: await timed('plugins', () =>
          loadPluginContent(site.plugins, config, locale, errors, {
            content: update.content.plugins,
            rerun: new Set(since.changes.plugins),
          }),
        ),
      }
    : update.content;
  errors.throwIfAny();

  // routes: made again unless only the text of sources that did not move changed
  const newTable = update.routes || plugins || since?.changes.content.strings || false;
  const table = timed('route', () => {
    if (!since || newTable) return routeLocale(site, locale, content, errors);
    const pluginOf = pluginsByKind(content);
    return withSources(since.previous.table, update.changed, (route) => pluginOf.get(route.kind));
  });
  errors.throwIfAny();
  const edit: Edit | undefined = since && { ...since, changed: update.changed, newTable };

  // compile: every source (through the on-disk cache), or those whose output can differ
  const sources = sourcesOf(content);
  const recompiled = edit
    ? sourcesToCompile(edit, sources, table)
    : new Map(sources.map((source) => [source.file, source]));
  // Global data is written into the modules that read it: new data, every module again.
  if (edit && globalDataChanged(edit.previous.content, content))
    for (const source of sources) if (source.format !== 'md') recompiled.set(source.file, source);
  // Plugins' pages: all of them, unless neither the plugins nor the site's code changed.
  const pluginPages = !edit || pluginPagesChanged(edit) ? pluginPagesOf(table) : [];
  const fresh = await timed('compile', () =>
    compileSources({
      config,
      locale,
      strings: content.strings,
      table,
      sources: [...recompiled.values()],
      overrides: site.overrides.files,
      errors,
      pluginPages,
      moduleData: () => localeModuleData(config, locale, content, table),
      codeTranslations: content.plugins.codeTranslations,
      responsiveImages: site.plugins.find((plugin) => plugin.responsiveImages)?.responsiveImages,
      // A rebuild keeps its compiled pages in memory: reading and saving the locale's cache pack
      // would cost more than the few files it compiles.
      caches: edit ? undefined : site.markdownCaches,
      moreLocales: !options.lastToCompile,
      sharedModules: edit ? undefined : options.sharedModules,
    }),
  );
  if (options.lastToCompile) stopCompilers();
  errors.throwIfAny();
  const compiled = new Map(edit?.previous.compiled);
  for (const { before, after } of edit?.changed ?? [])
    if (before && !after) compiled.delete(before.file);
  for (const [file, result] of fresh) compiled.set(file, result);
  const warnings = errors.warnings;
  return { locale, content, table, compiled, recompiled, fresh, edit, warnings };
}

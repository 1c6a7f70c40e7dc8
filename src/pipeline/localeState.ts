/**
 * One locale's build as data: its loaded content, route table, compiled sources and what was
 * rendered for each route. A full build makes it; `serve --watch` keeps it between rebuilds and
 * changes only what an edit touched.
 */
import type { ResolvedConfig } from '../config/index.js';
import type { CommitDates, SourceFile } from '../content/index.js';
import {
  minifiedCss,
  type Stylesheet,
  type IndexedPage,
  type SitemapEntry,
} from '../emit/index.js';
import { BuildFailed, type ErrorList } from '../errors.js';
import { hashOf } from '../cache/index.js';
import { bundleClientModules, NO_CLIENT_MODULES, type DocusaurusData } from '../bundle/index.js';
import { timed } from './timings.js';
import { loadStrings, type Strings } from '../i18n/index.js';
import {
  siteBodyTags,
  siteHeadParts,
  type SiteHeadInput,
  localeRenderContext,
  type LocaleRenderContext,
  buildShell,
  clientShell,
  docusaurusDataFor,
} from '../render/index.js';
import { contentLabels } from './compileMarkdown.js';
import { buildRouteTable, fileUrlOf, type Route, type RouteTable } from '../routes/index.js';
import {
  contentPluginsOf,
  type ContentPlugin,
  type LoadContext,
  type LoadedContent,
} from '../plugins/index.js';
import { format, type DocsData, type ShellData } from '../theme/index.js';
import type { CompiledSource } from '../markdown/index.js';
import type { SiteInputs } from './siteInputs.js';
import type { PluginContent } from '../plugin/index.js';
import { loadPluginContent } from './plugins.js';

export interface LocaleContent {
  strings: Strings;
  /** What the site's plugins gave for the locale: pages, global data, head tags. */
  plugins: PluginContent;
  /** What each of sitegen's content plugins the site uses loaded (docs, blog, pages…). */
  content: LoadedContent;
}

/** What every page of a locale shares besides its own content. */
export interface LocaleLayout {
  shell: ShellData;
  /**
   * The theme stylesheet, one for CSS that page modules imported, and the content plugins' own
   * (those the locale has routes of): every one the locale writes.
   */
  sheets: Stylesheet[];
  /** The URLs of the stylesheets a route kind's pages link besides every page's (the API reference's). */
  routeSheets: Map<Route['kind'], string[]>;
  /** The CSS page modules imported, before minifying (compared to skip re-minifying). */
  pageCss: string;
  /** The browser modules of the locale's hydrated React pages. */
  pageScripts: Array<{ file: string; text: string | Uint8Array }>;
  /** The plugins' browser modules, bundled with the locale's Docusaurus data. */
  clientModules: Array<{ file: string; text: string | Uint8Array }>;
  feeds: SiteHeadInput['feeds'];
  /** What renderPage needs of the locale: shell, head tags, template. */
  render: LocaleRenderContext;
  /** Changes when anything every page shows changes (strings, navbar, stylesheets, scripts, template). */
  shellKey: string;
}

/** What was written for one route. */
export interface RenderedRoute {
  /**
   * Hash of everything the page is rendered from but its content and its source (compared as they
   * are, most often by identity): unchanged key, content and source, unchanged files.
   */
  key: string;
  /** The page's content HTML (compiled Markdown) and the doc its Markdown twin is made from. */
  content: string;
  source?: object;
  /** Files written, relative to the locale folder. */
  files: string[];
  sitemap?: SitemapEntry;
  /** What the search index reads of the page (pages search leaves out have none). */
  search?: IndexedPage;
  /** Whether the page has a Mermaid diagram (its locale then gets mermaid's chunks). */
  diagram?: true;
  /**
   * The paths of this site its content links to (check/pageLinks.ts `linkedPaths`): when a page
   * there moves, goes or comes, this one's source is compiled again (its links to sources are
   * resolved when it is compiled).
   */
  links: string[];
}

export interface LocaleState {
  locale: string;
  content: LocaleContent;
  table: RouteTable;
  compiled: Map<string, CompiledSource>;
  layout: LocaleLayout;
  /** By route URL. */
  rendered: Map<string, RenderedRoute>;
  /** Hash of each of the locale's other files (sitemap, llms.txt, feeds, stylesheets) as last written. */
  extras: Map<string, string>;
  /** When each source was last committed, as read at the start of the session. */
  commits: CommitDates;
}

/** The content plugins the site uses. */
export function contentPlugins(site: SiteInputs): ContentPlugin[] {
  return contentPluginsOf(site.config);
}

/** What a content plugin reads a locale with. */
export function loadContext(
  site: SiteInputs,
  locale: string,
  errors: ErrorList,
  plugin: ContentPlugin,
): LoadContext {
  const { config, includeDrafts, frontMatter } = site;
  const prepared = site.prepared.get(plugin.name);
  return { config, locale, errors, includeDrafts, frontMatter, prepared };
}

export async function loadLocaleContent(
  site: SiteInputs,
  locale: string,
  errors: ErrorList,
): Promise<LocaleContent> {
  const { config } = site;
  return {
    strings: loadStrings(config, locale),
    plugins: await loadPluginContent(site.plugins, config, locale, errors),
    content: new Map(
      contentPlugins(site).map((plugin) => [
        plugin,
        plugin.load(loadContext(site, locale, errors, plugin)),
      ]),
    ),
  };
}

/** What Docusaurus's modules read of a locale besides its site and strings. */
export interface LocaleModuleData {
  /**
   * Its global data (`useGlobalData`): what its content plugins give (the docs' versions and
   * sidebars, the blog's path), with what the site's plugins set laid over it.
   */
  globalData: Record<string, Record<string, unknown>>;
  /** What the docs modules read beyond the global data (its docs plugin's). */
  docsData: DocsData;
}

/** Made once per route table (and content): the compile and the layout both read it. */
const moduleDataOf = new WeakMap<RouteTable, { content: LocaleContent; data: LocaleModuleData }>();

export function localeModuleData(
  config: ResolvedConfig,
  locale: string,
  content: LocaleContent,
  table: RouteTable,
): LocaleModuleData {
  const known = moduleDataOf.get(table);
  if (known?.content === content) return known.data;
  const plugins = [...content.content.keys()];
  const given = plugins.map((plugin) => plugin.globalData?.(config, locale, table) ?? {});
  const docs = plugins.find((plugin) => plugin.docusaurusDocs)?.docusaurusDocs?.(table);
  const data = {
    globalData: Object.assign({}, ...given, content.plugins.globalData),
    docsData: docs ?? { versions: [] },
  };
  moduleDataOf.set(table, { content, data });
  return data;
}

/** The content plugin that adds (and renders) each route kind of the locale. */
export function pluginsByKind(content: LocaleContent): Map<Route['kind'], ContentPlugin> {
  return new Map(
    [...content.content.keys()].flatMap((plugin) => plugin.kinds.map((kind) => [kind, plugin])),
  );
}

export function sourcesOf(content: LocaleContent): SourceFile[] {
  return [...content.content].flatMap(([plugin, loaded]) => plugin.sources(loaded));
}

export function routeLocale(
  site: SiteInputs,
  locale: string,
  content: LocaleContent,
  errors: ErrorList,
): RouteTable {
  const t = (key: string, vars?: Record<string, string | number>) =>
    format(content.strings, key, vars);
  return buildRouteTable(
    site.config,
    locale,
    [...content.content].map(
      ([plugin, loaded]) =>
        (adder) =>
          plugin.routes(adder, loaded, t),
    ),
    errors,
    content.plugins.pages,
  );
}

export async function localeLayout(
  site: SiteInputs,
  locale: string,
  content: LocaleContent,
  table: RouteTable,
  compiled: Map<string, CompiledSource>,
  previous?: LocaleLayout,
): Promise<LocaleLayout> {
  const { config } = site;
  const { strings } = content;
  const t = (key: string, vars?: Record<string, string | number>) => format(strings, key, vars);
  const links = [...content.content.keys()].find((plugin) => plugin.navbarLinks);
  const shell = buildShell(config, locale, strings, table, links?.navbarLinks?.(table, t));
  const themeCss = new Set([
    ...site.overrides.themeCss,
    ...[...compiled.values()].flatMap((c) => c.themeCss ?? []),
  ]);
  // What Docusaurus's modules tell the site's theme replacements and plugins' browser modules.
  const docusaurus =
    site.overrides.files.size > 0 || site.clientModules.length > 0
      ? docusaurusDataFor(
          config,
          locale,
          strings,
          table,
          contentLabels(strings).admonitions,
          localeModuleData(config, locale, content, table).globalData,
          content.plugins.codeTranslations,
          localeModuleData(config, locale, content, table).docsData,
        )
      : undefined;
  const clientModules = docusaurus
    ? await timed('layout: client modules', () => localeClientModules(site, docusaurus))
    : NO_CLIENT_MODULES;
  const pageCss =
    [...themeCss].join('') +
    site.overrides.css +
    [...compiled.values()].map((c) => c.css ?? '').join('') +
    clientModules.css;
  const sheets = [site.stylesheet];
  if (pageCss)
    sheets.push(
      previous?.pageCss === pageCss && previous.sheets[1]
        ? previous.sheets[1]
        : await minifiedCss('pages', pageCss),
    );
  // A content plugin's own stylesheet, for the pages of its routes alone (when the locale has any).
  const routeSheets = new Map<Route['kind'], string[]>();
  const kinds = new Set(table.routes.map((route) => route.kind));
  for (const plugin of content.content.keys()) {
    const sheet = site.pluginSheets.get(plugin.name);
    if (!sheet || !plugin.kinds.some((kind) => kinds.has(kind))) continue;
    for (const kind of plugin.kinds)
      routeSheets.set(kind, [
        ...(routeSheets.get(kind) ?? []),
        fileUrlOf(config, locale, sheet.file),
      ]);
  }
  const ownSheets = [...content.content.keys()].flatMap((plugin) => {
    const sheet = site.pluginSheets.get(plugin.name);
    return sheet && plugin.kinds.some((kind) => routeSheets.has(kind)) ? [sheet] : [];
  });
  const pageScripts = new Map(
    [...compiled.values()].flatMap((c) => (c.script ? [[c.script.file, c.script] as const] : [])),
  );
  const feedLinks = [...content.content.keys()]
    .map((plugin) => plugin.feeds?.(config, locale, t))
    .find((feeds) => feeds !== undefined);
  const script = fileUrlOf(config, locale, site.client.entry);
  const siteHead = siteHeadParts({
    config,
    shell,
    stylesheets: sheets.map((s) => fileUrlOf(config, locale, s.file)),
    feeds: feedLinks,
    script,
    pluginTags: content.plugins.headTags,
    clientModules: clientModules.entry && fileUrlOf(config, locale, clientModules.entry),
  });
  const siteBody = siteBodyTags(content.plugins.headTags);
  const { overrides } = site;
  const themeModules = Object.entries(overrides.scripts).map(
    ([name, file]) => [name, fileUrlOf(config, locale, file)] as const,
  );
  const render = localeRenderContext({
    config,
    template: site.template,
    shell,
    clientShell: {
      ...clientShell(shell),
      ...(themeModules.length > 0 && { themeModules: Object.fromEntries(themeModules) }),
    },
    siteHead,
    siteBody,
    overrides: overrides.components,
    // What the site's replacements read through Docusaurus's modules, in this locale.
    ...(overrides.files.size > 0 && { docusaurus }),
  });
  const shellKey = hashOf(
    JSON.stringify({ ...shell, docsSidebar: undefined }),
    site.templateKey,
    siteHead.start + siteHead.end + siteBody.preBody + siteBody.postBody,
    JSON.stringify([...routeSheets]),
    overrides.key,
  );
  return {
    shell,
    sheets: [...sheets, ...ownSheets],
    routeSheets,
    pageCss,
    pageScripts: [...pageScripts.values()],
    clientModules: clientModules.files,
    feeds: feedLinks,
    render,
    shellKey,
  };
}

/** The plugins' browser modules, bundled for the locale; one that does not build stops the build. */
async function localeClientModules(site: SiteInputs, docusaurus: DocusaurusData) {
  const { config } = site;
  const bundled = await bundleClientModules(
    config.root,
    config.baseUrl,
    site.clientModules,
    docusaurus,
    site.overrides.files,
  );
  if (bundled.problems.length > 0) throw new BuildFailed(bundled.problems);
  return bundled;
}

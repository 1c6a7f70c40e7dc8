/**
 * Rendering a locale's routes and its other files, shared by the full build and the incremental
 * rebuilds of `serve --watch`, so both write exactly the same output.
 */
import type { ResolvedConfig } from '../config/index.js';
import type { CommitDates, FrontMatter, SourceFile } from '../content/index.js';
import { codeVersion, hashOf } from '../cache/index.js';
import {
  renderLlmsTxt,
  redirectPage,
  isIndexable,
  renderSitemap,
  type SitemapEntry,
} from '../emit/index.js';
import { LLMS_FILE, SITEMAP_FILE, type Route, type RouteTable } from '../routes/index.js';
import {
  corePageData,
  untranslatedOf,
  pageSidebarKey,
  type PageDataContext,
  type RenderedPage,
  renderPage,
} from '../render/index.js';
import { MERMAID_MARKER } from '../shared/index.js';
import { format, type NavLink, type PageData } from '../theme/index.js';
import type { CompiledSource } from '../markdown/index.js';
import type { ContentPlugin } from '../plugins/index.js';
import { pluginsByKind, sourcesOf, type LocaleContent, type LocaleLayout } from './localeState.js';
import type { SiteInputs } from './siteInputs.js';

/** A file to write, relative to the locale's output folder. */
export type OutputFile = [path: string, text: string | Uint8Array];

export interface RouteRenderer {
  site: SiteInputs;
  locale: string;
  content: LocaleContent;
  layout: LocaleLayout;
  context: PageDataContext;
  frontMatterOf: (file: string) => FrontMatter;
  /** The source a file was read into, of those the locale's content plugins loaded. */
  sourceOf: (file: string) => SourceFile | undefined;
  /** The content plugin that renders each route kind it adds. */
  pluginOf: Map<Route['kind'], ContentPlugin>;
  /** Where each content section starts, for a generated home page (made when first asked). */
  homeLinks: () => NavLink[];
}

export function routeRenderer(
  site: SiteInputs,
  locale: string,
  content: LocaleContent,
  table: RouteTable,
  compiled: Map<string, CompiledSource>,
  layout: LocaleLayout,
  commits: CommitDates,
): RouteRenderer {
  const { config } = site;
  const t = (key: string, vars?: Record<string, string | number>) =>
    format(content.strings, key, vars);
  const context: PageDataContext = {
    config,
    locale,
    table,
    compiledOf: (file) => compiled.get(file),
    t,
    commits,
    highlight: site.highlight,
  };
  const sourceOf = new Map<string, SourceFile>(
    sourcesOf(content).map((source) => [source.file, source]),
  );
  const pluginOf = pluginsByKind(content);
  let homeLinks: NavLink[] | undefined;
  return {
    site,
    locale,
    content,
    layout,
    context,
    frontMatterOf: (file) => sourceOf.get(file)?.frontMatter ?? {},
    sourceOf: (file) => sourceOf.get(file),
    pluginOf,
    homeLinks: () =>
      (homeLinks ??= [...content.content.keys()].flatMap(
        (plugin) => plugin.homeLinks?.(table, t) ?? [],
      )),
  };
}

/** What the theme renders a route with: its content plugin's page data, or the core's. */
export function pageOf(renderer: RouteRenderer, route: Route): PageData {
  const plugin = renderer.pluginOf.get(route.kind);
  if (!plugin) return corePageData(renderer.context, route, renderer.homeLinks());
  const page = plugin.pageData(renderer.context, route, renderer.content.content.get(plugin));
  // A page shown from the default locale's source says so (whichever plugin made it).
  const untranslated = untranslatedOf(renderer.context, renderer.sourceOf(route.sourceFile), page);
  return untranslated.untranslated ? { ...page, ...untranslated } : page;
}

export interface RenderedFiles {
  /** The route's files besides its page (a doc's Markdown twin). */
  files: OutputFile[];
  /** The page's HTML in pieces (render/pieces.ts), those of its body and its sidebar, and its language. */
  pieces: string[];
  body: RenderedPage['body'];
  sidebar?: RenderedPage['sidebar'];
  lang: string;
}

/** The files of one route: its page and, for a Markdown doc, its source published beside it. */
export function renderRoute(renderer: RouteRenderer, route: Route, page: PageData): RenderedFiles {
  const { pieces, body, lang, sidebar } = renderPage(
    renderer.layout.render,
    page,
    renderer.frontMatterOf(route.sourceFile),
    renderer.layout.routeSheets.get(route.kind),
  );
  const files: OutputFile[] = renderer.pluginOf.get(route.kind)?.routeFiles?.(route) ?? [];
  return { files, pieces, body, lang, sidebar };
}

/**
 * Everything a route's files are made from, hashed, but the page's content HTML and the doc its
 * Markdown twin comes from: those are large, and compared as they are (emitLocale.ts). When all
 * three are unchanged, re-rendering would write the same bytes. Of the docs sidebar, only what the
 * page shows of it counts: a title edited in one category re-renders the pages that show that
 * category open, not every doc.
 */
export function routeKey(renderer: RouteRenderer, page: PageData, sourceFile: string): string {
  const { layout } = renderer;
  const fm = renderer.frontMatterOf(sourceFile);
  return hashOf(
    layout.shellKey,
    pageSidebarKey(layout.render, page),
    JSON.stringify({ ...page, html: undefined, htmlPieces: undefined, sidebar: undefined }),
    JSON.stringify([fm.keywords, fm.image]),
  );
}

/**
 * Everything a route's files are made from, hashed, for a later build to know it would write the
 * same (lastPages.ts): the route's key, its content and the source of its other files, and what
 * every page of the locale is made from besides the shell (sitegen's code, the config, the data
 * the site's replacements read).
 */
export function pageKey(renderer: RouteRenderer, route: Route, page: PageData): string {
  const source = renderer.pluginOf.get(route.kind)?.routeFiles
    ? JSON.stringify(renderer.sourceOf(route.sourceFile) ?? null)
    : '';
  // A module page's HTML from its pieces, one after another: never copied into one string.
  return hashOf(
    localeKey(renderer),
    routeKey(renderer, page, route.sourceFile),
    page.htmlPieces ?? page.html,
    source,
  );
}

const localeKeys = new WeakMap<RouteRenderer, string>();

function localeKey(renderer: RouteRenderer): string {
  let key = localeKeys.get(renderer);
  if (key === undefined) {
    const { render } = renderer.layout;
    key = hashOf(
      codeVersion(),
      renderer.locale,
      JSON.stringify(renderer.site.config, (_key, value: unknown) =>
        typeof value === 'function' ? String(value) : value,
      ),
      JSON.stringify(render.clientShell),
      JSON.stringify(render.docusaurus ?? null),
      // The theme shows the docs sidebar only as each page's own (its key says what the page shows
      // of it); a site's replaced component might show any of it on any page.
      Object.keys(render.overrides).length > 0
        ? JSON.stringify(renderer.layout.shell.docsSidebar ?? null)
        : '',
    );
    localeKeys.set(renderer, key);
  }
  return key;
}

/** Whether a page's HTML has a Mermaid diagram (text cannot spell the marker's `<`). */
export function hasDiagram(html: Buffer): boolean {
  return html.includes(MERMAID_MARKER);
}

/** `lastmod` defaults to a post's date (a full build passes front matter or commit dates). */
export function sitemapEntry(
  renderer: RouteRenderer,
  route: Route,
  page: PageData,
  lastmod = page.blog?.post?.date,
): SitemapEntry | undefined {
  const listed =
    isIndexable(route, page) && (renderer.pluginOf.get(route.kind)?.inSitemap?.(route) ?? true);
  return listed ? { url: route.url, lastmod } : undefined;
}

/** Which of a locale's other files to produce; a full build makes them all. */
export interface LocaleFileNeeds {
  stylesheets: boolean;
  sitemap: boolean;
  llms: boolean;
  feeds: boolean;
  redirects: boolean;
}

export const ALL_LOCALE_FILES: LocaleFileNeeds = {
  stylesheets: true,
  sitemap: true,
  llms: true,
  feeds: true,
  redirects: true,
};

/** The locale's files besides its pages: stylesheets and scripts, sitemap, llms.txt, blog feeds. */
export async function renderLocaleFiles(
  renderer: RouteRenderer,
  table: RouteTable,
  sitemap: SitemapEntry[],
  needs: LocaleFileNeeds,
  diagrams: boolean,
): Promise<OutputFile[]> {
  const { site, locale, content, layout, context } = renderer;
  const config: ResolvedConfig = site.config;
  const t = context.t;
  const files: OutputFile[] = needs.stylesheets
    ? [
        ...layout.sheets,
        ...layout.sheets.flatMap((sheet) => sheet.assets ?? []),
        ...site.client.files,
        // mermaid's chunks only where a page has a diagram to draw
        ...(diagrams ? site.client.mermaidFiles() : []),
        ...layout.pageScripts,
        ...site.overrides.scriptFiles,
        ...layout.clientModules,
      ].map((asset) => [asset.file, asset.text])
    : [];
  if (needs.sitemap) files.push([SITEMAP_FILE, await renderSitemap(config, sitemap)]);
  if (needs.llms) {
    const sections = [...content.content.keys()].flatMap((plugin) =>
      plugin.llms ? [plugin.llms(config, table)] : [],
    );
    files.push([LLMS_FILE, renderLlmsTxt(config, t(config.tagline), sections)]);
  }
  if (needs.redirects) {
    const lang = config.locales[locale]?.htmlLang ?? locale;
    for (const redirect of table.redirects)
      files.push([redirect.outFile, redirectPage(redirect.to, lang)]);
  }
  if (needs.feeds)
    for (const [plugin, loaded] of content.content)
      files.push(
        ...(plugin.localeFiles?.(
          { ...context, copyright: layout.shell.footer.copyright },
          loaded,
        ) ?? []),
      );
  return files;
}

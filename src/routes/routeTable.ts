/**
 * The route table: every URL of one locale's build, decided here and nowhere else. Later stages
 * ask it for URLs (links between sources, sidebar, prev/next) instead of computing their own.
 */
import type { ResolvedConfig } from '../config/index.js';
import type {
  LoadedDocs,
  BlogPost,
  CategoryMeta,
  DocSource,
  PageSource,
  ApiSpec,
} from '../content/index.js';
import { docsRoutes, mainDocsGroup, type DocsRoute, type DocsVersionRoutes } from './docsRoutes.js';
import { apiRoutes, apiSidebar, type ApiRouteData } from './apiRoutes.js';
import { blogRoutes, type BlogRouteData } from './blogRoutes.js';
import type { ErrorList } from '../errors.js';
import type { PluginPage } from '../plugin/index.js';
import { flattenSidebar, type NavLink, type SidebarItem } from './sidebar.js';
import { markdownFileOf, NOT_FOUND_FILE, outFileOf } from './files.js';
import { urlOf, whyNotAPath } from './urls.js';
import { redirectsOf, type Redirect } from './redirects.js';

interface RouteBase {
  /** Site-absolute URL ("/id/docs/intro"). */
  url: string;
  /** Path within the locale, no leading slash ("docs/intro"). */
  path: string;
  locale: string;
  /** Output file relative to the locale's output folder. */
  outFile: string;
  /** The file that produced the route, for errors ("" for generated routes). */
  sourceFile: string;
}

export type Route =
  | (RouteBase & {
      kind: 'doc';
      doc: DocSource;
      /** A Markdown doc's source, published beside its page for readers and AI assistants. */
      twin?: { file: string; url: string };
    })
  /** `group`: the version of the docs section the category is in (`docsGroupKey`). */
  | (RouteBase & { kind: 'doc-category'; category: CategoryMeta; group: string })
  | (RouteBase & { kind: 'page'; page: PageSource })
  | (RouteBase & { kind: 'blog'; blog: BlogRouteData })
  | (RouteBase & { kind: 'api'; api: ApiRouteData })
  /** A page a plugin added: its component renders it with its props. */
  | (RouteBase & { kind: 'plugin'; plugin: PluginPage })
  /** A generated home page, for a site whose content has none. */
  | (RouteBase & { kind: 'home' })
  /** The search page (`/search?q=…`), as Docusaurus's search themes make one. */
  | (RouteBase & { kind: 'search' })
  | (RouteBase & { kind: 'not-found' });

export type RouteKind = Route['kind'];

export interface RouteTable {
  locale: string;
  routes: Route[];
  byUrl: Map<string, Route>;
  /** The main docs' sidebar (the last version of the first docs section; empty without docs). */
  sidebar: SidebarItem[];
  /** Its links in reading order, for previous/next. */
  sidebarOrder: NavLink[];
  /** Every version of every docs section: URL prefix, sidebar, docs and main doc. */
  docs: DocsVersionRoutes[];
  /** The API reference's sidebar and its reading order (empty without an API). */
  apiSidebar: SidebarItem[];
  apiOrder: NavLink[];
  /** Default-locale source file → URL in this locale, for rewriting links between sources. */
  urlOfSource: Map<string, string>;
  /** Old paths that lead on to pages of this table. */
  redirects: Redirect[];
}

export interface RouteTableOptions {
  /** Per version of each docs section. */
  docs: LoadedDocs[];
  pages: PageSource[];
  blog: BlogPost[];
  api?: { spec: ApiSpec; pages: PageSource[]; overviewLabel: string };
  /** Pages the site's plugins added. */
  plugins?: PluginPage[];
}

export function buildRouteTable(
  config: ResolvedConfig,
  locale: string,
  inputs: RouteTableOptions,
  errors: ErrorList,
): RouteTable {
  const routes: Route[] = [];
  const byUrl = new Map<string, Route>();
  const urlOfSource = new Map<string, string>();

  // Hosts on case-insensitive disks (macOS, Windows, some object stores) serve "/Case" and "/case"
  // from one file: two URLs that differ only by case would overwrite each other there.
  const byFoldedUrl = new Map<string, Route>();
  const add = (route: Route): void => {
    const bad = whyNotAPath(route.path);
    if (bad) {
      errors.add({
        file: route.sourceFile || config.configFile,
        message: `the URL path "${route.path}" cannot be used: ${bad}`,
        hint: route.sourceFile
          ? 'rename the file, or give it a slug of letters, digits, "-" and "/" in its front matter'
          : 'change the setting that names this path',
      });
      return;
    }
    const existing = byUrl.get(route.url) ?? byFoldedUrl.get(route.url.toLowerCase());
    if (existing) {
      const sameCase = existing.url === route.url;
      errors.add({
        file: route.sourceFile || existing.sourceFile,
        message: sameCase
          ? `two sources claim the URL ${route.url}: ${describe(existing)} and ${describe(route)}`
          : `the URLs ${existing.url} (${describe(existing)}) and ${route.url} (${describe(route)}) differ only by case, so they would share one file on many hosts`,
        hint: 'rename one of them or give one a different slug in its front matter',
      });
      return;
    }
    byUrl.set(route.url, route);
    byFoldedUrl.set(route.url.toLowerCase(), route);
    routes.push(route);
  };
  const base = { locale, sourceFile: '' };
  const at = (path: string) => ({
    ...base,
    path,
    url: urlOf(config, locale, path),
    outFile: outFileOf(path),
  });

  for (const page of inputs.pages) {
    add({ ...at(page.slug), sourceFile: page.file, kind: 'page', page });
    urlOfSource.set(page.defaultFile, urlOf(config, locale, page.slug));
  }
  const docs = docsRoutes(config, locale, inputs.docs, errors);
  const categoryRoutes: DocsRoute[] = [];
  for (const route of docs.routes) {
    if (route.kind === 'doc-category') {
      categoryRoutes.push(route);
      continue;
    }
    const { doc, path } = route;
    const twin =
      doc.format === 'md'
        ? { file: markdownFileOf(path), url: urlOf(config, locale, markdownFileOf(path)) }
        : undefined;
    add({ ...at(path), sourceFile: doc.file, kind: 'doc', doc, twin });
    urlOfSource.set(doc.defaultFile, urlOf(config, locale, path));
  }
  const blog = config.content.blog;
  if (blog) {
    for (const route of blogRoutes(inputs.blog, blog)) {
      add({ ...at(route.path), sourceFile: route.sourceFile, kind: 'blog', blog: route.data });
      if (route.data.kind === 'blog-post')
        urlOfSource.set(route.data.post.defaultFile, urlOf(config, locale, route.path));
    }
  }
  const api = config.content.api;
  let apiItems: SidebarItem[] = [];
  if (api && inputs.api) {
    for (const route of apiRoutes(inputs.api.spec, inputs.api.pages, api.routeBasePath)) {
      add({ ...at(route.path), sourceFile: route.sourceFile, kind: 'api', api: route.data });
      if (route.data.kind === 'api-doc')
        urlOfSource.set(route.data.page.defaultFile, urlOf(config, locale, route.path));
    }
    apiItems = apiSidebar(
      inputs.api.spec,
      inputs.api.pages,
      inputs.api.overviewLabel,
      (path) => urlOf(config, locale, path),
      api.routeBasePath,
    );
  }
  for (const page of inputs.plugins ?? [])
    add({ ...at(page.path), sourceFile: page.sourceFile, kind: 'plugin', plugin: page });
  // Generated category pages come after the other sections' pages (the order of the sitemap).
  for (const route of categoryRoutes) add({ ...at(route.path), ...route });
  const main = mainDocsGroup(docs.groups);
  // Every site has a home: a docs-only site (or one whose pages hold no index) gets one made.
  const home = at('');
  if (!byUrl.has(home.url)) add({ ...home, kind: 'home' });
  // Docusaurus's search themes make a page at the locale's `search` that links from outside
  // (`/search?q=…`) rely on; a site's own page at that path is kept instead.
  if (config.search && config.searchPage !== false) {
    const search = at(config.searchPage);
    if (!byUrl.has(search.url)) add({ ...search, kind: 'search' });
  }
  const redirects = redirectsOf(
    config,
    locale,
    routes.map((route) => route.path),
    (url) => byUrl.has(url),
    // The Docusaurus OpenAPI preset's introduction page is the reference's overview here.
    api?.slugs === 'summary' && inputs.api?.spec.description
      ? [{ from: `/${api.routeBasePath}/introduction`, to: `/${api.routeBasePath}` }]
      : [],
    errors,
  );
  const notFound: Route = { ...at('404'), outFile: NOT_FOUND_FILE, kind: 'not-found' };
  routes.push(notFound);
  return {
    locale,
    routes,
    byUrl,
    sidebar: main?.sidebar ?? [],
    sidebarOrder: main?.sidebarOrder ?? [],
    docs: docs.groups,
    apiSidebar: apiItems,
    apiOrder: flattenSidebar(apiItems),
    urlOfSource,
    redirects,
  };
}

function describe(route: Route): string {
  return route.sourceFile ? route.sourceFile : `the generated ${route.kind} page`;
}

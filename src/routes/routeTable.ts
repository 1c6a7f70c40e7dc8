/**
 * The route table: every URL of one locale's build, decided here and nowhere else. Later stages
 * ask it for URLs (links between sources, sidebar, prev/next) instead of computing their own.
 */
import type { ResolvedConfig } from '../config/index.js';
import type { CategoryMeta, DocSource, PageSource } from '../content/index.js';
import type { DocsVersionRoutes } from './docsVersions.js';
import type { ApiRouteData, BlogRouteData } from './routeData.js';
import type { ErrorList } from '../errors.js';
import type { PluginPage } from '../plugin/index.js';
import type { NavLink, SidebarItem } from './sidebar.js';
import { NOT_FOUND_FILE, outFileOf } from './files.js';
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
      /** Its tags, each leading to its tag page. */
      tags?: NavLink[];
    })
  /** A docs version's tags (`<version>/tags`), each with the number of docs that have it. */
  | (RouteBase & { kind: 'doc-tags'; group: string; tags: DocTagLink[] })
  /** A tag's page: the docs of a version that have it, by title; `allTags`: the tags page. */
  | (RouteBase & {
      kind: 'doc-tag';
      group: string;
      tag: DocTagLink;
      docs: Array<NavLink & { description?: string }>;
      allTags: string;
      unlisted: boolean;
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

/** A docs tag as its pages show it: label, URL, how many docs have it, its description. */
export interface DocTagLink extends NavLink {
  count: number;
  description?: string;
}

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

/** A route as a content plugin gives it: the table adds its URL and output file. */
export type RouteInput = DistributiveOmit<Route, 'url' | 'locale' | 'outFile' | 'sourceFile'> & {
  sourceFile?: string;
  /** The default-locale source it stands for: links between sources resolve to its URL. */
  standsFor?: string;
};
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a content plugin may add to the table besides its routes (docs sections, API sidebar). */
export type RouteTableParts = Partial<
  Pick<RouteTable, 'sidebar' | 'sidebarOrder' | 'docs' | 'apiSidebar' | 'apiOrder'>
>;

/** How a content plugin adds its routes to the locale's table. */
export interface RouteAdder {
  config: ResolvedConfig;
  locale: string;
  errors: ErrorList;
  /** Adds a route (refused, with an error, when its path is not a path or its URL is taken). */
  add(route: RouteInput): void;
  /**
   * Adds a generated page after every section's own pages (the order of the sitemap), and after
   * the pages of the site's plugins.
   */
  addLater(route: RouteInput): void;
  /**
   * Adds a page after the generated home page (which a site without a home gets), when no route
   * has taken its path by then (Docusaurus's search page gives way to a site's own).
   */
  addUnlessTaken(route: RouteInput): void;
  /** Whether a route has the path (of those added so far). */
  has(path: string): boolean;
  /** Redirects the plugin implies: they give way to pages without a word. */
  imply(redirect: { from: string; to: string }): void;
}

/** One content plugin's part of the table: it adds its routes and says what else it made. */
export type RouteProducer = (adder: RouteAdder) => RouteTableParts | void;

export function buildRouteTable(
  config: ResolvedConfig,
  locale: string,
  producers: RouteProducer[],
  errors: ErrorList,
  /** Pages the site's plugins added. */
  pluginPages: PluginPage[] = [],
): RouteTable {
  const routes: Route[] = [];
  const byUrl = new Map<string, Route>();
  const urlOfSource = new Map<string, string>();

  // Hosts on case-insensitive disks (macOS, Windows, some object stores) serve "/Case" and "/case"
  // from one file: two URLs that differ only by case would overwrite each other there.
  const byFoldedUrl = new Map<string, Route>();
  const addRoute = (route: Route): void => {
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
  const at = (path: string) => ({
    locale,
    sourceFile: '',
    path,
    url: urlOf(config, locale, path),
    outFile: outFileOf(path, config.trailingSlash),
  });
  const add = ({ standsFor, ...input }: RouteInput): void => {
    const route = { ...at(input.path), ...input } as Route;
    addRoute(route);
    if (standsFor !== undefined) urlOfSource.set(standsFor, route.url);
  };
  const later: RouteInput[] = [];
  const unlessTaken: RouteInput[] = [];
  const implied: Array<{ from: string; to: string }> = [];
  const adder: RouteAdder = {
    config,
    locale,
    errors,
    add,
    addLater: (route) => later.push(route),
    addUnlessTaken: (route) => unlessTaken.push(route),
    has: (path) => byUrl.has(urlOf(config, locale, path)),
    imply: (redirect) => implied.push(redirect),
  };
  let parts: RouteTableParts = {};
  for (const produce of producers) parts = { ...parts, ...produce(adder) };
  for (const page of pluginPages)
    addRoute({ ...at(page.path), sourceFile: page.sourceFile, kind: 'plugin', plugin: page });
  // Generated pages (docs categories) come after the sections' own pages.
  for (const route of later) add(route);
  // Every site has a home: a docs-only site (or one whose pages hold no index) gets one made.
  const home = at('');
  if (!byUrl.has(home.url)) addRoute({ ...home, kind: 'home' });
  for (const route of unlessTaken) if (!adder.has(route.path)) add(route);
  const redirects = redirectsOf(
    config,
    locale,
    routes.map((route) => route.path),
    (url) => byUrl.has(url),
    implied,
    errors,
  );
  const notFound: Route = { ...at('404'), outFile: NOT_FOUND_FILE, kind: 'not-found' };
  routes.push(notFound);
  return {
    locale,
    routes,
    byUrl,
    sidebar: [],
    sidebarOrder: [],
    docs: [],
    apiSidebar: [],
    apiOrder: [],
    ...parts,
    urlOfSource,
    redirects,
  };
}

function describe(route: Route): string {
  return route.sourceFile ? route.sourceFile : `the generated ${route.kind} page`;
}

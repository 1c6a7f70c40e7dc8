/**
 * The content hooks of a plugin (plugins/define.ts `definePlugin`'s `content`): the tier of the
 * plugin API for plugins whose pages the theme renders from sources, as sitegen's own docs, blog,
 * pages, API reference and search are. Such a plugin reads its sources for a locale, adds its
 * routes to the route table, turns each of its routes into what the theme renders, and may write
 * files of its own beside the pages (the blog's feeds). The core (pipeline/) runs them through
 * this shape and knows none of them by name: sitegen's own are listed in index.ts, a site's
 * plugins may bring more.
 */
import type { ContentFolder, MarkdownSection, ResolvedConfig } from '../config/index.js';
import type { FrontMatterCache, SourceFile, SourcePatterns } from '../content/index.js';
import type { ErrorList } from '../errors.js';
import type { NavbarLinks, PageDataContext } from '../render/index.js';
import type {
  NavLink,
  Route,
  RouteAdder,
  RouteKind,
  RouteTable,
  RouteTableParts,
} from '../routes/index.js';
import type { DocsData, GlobalData, PageData } from '../theme/index.js';

/** What a plugin reads a locale's content with. */
export interface LoadContext {
  config: ResolvedConfig;
  locale: string;
  errors: ErrorList;
  /** Drafts are built only for `serve --watch`. */
  includeDrafts: boolean;
  /** Parsed front matter kept between builds. */
  frontMatter: FrontMatterCache;
  /** What the plugin's `prepare` read once for every locale. */
  prepared?: unknown;
}

/** One source of a plugin that changed, was added or went (`serve --watch`). */
export interface SourceChange {
  /** Undefined when the source was added. */
  before?: SourceFile;
  /** Undefined when the source was removed. */
  after?: SourceFile;
}

/** The files of a plugin that changed since its content was loaded. */
export interface PluginChanges {
  /**
   * Its sources changed, added or removed: the path inside the content folder (for docs, `group`
   * names the version of the docs section the folder holds).
   */
  sources: Array<{ relPath: string; group?: string }>;
  /**
   * A file it reads besides its sources (the docs' category files, the blog's authors), or one its
   * `prepare` read (it was prepared again).
   */
  data: boolean;
}

/** A plugin's content after some of its files changed. */
export interface ContentUpdate<Content> {
  content: Content;
  changed: SourceChange[];
  /** Whether a URL, a sidebar or a list of its pages may differ: the route table is made again. */
  routes: boolean;
}

/** A folder a plugin reads sources from (and from its translations: content/files.ts `translationDir`). */
export interface PluginFolder {
  folder: ContentFolder;
  /** Which of its files are sources. */
  patterns: SourcePatterns;
  /** For docs, the version of the section the folder holds (`docsGroupKey`). */
  group?: string;
  /** Whose Markdown plugins of the config its sources are compiled with (`markdown.sections`). */
  section: MarkdownSection;
}

/** What an edit (`serve --watch`) changed, as a plugin's `affected` reads it. */
export interface PluginEdit {
  /** The route tables of the last good build and of this one (the same object when not made again). */
  before: RouteTable;
  after: RouteTable;
  /** The route table was made again (a URL, a sidebar or a list may differ). */
  newTable: boolean;
  /** Sources of any plugin whose text changed, with their state before and after. */
  changed: SourceChange[];
  /** The plugin's own files that changed, if any. */
  changes?: PluginChanges;
  /** Sources compiled again (their compiled output may differ). */
  recompiled: SourceFile[];
  /** Whether the site replaced a theme component (`DocSidebar`): it may show more of the page's data. */
  overridden(component: string): boolean;
}

/** Translates a key of the theme's strings in the locale. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A file a plugin writes beside the pages, relative to the locale's output folder. */
export type PluginFile = [path: string, text: string];

/** A locale's feeds as its pages' heads link to them. */
export interface FeedLinks {
  title: string;
  rss: string;
  atom: string;
}

/** What a plugin's own files of a locale are made from. */
export interface LocaleFilesContext extends PageDataContext {
  /** The site footer's copyright line (the blog's feeds carry it). */
  copyright?: string;
}

export interface ContentHooks<Content = unknown> {
  /** Whether the site has this content (its config key, or its default folder). */
  enabled(config: ResolvedConfig): boolean;
  /** The route kinds it adds, and renders (`pageData`). */
  kinds: readonly RouteKind[];
  /**
   * What it reads once for every locale a build makes, before any locale loads (the API
   * reference's OpenAPI description); what it gives reaches `load` as `prepared`. Throws
   * BuildFailed when its files are wrong.
   */
  prepare?(config: ResolvedConfig, locales: string[]): Promise<unknown>;
  /** The files `prepare` reads: `serve --watch` prepares the plugin again when one changes. */
  siteFiles?(config: ResolvedConfig): string[];
  /** The folders it reads sources from: `serve --watch` watches them, links between sources resolve in them. */
  folders(config: ResolvedConfig): PluginFolder[];
  /** Whether a file of its folders that is not a source is one it reads (the docs' `_category_` files). */
  isDataFile?(relPath: string): boolean;
  /** Files it reads for a locale besides its folders' (the docs' translated labels, the blog's authors). */
  dataFiles?(config: ResolvedConfig, locale: string): string[];
  /** Files read with the config (the docs' sidebars and versions.json): a change builds everything again. */
  configFiles?(config: ResolvedConfig): string[];
  /**
   * A stylesheet of sitegen's own (an absolute path) that only its routes' pages need: bundled
   * alone and linked from those pages only, after the theme's (the API reference's `api.css`).
   */
  stylesheet?: string;
  /** Reads the locale's sources: nothing is compiled yet. */
  load(ctx: LoadContext): Content;
  /**
   * Its content after some of its files changed (`serve --watch`), reading no more than it must;
   * without it, the plugin loads its content again.
   */
  update?(ctx: LoadContext, previous: Content, changes: PluginChanges): ContentUpdate<Content>;
  /** The sources the Markdown stage compiles. */
  sources(content: Content): SourceFile[];
  /** Adds its routes to the locale's table, and what else the table holds of it. */
  routes(adder: RouteAdder, content: Content, t: Translate): RouteTableParts | void;
  /**
   * Of its routes, which an edit may render differently besides those whose source changed or was
   * compiled again (each is still compared by its key before it is written); without it, all.
   */
  affected?(edit: PluginEdit): (route: Route) => boolean;
  /** One of its routes with its source as edited, when nothing the route table reads of it changed. */
  withSource?(route: Route, source: SourceFile): Route;
  /** Whether an edit of its sources may change its files beside the pages (`localeFiles`). */
  filesChanged?(edit: PluginEdit): boolean;
  /** Its section of the locale's llms.txt: a heading and one line per page. */
  llms?(config: ResolvedConfig, table: RouteTable): { heading: string; lines: string[] };
  /** Whether one of its (listed) routes belongs in the sitemap; without it, every one. */
  inSitemap?(route: Route): boolean;
  /** What the theme renders one of its routes with. */
  pageData(ctx: PageDataContext, route: Route, content: Content): PageData;
  /** Files a route has beside its page (a Markdown doc's source, published for readers and AI assistants). */
  routeFiles?(route: Route): PluginFile[];
  /**
   * What the navbar's and footer's items of its types lead to (the docs': `docSidebar` items,
   * those naming a `doc`, the version menus). One plugin of a site gives them.
   */
  navbarLinks?(table: RouteTable, t: Translate): NavbarLinks;
  /** Where the plugin's parts of the site start, for the generated home page's cards. */
  homeLinks?(table: RouteTable, t: Translate): NavLink[];
  /**
   * What it gives every page of the locale as Docusaurus's global data (`useGlobalData`), by
   * Docusaurus plugin name and instance id (a site's own plugins' data is laid over it).
   */
  globalData?(config: ResolvedConfig, locale: string, table: RouteTable): GlobalData;
  /** What Docusaurus's docs modules read beyond the global data (`useDocById`, doc cards). */
  docusaurusDocs?(table: RouteTable): DocsData;
  /** Feeds every page of the locale links to in its head (the blog's RSS and Atom). */
  feeds?(config: ResolvedConfig, locale: string, t: Translate): FeedLinks | undefined;
  /** Its files beside the pages (made again whenever its content changed). */
  localeFiles?(ctx: LocaleFilesContext, content: Content): PluginFile[];
}

/** Content hooks named after their plugin (`definePlugin` names them). */
export interface ContentPlugin<Content = unknown> extends ContentHooks<Content> {
  /** Names the plugin in timings, errors and what `prepare` gave. */
  name: string;
}

/** The plugins with their content loaded for a locale, in the order they were listed. */
export type LoadedContent = Map<ContentPlugin, unknown>;

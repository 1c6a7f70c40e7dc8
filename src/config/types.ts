import type { PluggableList } from 'unified';
import type { MermaidSettings } from '../shared/index.js';
import type { SiteError } from '../errors.js';

/**
 * The site config as the stages use it: every default filled in (schema.ts), every path absolute
 * and every section decided (resolve.ts). What an author writes is `SiteConfigInput` (schema.ts).
 */

export interface LocaleConfig {
  /** Name shown in the locale dropdown, in the locale's own language ("Bahasa Indonesia"). */
  label: string;
  /** Value of `<html lang>` and `hreflang` (defaults to the locale id). */
  htmlLang?: string;
  direction?: 'ltr' | 'rtl';
}

/** A link in the navbar or footer. `label` is its text, or a key into the locale files. */
export interface LinkItem {
  label: string;
  /** `docSidebar`: the first doc of a docs section's sidebar. */
  type?: 'docSidebar';
  /** The docs section (its id) a `docSidebar` link leads into; the first section when not given. */
  section?: string;
  /** The sidebar (its id) a `docSidebar` link leads to, and is active on; the section's first when not given. */
  sidebar?: string;
  /** The doc (its id) a `docSidebar` link leads to instead; it is active where that doc's sidebar shows. */
  doc?: string;
  /** Site-internal path without locale prefix ("/docs/intro"); the locale prefix is added per build. */
  to?: string;
  /** External URL, opened as-is and marked as external. */
  href?: string;
  /** Classes of the link. */
  className?: string;
  /** The label is for screen readers only (an icon link the site's CSS draws). */
  hideLabel?: boolean;
  /**
   * The author's HTML (from the config, which the site's author writes): the link's label when
   * the item leads somewhere (`to`, `href`, `type`), else the item itself, shown as it is.
   */
  html?: string;
}

export interface NavbarItem extends Omit<LinkItem, 'type'> {
  /** `docsVersionDropdown`: the version menu of a docs section (`section`), placed here. */
  type?: 'docSidebar' | 'docsVersionDropdown';
  position: 'left' | 'right';
  /** Active on the paths starting with this one ("/docs/api") instead of under its own. */
  activeBasePath?: string;
  /** Active on the paths (with the locale's prefix) this regular expression matches. */
  activeBaseRegex?: string;
  /** A dropdown of these links. */
  items?: LinkItem[];
}

export interface FooterColumn {
  /** Key into `locales/<locale>.json`; a column without one shows no heading. */
  title?: string;
  items: LinkItem[];
}

/** HTML written into the page as it is: only from the config, which the site's author writes. */
export interface TrustedHtml {
  html: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id brings the bar back for readers who closed it. */
  id: string;
  /** Plain text (no HTML), or a key into the locale files; `{ html }` is the author's own HTML. */
  content: string | TrustedHtml;
  /** Optional link appended after the text. */
  link?: LinkItem;
  closeable: boolean;
  /** CSS colours of the bar and its text; the theme's when not given. */
  backgroundColor?: string;
  textColor?: string;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  /** Hide the light/dark switch; the default mode is the only mode. */
  disableSwitch: boolean;
  /** Follow `prefers-color-scheme` when the reader has stored no choice. */
  respectPrefersColorScheme: boolean;
}

/**
 * Where one kind of content lives. `dir` holds the default-locale files; `translations` is a path
 * pattern with `{locale}` where a locale's translated copies live under the same relative paths.
 */
export interface ContentFolder {
  dir: string;
  translations: string;
}

/** The source file an "Edit this page" link leads to. */
export interface EditableFile {
  locale: string;
  /** Path of the file read (a translation when there is one), relative to the site root, with "/". */
  path: string;
  /** Path inside its content folder (the same for a translation and the file it translates). */
  contentPath: string;
  translated: boolean;
  /** A doc's version ("current" for the docs folder) and its folder, relative to the site root. */
  version?: { name: string; dir: string };
}

/**
 * Where "Edit this page" leads: a base URL the file's path (from the site root) is appended to,
 * as Docusaurus's `editUrl`, or a function of the file for a repository laid out otherwise.
 */
export type EditUrl = string | ((file: EditableFile) => string | undefined);

/**
 * One version of a docs section, laid out as Docusaurus lays it out: the docs folder itself is
 * the version "current"; each name in `versions.json` is a copy in
 * `versioned_docs/version-<name>/` with its sidebar in
 * `versioned_sidebars/version-<name>-sidebars.json` (both prefixed `<id>_` for a section other
 * than the default one).
 */
export interface DocsVersion extends ContentFolder {
  /** "current" for the docs folder, else its name in versions.json. */
  name: string;
  /** Shown in the version menu and the badge ("Next" for "current" by default). */
  label: string;
  /** URL segment under the section's route base: '' for the last version, "next" for current, else the name. */
  path: string;
  /** The notice above each doc: newer than the last version or older (none on the last). */
  banner?: 'unreleased' | 'unmaintained';
  /** Whether each doc shows "Version: <label>". */
  badge: boolean;
  /** The version at the route base, where links to the section lead (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** Its sidebars file, when the sidebar is not the folder tree. */
  sidebarPath?: string;
  /** What that file exports: sidebar id → items, as Docusaurus reads them. */
  sidebars?: Record<string, unknown>;
}

/** A docs section: one Docusaurus docs plugin (the preset's, or another with its own `id`). */
export interface DocsFolder extends ContentFolder {
  /** "default" for the main docs; the preferred version is stored under it. */
  id: string;
  /** Its name in the navbar and on the home page when the config gives none (text or a key). */
  label: string;
  /** URL segment the docs live under ("docs" → /docs/intro). */
  routeBasePath: string;
  /** "Edit this page" links on docs; none when not set. */
  editUrl?: EditUrl;
  /** A Docusaurus sidebars file (absolute), when the sidebar is not the folder tree. */
  sidebarPath?: string;
  /** What that file exports: sidebar id → items, as Docusaurus reads them. */
  sidebars?: Record<string, unknown>;
  /** Whether a doc shows when it last changed. */
  showLastUpdateTime: boolean;
  /**
   * Its versions in the order the version menu lists them: "current" first (unless left out), then
   * versions.json's order (newest first). A section without versions.json has "current" alone.
   */
  versions: DocsVersion[];
}

export interface BlogFolder extends ContentFolder {
  routeBasePath: string;
  /** "Edit this page" links on posts; none when not set. */
  editUrl?: EditUrl;
  postsPerPage: number;
  /** The folder of the authors' pages under the blog (`authors`: `/blog/authors/<key>`). */
  authorsBasePath: string;
  /** Whether a post shows its reading time (true unless the config says false). */
  showReadingTime: boolean;
  /** File with author entries (`authors.yml`), relative to `dir`. */
  authorsFile: string;
  /** The title of the blog's sidebar, in every locale its translations do not name one in. */
  sidebarTitle?: string;
  /** How many posts the blog's sidebar lists, newest first: 0 hides it, 'ALL' lists every post. */
  sidebarCount: number | 'ALL';
  /** Whether the sidebar's posts are listed under their year (as Docusaurus 3.5+ does the full list). */
  sidebarGroupByYear: boolean;
  /**
   * How words are counted for the reading time: 'words' as Docusaurus 3.8+ counts them
   * (`Intl.Segmenter`), 'reading-time' as Docusaurus before 3.8 did (the reading-time package).
   */
  readingTimeWords: 'words' | 'reading-time';
  /** Globs of the posts under `dir`, at any depth (Docusaurus's `include`: `**\/*.{md,mdx}`). */
  include: string[];
  /** Globs of files under `dir` that are no posts (Docusaurus's `exclude`: partials, tests). */
  exclude: string[];
}

/** The API reference: generated from an OpenAPI file, plus Markdown pages (an introduction) in `dir`. */
export interface ApiFolder extends ContentFolder {
  /** The OpenAPI 3 description (JSON or YAML), relative to the site root. */
  spec: string;
  /**
   * Translations of the description's text per locale, relative to the site root, with a
   * `{locale}` placeholder ("openapi/i18n/{locale}.json"); a locale without a file reads English.
   */
  specTranslations?: string;
  routeBasePath: string;
  /**
   * How an operation's page is named: from its operationId (`aiGateway.all` → `ai-gateway-all`),
   * or from its summary as the Docusaurus OpenAPI preset names it (`Get all gateways` →
   * `get-all-gateways`, a repeated one numbered `-1`, `-2`, … in the description's order).
   */
  slugs: ApiSlugs;
}

export type ApiSlugs = 'operationId' | 'summary';

export interface SiteConfig {
  title: string;
  tagline: string;
  /** Production origin, no trailing slash ("https://docs.example.com"). */
  url: string;
  /** Path the site is served under, with leading and trailing slash ("/"). */
  baseUrl: string;
  /** Title template; `%s` is replaced by the page title. */
  titleTemplate: string;
  favicon?: string;
  /** Web app manifest, site-relative (optional). */
  manifest?: string;
  /** Default social card image, site-relative. */
  image?: string;
  defaultLocale: string;
  /** Locale id → settings, in dropdown order. */
  locales: Record<string, LocaleConfig>;
  navbar: {
    title: string;
    logo?: { src: string; alt: string };
    items: NavbarItem[];
    hideOnScroll: boolean;
    /** A version menu on the right when the docs have versions and no item places one. */
    versionMenu: boolean;
  };
  footer: {
    columns: FooterColumn[];
    /** Text or a key into the locale files (`{ html }`: the author's own HTML); `{year}` is replaced. */
    copyright: string | TrustedHtml;
    /** An image above the copyright, a link when it has an `href`. */
    logo?: { src: string; alt: string; href?: string };
    /** 'dark': a dark footer in both colour modes (Docusaurus's `footer.style`). */
    style?: 'light' | 'dark';
  };
  announcementBar?: AnnouncementBarConfig;
  tracker?: { host: string; websiteId: string };
  colorMode: ColorModeConfig;
  /** The content sections that are on. */
  content: {
    /** The docs sections, the default one first; empty when docs are off. */
    docs: DocsFolder[];
    blog?: BlogFolder;
    pages?: ContentFolder;
    api?: ApiFolder;
  };
  theme: ThemeConfig;
  /** Files copied as-is into each locale's output root. */
  staticDir: string;
  /** Folder of `<locale>.json` UI strings, laid over sitegen's own; optional. */
  localesDir?: string;
  /** HTML document shell, relative to the site root; sitegen's own `templates/page.html` if unset. */
  template?: string;
  /** What a broken link does to the build: fail it, warn, or nothing. */
  onBrokenLinks: BrokenLinkPolicy;
  /** What a link to a missing `#id` does to the build. */
  onBrokenAnchors: BrokenLinkPolicy;
  /** What a relative link to a Markdown file that is no page does to the build. */
  onBrokenMarkdownLinks: BrokenLinkPolicy;
  /** Built-in search (a Pagefind index per locale and a search box). */
  search: boolean;
  /** The locale's search page's path (`search`), or false for none. */
  searchPage: string | false;
  /** The largest content file sitegen reads, in megabytes (50 unless set). */
  maxFileSizeMB: number;
  /** Values of the site's own, for its pages (`useDocusaurusContext().siteConfig.customFields`). */
  customFields?: Record<string, unknown>;
  /** A Docusaurus config's `themeConfig` as written (what JSON holds of it), for `useThemeConfig`. */
  themeConfig?: Record<string, unknown>;
  /** Scripts of every page's <head>: a URL, or the tag's attributes. */
  scripts: Array<string | Record<string, string | boolean>>;
  /** The heading levels of each page's table of contents, 2–3 unless set. */
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Old paths that lead on to a page (in every locale). */
  redirects: Array<{ from: string | string[]; to: string }>;
  /** The old paths that lead to the page at `path` ("/docs/intro"), if any. */
  createRedirects?: (path: string) => string | string[] | undefined;
  /** <meta> tags of every page, by their attributes. */
  metadata: Array<Record<string, string>>;
  /** Stylesheets of every page's <head>: a URL, or the link's attributes. */
  stylesheets: Array<string | Record<string, string | boolean>>;
  /** Other tags of every page's <head>; `innerHTML` is written as it is. */
  headTags: Array<{
    tagName: string;
    attributes: Record<string, string | boolean>;
    innerHTML?: string;
  }>;
  /** `sitegen serve` (with or without --watch). */
  server?: ServerConfig;
  markdown: MarkdownConfig;
}

/** How `.md` files are read: as MDX, as CommonMark, or by their extension (`detect`). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * The sections whose files are Markdown, each with its own plugins: a docs section is `docs` (the
 * default one) or `docs-<id>` (`markdownSectionOf`).
 */
export type MarkdownSection = 'docs' | `docs-${string}` | 'blog' | 'pages' | 'api';

/** A site's own remark, rehype and recma plugins, in the lists Docusaurus takes. */
export interface MarkdownPlugins {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
  beforeDefaultRehypePlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** Run on the JavaScript program of a file compiled as MDX (a file compiled to HTML has none). */
  recmaPlugins: PluggableList;
}

/** A comment in code that gives lines a class: the line after `line`, those between `block`'s two. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Mermaid as the config sets it: fences on or off, and mermaid's themes and options. */
export interface MermaidConfig extends MermaidSettings {
  /** Whether a ```mermaid fence is a diagram (true unless the config says false). */
  blocks: boolean;
}

export interface MarkdownConfig {
  format: MarkdownFormat;
  /**
   * Comments in code that give lines a class; the highlight comments when not set. The first
   * one's class is also what a fence's `{1,3-5}` gives.
   */
  magicComments?: MagicComment[];
  /** Mermaid diagrams: whether a ```mermaid fence is one, and how the browser draws them. */
  mermaid: MermaidConfig;
  /** Each section's plugins (the config's `markdown` ones, then the section's own); none for most sites. */
  plugins: Partial<Record<MarkdownSection, MarkdownPlugins>>;
  /**
   * Changes whenever the plugins may: the text of the config files and of the local files they
   * import, and the versions of the packages they import. Empty when there are no plugins.
   */
  pluginsKey: string;
}

/** A theme colour property by its camelCase name (`textMuted` is `--sg-text-muted`) → CSS value. */
export type ThemeColors = Partial<Record<string, string>>;

export interface ThemeConfig {
  /** Stylesheets bundled after the theme's own, absolute paths. */
  customCss: string[];
  colors: { both: ThemeColors; light: ThemeColors; dark: ThemeColors };
  /** Whether Infima is bundled (emit/infimaCss.ts, with src/theme/styles/infima.css). */
  infima: boolean;
  /** The colours of highlighted code (emit/prismThemeCss.ts), sitegen's own when not given. */
  prism?: { theme?: PrismTheme; darkTheme?: PrismTheme };
}

/** A code theme as prism-react-renderer writes one, checked (config/schemaParts.ts). */
export interface PrismTheme {
  plain: Record<string, string | number>;
  styles: Array<{
    types: string[];
    style: Record<string, string | number>;
    languages?: string[];
  }>;
}

export type BrokenLinkPolicy = 'throw' | 'warn' | 'ignore';

export interface ServerConfig {
  /**
   * Host names the server answers besides localhost and IP addresses (a guard against DNS
   * rebinding): "docs.example.com", or ".example.com" for it and every subdomain; true for any.
   */
  allowedHosts?: string[] | true;
}

/**
 * The config after loading (config/resolve.ts): every file and folder it names is absolute
 * (content folders and their translation patterns, the OpenAPI description and its translations,
 * the blog's authors file, the static, locales and template paths), and the site root is known.
 */
export interface ResolvedConfig extends SiteConfig {
  root: string;
  /** The config file, for error messages. */
  configFile: string;
  /**
   * The local files the config files import (a plugin of the site, say), absolute: they are part
   * of the config, so `serve --watch` loads it again when one changes.
   */
  configImports: string[];
  /** What the config got wrong without stopping the build (unknown keys): printed with the build. */
  warnings: SiteError[];
}

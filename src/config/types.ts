import type { PluggableList } from 'unified';
import type { MermaidSettings } from '../shared/index.js';
import type { SiteError } from '../errors.js';
import type { ParsedConfig } from './schema.js';
import type { ApiFolder, BlogFolder, ContentFolder, DocsFolder } from './contentTypes.js';

export * from './contentTypes.js';

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
  /** A social network's icon, shown instead of the label (which names the link for screen readers). */
  icon?: string;
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
 * The keys the stages use as the schema gives them (schema.ts documents each, with its default):
 * the rest are decided when the config is resolved (below).
 */
type AsWritten = Pick<
  ParsedConfig,
  | 'title'
  | 'tagline'
  | 'trailingSlash'
  | 'favicon'
  | 'manifest'
  | 'image'
  | 'socialCards'
  | 'defaultLocale'
  | 'tracker'
  | 'onBrokenLinks'
  | 'onBrokenAnchors'
  | 'onBrokenMarkdownLinks'
  | 'search'
  | 'searchPage'
  | 'plugins'
  | 'maxFileSizeMB'
  | 'customFields'
  | 'themeConfig'
  | 'scripts'
  | 'tableOfContents'
  | 'redirects'
  | 'createRedirects'
  | 'metadata'
  | 'stylesheets'
  | 'headTags'
  | 'server'
>;

export interface SiteConfig extends AsWritten {
  /** Title template; `%s` is replaced by the page title. */
  titleTemplate: string;
  /** Production origin, no trailing slash ("https://docs.example.com"). */
  url: string;
  /** Path the site is served under, with leading and trailing slash ("/"). */
  baseUrl: string;
  /** Locale id → settings, in dropdown order. */
  locales: Record<string, LocaleConfig>;
  navbar: {
    title: string;
    logo?: { src: string; srcDark?: string; alt: string };
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
  /**
   * The plugins are all ones known to leave links and sitegen's words alone (linkSafePlugins.ts):
   * a compile shared by every locale needs no check against a locale's own.
   */
  pluginsLinkSafe?: boolean;
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

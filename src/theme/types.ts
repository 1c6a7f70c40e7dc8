/**
 * The data the theme renders: here what every page of a locale shares (the shell) and what the
 * browser reads of a page (its view, the payload of an in-place navigation, the boot data); one
 * page's own data is in pageData.ts. Plain, serialisable values only: the same shapes are rendered
 * on the server and (for the interactive parts) hydrated in the browser.
 */
import type {
  ApiParameter,
  MermaidSettings,
  NavLink,
  SchemaConstraints,
  SchemaRow,
  SidebarItem,
  TocEntry,
} from '../shared/index.js';

export type { ApiParameter, NavLink, SchemaConstraints, SchemaRow, SidebarItem, TocEntry };

export interface ThemeLink {
  /** Already translated. */
  label: string;
  href: string;
  external: boolean;
  /** Classes the config gives the link. */
  className?: string;
  /** The label is read to screen readers only (an icon link the site's CSS draws). */
  hideLabel?: boolean;
  /**
   * A social network's icon (its SVG, drawn on the server) shown instead of the label, which names
   * the link for screen readers.
   */
  iconHtml?: string;
  /** The label as the config's trusted HTML, shown instead of `label`. */
  labelHtml?: string;
  /** An item of the config's trusted HTML only, no link (its `href` is empty). */
  html?: string;
}

export interface LocaleLink {
  id: string;
  label: string;
  htmlLang: string;
  /** This locale's root URL ("/", "/id/"): the dropdown swaps it for the current one. */
  base: string;
}

/** A version of a docs section, as the version menu and the preferred version need it. */
export interface DocsVersionData {
  name: string;
  label: string;
  /** The version at the section's route base (where links to the section lead). */
  isLast: boolean;
  /** The URL of the version's root ("/id/docs/1.0"; "/id/" at the locale's root): its pages are under it. */
  root: string;
  /** Its main doc (where the menu leads from a page it has no twin of), as a path under `root`. */
  main: string;
  /** Its docs by id, as paths under `root` ("" for a doc at the root itself). */
  docs: Record<string, string>;
}

/** A docs section with more than one version. */
export interface VersionedDocs {
  /** The section's id: the reader's preferred version is stored as `docs-preferred-version-<id>`. */
  id: string;
  /** The section's name, translated. */
  label: string;
  /** In menu order: the newest first. */
  versions: DocsVersionData[];
}

/** A navbar item as the shell shows it. */
export type NavbarItemView = ThemeLink & {
  position: 'left' | 'right';
  /** A dropdown of these links (its own `href` is its first link's). */
  items?: ThemeLink[];
  /**
   * A docs version menu (whose `href` is empty): of the section with this id, or ('') of the
   * page's docs section; its `items` are links listed after the versions.
   */
  versionMenu?: string;
  /** A link to a docs sidebar (`PageData.docSidebar`'s form): active on the pages showing it. */
  docSidebar?: string;
  /** Active on the paths starting with this one (with the locale's base: "/fr/docs/api"). */
  activeBasePath?: string;
  /** Active on the paths this regular expression matches (the config's, as Docusaurus reads it). */
  activeBaseRegex?: string;
};

/** Everything that is the same on every page of one locale. */
export interface ShellData {
  siteTitle: string;
  locale: string;
  /** Root URL of this locale ("/id/"). */
  localeBase: string;
  strings: Record<string, string>;
  navbar: {
    title: string;
    /** `srcDark`: the image in dark mode (both are in the page; the stylesheet shows one). */
    logo?: { src: string; srcDark?: string; alt: string };
    items: NavbarItemView[];
    hideOnScroll: boolean;
  };
  /** `copyrightHtml`: the config's trusted HTML, shown instead of `copyright`. */
  footer: {
    /** A column without a title shows its links only (Docusaurus's simple footer). */
    columns: Array<{ title?: string; items: ThemeLink[] }>;
    copyright: string;
    copyrightHtml?: string;
    /** 'dark': drawn dark in both colour modes. */
    style?: 'dark';
  };
  /** `html`: the config's trusted HTML, shown instead of `text`. */
  announcement?: {
    id: string;
    text: string;
    html?: string;
    link?: ThemeLink;
    closeable: boolean;
    /** The config's colours of the bar and its text (CSS), when it gives them. */
    backgroundColor?: string;
    textColor?: string;
  };
  locales: LocaleLink[];
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
  docsSidebar: SidebarItem[];
  /** Whether the locale has a search index (and so a search button). */
  search: boolean;
  /** The docs sections with versions (none when no section has more than one). */
  docsVersions?: VersionedDocs[];
  /** How diagrams are drawn, when the config changes mermaid's defaults (DEFAULT_MERMAID_SETTINGS). */
  mermaid?: MermaidSettings;
}

/** The part of ShellData the browser needs to hydrate the shell (no sidebar, only its strings). */
export type ClientShell = Omit<ShellData, 'docsSidebar'> & {
  /**
   * The browser modules of the site's replacements of shell components (overridable.tsx), by
   * name: loaded before the shell is hydrated.
   */
  themeModules?: Record<string, string>;
};

/**
 * What the shell shows for one page: its URL, the pre-rendered HTML of the content region and of
 * the mobile menu's sidebar. The browser swaps these in place on navigation.
 */
export interface PageView {
  /** Canonical URL path ("/id/docs/intro"). */
  url: string;
  /** The path navbar items and locale links are worked out from (the locale root on the 404 page). */
  navPath: string;
  /** The docs sidebar the page shows, as `PageData.docSidebar`: its navbar item is active. */
  docSidebar?: string;
  /**
   * The content holds a <main> of its own (a Docusaurus page inside its Layout): the shell's
   * region around it is then a plain element and its navbar no banner, so the page has the
   * landmarks of a Docusaurus page, one main among them.
   */
  ownMain?: boolean;
  /** HTML of the content region inside <main>. */
  body: string;
}

/** What an in-place navigation reads from the next page's HTML document. */
export interface PagePayload extends PageView {
  /** The document title. */
  title: string;
  lang: string;
  dir: string;
  /** The page's own <head> tags (description, canonical, alternates, social meta, JSON-LD). */
  head: string;
  /** The page's navbar as the server rendered it (outer HTML), which the plain view swaps in. */
  navbar?: string;
  /** The shell islands of the page (a site's replaced shell components), with their props' JSON. */
  shellIslands?: Array<{ name: string; props: string }>;
}

/** The data the browser runtime boots from, inlined in every page. */
export interface BootData {
  shell: ClientShell;
  url: string;
  navPath: string;
  docSidebar?: string;
  ownMain?: boolean;
}

export type * from './pageData.js';

/**
 * The content sections of the resolved config: where docs (their versions), the blog and the API
 * reference live and how their URLs are made. The rest of the config's shape is types.ts's, which
 * exports these too.
 */

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
  /** The tags file's name in each version's folder; undefined: `tags.yml` when it is there; false: none. */
  tags?: string | false;
  /** What a tag the tags file does not define is (Docusaurus's `onInlineTags`). */
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
  /** The folder of the tag pages under each version's route ("tags"). */
  tagsBasePath: string;
  /** Whether a doc says who last changed it. */
  showLastUpdateAuthor: boolean;
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
  /** A page per schema of `components.schemas`, linked from every use. */
  schemaPages: boolean;
}

export type ApiSlugs = 'operationId' | 'summary';

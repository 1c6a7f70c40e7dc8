/**
 * What the theme renders of one page besides the shell (types.ts): its kind, its data, and the
 * views of the API reference, the blog, docs tags and versions. Plain, serialisable values only.
 */
import type {
  ApiParameter,
  NavLink,
  SchemaConstraints,
  SchemaRow,
  SidebarItem,
  TocEntry,
} from '../shared/index.js';

export type PageKind =
  | 'doc'
  | 'doc-category'
  | 'doc-tags'
  | 'doc-tag'
  | 'page'
  | 'not-found'
  | 'home'
  | 'search'
  | 'blog-list'
  | 'blog-post'
  | 'blog-tags'
  | 'blog-archive'
  | 'blog-authors'
  | 'api-overview'
  | 'api-operation'
  | 'api-doc'
  | 'api-schema';

/** The try-it panel's form, as the server renders it (the browser module sends it). */
export interface ApiTryItView {
  method: string;
  path: string;
  servers: Array<{
    url: string;
    description?: string;
    variables?: Record<string, { default: string; enum?: string[] }>;
  }>;
  /** The credentials the operation's first security scheme asks for. */
  auth?: {
    /** The scheme's name (credentials are kept per scheme for the session). */
    scheme: string;
    kind: 'bearer' | 'basic' | 'apiKey';
    /** For an API key: where it goes and its name. */
    in?: 'header' | 'query' | 'cookie';
    name?: string;
  };
  /** The example body, as pretty JSON, with its content type. */
  body?: { contentType: string; text: string };
}

/** A schema of `components.schemas` a field or body is, and its page. */
export interface ApiSchemaLink {
  name: string;
  href: string;
}

/** A schema's page: its description, type, properties, allowed values and an example. */
export interface ApiSchemaView {
  name: string;
  descriptionHtml?: string;
  type: string;
  rows: SchemaRow[];
  enum?: string[];
  constraints?: SchemaConstraints;
  /** An example value, as highlighted JSON. */
  sample?: string;
}

/** One operation of the API reference, ready to render (descriptions are safe HTML). */
export interface ApiOperationView {
  method: string;
  path: string;
  deprecated: boolean;
  descriptionHtml?: string;
  /** Security scheme labels the call needs; empty when public. */
  auth: string[];
  parameters: ApiParameter[];
  requestBody?: {
    contentType: string;
    required: boolean;
    descriptionHtml?: string;
    schema: SchemaRow[];
    schemaLink?: ApiSchemaLink;
  };
  /** The responses particular to this operation; shared ones are in `sharedErrors`. */
  responses: Array<{
    status: string;
    descriptionHtml?: string;
    contentType?: string;
    schema: SchemaRow[];
    schemaLink?: ApiSchemaLink;
  }>;
  /** Statuses answered with responses shared by every operation, described once at `href`. */
  sharedErrors?: { statuses: string[]; href: string };
  /** Example calls (curl, JavaScript fetch) and example responses, as highlighted HTML. */
  requestSamples: Array<{ label: string; html: string }>;
  /** What the try-it panel sends from: servers, the credentials asked for, the example body. */
  tryIt: ApiTryItView;
  responseSamples: Array<{ status: string; html: string }>;
}

export interface ApiOverviewView {
  version: string;
  descriptionHtml?: string;
  baseUrl: string;
  auth: Array<{ name: string; detail: string; descriptionHtml?: string }>;
  groups: Array<{
    id: string;
    name: string;
    descriptionHtml?: string;
    operations: Array<{ method: string; path: string; summary: string; href: string }>;
  }>;
  /** Responses operations share by reference; `sample` is highlighted HTML. */
  sharedResponses: Array<{
    id: string;
    name: string;
    statuses: string[];
    descriptionHtml?: string;
    schema: SchemaRow[];
    schemaLink?: ApiSchemaLink;
    sample?: string;
  }>;
}

export interface BlogPostCard {
  title: string;
  href: string;
  /** ISO date, for <time datetime>. */
  date: string;
  /** The date written in the locale's format. */
  dateLabel: string;
  /** Empty when the config leaves reading times out. */
  readingTime: string;
  authors: BlogAuthorView[];
  tags: NavLink[];
  /** The excerpt (text before the truncate marker), pre-rendered. */
  excerptHtml: string;
  truncated: boolean;
}

/** A post's author as the blog shows it: its page (or its own URL), avatar and social links. */
export interface BlogAuthorView {
  name: string;
  title?: string;
  /** Its page on the blog when it has one, else its own URL. */
  url?: string;
  imageUrl?: string;
  /** `label`: the platform's name ("GitHub"), or the address of an email link. */
  socials: Array<{ platform: string; label: string; url: string }>;
}

/** What the blog pages show besides the page's own HTML. */
export interface BlogView {
  heading: string;
  description?: string;
  posts?: BlogPostCard[];
  post?: BlogPostCard;
  /** List pages: newer/older pages; post pages: newer/older posts. */
  newer?: NavLink;
  older?: NavLink;
  tags?: Array<NavLink & { count: number }>;
  archive?: Array<{ year: string; posts: BlogPostCard[] }>;
  /** The authors index: each author with a page, and their number of posts. */
  authors?: Array<BlogAuthorView & { count: number }>;
  /** An author's page: who the list is by. */
  author?: BlogAuthorView;
  /** The sidebar's posts, newest first, in one group or one per year; empty: no sidebar. */
  recent: Array<{ year?: string; posts: NavLink[] }>;
  /** The tags index; none when no listed post has a tag (the index is not made). */
  allTagsHref?: string;
  archiveHref: string;
}

/** Everything specific to one page. */
export interface PageData {
  kind: PageKind;
  /** Canonical URL path ("/id/docs/intro"). */
  url: string;
  title: string;
  description?: string;
  /** Pre-rendered HTML of the content (from Markdown, MDX or a page component). */
  html: string;
  /** The same in pieces, when it was made of some (a module page's: CompiledSource.htmlPieces). */
  htmlPieces?: readonly string[];
  toc: TocEntry[];
  breadcrumbs?: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  /** Cards of a generated category index page (with an icon: docCards.ts), or the home page's sections. */
  cards?: Array<NavLink & { description?: string; icon?: string }>;
  unlisted: boolean;
  draft: boolean;
  /** Full-width page without the content column (custom landing pages). */
  wide: boolean;
  /** A page written in Markdown or MDX, not a React page: `MDXContent` wraps its content. */
  markdown?: boolean;
  /** No title heading above the content (a doc's `hide_title`). */
  hideTitle?: boolean;
  /** Classes of the page's outer element (a page's `wrapperClassName`, its Layout's prop). */
  wrapperClassName?: string;
  /** Whether the docs sidebar is shown. */
  withSidebar: boolean;
  blog?: BlogView;
  api?: { operation?: ApiOperationView; overview?: ApiOverviewView; schema?: ApiSchemaView };
  /**
   * The sidebar shown, when it is not the shell's (the main docs' first): another docs sidebar,
   * the API reference's, or none (empty).
   */
  sidebar?: SidebarItem[];
  /** The docs sidebar shown, named by its docs section and id ("default/tutorialSidebar"). */
  docSidebar?: string;
  /** Where "Edit this page" leads (docs and posts of a section with an `editUrl`). */
  editUrl?: string;
  /** When the page's source last changed (its last commit, or `last_update.date`), ISO 8601. */
  lastUpdated?: string;
  /** Who last changed it (its last commit's author, or `last_update.author`), when the section shows it. */
  lastUpdatedBy?: string;
  /** A page of a versioned docs section: its version's badge and banner. */
  docVersion?: DocVersionView;
  /** A doc's tags, each leading to its tag page (shown at the end of the doc). */
  tags?: NavLink[];
  /** A docs version's tags page, or a tag's page. */
  docTags?: DocTagsView;
  /**
   * A doc, post or page of a locale shown from the default locale's source for lack of a
   * translation: the notice above it links to the page in the default locale.
   */
  untranslated?: UntranslatedView;
}

/** What a docs version's tags page (`tags`) or a tag's page (`docs`, `allTags`) lists. */
export interface DocTagsView {
  tags?: Array<NavLink & { count: number; description?: string }>;
  docs?: Array<NavLink & { description?: string }>;
  /** The tags page, from a tag's page. */
  allTags?: string;
}

/** The page in the default locale, for the notice on a page shown untranslated. */
export interface UntranslatedView {
  /** Its URL ("/docs/intro"). */
  href: string;
  /** The default locale's name ("English"). */
  language: string;
  /** Its `hreflang`. */
  htmlLang: string;
}

/** The version a docs page is in, as its badge and banner show it. */
export interface DocVersionView {
  /** The docs section's id. */
  section: string;
  name: string;
  label: string;
  /** Whether "Version: <label>" is shown. */
  badge: boolean;
  banner?: 'unreleased' | 'unmaintained';
  /** With a banner: the last version, and the same doc there (else its main doc). */
  latest?: { name: string; label: string; href: string };
}

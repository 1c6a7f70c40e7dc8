/**
 * The shape of a site config as its author writes it, with a default for every optional key:
 * a site needs only `title` and `url`. What depends on the site's folders (which content sections
 * are on, the navbar they give) is decided when the config is resolved (resolve.ts).
 */
import type { Pluggable } from 'unified';
import { z } from 'zod';
import type { EditableFile } from './types.js';

const text = z.string().min(1, 'must not be empty');

/** A path inside the site ("docs", "i18n/{locale}/docs"). */
const sitePath = text;

/**
 * The schema holds no functions of ours (checks are regular expressions, hints live in HINTS):
 * zod keeps its last schema of each kind reachable from its shared classes, and a function there
 * would hold this whole module, as it held a dropped builder after a theme reload in
 * `serve --watch`.
 */
const NEEDS_LOCALE = 'must hold a {locale} placeholder';
const NOT_HTTP = 'must be an http(s) URL';
const HAS_PATH = 'must be the origin only, with no path';
const NOT_A_PATH = 'must be a path ("/" or "/docs/")';
const NOT_EDIT_URL = 'must be an http(s) URL or a function of the file';
const NOT_AN_ID = 'must be made of letters, digits, "-" and "_"';

/** The hint for a URL with a path: the origin in url, the path in baseUrl. */
function originAndBase(given: string): string {
  const url = new URL(given);
  return `set url to "${url.origin}" and baseUrl to "${url.pathname.replace(/\/?$/, '/')}"`;
}

/** The hint for each check's message, from the value given. */
export const HINTS: Record<string, (given: string) => string> = {
  [NEEDS_LOCALE]: () => 'write it like "i18n/{locale}/docs"',
  [NOT_HTTP]: (given) => {
    // "example.com/docs": the scheme is missing, and maybe a path belongs in baseUrl.
    const bare = given.replace(/^\w+:\/\//, '') || 'docs.example.com';
    return bare.includes('/') && URL.canParse(`https://${bare}`)
      ? originAndBase(`https://${bare}`)
      : `write the whole origin, like "https://${bare}"`;
  },
  [HAS_PATH]: (given) => (URL.canParse(given) ? originAndBase(given) : 'put the path in baseUrl'),
  [NOT_A_PATH]: () => 'put the origin in url and only the path in baseUrl',
  [NOT_EDIT_URL]: () => 'write it like "https://github.com/owner/repo/edit/main/website/"',
  [NOT_AN_ID]: () => 'write it like "community"',
};

const translations = sitePath.includes('{locale}', { message: NEEDS_LOCALE });

/** The production origin ("https://docs.example.com"; written one way in resolve.ts). */
const siteUrl = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+/i, { message: NOT_HTTP })
  // (A value that is no URL at all is told about once, by the check above.)
  .regex(/^(?![a-z]+:\/\/)|^[a-z]+:\/\/[^/?#]*\/?$/i, { message: HAS_PATH });

/** The path the site is served under (written to start and end with "/" in resolve.ts). */
const baseUrl = z.string().regex(/^(?![a-z][\w+.-]*:)[^?#]*$/i, { message: NOT_A_PATH });

type EditUrlFunction = (file: EditableFile) => string | undefined;
type CreateRedirects = (path: string) => string | string[] | undefined;

const editUrl = z.union([
  z.string().regex(/^https?:\/\//, { message: NOT_EDIT_URL }),
  z.function() as unknown as z.ZodType<EditUrlFunction, EditUrlFunction>,
]);

/** The theme's colour properties (`--accent`, `--text-muted` …), by their camelCase names. */
export const THEME_COLORS = [
  'bg',
  'surface',
  'surface2',
  'border',
  'text',
  'textMuted',
  'accent',
  'accentStrong',
  'accentSoft',
  'link',
  'codeBg',
  'highlightLine',
  'note',
  'tip',
  'info',
  'warning',
  'danger',
] as const;

/** A CSS colour value; nothing that could end the declaration it is written into. */
const color = z.string().regex(/^[^;{}<>]+$/, { message: 'must be a CSS colour ("#2e8555")' });
const colorSet = z.strictObject(
  Object.fromEntries(THEME_COLORS.map((name) => [name, color.optional()])) as Record<
    (typeof THEME_COLORS)[number],
    z.ZodOptional<typeof color>
  >,
);

/** HTML the site's author vouches for, written into the page as it is (or a key into the locale files). */
const trustedHtml = z.strictObject({ html: text });

const linkItem = z.strictObject({
  /** Text shown, or a key into the locale files (`navbar.docs`). */
  label: text,
  /** A path on this site without the locale prefix ("/docs/intro"). */
  to: z.string().optional(),
  /** A URL on another site. */
  href: z.string().optional(),
  /** `docSidebar`: leads to the first doc of the docs sidebar. */
  type: z.literal('docSidebar').optional(),
  /** The docs section a `docSidebar` link leads into (its `id`); the first section by default. */
  section: z.string().optional(),
  /** Classes of the link (an icon the site's CSS draws, say). */
  className: z.string().optional(),
  /** The label is the link's name for screen readers only (an icon link). */
  hideLabel: z.boolean().optional(),
  /**
   * The sidebar (its id in the sidebars file) a `docSidebar` link leads to the first doc of; the
   * section's first by default. The link is then active on the pages showing that sidebar.
   */
  sidebar: z.string().optional(),
  /**
   * A doc (its id) a `docSidebar` link leads to instead of its sidebar's first: the link is
   * active on the pages showing that doc's sidebar (Docusaurus's `doc` item).
   */
  doc: z.string().optional(),
});

const navbarItem = linkItem.extend({
  /** Shown as written; a version menu shows the version it is on and needs none. */
  label: text.optional(),
  /** `docsVersionDropdown`: the docs version menu, placed here. */
  type: z.enum(['docSidebar', 'docsVersionDropdown']).optional(),
  position: z.enum(['left', 'right']).default('left'),
  /** A dropdown: its links (the item itself then has no `to` or `href`). */
  items: z.array(linkItem).optional(),
});

const localeConfig = z.strictObject({
  /** Name in the locale's own language ("Bahasa Indonesia"); its own name from Intl by default. */
  label: text.optional(),
  /** `<html lang>` and `hreflang`; the locale id by default. */
  htmlLang: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
});

/** A content section: `false` turns it off, omitted means on when its default folder exists. */
const section = <T extends z.ZodRawShape>(shape: T) =>
  z.union([z.literal(false), z.strictObject(shape)]).optional();

/**
 * A unified plugin (remark or rehype) as Docusaurus takes it: the function, or the function and its
 * options. `instanceof` keeps the site's function itself (zod's function schema would wrap it).
 */
const plugin = z.instanceof(Function, { error: 'must be a plugin function' });
const pluggable = z.union([plugin, z.tuple([plugin]).rest(z.unknown())]) as unknown as z.ZodType<
  Pluggable,
  Pluggable
>;

/** The site's own Markdown plugins, as Docusaurus's content plugins take them. */
const markdownPlugins = {
  /** Remark plugins run before sitegen's own. */
  beforeDefaultRemarkPlugins: z.array(pluggable).optional(),
  /** Remark plugins run after sitegen's own. */
  remarkPlugins: z.array(pluggable).optional(),
  /** Rehype plugins run first, on the HTML tree as it comes from Markdown. */
  beforeDefaultRehypePlugins: z.array(pluggable).optional(),
  /** Rehype plugins run after headings get their ids, before code is highlighted. */
  rehypePlugins: z.array(pluggable).optional(),
  /** Recma plugins, run on the JavaScript MDX compiles to (MDX files only). */
  recmaPlugins: z.array(pluggable).optional(),
};

/** A comment in code that gives lines a class (Docusaurus's `prism.magicComments`). */
const magicComment = z.strictObject({
  className: text,
  /** Marks the line after it ("highlight-next-line"). */
  line: text.optional(),
  /** Marks the lines between the two ("highlight-start", "highlight-end"). */
  block: z.strictObject({ start: text, end: text }).optional(),
});

const contentFolder = {
  /** Folder of the default locale's files. */
  dir: sitePath.optional(),
  /** Where a locale's translated copies live, with `{locale}`. */
  translations: translations.optional(),
};

/** What a version of a docs section shows (Docusaurus's `versions` option, by version name). */
const docsVersionOptions = z.strictObject({
  /** Its name in the version menu and the badge ("Next" for the current folder by default). */
  label: text.optional(),
  /** Its URL segment under the section's route base ('' for the last version by default). */
  path: z.string().optional(),
  /** The notice above its docs; by default "unreleased" for newer versions than the last, "unmaintained" for older. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** "Version: …" above each doc; on by default when the section has more than one version. */
  badge: z.boolean().optional(),
});

/** A docs section: a folder of docs with its route base, sidebar and versions (a Docusaurus docs plugin). */
const docsSection = z.strictObject({
  ...contentFolder,
  /** Names the section (`default` for the first): its versioned folders and the reader's preferred version are kept by it. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { message: NOT_AN_ID })
    .optional(),
  /** The section's name in the navbar and on the home page; a key into the locale files or text. */
  label: text.optional(),
  routeBasePath: z.string().optional(),
  editUrl: editUrl.optional(),
  /** A Docusaurus `sidebars.js` (or `.ts`, `.json`): the sidebar it describes, not the folder tree. */
  sidebarPath: sitePath.optional(),
  /** Whether a doc shows when it last changed (its last commit, or `last_update`); on by default. */
  showLastUpdateTime: z.boolean().optional(),
  /** The version at the route base; the newest in versions.json by default. */
  lastVersion: text.optional(),
  /** Build only these versions. */
  onlyIncludeVersions: z.array(text).min(1).optional(),
  /** Build the docs folder itself as the version "current" (on by default). */
  includeCurrentVersion: z.boolean().optional(),
  /** Ignore versions.json: only the docs folder is built. */
  disableVersioning: z.boolean().optional(),
  /** Per version name ("current" for the docs folder): label, path, banner, badge. */
  versions: z.record(z.string(), docsVersionOptions).optional(),
  ...markdownPlugins,
});

export const configSchema = z.strictObject({
  /** The site's name: the home page title, the navbar title, feeds. */
  title: text,
  /** One line about the site: the home page's description. */
  tagline: z.string().default(''),
  /** The production origin ("https://docs.example.com"). */
  url: siteUrl,
  /** The path the site is served under ("/", "/docs/"). */
  baseUrl: baseUrl.default('/'),
  /** Page titles; `%s` is the page's title. "%s | <title>" by default. */
  titleTemplate: z.string().optional(),
  favicon: z.string().optional(),
  /** Web app manifest, a path on the site. */
  manifest: z.string().optional(),
  /** Default social card image, a path on the site. */
  image: z.string().optional(),
  defaultLocale: text.default('en'),
  /** Locale id → settings, in menu order; the default locale alone by default. */
  locales: z.record(z.string(), localeConfig).optional(),
  navbar: z
    .strictObject({
      /** The site title by default. */
      title: z.string().optional(),
      logo: z.strictObject({ src: text, alt: z.string().default('') }).optional(),
      /** A link to each content section by default. */
      items: z.array(navbarItem).optional(),
      hideOnScroll: z.boolean().default(false),
      /** A docs version menu on the right when the items place none and the docs have versions. */
      versionMenu: z.boolean().default(true),
    })
    .default({ hideOnScroll: false, versionMenu: true }),
  footer: z
    .strictObject({
      /** With two sections or more, one column of them by default. */
      columns: z.array(z.strictObject({ title: text, items: z.array(linkItem) })).optional(),
      /** `{year}` is replaced. "© {year} <title>" by default; `{ html }` is trusted HTML. */
      copyright: z.union([z.string(), trustedHtml]).optional(),
      /** An image above the copyright (a path on this site), linking to `href` when given. */
      logo: z
        .strictObject({ src: text, alt: z.string().default(''), href: z.string().optional() })
        .optional(),
    })
    .default({}),
  announcementBar: z
    .strictObject({
      /** Changing it brings the bar back for readers who closed it. */
      id: text,
      /** Plain text, or a key into the locale files; `{ html }` is trusted HTML. */
      content: z.union([text, trustedHtml]),
      link: linkItem.optional(),
      closeable: z.boolean().default(true),
    })
    .optional(),
  tracker: z.strictObject({ host: text, websiteId: text }).optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the switch: the default mode is the only one. */
      disableSwitch: z.boolean().default(false),
      /** Follow the reader's system setting until they choose. */
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }),
  content: z
    .strictObject({
      /** Docs, from `docs/` by default; a list for several docs sections, each with its `id`. */
      docs: z.union([z.literal(false), docsSection, z.array(docsSection).min(1)]).optional(),
      /** The blog, from `blog/` by default. */
      blog: section({
        ...contentFolder,
        routeBasePath: z.string().optional(),
        editUrl: editUrl.optional(),
        postsPerPage: z.number().int().positive().optional(),
        /** false leaves out each post's reading time. */
        showReadingTime: z.boolean().optional(),
        /** Author entries, relative to the blog folder. */
        authorsFile: z.string().optional(),
        ...markdownPlugins,
      }),
      /** Pages (`.md`, `.mdx`, `.tsx`), from `src/pages/` by default. */
      pages: section({ ...contentFolder, ...markdownPlugins }),
      /** An API reference generated from an OpenAPI 3 description. */
      api: z
        .strictObject({
          ...contentFolder,
          /** The OpenAPI description (JSON or YAML). */
          spec: sitePath,
          /** Translations of its text per locale, with `{locale}`. */
          specTranslations: translations.optional(),
          routeBasePath: z.string().optional(),
          /** Operation pages named from their operationId (the default) or their summary. */
          slugs: z.enum(['operationId', 'summary']).default('operationId'),
        })
        .optional(),
    })
    .default({}),
  theme: z
    .strictObject({
      /** Stylesheets loaded after the theme's, paths in the site. */
      customCss: z.union([sitePath, z.array(sitePath)]).optional(),
      /** Theme colours for both modes, with `light` and `dark` for one mode only. */
      colors: colorSet.extend({ light: colorSet.optional(), dark: colorSet.optional() }).optional(),
      /**
       * Styles for the classes of Docusaurus's Infima (`container`, `row`, `col--6`, `hero`,
       * `button--primary`, `card`, `badge`, `alert`…) that a site's pages and MDX use; on for a
       * site read from a Docusaurus config.
       */
      infima: z.boolean().default(false),
    })
    .default({ infima: false }),
  markdown: z
    .strictObject({
      /**
       * How `.md` files are read: "detect" (the default) reads `.md` as CommonMark and `.mdx` as
       * MDX; "mdx" reads both as MDX (Docusaurus 3's default); "md" reads both as CommonMark.
       * A file's front matter `format` wins.
       */
      format: z.enum(['mdx', 'md', 'detect']).default('detect'),
      /** Comments in code that mark lines; the highlight comments by default. */
      magicComments: z.array(magicComment).optional(),
      /** Plugins for every section's Markdown (a section's own run after these). */
      ...markdownPlugins,
    })
    .default({ format: 'detect' }),
  /** Files copied as they are into each locale's output. */
  staticDir: sitePath.default('static'),
  /** Folder of `<locale>.json` strings laid over sitegen's own. */
  localesDir: sitePath.optional(),
  /** The HTML document shell; sitegen's own by default. */
  template: sitePath.optional(),
  /** A link to a page the site does not have: fail the build (the default), warn, or say nothing. */
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** A link to an id its page does not have: as `onBrokenLinks`. */
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** A relative link to a `.md`/`.mdx` file that is no page: as `onBrokenLinks`. */
  onBrokenMarkdownLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** Values of the site's own, for its pages (`useDocusaurusContext().siteConfig.customFields`). */
  customFields: z.record(z.string(), z.unknown()).optional(),
  /** Scripts of every page's <head>: a URL, or the attributes of the tag (`src` and any other). */
  scripts: z
    .array(
      z.union([z.string(), z.object({ src: text }).catchall(z.union([z.string(), z.boolean()]))]),
    )
    .default([]),
  /** <meta> tags of every page: each one's attributes (`{ name: 'keywords', content: '…' }`). */
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /** Stylesheets of every page's <head>: a URL, or the attributes of the link (`href` and others). */
  stylesheets: z
    .array(
      z.union([z.string(), z.object({ href: text }).catchall(z.union([z.string(), z.boolean()]))]),
    )
    .default([]),
  /** Other tags of every page's <head>, as Docusaurus's `headTags`: `innerHTML` is trusted. */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, { message: 'must be an HTML tag name' }),
        attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  /** The heading levels of each page's table of contents (front matter may say otherwise). */
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** Old paths that lead on to a page, in every locale: `{ from: '/docs/old', to: '/docs/new' }`. */
  redirects: z
    .array(z.strictObject({ from: z.union([text, z.array(text)]), to: text }))
    .default([]),
  /** More redirects: the old paths (if any) that lead to the page at the given path. */
  createRedirects: (
    z.function() as unknown as z.ZodType<CreateRedirects, CreateRedirects>
  ).optional(),
  /** Built-in search; on unless false. */
  search: z.boolean().default(true),
  server: z
    .strictObject({
      /**
       * Host names the server answers besides localhost and IP addresses: "docs.example.com", or
       * ".example.com" for it and its subdomains; true for any.
       */
      allowedHosts: z.union([z.literal(true), z.array(text)]).optional(),
    })
    .optional(),
});

/** A site config as written in `sitegen.config.ts`. */
export type SiteConfigInput = z.input<typeof configSchema>;
/** The config with its defaults, before the site's folders are looked at. */
export type ParsedConfig = z.output<typeof configSchema>;

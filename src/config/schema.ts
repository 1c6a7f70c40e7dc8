/**
 * The shape of a site config as its author writes it, with a default for every optional key:
 * a site needs only `title` and `url`. What depends on the site's folders (which content sections
 * are on, the navbar they give) is decided when the config is resolved (resolve.ts). Its pieces
 * are in schemaParts.ts; the frame of every page (schemaLayout.ts), the theme (schemaTheme.ts),
 * Markdown (schemaMarkdown.ts) and the head (schemaHead.ts) are composed from files of their own.
 */
import { z } from 'zod';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../readText.js';
import type { PluginEntry } from '../plugin/index.js';
import { baseUrl, localeConfig, social, sitePath, siteUrl, text } from './schemaParts.js';
import { navbar, footer, announcementBar, colorMode } from './schemaLayout.js';
import { theme } from './schemaTheme.js';
import { markdown } from './schemaMarkdown.js';
import { scripts, metadata, stylesheets, headTags } from './schemaHead.js';
import { apiOptions } from '../plugins/api/options.js';
import { blogOptions } from '../plugins/blog/options.js';
import { docsOptions } from '../plugins/docs/options.js';
import { pagesOptions } from '../plugins/pages/options.js';

export { HINTS, THEME_COLORS } from './schemaParts.js';

/** An entry of `plugins`: what a plugin's function returns (`showcase({ file: 'data.json' })`). */
const pluginEntry = z.custom<PluginEntry>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluginEntry).name === 'string' &&
    (typeof (value as PluginEntry).setup === 'function' ||
      typeof (value as PluginEntry).content === 'object'),
  {
    message:
      "must be a plugin: call the plugin's function with its options (`plugins: [showcase({ … })]`); a plugin is made with definePlugin",
  },
);

/** Turns a page's path into the old paths that lead to it (client-redirects' createRedirects). */
type CreateRedirects = (path: string) => string | string[] | undefined;

export const configSchema = z.strictObject({
  title: text.describe("The site's name: home page, navbar, page titles, feeds."),
  tagline: z
    .string()
    .default('')
    .describe(
      'One line about the site: the home page title and description; text or a key into the locale files.',
    )
    .meta({ default: 'none' }),
  url: siteUrl.describe(
    'The production origin, `https://docs.example.com` (the path goes in `baseUrl`).',
  ),
  baseUrl: baseUrl.default('/').describe('The path the site is served under (`/docs/`).'),
  trailingSlash: z
    .boolean()
    .optional()
    .describe(
      "As Docusaurus's: `true` links pages `/docs/intro/` and writes `docs/intro/index.html`; `false` links `/docs/intro` and writes `docs/intro.html`; unset links `/docs/intro` and writes `docs/intro/index.html`.",
    ),
  titleTemplate: z
    .string()
    .optional()
    .describe("Each page's `<title>`; `%s` is the page's title.")
    .meta({ default: "`'%s | <title>'`" }),
  favicon: z.string().optional().describe("The site's icon, a path on the site."),
  manifest: z.string().optional().describe('The web app manifest, a path on the site.'),
  image: z
    .string()
    .optional()
    .describe(
      "The default social card (`og:image`), a path on the site; a page's front matter `image` wins.",
    ),
  socialCards: z
    .boolean()
    .optional()
    .describe(
      "A social card drawn for each page (its title, section and the site's name) where the page names no `image` of its own, in place of the default `image`.",
    )
    .meta({ default: '`false`' }),
  defaultLocale: text.default('en').describe('The locale built at `/`.'),
  locales: z
    .record(z.string(), localeConfig)
    .optional()
    .describe(
      'Locale id → `{ label, htmlLang, direction }`, in the order the locale menu shows them: see [adding a locale](/docs/guides/locales).',
    )
    .meta({ default: 'the default locale alone', keyName: 'id' }),
  navbar,
  social: social
    .optional()
    .describe(
      "Icon links to the site's social networks at the end of the navbar: a list of `{ icon, label, href }`, or network → URL (`{ github: 'https://github.com/…' }`).",
    ),
  footer,
  announcementBar,
  tracker: z
    .strictObject({
      host: text.describe(
        'The analytics server, whose `/tracker.js` every page loads (`https://analytics.example.com`).',
      ),
      websiteId: text.describe("The website's id in that server."),
    })
    .optional()
    .describe(
      'An analytics script on every page: `<host>/tracker.js` with the website id, as a self-hosted analytics server serves it.',
    ),
  colorMode,
  content: z
    .strictObject({
      docs: docsOptions,
      blog: blogOptions,
      pages: pagesOptions,
      api: apiOptions,
    })
    .default({})
    .describe(
      "The content sections, each a content plugin's options: each is on when its folder exists unless set to `false`.",
    )
    .meta({ default: 'each section whose folder exists' }),
  theme,
  markdown,
  staticDir: sitePath
    .default('static')
    .describe("Files copied as they are into each locale's output."),
  localesDir: sitePath
    .optional()
    .describe(
      "A folder of `<locale>.json` files with the site's own words by key, laid over sitegen's (React pages read them with `t`).",
    )
    .meta({ default: '`locales/` when it exists' }),
  template: sitePath
    .optional()
    .describe('Another HTML shell for every page.')
    .meta({ default: "sitegen's" }),
  onBrokenLinks: z
    .enum(['throw', 'warn', 'ignore'])
    .default('throw')
    .describe(
      'What a link to a missing page does: `throw` fails the build, `warn` lists it after the summary at its source line, `ignore` says nothing.',
    ),
  onBrokenAnchors: z
    .enum(['throw', 'warn', 'ignore'])
    .default('throw')
    .describe('What a link to a missing `#id` of a page does: as `onBrokenLinks`.'),
  onBrokenMarkdownLinks: z
    .enum(['throw', 'warn', 'ignore'])
    .default('throw')
    .describe(
      'What a link written in Markdown to a `.md`/`.mdx` file that is no page does: as `onBrokenLinks`.',
    ),
  customFields: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "Values of the site's own, for its pages (`useDocusaurusContext().siteConfig.customFields`).",
    ),
  themeConfig: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      "A Docusaurus config's `themeConfig` as written (what JSON holds of it), for the site's code (`useThemeConfig`); set from a `docusaurus.config.js`.",
    ),
  scripts,
  metadata,
  stylesheets,
  headTags,
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z
        .number()
        .int()
        .min(2)
        .max(6)
        .default(2)
        .describe('The shallowest heading listed (2–6).'),
      maxHeadingLevel: z
        .number()
        .int()
        .min(2)
        .max(6)
        .default(3)
        .describe('The deepest heading listed (2–6).'),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    .describe(
      "The heading levels of every page's table of contents; front matter `toc_min_heading_level`/`toc_max_heading_level` override it per page.",
    ),
  redirects: z
    .array(
      z.strictObject({
        from: z
          .union([text, z.array(text)])
          .describe('The old path, or a list of them (`/docs/old`).'),
        to: text.describe('A page of the site (`/docs/new`), or a whole URL of another site.'),
      }),
    )
    .default([])
    .describe(
      'Old paths that lead on to a page, in every locale: each is a small page that sends the reader on (query and hash kept) and names the new page as canonical. A redirect over a page, or to no page, is an error. See [redirects](/docs/guides/redirects).',
    ),
  createRedirects: (z.function() as unknown as z.ZodType<CreateRedirects, CreateRedirects>)
    .optional()
    .describe(
      "A function of a page's path (`'/docs/intro'`) returning the old paths that lead to it (a path, a list or nothing); one that is a page's path is left out.",
    )
    .meta({ type: '(path: string) => string | string[] | undefined' }),
  search: z
    .boolean()
    .default(true)
    .describe(
      'The search index, the search box and the search page; `false` leaves them out. See [search](/docs/guides/search).',
    ),
  searchPage: z
    .union([z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'a path such as "search"'), z.literal(false)])
    .default('search')
    .describe(
      "Where each locale's search page is (`'find'`: `/find?q=…`), or `false` for none; a Docusaurus config has one only with a search theme, where it puts it (`themeConfig.algolia`'s `searchPagePath`, or the local search plugin's `/search`), so a site keeps exactly its pages.",
    ),
  maxFileSizeMB: z
    .number()
    .positive()
    .default(DEFAULT_MAX_FILE_SIZE_MB)
    .describe(
      "The largest content file (Markdown, MDX, category, authors, sidebars and translation files, the OpenAPI description) a build reads, in megabytes: a larger one is an error naming it, checked before it is read. A Markdown file takes about 35 times its size in memory while it compiles (a 10 MB page: 360 MB), so the limit also bounds a build's memory.",
    ),
  plugins: z
    .array(pluginEntry)
    .default([])
    .describe(
      "The site's plugins, each made by its function with its options (`plugins: [showcase({ file: 'data.json' })]`): see [plugins](/docs/guides/plugins).",
    )
    .meta({ type: 'plugin[]' }),
  server: z
    .strictObject({
      allowedHosts: z
        .union([z.literal(true), z.array(text)])
        .optional()
        .describe(
          'Host names `sitegen serve` answers besides localhost and IP addresses: `docs.example.com`, or `.example.com` for it and its subdomains; `true` for any.',
        ),
    })
    .optional()
    .describe('What `sitegen serve` answers: see [the command line](/docs/reference/cli).'),
});

/** A site config as written in `sitegen.config.ts`. */
export type SiteConfigInput = z.input<typeof configSchema>;
/** The config with its defaults, before the site's folders are looked at. */
export type ParsedConfig = z.output<typeof configSchema>;

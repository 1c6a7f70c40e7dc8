/**
 * The shape of a site config as its author writes it, with a default for every optional key:
 * a site needs only `title` and `url`. What depends on the site's folders (which content sections
 * are on, the navbar they give) is decided when the config is resolved (resolve.ts). Its pieces
 * are in schemaParts.ts.
 */
import { z } from 'zod';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../readText.js';
import type { PluginEntry } from '../plugin/index.js';
import {
  THEME_COLORS,
  baseUrl,
  colorSet,
  prismTheme,
  linkItem,
  localeConfig,
  magicComment,
  markdownPlugins,
  navbarItem,
  social,
  sitePath,
  siteUrl,
  text,
  trustedHtml,
} from './schemaParts.js';
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
  navbar: z
    .strictObject({
      title: z.string().optional().describe('The title at its start; the site title by default.'),
      logo: z
        .strictObject({
          src: text.describe('The image, a path on the site.'),
          srcDark: text
            .optional()
            .describe('The image in dark mode; `src` in both modes when not given.'),
          alt: z.string().default('').describe('Its text for screen readers.'),
        })
        .optional()
        .describe('An image before the title.'),
      items: z
        .array(navbarItem)
        .optional()
        .describe(
          "Links, dropdowns and menus. An item is active (drawn in the accent) where its sidebar shows (`docSidebar`), where the path starts with its `activeBasePath` or matches its `activeBaseRegex`, else on its own page and those under it; only when no item is active that way does the link of the page's section (a Docs link to `/docs/intro` on `/docs/guides/x`) stand for it, one item only. A Docusaurus config's links are active as in Docusaurus.",
        )
        .meta({ default: 'a link to each content section' }),
      hideOnScroll: z
        .boolean()
        .default(false)
        .describe('Slide the navbar away while the reader scrolls down.'),
      versionMenu: z
        .boolean()
        .default(true)
        .describe(
          "The [version menu](/docs/guides/versions) on the right when the items place none (`{ type: 'docsVersionDropdown' }`) and the docs have versions; `false` leaves it out.",
        ),
    })
    .default({ hideOnScroll: false, versionMenu: true })
    .describe('The bar at the top of every page.')
    .meta({ default: 'the title and a link to each section' }),
  social: social
    .optional()
    .describe(
      "Icon links to the site's social networks at the end of the navbar: a list of `{ icon, label, href }`, or network → URL (`{ github: 'https://github.com/…' }`).",
    ),
  footer: z
    .strictObject({
      columns: z
        .array(
          z.strictObject({
            title: text.optional().describe('Its heading; a column may have none.'),
            items: z
              .array(linkItem)
              .describe(
                'Its links, each with the keys of a navbar link (`label`, `to`, `href`, `html`…); an item may be `{ html }` alone, written as you wrote it.',
              )
              .meta({ type: 'link[]', keys: false }),
          }),
        )
        .optional()
        .describe('Columns of links.')
        .meta({ default: 'with two sections or more, one column of them' }),
      copyright: z
        .union([z.string(), trustedHtml])
        .optional()
        .describe(
          "The line under the columns, `{year}` replaced; a plain string is text, `{ html: '…' }` is written into the page as HTML (yours, so trusted).",
        )
        .meta({ default: "`'© {year} <title>'`" }),
      logo: z
        .strictObject({
          src: text.describe('The image, a path on the site.'),
          alt: z.string().default('').describe('Its text for screen readers.'),
          href: z.string().optional().describe('Where the image links to.'),
        })
        .optional()
        .describe('An image above the copyright, a link with `href`.'),
      style: z
        .enum(['light', 'dark'])
        .optional()
        .describe(
          "`'dark'` draws the footer dark in both colour modes, as Docusaurus's dark style.",
        ),
    })
    .default({})
    .describe('The footer of every page.')
    .meta({ default: "`'© {year} <title>'`" }),
  announcementBar: z
    .strictObject({
      id: text.describe('Changing it brings the bar back for readers who closed it.'),
      content: z
        .union([text, trustedHtml])
        .describe(
          "Plain text, or a key into the locale files; `{ html: '…' }` is trusted HTML, as for the copyright.",
        ),
      link: linkItem
        .optional()
        .describe('A link after the text, with the keys of a navbar link (`label`, `to`, `href`).')
        .meta({ type: 'link', keys: false }),
      closeable: z.boolean().default(true).describe('Whether the reader may close it.'),
      backgroundColor: text
        .optional()
        .describe("The bar's CSS colour (the theme's when not given)."),
      textColor: text.optional().describe("Its text's CSS colour (the theme's when not given)."),
    })
    .optional()
    .describe('A bar above the navbar, on every page.'),
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
  colorMode: z
    .strictObject({
      defaultMode: z
        .enum(['light', 'dark'])
        .default('light')
        .describe('The mode a first visit shows (unless the system says otherwise, see below).'),
      disableSwitch: z
        .boolean()
        .default(false)
        .describe('Hide the switch: the default mode is the only one.'),
      respectPrefersColorScheme: z
        .boolean()
        .default(true)
        .describe("Follow the reader's system setting until they choose."),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })
    .describe('Light and dark mode.')
    .meta({ default: 'light, with a switch, following the system' }),
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
  theme: z
    .strictObject({
      customCss: z
        .union([sitePath, z.array(sitePath)])
        .optional()
        .describe(
          "The site's stylesheets (a path or a list), loaded after the theme's: see [theming](/docs/guides/theming).",
        ),
      colors: colorSet
        .extend({
          light: colorSet.optional().describe('Colours of the light mode only.'),
          dark: colorSet.optional().describe('Colours of the dark mode only.'),
        })
        .optional()
        .describe(
          `Colours by name for both modes, with \`light\` and \`dark\` for one: ${THEME_COLORS.map((name) => `\`${name}\``).join(', ')}. See [theming](/docs/guides/theming).`,
        )
        .meta({ default: "the theme's", keys: false }),
      infima: z
        .boolean()
        .default(false)
        .describe(
          "Docusaurus's Infima (its variables, element styles and classes: `container`, `row`, `col--6`, `hero`, `button--primary`, `card`…) for pages and MDX written for Docusaurus: see [theming](/docs/guides/theming).",
        )
        .meta({ default: '`false` (`true` from a Docusaurus config)' }),
      prism: z
        .strictObject({
          theme: prismTheme
            .optional()
            .describe("The light mode's, and both modes' without `darkTheme`.")
            .meta({ keys: false }),
          darkTheme: prismTheme.optional().describe("The dark mode's.").meta({ keys: false }),
        })
        .optional()
        .describe(
          "The colours of highlighted code: each a theme object as [prism-react-renderer](https://github.com/FormidableLabs/prism-react-renderer) gives them (`require('prism-react-renderer').themes.dracula`; Docusaurus's `themeConfig.prism.theme` and `darkTheme` are read as these). A token kind the theme gives no style takes the block's colour.",
        )
        .meta({ default: "sitegen's colours" }),
    })
    .default({ infima: false })
    .describe("The theme's look: stylesheets, colours, Infima, code colours.")
    .meta({ default: "the theme's" }),
  markdown: z
    .strictObject({
      format: z
        .enum(['mdx', 'md', 'detect'])
        .default('detect')
        .describe(
          "How Markdown files are read: `detect` reads `.md` as CommonMark and `.mdx` as MDX, `mdx` reads both as MDX (Docusaurus 3's default), `md` both as CommonMark; a file's front matter `format` wins. See [Markdown](/docs/guides/markdown).",
        ),
      magicComments: z
        .array(magicComment)
        .optional()
        .describe(
          "Comments in code that give lines a class: `[{ className, line, block: { start, end } }]`; the first one's class is also what `{1,3-5}` gives. See [Markdown](/docs/guides/markdown).",
        )
        .meta({ default: 'the highlight comments' }),
      mermaid: z
        .union([
          z.boolean(),
          z.strictObject({
            blocks: z
              .boolean()
              .optional()
              .describe('`false` keeps fences as code (`@theme/Mermaid` still draws).')
              .meta({ default: '`true`' }),
            theme: z
              .strictObject({
                light: text.optional().describe("mermaid's theme in light mode."),
                dark: text.optional().describe("mermaid's theme in dark mode."),
              })
              .optional()
              .describe("mermaid's theme per colour mode.")
              .meta({ default: '`default` and `dark`' }),
            options: z
              .record(z.string(), z.unknown())
              .optional()
              .describe("mermaid's `initialize` options (its `securityLevel` stays `strict`)."),
          }),
        ])
        .optional()
        .describe(
          'A ```` ```mermaid ```` fence is a diagram drawn in the browser; `false` keeps it a code block; an object sets its theme and options. See [Markdown](/docs/guides/markdown).',
        )
        .meta({ default: '`true`' }),
      ...markdownPlugins,
    })
    .default({ format: 'detect' })
    .describe(
      "How every section's Markdown is read, and the site's own [remark and rehype plugins](/docs/guides/markdown#your-own-remark-and-rehype-plugins) for it, run where Docusaurus runs them (a section's own run after these).",
    )
    .meta({ default: "`{ format: 'detect' }`" }),
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
  scripts: z
    .array(
      z.union([
        z.string(),
        z
          .object({ src: text.describe("The script's URL.") })
          .catchall(z.union([z.string(), z.boolean()])),
      ]),
    )
    .default([])
    .describe(
      "`<script>` tags of every page's head: a URL, or `{ src, defer, … }` (the tag's attributes).",
    ),
  metadata: z
    .array(z.record(z.string(), z.string()))
    .default([])
    .describe("`<meta>` tags of every page: each one's attributes (`{ name, content }`)."),
  stylesheets: z
    .array(
      z.union([
        z.string(),
        z
          .object({ href: text.describe("The stylesheet's URL.") })
          .catchall(z.union([z.string(), z.boolean()])),
      ]),
    )
    .default([])
    .describe(
      '`<link rel="stylesheet">` tags of every page\'s head: a URL, or `{ href, media, … }` (the tag\'s attributes).',
    ),
  headTags: z
    .array(
      z.strictObject({
        tagName: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/, { message: 'must be an HTML tag name' })
          .describe("The tag's name (`link`, `script`)."),
        attributes: z
          .record(z.string(), z.union([z.string(), z.boolean()]))
          .default({})
          .describe('Its attributes; `true` writes one with no value.'),
        innerHTML: z
          .string()
          .optional()
          .describe("What it holds, written as it is (the config's own, so trusted)."),
      }),
    )
    .default([])
    .describe("Any other tag of every page's head, as Docusaurus's `headTags`."),
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

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
  /** The site's name: the home page title, the navbar title, feeds. */
  title: text,
  /** One line about the site: the home page's description. */
  tagline: z.string().default(''),
  /** The production origin ("https://docs.example.com"). */
  url: siteUrl,
  /** The path the site is served under ("/", "/docs/"). */
  baseUrl: baseUrl.default('/'),
  /**
   * As Docusaurus's: true links pages "/docs/intro/" and writes docs/intro/index.html, false links
   * "/docs/intro" and writes docs/intro.html; unset links "/docs/intro" and writes
   * docs/intro/index.html.
   */
  trailingSlash: z.boolean().optional(),
  /** Page titles; `%s` is the page's title. "%s | <title>" by default. */
  titleTemplate: z.string().optional(),
  favicon: z.string().optional(),
  /** Web app manifest, a path on the site. */
  manifest: z.string().optional(),
  /** Default social card image, a path on the site. */
  image: z.string().optional(),
  /**
   * A social card drawn for each page (its title, section and the site's name) where the page
   * names no `image` of its own, in place of the default `image`.
   */
  socialCards: z.boolean().optional(),
  defaultLocale: text.default('en'),
  /** Locale id → settings, in menu order; the default locale alone by default. */
  locales: z.record(z.string(), localeConfig).optional(),
  navbar: z
    .strictObject({
      /** The site title by default. */
      title: z.string().optional(),
      logo: z
        .strictObject({
          src: text,
          /** The logo in dark mode; `src` in both modes when not given. */
          srcDark: text.optional(),
          alt: z.string().default(''),
        })
        .optional(),
      /** A link to each content section by default. */
      items: z.array(navbarItem).optional(),
      hideOnScroll: z.boolean().default(false),
      /** A docs version menu on the right when the items place none and the docs have versions. */
      versionMenu: z.boolean().default(true),
    })
    .default({ hideOnScroll: false, versionMenu: true }),
  /** Icon links to the site's social networks, at the end of the navbar (see schemaParts `social`). */
  social: social.optional(),
  footer: z
    .strictObject({
      /** With two sections or more, one column of them by default. */
      columns: z
        .array(z.strictObject({ title: text.optional(), items: z.array(linkItem) }))
        .optional(),
      /** `{year}` is replaced. "© {year} <title>" by default; `{ html }` is trusted HTML. */
      copyright: z.union([z.string(), trustedHtml]).optional(),
      /** An image above the copyright (a path on this site), linking to `href` when given. */
      logo: z
        .strictObject({ src: text, alt: z.string().default(''), href: z.string().optional() })
        .optional(),
      /** 'dark': light text on a dark footer in both colour modes, as Docusaurus's dark style. */
      style: z.enum(['light', 'dark']).optional(),
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
      /** CSS colours of the bar and its text (Docusaurus's backgroundColor, textColor). */
      backgroundColor: text.optional(),
      textColor: text.optional(),
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
  /** The built-in content plugins' options: each plugin's schema is in its folder (plugins/<name>/options.ts). */
  content: z
    .strictObject({
      docs: docsOptions,
      blog: blogOptions,
      pages: pagesOptions,
      api: apiOptions,
    })
    .default({}),
  theme: z
    .strictObject({
      /** Stylesheets loaded after the theme's, paths in the site. */
      customCss: z.union([sitePath, z.array(sitePath)]).optional(),
      /** Theme colours for both modes, with `light` and `dark` for one mode only. */
      colors: colorSet.extend({ light: colorSet.optional(), dark: colorSet.optional() }).optional(),
      /**
       * Docusaurus's Infima (its variables, element styles and classes: `container`, `row`,
       * `col--6`, `hero`, `button--primary`, `card`, `badge`, `alert`…), which pages and MDX
       * written for Docusaurus expect; on for a site read from a Docusaurus config.
       */
      infima: z.boolean().default(false),
      /**
       * The colours of highlighted code, as prism-react-renderer's themes give them
       * (`require('prism-react-renderer').themes.github`): `theme` in light mode (in both without
       * `darkTheme`), `darkTheme` in dark mode; sitegen's own colours by default.
       */
      prism: z
        .strictObject({ theme: prismTheme.optional(), darkTheme: prismTheme.optional() })
        .optional(),
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
      /**
       * Mermaid diagrams: a ```mermaid fence is drawn as a diagram in the browser (true, the
       * default), or stays code (false); an object sets mermaid's theme per colour mode and its
       * options (`blocks: false` keeps fences as code, `@theme/Mermaid` still draws).
       */
      mermaid: z
        .union([
          z.boolean(),
          z.strictObject({
            blocks: z.boolean().optional(),
            theme: z.strictObject({ light: text.optional(), dark: text.optional() }).optional(),
            options: z.record(z.string(), z.unknown()).optional(),
          }),
        ])
        .optional(),
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
  /**
   * A Docusaurus config's `themeConfig` as written (what JSON holds of it), for the site's code
   * (`useThemeConfig`); set from a docusaurus.config.js.
   */
  themeConfig: z.record(z.string(), z.unknown()).optional(),
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
  /**
   * Where each locale's search page is (`search`: `/search?q=…`, as Docusaurus's search themes
   * make it), or false for none. Only with `search` on.
   */
  searchPage: z
    .union([z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'a path such as "search"'), z.literal(false)])
    .default('search'),
  /**
   * The largest content file (Markdown, data, sidebars, the OpenAPI description) sitegen reads,
   * in megabytes: a larger one is an error naming it, rather than gigabytes of memory.
   */
  maxFileSizeMB: z.number().positive().default(DEFAULT_MAX_FILE_SIZE_MB),
  /** The site's plugins, each made by its function with its options (see definePlugin). */
  plugins: z.array(pluginEntry).default([]),
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

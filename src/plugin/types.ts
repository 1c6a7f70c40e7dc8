/**
 * The plugin API: what a plugin may add to a site, and when. A plugin reads its own files or data
 * (`loadContent`), adds pages made from them and data every page can read (`contentLoaded`),
 * tags of every page's <head>, browser modules run on every page, and steps after the build; it
 * names the files it reads (`watch`) so `serve --watch` runs it again when one changes.
 *
 * A site lists its plugins in its config (`plugins: [showcase({ file: 'data/showcase.json' })]`);
 * a Docusaurus site's plugins run through the same API (plugin/docusaurus/). Each plugin is set up
 * once per build with its options, checked by its zod schema; `loadContent` and `contentLoaded`
 * run once per locale, as under Docusaurus (each locale may read other files); `postBuild` once
 * per locale, after its pages are written.
 */
import type { z } from 'zod';
import type { SiteError } from '../errors.js';

/** What every hook knows of the site. */
export interface PluginSite {
  /** The site's folder (absolute). */
  root: string;
  /** The site's config file (absolute; "" when there is none). */
  configFile: string;
  title: string;
  /** The site's address ("https://example.com"; "" when the config gives none). */
  url: string;
  /** The path the site is served under, with both slashes ("/", "/docs/"). */
  baseUrl: string;
  defaultLocale: string;
  /** Every locale of the site, the default first. */
  locales: string[];
  /** A folder of the site's cache the plugin may keep files in (made on first use). */
  cacheDir: string;
  /** `serve --watch` runs plugins in 'development', a build in 'production' (the default). */
  mode?: 'production' | 'development';
  /** Says something wrong that does not stop the build, beside the build's other warnings. */
  warn?(warning: SiteError): void;
}

/**
 * What `loadContent`, `contentLoaded`, `headTags`, `codeTranslations` and `postBuild` are told:
 * the site and a locale.
 */
export interface PluginLocale extends PluginSite {
  locale: string;
  /** The path under which this locale's pages are ("/" for the default locale, "/fr/" …). */
  localeBaseUrl: string;
}

/** A page a plugin adds. */
export interface PluginRoute {
  /** Its path inside the locale, no slash at either end ("showcase/alpha"; "" is the home page). */
  path: string;
  /**
   * The React component that renders it: a file (absolute, or relative to the site root) whose
   * default export is the component. It renders on the server with `props` (and the props every
   * React page gets: `locale`, `url`, `t`…), and hydrates in the browser with the same props.
   */
  component: string;
  /** Data the component renders with: plain JSON (it is written into the page for hydration). */
  props?: Record<string, unknown>;
  /** The page's title and description (its <title> and meta description); the site's otherwise. */
  title?: string;
  description?: string;
  /** The file the page is made from, named in errors about it ("" or absent: the plugin's). */
  sourceFile?: string;
  /** Left out of the sitemap, the search index and `llms.txt`. */
  unlisted?: boolean;
}

/**
 * A tag of every page: in its <head> unless `position` says otherwise. `innerHTML` is written as
 * it is: it is the plugin's, not content.
 */
export interface PluginHeadTag {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
  /**
   * Where it goes: the <head> (the default), right after `<body>` (`'preBody'`) or right before
   * `</body>` (`'postBody'`), as Docusaurus's `preBodyTags` and `postBodyTags`.
   */
  position?: TagPosition;
}

/** Where a plugin's tag goes in every page (`PluginHeadTag.position`). */
export type TagPosition = 'head' | 'preBody' | 'postBody';

/** What `contentLoaded` may do. */
export interface PluginActions {
  addRoute(route: PluginRoute): void;
  /**
   * Data every page of the locale can read (`usePluginData(name, id)` and `useGlobalData()` of
   * `@docusaurus/useGlobalData`), under the plugin's name and id: plain JSON.
   */
  setGlobalData(data: unknown): void;
}

/** A page the build wrote, as `postBuild` is told about it. */
export interface BuiltPage {
  /** Site-absolute URL ("/fr/docs/intro"). */
  url: string;
  /** Path inside the locale ("docs/intro"). */
  path: string;
  /** The page's file, absolute. */
  file: string;
}

/** What a plugin does: every hook is optional. */
export interface PluginHooks<Content = unknown> {
  /**
   * The name the plugin goes by once set up, when its setup decides it (a Docusaurus plugin's
   * instance names itself): its global data is filed under it. The entry's name otherwise.
   */
  name?: string;
  /**
   * The files the plugin reads, as globs relative to the site root (or absolute): when one changes,
   * `serve --watch` runs the plugin again and renders the pages whose data changed.
   */
  watch?: string[];
  /** Reads what the plugin's pages are made of, once per locale. */
  loadContent?(locale: PluginLocale): Content | Promise<Content>;
  /** Adds pages and global data from what `loadContent` returned. */
  contentLoaded?(args: {
    content: Content;
    actions: PluginActions;
    locale: PluginLocale;
  }): void | Promise<void>;
  /**
   * Tags of every page of the locale: in its <head>, after the site's own; a tag with a `position`
   * goes right after `<body>` or right before `</body>` instead.
   */
  headTags?(locale: PluginLocale): PluginHeadTag[] | undefined;
  /**
   * Default messages of `translate()` and `<Translate>` ids (`@docusaurus/Translate`) in the
   * locale, as Docusaurus's `getDefaultCodeTranslationMessages`: the site's own translations
   * (`i18n/<locale>/code.json`, its locales folder) win over them, and a later plugin's over an
   * earlier one's.
   */
  codeTranslations?(
    locale: PluginLocale,
  ): Record<string, string> | undefined | Promise<Record<string, string> | undefined>;
  /**
   * Browser modules every page loads (files, absolute or relative to the site root, or packages).
   * Each runs once on the first page; one may export (or export as the properties of its default
   * export) `onRouteDidUpdate({ location, previousLocation })`, called after each page is shown,
   * the first included (with no `previousLocation`), as Docusaurus's client modules are.
   */
  clientModules?: string[];
  /**
   * Image imports of the site's pages (`.png`, `.jpg`, `.jpeg` imported or required by a page, an
   * MDX file or a plugin's page component) become responsive images, resized at build time with
   * the site's own `sharp` (Docusaurus's ideal-image plugin): each import is
   * `{ src: { src, srcSet, images: [{ path, width, height }], width, height }, preSrc }`, `preSrc`
   * a 10-pixel-wide placeholder as a data URL, the files under `assets/ideal-img/`. Without
   * `sharp` installed in the site the build warns and imports stay plain images.
   */
  responsiveImages?: ResponsiveImageOptions;
  /**
   * A folder of theme components (`<Name>.tsx` or `<Name>/index.js`), read as a site's own
   * `src/theme` is: each replaces the theme's component of that name, or adds one that
   * `@theme/<Name>` imports find. The site's own `src/theme` wins over a plugin's.
   */
  themeComponents?: string;
  /**
   * Runs after the locale's pages are written and before the build replaces the old output (a
   * failure fails the build and leaves the old output as it was). Files it writes into `outDir`
   * are part of the output; it must write nowhere else.
   */
  postBuild?(args: {
    locale: PluginLocale;
    /** The locale's output folder (absolute). */
    outDir: string;
    pages: BuiltPage[];
  }): void | Promise<void>;
}

/** A plugin as the config lists it: made by `definePlugin`'s function (plugins/define.ts), with its options. */
export interface PluginEntry<Options = unknown> {
  /** Names it in errors, and in global data (`usePluginData(name)`). */
  name: string;
  /** Tells two entries of one plugin apart ("default" when there is one). */
  id?: string;
  /** Its options as written, checked against `schema` when the build starts. */
  options?: unknown;
  /** The options' schema: defaults and checks in one place; its output is what `setup` gets. */
  schema?: z.ZodType<Options>;
  /** Makes the plugin's hooks from its checked options, once per build (none: it has no hooks). */
  setup?(options: Options, site: PluginSite): PluginHooks | Promise<PluginHooks>;
  /**
   * Its content hooks, when the theme renders its pages from sources (sitegen's docs, blog, pages,
   * API reference and search): their shape is the content plugins' (plugins/types.ts), read with
   * the config before anything is set up.
   */
  content?: unknown;
  /** Where the plugin comes from, for errors ("sitegen.config.ts", a package name…). */
  origin?: string;
}

/** A plugin set up for a build: its hooks, its name and id. */
export interface LoadedPlugin extends PluginHooks {
  name: string;
  id: string;
  /** Where it comes from, for errors ("sitegen.config.ts", a package name…). */
  origin: string;
}

/**
 * The widths a responsive image is made in, as Docusaurus's ideal-image plugin (its
 * responsive-loader) reads them: `steps` widths from `min` to `max` when both are given, else
 * `sizes`, else `size`, else the image's own; none wider than the image. `quality` is JPEG's (85).
 */
export interface ResponsiveImageOptions {
  sizes?: number[];
  size?: number;
  min?: number;
  max?: number;
  steps?: number;
  quality?: number;
}

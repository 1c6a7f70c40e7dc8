/**
 * Everything a compile needs to know about the locale being built, as plain data so it can be
 * sent to worker threads; `contextFor` turns it into the per-file CompileContext.
 */
import path from 'node:path';
import { localeBase, localizeLink } from '../routes/index.js';
import type { BrokenLinkPolicy, MagicComment } from '../config/index.js';
import type { CompileContext, ContentLabels } from './context.js';
import { allowFoldersOutside, type ImageSize } from '../content/index.js';

export interface CompileSettings {
  baseUrl: string;
  defaultLocale: string;
  /** The config's `trailingSlash`: how a link to a page ends. */
  trailingSlash?: boolean;
  locale: string;
  /** Locale base URL ("/id/"). */
  assetBase: string;
  /** The site folder: content may reference files inside it only… */
  siteRoot: string;
  /** …and inside the content folders its config names outside it (a monorepo's `../docs`). */
  foldersOutside?: string[];
  /** Translation folder → default-locale folder, per content kind. */
  folders: Array<{ from: string; to: string }>;
  /**
   * The default-locale content folders (each docs section's version, the blog, the pages, the
   * API): a link to a `.md` file is also looked up from the root of the one holding the file.
   */
  contentRoots: string[];
  /** Default-locale source file → URL in this locale. */
  urlOfSource: Array<[string, string]>;
  labels: ContentLabels;
  /** Intrinsic sizes of the static folder's images, by path under it ("img/a.svg"). */
  staticImages: Array<[string, ImageSize]>;
  /** The config's `markdown.magicComments`, when it sets them. */
  magicComments?: MagicComment[];
  /** What a relative link to a Markdown file that is no page is: an error, a warning or nothing. */
  brokenMarkdownLinks?: BrokenLinkPolicy;
  /** Whether a ```mermaid fence is a diagram (the config's `markdown.mermaid`). */
  mermaid?: boolean;
  /**
   * Set when the site has Markdown plugins of its own: they are functions, so a worker thread
   * loads the config from this site folder to get them. `pluginsKey` says when they change.
   */
  sitePlugins?: { root: string; key: string; linkSafe?: boolean };
  /**
   * Set for the compile every locale shares (sharedCompile.ts): `locale`, `assetBase`, the URLs
   * and labels hold placeholders; `locales` are every locale of the site.
   */
  shared?: { locales: string[] };
  /**
   * MDX's static parts may be compiled to HTML (plugins/rehypeStaticHtml.ts): nothing of the site
   * replaces a Markdown element by a component of its own (no `@theme/MDXComponents` of its own).
   * `inside`: the modules of the components whose children may be static too.
   */
  staticHtml?: { inside: string[] };
}

/** U+E000, a private-use character: it marks each placeholder of a shared compile. */
export const PLACEHOLDER_MARK = '\uE000';
/** Where a shared compile writes the locale's base URL (without its trailing slash). */
export const BASE_PLACEHOLDER = `${PLACEHOLDER_MARK}base${PLACEHOLDER_MARK}`;

/** Where the compile of a twin (twinCompile.ts) writes the URL of the page its link `index` leads to. */
export function twinPageLink(index: number): string {
  return `${PLACEHOLDER_MARK}page${index}${PLACEHOLDER_MARK}`;
}

/**
 * A site-absolute link ("/docs/intro") as a shared compile writes it: the locale's base, then
 * what every locale's `localizeLink` writes after its own base; undefined when locales write it
 * differently (a link written with a locale's prefix, "/fr/docs/x").
 */
function sharedLink(settings: CompileSettings, href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  let rest: string | undefined;
  for (const locale of settings.shared?.locales ?? []) {
    const base = localeBase(settings, locale);
    const url = localizeLink(settings, locale, href);
    if (!url.startsWith(base) || (rest !== undefined && url.slice(base.length) !== rest))
      return undefined;
    rest = url.slice(base.length);
  }
  return `${BASE_PLACEHOLDER}/${rest ?? href.slice(1)}`;
}

export function contextFor(
  settings: CompileSettings,
  source: { file: string; defaultFile: string; twin?: boolean },
  urls = new Map(settings.urlOfSource),
): CompileContext {
  const images = new Map(settings.staticImages);
  // A worker thread learns them here (the main thread did when it loaded the site).
  if (settings.foldersOutside?.length)
    allowFoldersOutside(settings.siteRoot, settings.foldersOutside);
  return {
    file: source.file,
    defaultFile: source.defaultFile,
    contentRoot: settings.contentRoots
      .filter((dir) => source.defaultFile.startsWith(dir + path.sep))
      .sort((a, b) => b.length - a.length)[0],
    toDefaultPath: (abs) => {
      const folder = settings.folders.find((f) => abs.startsWith(f.from + path.sep));
      return folder ? folder.to + abs.slice(folder.from.length) : abs;
    },
    urlOfSource: (abs) => urls.get(abs),
    localize: settings.shared
      ? (href) => sharedLink(settings, href)
      : (href) => localizeLink(settings, settings.locale, href),
    assetBase: settings.assetBase,
    siteRoot: settings.siteRoot,
    staticImageSize: (href) => {
      const base = settings.baseUrl;
      const rel = href.startsWith(base) ? href.slice(base.length) : href.replace(/^\/+/, '');
      return images.get(rel.split(/[?#]/)[0]);
    },
    labels: settings.labels,
    magicComments: settings.magicComments,
    brokenMarkdownLinks: settings.brokenMarkdownLinks,
    mermaid: settings.mermaid,
    staticHtml: settings.staticHtml,
    ...(source.twin && { twin: { links: [], missing: [] } }),
  };
}

/**
 * sitegen's theme components that show what they hold as it is (they may look at the elements they
 * hold, not inside them): what they hold may be compiled to HTML (CompileSettings.staticHtml).
 */
export const HOLDING_AS_IS = ['Tabs', 'TabItem', 'Admonition', 'Details'];

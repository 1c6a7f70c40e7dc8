/**
 * The one place a URL is made from a locale and a path (output file names: files.ts). A page's
 * URL ends as the config's `trailingSlash` says (shared/paths.ts `applyTrailingSlash`): without
 * it, with no slash; the locale root keeps its slash ("/", "/id/"). A file's URL (`fileUrlOf`:
 * a stylesheet, a feed, the sitemap) is never given one.
 */
import type { EditableFile, EditUrl, SiteConfig } from '../config/index.js';
import { applyTrailingSlash, pageLink } from '../shared/index.js';

/** What making a URL reads of the config. */
type UrlConfig = Pick<SiteConfig, 'baseUrl' | 'defaultLocale' | 'trailingSlash'>;

/** "/" for the default locale, "/id/" for another (under the configured baseUrl). */
export function localeBase(
  config: Pick<SiteConfig, 'baseUrl' | 'defaultLocale'>,
  locale: string,
): string {
  return locale === config.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
}

/**
 * URL of a page's path ("docs/intro") in a locale: "/id/docs/intro", or "/id/docs/intro/" with
 * `trailingSlash: true`.
 */
export function urlOf(config: UrlConfig, locale: string, path: string): string {
  const base = localeBase(config, locale);
  return applyTrailingSlash(fileUrlOf(config, locale, path), {
    trailingSlash: config.trailingSlash,
    baseUrl: base,
  });
}

/** URL of a file's path ("assets/css/a.css", "blog/rss.xml") in a locale: "/id/blog/rss.xml". */
export function fileUrlOf(
  config: Pick<SiteConfig, 'baseUrl' | 'defaultLocale'>,
  locale: string,
  path: string,
): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return localeBase(config, locale) + clean;
}

/** A site URL the route table made ("/id/docs/intro") as an absolute one, on the site's origin. */
export function absoluteOf(config: Pick<SiteConfig, 'url'>, siteUrl: string): string {
  return config.url.replace(/\/+$/, '') + siteUrl;
}

/** Absolute URL of a page's path in a locale: "https://site.example/id/blog/welcome". */
export function siteUrlOf(
  config: Pick<SiteConfig, 'url'> & UrlConfig,
  locale: string,
  path: string,
): string {
  return absoluteOf(config, urlOf(config, locale, path));
}

/** Absolute URL of a file's path in a locale: "https://site.example/id/blog/rss.xml". */
export function siteFileUrlOf(
  config: Pick<SiteConfig, 'url' | 'baseUrl' | 'defaultLocale'>,
  locale: string,
  path: string,
): string {
  return absoluteOf(config, fileUrlOf(config, locale, path));
}

/**
 * Why a path cannot be a URL of the site, or undefined when it can. A path is written into the
 * output as folders, so "." and ".." segments would leave its place; "%", "?" and "#" would make a
 * URL that does not lead back to its own file; a backslash is a folder separator on Windows.
 */
export function whyNotAPath(path: string): string | undefined {
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return 'it has a "." or ".." segment';
  const bad = /[%?#\\\u0000-\u001f\u007f]/.exec(path);
  if (bad)
    return `it holds ${bad[0] < ' ' || bad[0] === '\u007f' ? 'a control character' : `"${bad[0]}"`}, which cannot stand in a URL path as it is`;
  return undefined;
}

/** Output folder of a locale, relative to --out: "" for the default locale, "id" for another. */
export function localeOutDir(config: Pick<SiteConfig, 'defaultLocale'>, locale: string): string {
  return locale === config.defaultLocale ? '' : locale;
}

/**
 * A site-absolute link written in content ("/docs/intro#x", "/img/a.svg") made into a URL of the
 * locale being built, a page's ending as `trailingSlash` says (a file's left as it is). Leaves
 * the locale part of links already under the locale base alone.
 */
export function localizeLink(config: UrlConfig, locale: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const base = localeBase(config, locale);
  const slash = { trailingSlash: config.trailingSlash, baseUrl: base };
  if (href === base.replace(/\/$/, '') || href.startsWith(base)) return pageLink(href, slash);
  const withoutBase = href.startsWith(config.baseUrl)
    ? href.slice(config.baseUrl.length)
    : href.slice(1);
  return pageLink(base + withoutBase, slash);
}

/**
 * An absolute URL ("https://site.example/id/img/card.png") for a link written in the config or in
 * front matter: kept when it already names a host; otherwise read from the site root, whether it
 * starts with "/" or not ("img/card.png", "./img/card.png"), and localized like a content link.
 */
export function absoluteUrl(
  config: Pick<SiteConfig, 'url'> & UrlConfig,
  locale: string,
  href: string,
): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return href;
  const rooted = href.startsWith('/') ? href : `/${href.replace(/^(?:\.\/)+/, '')}`;
  return config.url.replace(/\/+$/, '') + localizeLink(config, locale, rooted);
}

/** The "Edit this page" link of a source file: the base URL and the file's path, or what the config's function says. */
export function editUrlOf(editUrl: EditUrl | undefined, file: EditableFile): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'function') return editUrl(file);
  return editUrl.replace(/\/*$/, '/') + file.path.split('/').map(encodeURIComponent).join('/');
}

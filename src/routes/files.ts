/**
 * The one place an output file is named, relative to a locale's output folder (or, for the files
 * of the whole site, to the output root): pages and their Markdown twins, the locale's other
 * files, and the folders of hashed assets. Other stages ask here and never spell a name.
 */
export { SEARCH_DIR } from '../shared/index.js';

/** The locale's not-found page; `sitegen serve` and static hosts send it with status 404. */
export const NOT_FOUND_FILE = '404.html';
export const SITEMAP_FILE = 'sitemap.xml';
export const LLMS_FILE = 'llms.txt';
/** At the output root, written with the default locale. */
export const SITEMAP_INDEX_FILE = 'sitemap_index.xml';
export const ROBOTS_FILE = 'robots.txt';
/** The blog's feeds, inside the blog's folder. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml' } as const;
/** The browser runtime's modules. */
export const SCRIPT_DIR = 'assets/js';
/** Images and fonts the site's stylesheets name by a relative `url()`. */
export const MEDIA_DIR = 'assets/media';

/** Whether a locale file is a stylesheet or script named by its content hash. */
export function isHashedAssetFile(file: string): boolean {
  return ['assets/css/', `${SCRIPT_DIR}/`, `${MEDIA_DIR}/`].some((dir) => file.startsWith(dir));
}

/**
 * The page of a path, as Docusaurus names it for its `trailingSlash`: "docs/intro" →
 * "docs/intro/index.html", or "docs/intro.html" with `trailingSlash: false`; "" → "index.html".
 */
export function outFileOf(path: string, trailingSlash?: boolean): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  return trailingSlash === false ? `${clean}.html` : `${clean}/index.html`;
}

/** The Markdown source published beside a doc's page ("docs/intro" → "docs/intro.md"). */
export function markdownFileOf(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.md`;
}

/** A stylesheet, named by its content hash ("assets/css/theme.1a2b3c4d.css"). */
export function stylesheetFile(name: string, hash: string): string {
  return `assets/css/${name}.${hash}.css`;
}

/** A file content links to, copied under a content-hashed name ("assets/images/diagram-1a2b3c4d.svg"). */
export function contentAssetFile(name: string, hash: string, ext: string): string {
  return `assets/images/${name}-${hash}${ext}`;
}

/**
 * What a route's compiled content is kept under: its source file, or, for a plugin's page (whose
 * component may render many pages), the page's URL.
 */
export function compiledKeyOf(route: { kind: string; url: string; sourceFile: string }): string {
  return route.kind === 'plugin' ? `plugin-page:${route.url}` : route.sourceFile;
}

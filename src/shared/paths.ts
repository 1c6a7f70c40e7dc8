/**
 * URL path helpers that run both in Node and in the browser: pure string functions, no `fs`, no
 * `window`. The route table (src/routes/) decides URLs; these only compare and move them.
 */

/** The same page in another locale: "/id/docs/intro" with base "/id/" → "/ja/docs/intro" for base "/ja/". */
export function pathInLocale(path: string, currentBase: string, targetBase: string): string {
  const rest = path.startsWith(currentBase)
    ? path.slice(currentBase.length)
    : path.replace(/^\/+/, '');
  return targetBase + rest;
}

/**
 * Docusaurus's `trailingSlash`: true links a page "/docs/intro/" (written docs/intro/index.html),
 * false "/docs/intro" (written docs/intro.html), undefined leaves URLs as they are made.
 */
export interface TrailingSlashOptions {
  trailingSlash?: boolean;
  /** The locale's root ("/", "/id/"): it keeps its slash whatever the setting. */
  baseUrl: string;
}

/**
 * A URL of a page with the slash the site wants at the end of its path, as Docusaurus's
 * `applyTrailingSlash` does it: a "#fragment" alone, the root and the base URL are left alone,
 * and the query and fragment stay after the path.
 */
export function applyTrailingSlash(url: string, options: TrailingSlashOptions): string {
  const { trailingSlash, baseUrl } = options;
  if (trailingSlash === undefined || url.startsWith('#')) return url;
  const pathname = url.split(/[?#]/)[0];
  if (pathname === '/' || pathname === baseUrl || pathname === '') return url;
  const changed = trailingSlash
    ? pathname.endsWith('/')
      ? pathname
      : `${pathname}/`
    : pathname.replace(/\/$/, '');
  return changed + url.slice(pathname.length);
}

/**
 * A link within the site ("/docs/intro#x") as the site writes links to its pages; a link whose
 * last segment names a file ("/img/a.png", "/blog/rss.xml") is a file, left as it is.
 */
export function pageLink(url: string, options: TrailingSlashOptions): string {
  const pathname = url.split(/[?#]/)[0];
  if (/\.[a-z0-9]+$/i.test(pathname)) return url;
  return applyTrailingSlash(url, options);
}

/** "/x/index.html", "/x.html" and "/x/" all mean "/x" (the locale root keeps its slash). */
export function normalizePath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

/** `decodeURIComponent`, or the text as it is when it is not validly encoded ("%E0"). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

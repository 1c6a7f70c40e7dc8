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

/**
 * Maps a request path to a file of the output folder: `/x`, `/x/`, `/x/index.html` and `/x.html`
 * all find the page; nothing outside the folder is ever reachable (`..`, encoded dots,
 * backslashes, NUL bytes and symlinks leading out all resolve to nothing), the not-found page
 * included. A folder or file that vanishes meanwhile (a rebuild swapping the output) is nothing
 * found, never an exception.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_FILE } from '../routes/index.js';

/**
 * The path of a request target: origin form ("/a?b") or absolute form ("http://host/a");
 * undefined for anything else ("*", "a", a URL that does not parse).
 */
export function requestPath(target: string | undefined): string | undefined {
  if (!target) return undefined;
  let pathname = target;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return undefined;
    try {
      pathname = new URL(target).pathname;
    } catch {
      return undefined;
    }
  }
  const end = pathname.search(/[?#]/);
  return end === -1 ? pathname : pathname.slice(0, end);
}

/** The decoded segments of a path; undefined when it is malformed (bad escapes, a NUL byte). */
export function pathSegments(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return decoded.split('/').filter(Boolean);
}

/**
 * The files a request path may be, relative to the output folder, in the order they are tried;
 * undefined for a path that would leave it (`..`, backslashes, malformed escapes).
 */
export function requestFiles(urlPath: string): string[] | undefined {
  const segments = pathSegments(urlPath);
  if (!segments || segments.some((s) => s === '..' || s === '.' || s.includes('\\')))
    return undefined;
  if (segments.length === 0) return ['index.html'];
  const base = path.join(...segments);
  const files = [base, path.join(base, 'index.html'), `${base}.html`];
  // "/x.html" is the page of "/x", which is written as x/index.html.
  if (base.endsWith('.html')) files.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  return files;
}

export function resolveRequest(rootDir: string, urlPath: string): string | undefined {
  const files = requestFiles(urlPath);
  const root = files && realPath(rootDir);
  if (!root) return undefined;
  for (const file of files!) {
    const found = fileInside(root, path.join(root, file));
    if (found === 'outside') return undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a static host sends a request for a page of a site built with `trailingSlash` (as
 * Cloudflare Pages and Netlify do): with true, "/x" answered by x/index.html moves to "/x/"; with
 * false, "/x/" answered by x.html moves to "/x". Undefined when the request is answered as it is
 * (always without the setting, as the output was served before it existed).
 */
export function slashRedirect(
  urlPath: string,
  file: string,
  trailingSlash: boolean | undefined,
): string | undefined {
  if (trailingSlash === undefined || urlPath === '/') return undefined;
  const byIndex =
    path.basename(file) === 'index.html' && !/\/index\.html$/i.test(urlPath.replace(/\/$/, ''));
  if (trailingSlash && !urlPath.endsWith('/') && byIndex) return `${urlPath}/`;
  if (!trailingSlash && urlPath.endsWith('/') && file.endsWith('.html') && !byIndex)
    return urlPath.replace(/\/+$/, '');
  return undefined;
}

/** The not-found page for a path: the locale's own `404.html` when the path is under a locale. */
export function notFoundFile(
  rootDir: string,
  urlPath: string,
  localeDirs: string[],
): string | undefined {
  const root = realPath(rootDir);
  if (!root) return undefined;
  const first = urlPath.split('/').filter(Boolean)[0];
  const dirs = first && localeDirs.includes(first) ? [first, ''] : [''];
  for (const dir of dirs) {
    const found = fileInside(root, path.join(root, dir, NOT_FOUND_FILE));
    if (found && found !== 'outside') return found;
  }
  return undefined;
}

function realPath(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The real path of `candidate` when it is a regular file inside `root` (itself a real path);
 * 'outside' when it exists but its real path leaves the root; undefined when it is no file.
 */
function fileInside(root: string, candidate: string): string | 'outside' | undefined {
  const real = realPath(candidate);
  if (!real) return undefined;
  if (real !== root && !real.startsWith(root + path.sep)) return 'outside';
  try {
    return fs.statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

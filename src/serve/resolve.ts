/**
 * Maps a request path to a file of the output folder: `/x`, `/x/`, `/x/index.html` and `/x.html`
 * all find the page; nothing outside the folder is ever reachable (`..`, encoded dots,
 * backslashes, NUL bytes and symlinks leading out all resolve to nothing).
 */
import fs from 'node:fs';
import path from 'node:path';

export function resolveRequest(rootDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  const root = fs.realpathSync(rootDir);
  const base = path.join(root, ...segments);
  const candidates = [base, path.join(base, 'index.html'), `${base}.html`];
  // "/x.html" is the page of "/x", which is written as x/index.html.
  if (base.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  for (const candidate of candidates) {
    let real: string;
    try {
      real = fs.realpathSync(candidate);
    } catch {
      continue;
    }
    if (real !== root && !real.startsWith(root + path.sep)) return undefined;
    if (fs.statSync(real).isFile()) return real;
  }
  return undefined;
}

/** The not-found page for a path: the locale's own `404.html` when the path is under a locale. */
export function notFoundFile(rootDir: string, urlPath: string, localeDirs: string[]): string | undefined {
  const first = urlPath.split('/').filter(Boolean)[0];
  const dirs = first && localeDirs.includes(first) ? [first, ''] : [''];
  for (const dir of dirs) {
    const file = path.join(rootDir, dir, '404.html');
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

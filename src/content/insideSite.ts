/**
 * What content may read: files inside the site folder, never a hidden file or folder (`.git`,
 * `.env`), and never through a symbolic link that leads out of the site. Sites build pull requests
 * from strangers, so a path written in content (a relative link, an image, a symlinked doc or
 * static file) is checked here before anything is read or published.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Folders outside a site's folder that its config names as content (a monorepo's `../docs`, as
 * Docusaurus's `path` may name it), by the site's real folder: content may read inside them too.
 * The config is the site's own code; nothing content writes can add a folder here.
 */
const allowedOutside = new Map<string, string[]>();

/** Lets the content of the site at `root` read inside `dirs` too (see `allowedOutside`). */
export function allowFoldersOutside(root: string, dirs: string[]): void {
  allowedOutside.set(
    realRoot(root),
    dirs.map((dir) => realRoot(dir)),
  );
}

/**
 * Why `file` may not be part of the site rooted at `root`; undefined when it may (or does not
 * exist). `known`: its real path, when a walk of its folder found it without following a link.
 */
export function whyOutsideSite(root: string, file: string, known?: string): string | undefined {
  let real: string;
  try {
    real = known ?? fs.realpathSync.native(file);
  } catch {
    return undefined; // missing: the caller reports it as not found
  }
  const site = realRoot(root);
  const rel = [site, ...(allowedOutside.get(site) ?? [])]
    .map((folder) => path.relative(folder, real))
    .find((inside) => !isOutside(inside));
  if (rel === undefined) {
    return real === path.resolve(file)
      ? 'it is outside the site folder'
      : `it is a symbolic link to ${real}, outside the site folder`;
  }
  if (rel.split(path.sep).some((segment) => segment.startsWith('.')))
    return 'it is a hidden file or inside a hidden folder';
  return undefined;
}

const isOutside = (rel: string) =>
  rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);

const realRoots = new Map<string, string>();
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = fs.realpathSync.native(root);
    } catch {
      real = path.resolve(root);
    }
    realRoots.set(root, real);
  }
  return real;
}

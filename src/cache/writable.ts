/**
 * Folders a build writes in, checked before it starts: a cache or output folder this user cannot
 * write (a site mounted into a container, or a dist/ an earlier build as root left root's) is
 * reported as what it is, naming the folder, not as whatever first fails to write there (the
 * config's compile, a page, the swap of the output).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import { cacheDir } from './cache.js';

/** Why `dir` cannot be written by this process, in words; undefined when it can. */
function whyUnwritable(dir: string): string | undefined {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return undefined;
  } catch (thrown) {
    const code = (thrown as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return 'it is on a read-only file system (EROFS)';
    if (code !== 'EACCES' && code !== 'EPERM') return String(thrown);
    return `permission denied (${code}): ${ownerNote(dir)}`;
  }
}

/** Who owns `dir`, against who this process runs as (what decides it on a Linux host). */
function ownerNote(dir: string): string {
  const uid = process.getuid?.();
  if (uid === undefined) return 'this user may not write there';
  const owner = fs.statSync(dir).uid;
  return owner === uid
    ? `it belongs to this user (uid ${uid}) but is not writable`
    : `it belongs to uid ${owner} and sitegen runs as uid ${uid}`;
}

/**
 * Whether `dir` is a mount point: a folder on another device than its parent, or the root of the
 * file system. (A bind mount of the same file system looks like any folder: emit/output.ts finds
 * it out when a rename fails.)
 */
export function isMountPoint(dir: string): boolean {
  try {
    const own = fs.statSync(dir);
    const parent = fs.statSync(path.dirname(dir));
    return own.isDirectory() && (own.dev !== parent.dev || own.ino === parent.ino);
  } catch {
    return false;
  }
}

/** The nearest folder of `dir` and its parents that exists: where a `mkdir -p` would begin. */
function nearestExisting(dir: string): string {
  let at = dir;
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/**
 * The cache folder (`node_modules/.cache/sitegen` of the site), made when missing: an error naming
 * it when it cannot be made or written. With `make: false` (`sitegen doctor`) nothing is made: a
 * missing folder is judged by the nearest folder above it that exists.
 */
export function cacheFolderProblem(
  root: string,
  { make = true }: { make?: boolean } = {},
): SiteError | undefined {
  const dir = cacheDir(root);
  const at = nearestExisting(dir);
  const why = fs.statSync(at).isDirectory() ? whyUnwritable(at) : 'it is a file, not a folder';
  if (why === undefined && !make && at !== dir) return undefined;
  if (why === undefined) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (thrown) {
      return cacheError(dir, String(thrown));
    }
    const inside = whyUnwritable(dir);
    return inside === undefined ? undefined : cacheError(dir, inside);
  }
  return cacheError(dir, at === dir ? why : `${path.relative(root, at) || '.'}: ${why}`);
}

function cacheError(dir: string, why: string): SiteError {
  return {
    file: dir,
    message: `sitegen cannot write its cache folder: ${why}`,
    hint: 'a build keeps there what the next one reuses: make the folder writable by this user, or run sitegen as the user who owns the site (in Docker: --user "$(id -u):$(id -g)")',
  };
}

/**
 * The output folder `outDir` and the folder it is in: the build writes beside it (its staging
 * folder) and renames over it. An error naming the one this user cannot write; nothing is made.
 */
export function outputFolderProblem(outDir: string): SiteError | undefined {
  const parent = nearestExisting(path.dirname(outDir));
  // A mount point is staged inside and swapped entry by entry (emit/output.ts): only it is written.
  const folders = !fs.existsSync(outDir)
    ? [parent]
    : isMountPoint(outDir)
      ? [outDir]
      : [outDir, parent];
  for (const dir of folders) {
    const why = whyUnwritable(dir);
    if (why === undefined) continue;
    const readOnly = why.includes('EROFS');
    return dir === outDir
      ? {
          file: dir,
          message: `sitegen cannot write the output folder: ${why}`,
          hint: readOnly
            ? 'mount it read-write, or build into a writable folder with --out'
            : "make it writable by this user, or remove it (a build as root, in Docker, leaves it root's), or build elsewhere with --out",
        }
      : {
          file: dir,
          message: `sitegen cannot write the folder the output ${path.basename(outDir)}/ goes in (a new output is made beside it, then swapped in): ${why}`,
          hint: 'make the folder writable by this user, or build elsewhere with --out',
        };
  }
  return undefined;
}

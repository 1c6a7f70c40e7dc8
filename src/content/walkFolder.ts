/**
 * Lists the files under a folder the way every reader of the site's folders does (content,
 * static files, the up-to-date check, the watcher), following symbolic links safely.
 *
 * A link to a folder is followed once: not when it leads to a folder the walk already lists (its
 * own folder or one above it, which would loop forever, or a folder reached before), and not
 * when it leads to nothing or to itself through other links. Those are reported as skipped for
 * the caller to warn about; fast-glob, which Docusaurus uses, follows such a link until the system
 * refuses (40 levels for one self-link, 2^40 paths for two). Links are followed after the real
 * folders, the shallowest first, in name order, so which of two links to one folder is followed does not depend on the
 * order of the disk. A name that is not UTF-8 cannot be read back through a JavaScript string:
 * it is reported with its bytes, never listed.
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';

export interface WalkedLink {
  /** The link's path as walked (through the links above it). */
  path: string;
  /** Where it leads, with every link resolved. */
  target: string;
}

export interface SkippedLink {
  path: string;
  /** Why it is not followed, as the end of a sentence naming the link. */
  why: string;
  /**
   * `loop`: to a folder it is in; `repeat`: to a folder listed already; `broken`: to nothing, or
   * back to itself through other links; `refused`: out of the site (`refuse` said so).
   */
  kind: 'loop' | 'repeat' | 'broken' | 'refused';
}

export interface BadName {
  /** The folder holding it. */
  dir: string;
  /** Its path relative to the folder walked, with each byte that is not UTF-8 read as U+FFFD. */
  relPath: string;
  /** The name, with each byte outside printable ASCII as \xNN. */
  shown: string;
  isDir: boolean;
}

export interface FolderWalk {
  /** The folder's real path (every link resolved); undefined when there is no such folder. */
  real?: string;
  /** Files by path relative to the folder, with forward slashes, sorted. */
  files: string[];
  /** The links followed, to files and to folders. */
  links: WalkedLink[];
  skipped: SkippedLink[];
  badNames: BadName[];
}

export interface WalkOptions {
  /** An entry neither listed nor entered, by its path relative to the folder (forward slashes). */
  skip?: (relPath: string, isDir: boolean) => boolean;
  /** Why a link may not be followed at all (it leads out of the site); undefined when it may. */
  refuse?: (link: string) => string | undefined;
}

export function walkFolder(dir: string, options: WalkOptions = {}): FolderWalk {
  const walk: FolderWalk = { files: [], links: [], skipped: [], badNames: [] };
  let real: string;
  try {
    real = fs.realpathSync.native(dir);
  } catch {
    return walk; // no folder, or a link to nothing: nothing to list
  }
  walk.real = real;
  const { skip = () => false, refuse } = options;
  /** The real folders walked from, the folder and each followed folder link. */
  const roots = [real];
  /** Folder links found, followed once the folder they were found in is listed. */
  const pending: Array<{ at: string; rel: string }> = [];

  const list = (at: string, rel: string) => {
    let entries: fs.Dirent<Buffer>[];
    try {
      entries = fs.readdirSync(at, { withFileTypes: true, encoding: 'buffer' });
    } catch {
      return; // unreadable, or gone meanwhile
    }
    const named = entries
      .map((entry) => ({ entry, name: entry.name.toString('utf8') }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { entry, name } of named) {
      const relPath = rel ? `${rel}/${name}` : name;
      const full = path.join(at, name);
      let isDir = entry.isDirectory();
      if (skip(relPath, isDir)) continue;
      if (!isUtf8(entry.name)) {
        walk.badNames.push({ dir: at, relPath, shown: shownBytes(entry.name), isDir });
        continue;
      }
      if (entry.isSymbolicLink()) {
        let stat: fs.Stats;
        try {
          stat = fs.statSync(full);
        } catch (error) {
          walk.skipped.push({ path: full, why: brokenLink(full, error), kind: 'broken' });
          continue;
        }
        isDir = stat.isDirectory();
        if (isDir && skip(relPath, true)) continue;
        if (isDir) pending.push({ at: full, rel: relPath });
        else if (stat.isFile()) {
          walk.links.push({ path: full, target: fs.realpathSync.native(full) });
          walk.files.push(relPath);
        }
      } else if (isDir) list(full, relPath);
      else if (entry.isFile()) walk.files.push(relPath);
    }
  };

  list(dir, '');
  while (pending.length > 0) {
    // The shallowest first (then by name): `docs/shared` wins over `docs/guides/shared-again`.
    const next = pending.reduce(
      (best, link, i) => (shallower(link.rel, pending[best].rel) ? i : best),
      0,
    );
    const { at, rel } = pending.splice(next, 1)[0];
    const refused = refuse?.(at);
    if (refused) {
      walk.skipped.push({ path: at, why: refused, kind: 'refused' });
      continue;
    }
    let target: string;
    try {
      target = fs.realpathSync.native(at);
    } catch (error) {
      walk.skipped.push({ path: at, why: brokenLink(at, error), kind: 'broken' });
      continue;
    }
    const listed = alreadyListed(target, at, roots, dir, real);
    if (listed) {
      walk.skipped.push({ path: at, ...listed });
      continue;
    }
    roots.push(target);
    walk.links.push({ path: at, target });
    list(at, rel);
  }
  walk.files.sort();
  return walk;
}

/**
 * The real path of a file the walk of `dir` listed, from the folder's real path when no link is on
 * its way (no system call); undefined when one is (ask the system).
 */
export function realPathIn(walk: FolderWalk, dir: string, relPath: string): string | undefined {
  if (walk.real === undefined) return undefined;
  const full = path.join(dir, relPath);
  if (walk.links.some((link) => full === link.path || full.startsWith(link.path + path.sep)))
    return undefined;
  return path.join(walk.real, relPath);
}

const depth = (rel: string) => rel.split('/').length;
const shallower = (a: string, b: string) => depth(a) < depth(b) || (depth(a) === depth(b) && a < b);

const inside = (folder: string, file: string) =>
  file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);

/** Why a link to the folder `target` must not be followed: it leads to what the walk lists already. */
function alreadyListed(
  target: string,
  link: string,
  roots: string[],
  dir: string,
  realDir: string,
): Pick<SkippedLink, 'why' | 'kind'> | undefined {
  // Inside the folder walked: shown from its name ("docs/guides"), as the site's author sees it.
  const shown = inside(realDir, target)
    ? path.join(path.basename(dir), path.relative(realDir, target))
    : target;
  let linkFolder: string;
  try {
    linkFolder = fs.realpathSync.native(path.dirname(link));
  } catch {
    linkFolder = path.dirname(link);
  }
  if (inside(target, linkFolder))
    return {
      why: `it leads to ${shown}, a folder it is in: following it would loop`,
      kind: 'loop',
    };
  if (roots.some((root) => inside(root, target) || inside(target, root)))
    return { why: `it leads to ${shown}, whose files are listed already`, kind: 'repeat' };
  return undefined;
}

function brokenLink(link: string, error: unknown): string {
  let to = '';
  try {
    to = ` (${fs.readlinkSync(link)})`;
  } catch {
    // gone meanwhile
  }
  return (error as NodeJS.ErrnoException).code === 'ELOOP'
    ? `it leads back to itself through other links${to}`
    : `it leads to nothing${to}`;
}

/** A name's bytes, printable ASCII as it is and every other byte as \xNN. */
export function shownBytes(name: Buffer): string {
  let shown = '';
  for (const byte of name)
    shown +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, '0')}`;
  return shown;
}

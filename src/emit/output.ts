/**
 * Atomic output: a build writes into a temporary folder beside `--out` and only a build that
 * succeeded replaces the old output (or the locale folders it rebuilt). A failed build removes its
 * temporary folder and leaves `--out` exactly as it was. An output folder that is a mount point (a
 * Docker volume) cannot be renamed: the build stages inside it and swaps its entries one by one,
 * deleting nothing before the new ones are in place. Whether a folder may be replaced at all is
 * outputFolder.ts's question, asked before the build.
 *
 * The output a build replaces is not deleted but kept as a spare (in the cache folder), and the
 * next build writes over it: pages that stay are rewritten in place, and `sweep` removes what the
 * build did not write. Creating and deleting a folder and a file per page on every build is
 * what costs most on some file systems (ext4 without a journal slows down creating files for
 * minutes after many were deleted). Without a spare folder, or where one cannot be moved in (the
 * cache on another disk), the replaced output is deleted by a process of its own, so the command
 * does not wait for the disk. What builds leave beside the output while they run, and what the
 * next build does with what a stopped one left, is leftovers.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, hashOf, isMountPoint } from '../cache/index.js';
import {
  isLeftByBuild,
  moveIfMissing,
  recoverInterrupted,
  removeInBackground,
  swapFolder,
  TMP_PREFIX,
  type Place,
} from './leftovers.js';
import type { RecycledFiles } from './writer.js';

export interface StageOptions {
  /** The locale folders this build writes ("" = the default locale's, the root). */
  localeDirs: string[];
  /** Every locale's folder. */
  allLocaleDirs: string[];
  /** Where replaced output is kept for the next build to write over; none: it is deleted. */
  spareDir?: string;
  /** What the spare is kept under: the output folder's path unless told (see `keepAsSpare`). */
  spareName?: string;
}

export interface Staging extends RecycledFiles {
  /** Where this build writes. */
  dir: string;
  /** Removes what a recycled folder held and this build did not write; call once all is written. */
  sweep(): void;
  /**
   * Whether `commit` puts this folder in place of the output as it is (one rename, no folder of the
   * old output carried over), so that its files are then the output's, by the same names.
   */
  whole: boolean;
  /** Moves the new output into place. */
  commit(): void;
  discard(): void;
}

/** One folder the commit moves into place, and the spare that stands in for it. */
interface Target {
  /** In the staging folder. */
  source: string;
  /** In the output. */
  target: string;
  /** Where the folder it replaces is kept (undefined: deleted). */
  spare?: string;
  /** Folders of the one replaced that the new one takes over (locales this build did not build). */
  carry: string[];
}

export function stage(outDir: string, options: StageOptions): Staging {
  const out = path.resolve(outDir);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // A mount point (a Docker volume, a disk of its own) cannot be renamed, and a folder beside it is
  // on another file system: the build stages inside it, and its entries are swapped one by one.
  const mounted = isMountPoint(out);
  const place: Place = { out, beside: mounted ? out : path.dirname(out), mounted };
  recoverInterrupted(place, options.allLocaleDirs);
  // Said now, not after the build: a folder that cannot be renamed (no write permission on it).
  if (!mounted && fs.existsSync(out)) fs.accessSync(out, fs.constants.W_OK);
  // Named by this process's id, so a later build knows whether the folder is still in use.
  const dir = fs.mkdtempSync(
    path.join(place.beside, `${TMP_PREFIX}${path.basename(out)}-${process.pid}-`),
  );
  // mkdtemp makes the folder private (0700); the site must be readable by a web server.
  fs.chmodSync(dir, 0o755 & ~process.umask());
  const { localeDirs, allLocaleDirs } = options;
  const full = allLocaleDirs.every((d) => localeDirs.includes(d));
  // The default locale owns the root: building it replaces the whole output (a partial build
  // carries the other locales' folders over); building other locales replaces their folders.
  const whole = full || localeDirs.includes('');
  const spareOf = (name: string) =>
    options.spareDir && path.join(options.spareDir, hashOf(options.spareName ?? out), name);
  const targets: Target[] = whole
    ? [
        {
          source: dir,
          target: out,
          spare: spareOf('all'),
          carry: allLocaleDirs.filter((d) => d !== '' && !localeDirs.includes(d)),
        },
      ]
    : localeDirs.map((d) => ({
        source: path.join(dir, d),
        target: path.join(out, d),
        spare: spareOf(`locale-${d}`),
        carry: [],
      }));
  // A partial build with the default locale carries the other locales' folders over: it starts empty.
  const recycled =
    full || !whole
      ? targets.flatMap((t) =>
          t.spare && moveFolder(t.spare, t.source) ? [recordTree(t.source)] : [],
        )
      : [];
  fs.writeFileSync(path.join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  return {
    dir,
    whole: !mounted && whole && targets[0].carry.length === 0,
    keeps(target, from) {
      for (const { files, kept } of recycled) {
        const held = files.get(target);
        if (!held) continue;
        if (held.dev !== from.dev || held.ino !== from.ino) return false;
        files.delete(target); // written, as far as the sweep is concerned
        kept.push(target);
        return true;
      }
      return false;
    },
    sweep() {
      for (const tree of recycled.splice(0)) removeUnwritten(tree);
    },
    commit() {
      // The first build into this folder: the whole staging folder becomes the output.
      if (!fs.existsSync(out)) return swap(place, { source: dir, target: out, carry: [] });
      if (whole) return mounted ? swapEntries(place, targets[0]) : swap(place, targets[0]);
      for (const target of targets) swap(place, target);
      // An output a build of other locales made before sitegen wrote markers gets one.
      moveIfMissing(path.join(dir, OUTPUT_MARKER), path.join(out, OUTPUT_MARKER));
      fs.rmSync(dir, { recursive: true, force: true });
    },
    discard() {
      try {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // Never in place of the error that failed the build: the next build removes it.
      }
    },
  };
}

/** Where the output a build replaces is kept, in a site's cache folder. */
export function spareOutputDir(root: string): string {
  return path.join(cacheDir(root), 'spare-output');
}

/**
 * Keeps an output folder no longer served as the spare the next build staged with the same
 * `spareName` writes over (`serve --watch` names each session's folder alike, so the next session
 * does not create every file again); deleted when that place is taken.
 */
export function keepAsSpare(dir: string, root: string, spareName: string): void {
  if (!moveFolder(dir, path.join(spareOutputDir(root), hashOf(spareName), 'all')))
    fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Moves a folder to `to` (which must not exist, or be empty), making its parent; false when it
 * cannot: there is no such folder (no spare yet), `to` is taken (another build's spare), or the two
 * are on different file systems (the cache on another disk than the output).
 */
function moveFolder(from: string, to: string): boolean {
  try {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a recycled folder held: each file's identity and last change, to tell the ones rewritten
 * (and the ones a page taken from the output is already: `keeps`).
 */
interface RecordedTree {
  root: string;
  files: Map<string, RecordedFile>;
  dirs: string[];
  /** The files `keeps` kept as they were (no longer in `files`). */
  kept: string[];
}

type RecordedFile = Pick<fs.Stats, 'dev' | 'ino' | 'ctimeMs'>;

const recordOf = ({ dev, ino, ctimeMs }: fs.Stats): RecordedFile => ({ dev, ino, ctimeMs });

function recordTree(root: string): RecordedTree {
  const files = new Map<string, RecordedFile>();
  const dirs: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.push(file);
    // Never written through: an output of an older sitegen may hold a link out of the output.
    else if (entry.isSymbolicLink()) fs.rmSync(file, { force: true });
    else files.set(file, recordOf(fs.lstatSync(file)));
  }
  return { root, files, dirs, kept: [] };
}

/**
 * Deletes the files of a recycled folder that this build did not write (any write, copy or link
 * changes a file's ctime; a replaced file has a new inode), then the folders left empty.
 */
function removeUnwritten({ root, files, dirs, kept }: RecordedTree): void {
  /** Folders holding a file that stays, and the folders above them: never empty. */
  const holding = new Set<string>();
  const stays = (file: string) => {
    for (let dir = path.dirname(file); dir !== root && !holding.has(dir); dir = path.dirname(dir))
      holding.add(dir);
  };
  kept.forEach(stays);
  for (const [file, before] of files) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch {
      continue; // removed by the build
    }
    if (stat.ino === before.ino && stat.ctimeMs === before.ctimeMs)
      fs.rmSync(file, { force: true });
    else stays(file);
  }
  // Deepest first, so a folder whose subfolders were all removed goes too. (A folder the build
  // wrote a new file into is found not empty.)
  for (const dir of dirs.filter((d) => !holding.has(d)).sort((a, b) => b.length - a.length)) {
    try {
      fs.rmdirSync(dir);
    } catch {
      // not empty: it holds what this build wrote
    }
  }
}

/**
 * Replaces `target` by `source` with two renames, so readers never see a half-written folder. The
 * replaced folder waits under a name of its own ("swap") until the new one is in place and has
 * taken over the folders it carries: a build killed in between leaves the output recoverable by
 * the next one (see `recoverInterrupted`), never missing.
 */
function swap(place: Place, { source, target, spare, carry }: Target): void {
  const old = swapFolder(place, target);
  const had = fs.existsSync(target);
  if (had) {
    try {
      fs.renameSync(target, old);
    } catch (error) {
      // A mount point that `isMountPoint` could not tell (a bind mount of the same file system).
      if (!isMountError(error) || target !== place.out) throw error;
      return copyThenSwapEntries(place, { source, target, spare, carry });
    }
  }
  fs.renameSync(source, target);
  if (!had) return;
  for (const name of carry) moveIfMissing(path.join(old, name), path.join(target, name));
  retire(old, spare);
}

/**
 * Replaces what the output folder holds by what `source` (a folder inside it) holds, entry by
 * entry, for an output folder that cannot itself be renamed. Each entry moves with one rename, and
 * nothing is deleted before the new entries are all in place: the replaced ones wait in a swap
 * folder inside the output, and go back if a rename fails.
 */
function swapEntries(place: Place, { source, spare, carry }: Target): void {
  const { out } = place;
  const old = swapFolder(place, out);
  fs.mkdirSync(old);
  const movedOld: string[] = [];
  const movedNew: string[] = [];
  try {
    for (const name of fs.readdirSync(out)) {
      // A folder carried over stays, unless this build wrote its own (as a whole swap does).
      const carried = carry.includes(name) && !fs.existsSync(path.join(source, name));
      if (carried || isLeftByBuild(name)) continue;
      fs.renameSync(path.join(out, name), path.join(old, name));
      movedOld.push(name);
    }
    for (const name of fs.readdirSync(source)) {
      fs.renameSync(path.join(source, name), path.join(out, name));
      movedNew.push(name);
    }
  } catch (error) {
    for (const name of movedNew) fs.renameSync(path.join(out, name), path.join(source, name));
    for (const name of movedOld) fs.renameSync(path.join(old, name), path.join(out, name));
    fs.rmdirSync(old);
    throw error;
  }
  fs.rmSync(source, { recursive: true, force: true });
  retire(old, spare);
}

/**
 * The fallback for an output folder found to be a mount point only when renamed: the staging folder
 * is copied into it first (a copy cut short by a full disk is removed, and the output is as it
 * was), then swapped in entry by entry.
 */
function copyThenSwapEntries(place: Place, target: Target): void {
  const mountedPlace: Place = { ...place, beside: place.out, mounted: true };
  const copy = fs.mkdtempSync(
    path.join(place.out, `${TMP_PREFIX}${path.basename(place.out)}-${process.pid}-`),
  );
  try {
    fs.cpSync(target.source, copy, { recursive: true });
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  swapEntries(mountedPlace, { ...target, source: copy });
  fs.rmSync(target.source, { recursive: true, force: true });
}

/** A replaced folder: kept for the next build to write over, deleted when it cannot be kept. */
function retire(old: string, spare: string | undefined): void {
  if (fs.readdirSync(old).length === 0) fs.rmdirSync(old);
  else if (!(spare && moveFolder(old, spare))) removeInBackground(old);
}

/** The file every build writes at the top of its output: it tells the next build the folder is its own. */
export const OUTPUT_MARKER = '.sitegen-output';

const OUTPUT_MARKER_TEXT =
  'This folder is the output of sitegen build: the next build replaces everything in it.\n';

function isMountError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EBUSY' || code === 'EXDEV' || code === 'EPERM';
}

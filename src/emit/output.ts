/**
 * Atomic output: a build writes into a temporary folder beside `--out` and only a build that
 * succeeded replaces the old output (or the locale folders it rebuilt). A failed build removes its
 * temporary folder and leaves `--out` exactly as it was.
 *
 * The output a build replaces is not deleted but kept as a spare (in the cache folder), and the
 * next build writes over it: pages that stay are rewritten in place, and `sweep` removes what the
 * build did not write. Creating and deleting a folder and a file per page on every build is
 * what costs most on some file systems (ext4 without a journal slows down creating files for
 * minutes after many were deleted). Without a spare folder, or where one cannot be moved in (the
 * cache on another disk), the replaced output is deleted by a process of its own, so the command
 * does not wait for the disk.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from '../cache/cache.js';

export interface StageOptions {
  /** The locale folders this build writes ("" = the default locale's, the root). */
  localeDirs: string[];
  /** Every locale's folder. */
  allLocaleDirs: string[];
  /** Where replaced output is kept for the next build to write over; none: it is deleted. */
  spareDir?: string;
}

export interface Staging {
  /** Where this build writes. */
  dir: string;
  /** Removes what a recycled folder held and this build did not write; call once all is written. */
  sweep(): void;
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
}

export function stage(outDir: string, options: StageOptions): Staging {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  fs.mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, path.basename(out));
  const dir = fs.mkdtempSync(path.join(parent, `.sitegen-tmp-${path.basename(out)}-`));
  // mkdtemp makes the folder private (0700); the site must be readable by a web server.
  fs.chmodSync(dir, 0o755 & ~process.umask());
  const { localeDirs, allLocaleDirs } = options;
  const full = allLocaleDirs.every((d) => localeDirs.includes(d));
  // The default locale owns the root: building it replaces the whole output (a partial build
  // carries the other locales' folders over); building other locales replaces their folders.
  const whole = full || localeDirs.includes('');
  const spareOf = (name: string) => options.spareDir && path.join(options.spareDir, hashOf(out), name);
  const targets: Target[] = whole
    ? [{ source: dir, target: out, spare: spareOf('all') }]
    : localeDirs.map((d) => ({ source: path.join(dir, d), target: path.join(out, d), spare: spareOf(`locale-${d}`) }));
  // A partial build with the default locale moves other locales' folders in: it starts empty.
  const recycled = full || !whole ? targets.flatMap((t) => (t.spare && moveFolder(t.spare, t.source) ? [recordTree(t.source)] : [])) : [];
  return {
    dir,
    sweep() {
      for (const tree of recycled.splice(0)) removeUnwritten(tree);
    },
    commit() {
      // The first build into this folder: the whole staging folder becomes the output.
      if (!fs.existsSync(out)) return swap({ source: dir, target: out });
      if (whole) {
        for (const other of allLocaleDirs.filter((d) => d !== '' && !localeDirs.includes(d))) {
          const from = path.join(out, other);
          if (fs.existsSync(from)) fs.renameSync(from, path.join(dir, other));
        }
        return swap(targets[0]);
      }
      for (const target of targets) swap(target);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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

/** What a recycled folder held: each file's identity and last change, to tell the ones rewritten. */
interface RecordedTree {
  files: Map<string, string>;
  dirs: string[];
}

const identity = (stat: fs.Stats) => `${stat.ino}:${stat.ctimeMs}`;

function recordTree(root: string): RecordedTree {
  const files = new Map<string, string>();
  const dirs: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.push(file);
    // Never written through: an output of an older sitegen may hold a link out of the output.
    else if (entry.isSymbolicLink()) fs.rmSync(file, { force: true });
    else files.set(file, identity(fs.lstatSync(file)));
  }
  return { files, dirs };
}

/**
 * Deletes the files of a recycled folder that this build did not write (any write, copy or link
 * changes a file's ctime; a replaced file has a new inode), then the folders left empty.
 */
function removeUnwritten({ files, dirs }: RecordedTree): void {
  for (const [file, before] of files) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch {
      continue; // removed by the build
    }
    if (identity(stat) === before) fs.rmSync(file, { force: true });
  }
  // Deepest first, so a folder whose subfolders were all removed goes too.
  for (const dir of dirs.sort((a, b) => b.length - a.length)) {
    try {
      fs.rmdirSync(dir);
    } catch {
      // not empty: it holds what this build wrote
    }
  }
}

/** Replaces `target` by `source` with two renames, so readers never see a half-written folder. */
function swap({ source, target, spare }: Target): void {
  const old = path.join(path.dirname(target), `${OLD_PREFIX}${path.basename(target)}-${process.pid}`);
  const had = fs.existsSync(target);
  if (had) {
    try {
      fs.renameSync(target, old);
    } catch (error) {
      // The output folder is a mount point (a Docker volume, say): it cannot be renamed.
      if (!isMountError(error)) throw error;
      return replaceContents(source, target);
    }
  }
  fs.renameSync(source, target);
  // Kept for the next build to write over; deleted when it cannot be kept.
  if (had && !(spare && moveFolder(old, spare))) removeInBackground(old);
}

/** Replaced output folders waiting to be deleted: `.sitegen-old-<name>-<pid>`. */
const OLD_PREFIX = '.sitegen-old-';

function removeInBackground(dir: string): void {
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => fs.rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Old output a deletion did not finish (the machine stopped first), from builds no longer running. */
function removeLeftovers(parent: string, name: string): void {
  const prefix = `${OLD_PREFIX}${name}-`;
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isProcessRunning(pid)) continue;
    removeInBackground(path.join(parent, entry));
  }
}

/** Whether a process with this id is alive (temporary folders named by pid are its own while it is). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isMountError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EBUSY' || code === 'EXDEV' || code === 'EPERM';
}

/** The fallback for a folder that cannot be renamed: empty it and copy the new output in. */
function replaceContents(source: string, target: string): void {
  for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  fs.rmSync(source, { recursive: true, force: true });
}

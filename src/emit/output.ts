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
import { cacheDir, hashOf } from '../cache/index.js';
import { escapeRegExp } from '../shared/index.js';

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
  /** Folders of the one replaced that the new one takes over (locales this build did not build). */
  carry: string[];
}

export function stage(outDir: string, options: StageOptions): Staging {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  fs.mkdirSync(parent, { recursive: true });
  recoverInterrupted(out, options.allLocaleDirs);
  // Named by this process's id, so a later build knows whether the folder is still in use.
  const dir = fs.mkdtempSync(
    path.join(parent, `${TMP_PREFIX}${path.basename(out)}-${process.pid}-`),
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
  return {
    dir,
    sweep() {
      for (const tree of recycled.splice(0)) removeUnwritten(tree);
    },
    commit() {
      // The first build into this folder: the whole staging folder becomes the output.
      if (!fs.existsSync(out)) return swap(out, { source: dir, target: out, carry: [] });
      if (whole) return swap(out, targets[0]);
      for (const target of targets) swap(out, target);
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

/**
 * Replaces `target` by `source` with two renames, so readers never see a half-written folder. The
 * replaced folder waits under a name of its own ("swap") until the new one is in place and has
 * taken over the folders it carries: a build killed in between leaves the output recoverable by
 * the next one (see `recoverInterrupted`), never missing.
 */
function swap(out: string, { source, target, spare, carry }: Target): void {
  const old = swapFolder(out, target);
  const had = fs.existsSync(target);
  if (had) {
    try {
      fs.renameSync(target, old);
    } catch (error) {
      // The output folder is a mount point (a Docker volume, say): it cannot be renamed.
      if (!isMountError(error)) throw error;
      return replaceContents(source, target, carry);
    }
  }
  fs.renameSync(source, target);
  if (!had) return;
  for (const name of carry) moveIfMissing(path.join(old, name), path.join(target, name));
  // Kept for the next build to write over; deleted when it cannot be kept.
  if (!(spare && moveFolder(old, spare))) removeInBackground(old);
}

/** Moves `from` to `to` when there is a `from` and no `to`. */
function moveIfMissing(from: string, to: string): void {
  if (fs.existsSync(from) && !fs.existsSync(to)) fs.renameSync(from, to);
}

/** Staging folders: `.sitegen-tmp-<out>-<pid>-<random>`. */
const TMP_PREFIX = '.sitegen-tmp-';
/** A replaced folder while its swap is under way: `.sitegen-swap-<out>[@<locale>]-<pid>`, beside the output. */
const SWAP_PREFIX = '.sitegen-swap-';
/** Replaced output folders waiting to be deleted: `.sitegen-old-<name>-<pid>`. */
const OLD_PREFIX = '.sitegen-old-';

/** Where the folder `target` (the output `out` or one of its locale folders) waits during its swap. */
function swapFolder(out: string, target: string): string {
  const locale = target === out ? '' : `@${path.relative(out, target)}`;
  return path.join(
    path.dirname(out),
    `${SWAP_PREFIX}${path.basename(out)}${locale}-${process.pid}`,
  );
}

/** Deleted by a process of its own, after a rename to a name that says it is only waiting for that. */
function removeInBackground(dir: string): void {
  const name = path.basename(dir);
  const trash = name.startsWith(OLD_PREFIX)
    ? dir
    : path.join(path.dirname(dir), `${OLD_PREFIX}${name.replace(/^\.sitegen-[a-z]+-/, '')}`);
  try {
    if (trash !== dir) fs.renameSync(dir, trash);
  } catch {
    // Keep its name; it is deleted all the same.
  }
  const doomed = fs.existsSync(trash) ? trash : dir;
  try {
    const child = spawn(
      process.execPath,
      [
        '-e',
        'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })',
        doomed,
      ],
      { detached: true, stdio: 'ignore' },
    );
    child.on('error', () => fs.rmSync(doomed, { recursive: true, force: true }));
    child.unref();
  } catch {
    fs.rmSync(doomed, { recursive: true, force: true });
  }
}

/**
 * What builds that are no longer running left beside the output (a kill, a crash, a power cut):
 * - a swap cut between its renames: the replaced folder goes back where it was when nothing took
 *   its place, and the folders the new output should have carried over are moved into it;
 * - staging folders and replaced output waiting to be deleted: deleted.
 */
function recoverInterrupted(out: string, allLocaleDirs: string[]): void {
  const parent = path.dirname(out);
  const { swapped, staged, doomed } = namesBeside(out);
  for (const entry of fs.readdirSync(parent)) {
    const swap = swapped.exec(entry);
    const match = swap ?? staged.exec(entry) ?? doomed.exec(entry);
    if (!match) continue;
    // Staging folders of an older sitegen carry no process id: no build of this one uses them.
    const pid = Number(match.at(-1));
    if (Number.isInteger(pid) && pid !== process.pid && isProcessRunning(pid)) continue;
    const from = path.join(parent, entry);
    const locale = swap?.[1];
    const target = locale ? path.join(out, locale) : out;
    if (swap && !fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(from, target);
      continue;
    }
    if (swap && !locale)
      for (const d of allLocaleDirs.filter((d) => d !== ''))
        moveIfMissing(path.join(from, d), path.join(out, d));
    removeInBackground(from);
  }
}

/** The names of what builds leave beside the output `out`: swaps, staging folders, replaced output. */
function namesBeside(out: string) {
  const name = escapeRegExp(path.basename(out));
  return {
    swapped: new RegExp(`^${escapeRegExp(SWAP_PREFIX)}${name}(?:@(.+))?-(\\d+)$`),
    staged: new RegExp(`^${escapeRegExp(TMP_PREFIX)}${name}-(?:(\\d+)-)?`),
    doomed: new RegExp(`^${escapeRegExp(OLD_PREFIX)}${name}(?:@.+)?-(\\d+)$`),
  };
}

/** Whether anything a build left beside the output is there (the next build that writes clears it). */
export function leftBeside(out: string): boolean {
  const names = Object.values(namesBeside(out));
  const parent = path.dirname(out);
  return fs.existsSync(parent) && fs.readdirSync(parent).some((e) => names.some((n) => n.test(e)));
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

/** The fallback for a folder that cannot be renamed: empty it (but what it carries) and copy the new output in. */
function replaceContents(source: string, target: string, carry: string[]): void {
  for (const entry of fs.readdirSync(target))
    if (!carry.includes(entry))
      fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  fs.rmSync(source, { recursive: true, force: true });
}

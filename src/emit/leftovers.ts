/**
 * What builds leave beside their output folder (or inside it, when it is a mount point) while they
 * run, and how the next build deals with what a build that stopped left there: the names of
 * staging, swap and replaced folders (each with the process id that owns it), a swap cut short put
 * back, the rest deleted by a process of its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '../shared/index.js';

/** Where a build stages and swaps: beside the output, or inside it when it is a mount point. */
export interface Place {
  out: string;
  /** The folder that holds the staging and swap folders. */
  beside: string;
  mounted: boolean;
}

/** Staging folders: `.sitegen-tmp-<out>-<pid>-<random>`. */
export const TMP_PREFIX = '.sitegen-tmp-';
/** A replaced folder while its swap is under way: `.sitegen-swap-<out>[@<locale>]-<pid>`, beside the output. */
const SWAP_PREFIX = '.sitegen-swap-';
/** Replaced output folders waiting to be deleted: `.sitegen-old-<name>-<pid>`. */
const OLD_PREFIX = '.sitegen-old-';

/** Where the folder `target` (the output or one of its locale folders) waits during its swap. */
export function swapFolder({ out, beside }: Place, target: string): string {
  const locale = target === out ? '' : `@${path.relative(out, target)}`;
  return path.join(beside, `${SWAP_PREFIX}${path.basename(out)}${locale}-${process.pid}`);
}

/** What a build leaves inside a mounted output folder while it runs: never part of the output. */
export function isLeftByBuild(name: string): boolean {
  return name.startsWith(TMP_PREFIX) || name.startsWith(SWAP_PREFIX) || name.startsWith(OLD_PREFIX);
}

/** Moves `from` to `to` when there is a `from` and no `to`. */
export function moveIfMissing(from: string, to: string): void {
  if (fs.existsSync(from) && !fs.existsSync(to)) fs.renameSync(from, to);
}

/** Deleted by a process of its own, after a rename to a name that says it is only waiting for that. */
export function removeInBackground(dir: string): void {
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
export function recoverInterrupted(place: Place, allLocaleDirs: string[]): void {
  const { out, beside: parent } = place;
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
    // Inside a mount point the swap moved entries one by one: every one missing goes back.
    const carried = place.mounted ? fs.readdirSync(from) : allLocaleDirs.filter((d) => d !== '');
    if (swap && !locale)
      for (const d of carried) moveIfMissing(path.join(from, d), path.join(out, d));
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
  // Beside the output, or inside it when it is a mount point.
  return [path.dirname(out), out].some(
    (dir) => fs.existsSync(dir) && fs.readdirSync(dir).some((e) => names.some((n) => n.test(e))),
  );
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

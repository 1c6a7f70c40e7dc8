/**
 * Atomic output: a build writes into a fresh temporary folder beside `--out` and only a build
 * that succeeded replaces the old output (or the locale folders it rebuilt). A failed build
 * removes its temporary folder and leaves `--out` exactly as it was. The replaced output is
 * deleted by a process of its own, so the command does not wait for the disk.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Staging {
  /** Where this build writes. */
  dir: string;
  /** Moves the new output into place. `localeDirs` are the locale folders built ("" = default). */
  commit(localeDirs: string[], allLocaleDirs: string[]): void;
  discard(): void;
}

export function stage(outDir: string): Staging {
  const parent = path.dirname(path.resolve(outDir));
  fs.mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, path.basename(outDir));
  const dir = fs.mkdtempSync(path.join(parent, `.sitegen-tmp-${path.basename(outDir)}-`));
  // mkdtemp makes the folder private (0700); the site must be readable by a web server.
  fs.chmodSync(dir, 0o755 & ~process.umask());
  const out = path.resolve(outDir);
  return {
    dir,
    commit(localeDirs, allLocaleDirs) {
      const full = allLocaleDirs.every((d) => localeDirs.includes(d));
      if (full || !fs.existsSync(out)) return swap(dir, out);
      if (localeDirs.includes('')) {
        // The default locale owns the root: carry the other locales' folders over, then swap.
        for (const other of allLocaleDirs.filter((d) => d !== '' && !localeDirs.includes(d))) {
          const from = path.join(out, other);
          if (fs.existsSync(from)) fs.renameSync(from, path.join(dir, other));
        }
        return swap(dir, out);
      }
      for (const localeDir of localeDirs) swap(path.join(dir, localeDir), path.join(out, localeDir));
      fs.rmSync(dir, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Replaces `target` by `source` with two renames, so readers never see a half-written folder. */
function swap(source: string, target: string): void {
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
  if (had) removeInBackground(old);
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

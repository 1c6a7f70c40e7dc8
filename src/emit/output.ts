/**
 * Atomic output: a build writes into a fresh temporary folder beside `--out` and only a build
 * that succeeded replaces the old output (or the locale folders it rebuilt). A failed build
 * removes its temporary folder and leaves `--out` exactly as it was.
 */
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
  const dir = fs.mkdtempSync(path.join(parent, `.sitegen-tmp-${path.basename(outDir)}-`));
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
  const old = `${target}.old-${process.pid}`;
  const had = fs.existsSync(target);
  if (had) fs.renameSync(target, old);
  fs.renameSync(source, target);
  if (had) fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Which folder a build may replace. A build replaces everything in its output folder, so a typo in
 * `--out` (`/`, `.`, `..`, `docs`) must not cost anyone their work: before anything is written,
 * the folder is refused when it is the file system's root, the user's home or a folder above it,
 * the site folder or a folder above it, a git working tree, inside `node_modules` or `.git`, a
 * source the config reads (or a folder holding one, or inside one), or a file. A folder that holds
 * anything and that no sitegen build wrote (no marker file in it, no record of a build into it) is
 * refused too, unless the command says `--force`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import { isLeftByBuild } from './leftovers.js';
import { OUTPUT_MARKER } from './output.js';

export interface OutputFolderCheck {
  /** The site folder (where the config is). */
  root: string;
  /** Every file and folder the build reads (the config, content folders, static files …). */
  sources: string[];
  /** `--force`: a non-empty folder that no sitegen build wrote may be replaced. */
  force: boolean;
  /** A build into this folder is on record (an output of a sitegen that wrote no marker yet). */
  builtBefore?: boolean;
  /** The user's home folder (tests give one of their own). */
  home?: string;
  /** How the folder was named, for the message ("--out"). */
  option?: string;
}

/** Why `out` must not be replaced by a build, or undefined when it may be. */
export function refuseOutputFolder(out: string, check: OutputFolderCheck): SiteError | undefined {
  const option = check.option ?? '--out';
  const refuse = (
    why: string,
    hint = `name a folder of its own for the output, e.g. ${option} dist; nothing was written`,
  ): SiteError => ({ file: out, message: `cannot be the output folder (${option}): ${why}`, hint });
  const target = resolveLinks(out);
  const home = resolveLinks(check.home ?? os.homedir());
  const root = resolveLinks(check.root);

  if (path.dirname(target) === target)
    return refuse('it is the root of the file system, and a build replaces everything in it');
  if (home && isWithin(home, target))
    return refuse(
      target === home
        ? 'it is your home folder, and a build replaces everything in it'
        : 'it holds your home folder, and a build replaces everything in it',
    );
  if (isWithin(root, target))
    return refuse(
      target === root
        ? 'it is the site folder, and a build replaces everything in it (the sources too)'
        : 'it holds the site folder, and a build replaces everything in it (the sources too)',
    );
  const segments = target.split(path.sep);
  if (segments.includes('.git') || segments.includes('node_modules'))
    return refuse('it is inside .git or node_modules, which a build must not write into');
  for (const source of check.sources) {
    const resolved = resolveLinks(source);
    const name = isWithin(resolved, root) ? path.relative(root, resolved) : resolved;
    const why =
      resolved === target
        ? `it is ${name}, which the build reads`
        : isWithin(resolved, target)
          ? `it holds ${name}, which the build reads`
          : isWithin(target, resolved)
            ? `it is inside ${name}, which the build reads`
            : undefined;
    if (why) return refuse(`${why}, and a build replaces everything in its output folder`);
  }

  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return undefined; // made by the build
  }
  if (!stat.isDirectory()) return refuse('it is a file, not a folder');
  if (fs.existsSync(path.join(target, '.git')))
    return refuse('it is a git working tree, and a build replaces everything in it');
  if (check.force || check.builtBefore) return undefined;
  const entries = fs.readdirSync(target).filter((name) => !isLeftByBuild(name));
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return undefined;
  return refuse(
    `it holds files (${preview(entries)}) and no ${OUTPUT_MARKER} file, so no sitegen build wrote it, and a build replaces everything in it`,
    `name an empty or new folder, or add --force to replace what it holds (once, if an older sitegen built it: the build then marks it); nothing was written`,
  );
}

function preview(entries: string[]): string {
  const shown = entries.sort().slice(0, 3).join(', ');
  return entries.length > 3 ? `${shown} and ${entries.length - 3} more` : shown;
}

/** Whether `inner` is `outer` or inside it. */
function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** The path with its links resolved, as far as it exists (the rest as written). */
function resolveLinks(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(fs.realpathSync(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

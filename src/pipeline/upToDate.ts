/**
 * A build with nothing to do. When the site's files, the config, the build's options, the commit
 * checked out and sitegen itself are what they were for the last good build into the same folder,
 * and that folder holds exactly the files that build left there, `sitegen build` reports that
 * build again instead of making the same files once more (a warm build with nothing changed).
 *
 * Files are compared by path, size and modification time: every file under the site root except
 * `node_modules`, dot-folders (`.git`) and the output folder, what `serve --watch` watches outside
 * the root (a docs folder beside the website), the files outside it the site's code imported in the
 * last build (a repository's `errors.json`), and the files package managers rewrite when they
 * install, in the site and above it up to its repository; and every file of the output, with nothing an interrupted build left beside it. The
 * year is part of the key, since a footer may print it.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, codeVersion, hashOf } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import { codeImportsOutside, installStateFiles, walkFolder } from '../content/index.js';
import type { FileIdentity } from '../emit/index.js';
import { replaceFile } from '../replaceFile.js';

/** What the last good build into a folder was made from and what it wrote, and its report. */
interface Stamp<Report> {
  inputs: string;
  /** Files outside the site its code imported (a repository's JSON), and their sizes and times. */
  imported?: { files: string[]; key: string };
  output: string;
  report: Report;
}

export interface LastBuild<Report> {
  /** The last good build's report when nothing changed since; undefined otherwise. */
  unchanged: Report | undefined;
  /**
   * Whether the output folder holds exactly what the last good build into it left there (always
   * false when not compared: `--force`), so that a build may take files from it (lastPages.ts).
   */
  outputAsLeft: boolean;
  /** With `outputAsLeft`: each file of the output (by absolute path) as compared, so not asked again. */
  outputFiles?: ReadonlyMap<string, FileIdentity>;
  /**
   * Records a good build made from the inputs this was opened with, once its output is in place;
   * `read`: more files and folders outside the site it read (what its plugins watch). `output`:
   * the output's files as `outputFilesKey` found them, when the build asked before they were in
   * place.
   */
  save(report: Report, read?: string[], output?: string): void;
}

/**
 * `options`: whatever else decides the output (locales, drafts, search …), as JSON. `compare`:
 * false when the build runs whatever the last one was (`--force`): only the inputs are read, for
 * the next build to compare with.
 */
export async function lastBuild<Report>(
  config: ResolvedConfig,
  outDir: string,
  locales: string[],
  options: object,
  compare = true,
): Promise<LastBuild<Report>> {
  const file = stampFile(config, outDir);
  const { watchedPaths } = await import('./changes.js');
  const inputs = await inputsKey(config, outDir, options, watchedPaths(config, locales));
  let outputAsLeft = false;
  let outputFiles: Map<string, FileIdentity> | undefined;
  if (compare) {
    let stamp: Stamp<Report> | undefined;
    try {
      stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Stamp<Report>;
    } catch {
      stamp = undefined;
    }
    // What an interrupted build left beside the output is cleared by a build that writes. (Its own
    // module, not the emit stage's public face: that would load all of emit for this one question.)
    const { leftBeside } = await import('../emit/leftovers.js');
    const importedSame = !stamp?.imported || statsKey(stamp.imported.files) === stamp.imported.key;
    const files = new Map<string, FileIdentity>();
    const asLeft =
      stamp !== undefined &&
      !leftBeside(outDir) &&
      stamp.output ===
        filesKey(outDir, [], (file, { dev, ino, size }) => files.set(file, { dev, ino, size }));
    if (stamp?.inputs === inputs && importedSame && asLeft)
      return {
        unchanged: stamp.report,
        outputAsLeft: true,
        save: () => undefined,
      };
    outputAsLeft = asLeft;
    if (asLeft) outputFiles = files;
  }
  return {
    unchanged: undefined,
    outputAsLeft,
    outputFiles,
    save(report, read = [], output) {
      try {
        const outside = read.filter((file) => path.relative(config.root, file).startsWith('..'));
        const files = [...codeImportsOutside(config.root), ...outside];
        const imported = { files, key: statsKey(files) };
        const stamp: Stamp<Report> = {
          inputs,
          imported,
          output: output ?? filesKey(outDir, []),
          report,
        };
        replaceFile(file, JSON.stringify(stamp));
      } catch {
        // Only a shortcut: the next build builds.
      }
    },
  };
}

/**
 * What a build records of its output's files, read from a folder that becomes the output as it is
 * (a staging folder renamed into place), while the build waits for something else.
 */
export function outputFilesKey(dir: string): string {
  return filesKey(dir, []);
}

/** Where the last good build into `outDir` is recorded. */
function stampFile(config: ResolvedConfig, outDir: string): string {
  return path.join(cacheDir(config.root), 'builds', `${hashOf(outDir)}.json`);
}

/** Whether a sitegen build into `outDir` is on record (one that may predate the output's marker). */
export function builtBefore(config: ResolvedConfig, outDir: string): boolean {
  return fs.existsSync(stampFile(config, outDir));
}

async function inputsKey(
  config: ResolvedConfig,
  outDir: string,
  options: object,
  watched: string[],
): Promise<string> {
  const { root } = config;
  // Git answers while the files are listed.
  const commit = headCommit(root);
  const out = path.relative(root, outDir);
  const ignore =
    out && !out.startsWith('..') && !path.isAbsolute(out) ? [out.split(path.sep).join('/')] : [];
  // What `serve --watch` watches outside the site root (a docs folder beside the website, say).
  const outside = watched
    .filter((file) => path.relative(root, file).startsWith('..') && fs.existsSync(file))
    .sort()
    .map((file) =>
      fs.statSync(file).isDirectory()
        ? `${file}\0${filesKey(file, [])}`
        : `${file}\0${fs.statSync(file).size}\0${fs.statSync(file).mtimeMs}`,
    );
  // What the package managers write when they install, in the site and above it (a workspace).
  const installed = statsKey(installStateFiles(root));
  // The config as loaded: a value computed when it loads (a date, an environment variable) counts.
  const loaded = JSON.stringify(config, (_key, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  );
  return hashOf(
    codeVersion(),
    JSON.stringify(options),
    loaded,
    String(new Date().getFullYear()),
    filesKey(root, ignore),
    outside.join('\n'),
    installed,
    await commit,
  );
}

/** Each of `files` by path, size and time (or as missing); a folder by every file in it. */
function statsKey(files: string[]): string {
  return hashOf(
    ...files.map((file) => {
      try {
        const stats = fs.statSync(file);
        if (stats.isDirectory()) return `${file}\0${filesKey(file, [])}`;
        return `${file}\0${stats.size}\0${stats.mtimeMs}`;
      } catch {
        return `${file}\0missing`;
      }
    }),
  );
}

/**
 * Every file under `dir` (but node_modules, dot-folders and the folders `ignore` names, relative)
 * by path, size and time; a symbolic link to a folder followed once (see walkFolder.ts). `each`
 * is told each file's absolute path and what it was found to be.
 */
function filesKey(
  dir: string,
  ignore: string[],
  each?: (file: string, stats: fs.Stats) => void,
): string {
  const skip = (relPath: string, isDir: boolean) =>
    isDir && (/(^|\/)(\.[^/]*|node_modules)$/.test(relPath) || ignore.includes(relPath));
  const hash = crypto.createHash('sha256');
  for (const file of walkFolder(dir, { skip }).files) {
    let stats: fs.Stats;
    const absolute = path.join(dir, file);
    try {
      stats = fs.statSync(absolute);
    } catch {
      continue; // gone meanwhile
    }
    hash.update(`${file}\0${stats.size}\0${stats.mtimeMs}\0`);
    each?.(absolute, stats);
  }
  return hash.digest('hex');
}

/** The commit checked out (the sitemap's dates come from the history), or "" outside git. */
function headCommit(root: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }, (error, stdout) =>
      resolve(error ? '' : stdout.trim()),
    );
  });
}

/**
 * Finds the source files of one content folder for one locale: every file of the default-locale
 * folder, each replaced by its translation when the locale's translation folder has one.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { ContentFolder } from '../config/index.js';
import type { ErrorList } from '../errors.js';
import { whyOutsideSite } from './insideSite.js';
import { realPathIn, walkFolder, type FolderWalk } from './walkFolder.js';

export interface LocatedFile {
  /** Path relative to the content folder, with forward slashes ("install/manual.md"). */
  relPath: string;
  /** The file to read: the translation if there is one, else the default-locale file. */
  file: string;
  /** The default-locale file; links and assets are resolved as if from here. */
  defaultFile: string;
  translated: boolean;
  /** Why the file may not be read (a symbolic link out of the site); it is then reported, never read. */
  refused?: string;
}

/**
 * Never sources: dependencies; files or folders whose name starts with `_` (partials, category
 * files, a page's own components); tests and type declarations beside code (as Docusaurus skips them).
 */
const IGNORED = [
  '**/node_modules/**',
  '**/_*/**',
  '**/_*.*',
  '**/__tests__/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/*.d.ts',
];

/** The folder of a locale's translations (the config's paths are absolute: see config/resolve.ts). */
export function translationDir(folder: ContentFolder, locale: string): string {
  return folder.translations.replaceAll('{locale}', locale);
}

export function locateFiles(
  root: string,
  folder: ContentFolder,
  locale: string,
  defaultLocale: string,
  patterns: SourcePatterns,
  errors: ErrorList,
): LocatedFile[] {
  const { dir } = folder;
  const defaults = sourcesIn(root, dir, patterns, errors);
  const transDir = translationDir(folder, locale);
  const translations =
    locale === defaultLocale ? undefined : sourcesIn(root, transDir, patterns, errors);
  const translated = new Set(translations?.files);
  return defaults.files.map((relPath) => {
    const has = translated.has(relPath);
    const defaultFile = path.join(dir, relPath);
    const defaultReal = defaults.realOf(relPath);
    return checked(
      root,
      {
        relPath,
        file: has ? path.join(transDir, relPath) : defaultFile,
        defaultFile,
        translated: has,
      },
      has ? translations!.realOf(relPath) : defaultReal,
      defaultReal,
    );
  });
}

/**
 * The folders no source is in: dependencies, dot-folders, and `_`-folders and tests (see
 * `IGNORED`); not entered at all.
 */
export function isSkippedFolder(relPath: string, isDir: boolean): boolean {
  if (!isDir) return false;
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  return /^[._]/.test(name) || name === 'node_modules';
}

/**
 * The sources under `dir` (sorted relative paths), and the real path of each where the walk knows
 * it (no link on its way); links not followed and bad names reported.
 */
function sourcesIn(
  root: string,
  dir: string,
  patterns: SourcePatterns,
  errors: ErrorList,
): { files: string[]; realOf(relPath: string): string | undefined } {
  const walk = walkFolder(dir, {
    skip: isSkippedFolder,
    refuse: (link) => whyOutsideSite(root, link),
  });
  reportWalk(walk, errors, (relPath) => isSourcePath(relPath, patterns));
  return {
    files: walk.files.filter((relPath) => isSourcePath(relPath, patterns)),
    realOf: (relPath) => realPathIn(walk, dir, relPath),
  };
}

const SKIPPED_LINK_HINTS = {
  loop: 'remove the link: its folder is read already',
  repeat: 'remove the link, or link to the folder from one place only',
  broken: 'remove the link or fix its target',
};

/**
 * What a walk of a content folder could not list, as errors (a link out of the site, a source's
 * name that is not UTF-8) and warnings (a link that loops, repeats a folder or leads nowhere).
 */
export function reportWalk(
  walk: FolderWalk,
  errors: ErrorList,
  isSource: (relPath: string) => boolean = () => true,
): void {
  for (const link of walk.skipped) {
    if (link.kind === 'refused')
      errors.add({
        file: link.path,
        message: `this folder cannot be read: ${link.why}`,
        hint: 'content must be inside the site folder; copy the folder in instead of linking to it',
      });
    else
      errors.warn({
        file: link.path,
        message: `symbolic link not followed: ${link.why}`,
        hint: SKIPPED_LINK_HINTS[link.kind],
      });
  }
  for (const bad of walk.badNames) {
    if (!bad.isDir && !isSource(bad.relPath)) continue;
    errors.add({
      file: bad.dir,
      message: `the ${bad.isDir ? 'folder' : 'file'} name "${bad.shown}" in this folder is not UTF-8`,
      hint: 'rename it in UTF-8 (convmv -f latin1 -t utf8 --notest <name> does it): a URL is made from the name',
    });
  }
}

/**
 * Which files of a content folder are sources: the globs a file must match, or those and the globs
 * that leave a file out (the blog's `include` and `exclude`, as Docusaurus's options name them).
 */
export type SourcePatterns = string[] | { include: string[]; exclude: string[] };

const matchers = new Map<string, (path: string) => boolean>();
const matcherOf = (patterns: string[]) => {
  const key = patterns.join('\0');
  let matcher = matchers.get(key);
  if (!matcher) matchers.set(key, (matcher = picomatch(patterns)));
  return matcher;
};

/** Whether `relPath` (inside a content folder) is a source `locateFiles` would list for these patterns. */
export function isSourcePath(relPath: string, patterns: SourcePatterns): boolean {
  const { include, exclude } = Array.isArray(patterns)
    ? { include: patterns, exclude: [] }
    : patterns;
  return (
    matcherOf(include)(relPath) &&
    !matcherOf(IGNORED)(relPath) &&
    (exclude.length === 0 || !matcherOf(exclude)(relPath))
  );
}

/** One file of `locateFiles`: the source at `relPath` for `locale`, or undefined when there is none. */
export function locateFile(
  root: string,
  folder: ContentFolder,
  locale: string,
  defaultLocale: string,
  patterns: SourcePatterns,
  relPath: string,
): LocatedFile | undefined {
  if (!isSourcePath(relPath, patterns)) return undefined;
  const defaultFile = path.join(folder.dir, relPath);
  if (!fs.existsSync(defaultFile)) return undefined;
  const translated =
    locale === defaultLocale ? undefined : path.join(translationDir(folder, locale), relPath);
  const has = translated !== undefined && fs.existsSync(translated);
  return checked(root, {
    relPath,
    file: has ? translated : defaultFile,
    defaultFile,
    translated: has,
  });
}

/**
 * A located file, refused when it (or a folder on its way) is a symbolic link out of the site.
 * `real`, `defaultReal`: the real paths of its file and default file, where a walk knows them.
 */
function checked(
  root: string,
  located: LocatedFile,
  real?: string,
  defaultReal?: string,
): LocatedFile {
  const refused =
    whyOutsideSite(root, located.file, real) ??
    (located.file === located.defaultFile
      ? undefined
      : whyOutsideSite(root, located.defaultFile, defaultReal));
  return refused ? { ...located, refused } : located;
}

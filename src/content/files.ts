/**
 * Finds the source files of one content folder for one locale: every file of the default-locale
 * folder, each replaced by its translation when the locale's translation folder has one.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import type { ContentFolder } from '../config/index.js';
import { whyOutsideSite } from './insideSite.js';

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
  patterns: string[],
): LocatedFile[] {
  const { dir } = folder;
  const ignore = IGNORED;
  const defaults = fg.sync(patterns, { cwd: dir, ignore }).sort();
  const transDir = translationDir(folder, locale);
  const translated =
    locale === defaultLocale
      ? new Set<string>()
      : new Set(fg.sync(patterns, { cwd: transDir, ignore }));
  return defaults.map((relPath) => {
    const has = translated.has(relPath);
    const defaultFile = path.join(dir, relPath);
    return checked(root, {
      relPath,
      file: has ? path.join(transDir, relPath) : defaultFile,
      defaultFile,
      translated: has,
    });
  });
}

const matchers = new Map<string, (path: string) => boolean>();
const matcherOf = (patterns: string[]) => {
  const key = patterns.join('\0');
  let matcher = matchers.get(key);
  if (!matcher) matchers.set(key, (matcher = picomatch(patterns)));
  return matcher;
};

/** Whether `relPath` (inside a content folder) is a source `locateFiles` would list for these patterns. */
export function isSourcePath(relPath: string, patterns: string[]): boolean {
  return matcherOf(patterns)(relPath) && !matcherOf(IGNORED)(relPath);
}

/** One file of `locateFiles`: the source at `relPath` for `locale`, or undefined when there is none. */
export function locateFile(
  root: string,
  folder: ContentFolder,
  locale: string,
  defaultLocale: string,
  patterns: string[],
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

/** A located file, refused when it (or a folder on its way) is a symbolic link out of the site. */
function checked(root: string, located: LocatedFile): LocatedFile {
  const refused =
    whyOutsideSite(root, located.file) ??
    (located.file === located.defaultFile ? undefined : whyOutsideSite(root, located.defaultFile));
  return refused ? { ...located, refused } : located;
}

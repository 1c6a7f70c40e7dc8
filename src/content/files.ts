/**
 * Finds the source files of one content folder for one locale: every file of the default-locale
 * folder, each replaced by its translation when the locale's translation folder has one.
 */
import path from 'node:path';
import fg from 'fast-glob';
import type { ContentFolder } from '../config/types.js';

export interface LocatedFile {
  /** Path relative to the content folder, with forward slashes ("install/manual.md"). */
  relPath: string;
  /** The file to read: the translation if there is one, else the default-locale file. */
  file: string;
  /** The default-locale file; links and assets are resolved as if from here. */
  defaultFile: string;
  translated: boolean;
}

export function translationDir(root: string, folder: ContentFolder, locale: string): string {
  return path.resolve(root, folder.translations.replaceAll('{locale}', locale));
}

export function locateFiles(
  root: string,
  folder: ContentFolder,
  locale: string,
  defaultLocale: string,
  patterns: string[],
): LocatedFile[] {
  const dir = path.resolve(root, folder.dir);
  const ignore = ['**/node_modules/**', '**/_*/**', '**/_*.*'];
  const defaults = fg.sync(patterns, { cwd: dir, ignore }).sort();
  const transDir = translationDir(root, folder, locale);
  const translated = locale === defaultLocale ? new Set<string>() : new Set(fg.sync(patterns, { cwd: transDir, ignore }));
  return defaults.map((relPath) => {
    const has = translated.has(relPath);
    const defaultFile = path.join(dir, relPath);
    return { relPath, file: has ? path.join(transDir, relPath) : defaultFile, defaultFile, translated: has };
  });
}

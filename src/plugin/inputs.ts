/**
 * The files plugins say they read (`watch`): whether a changed file is one of them, and the
 * folders `serve --watch` watches for them (each pattern's folder before its first wildcard).
 */
import path from 'node:path';
import picomatch from 'picomatch';
import { pluginKey } from './run.js';
import type { LoadedPlugin } from './types.js';

const toPosix = (file: string) => file.split(path.sep).join('/');

function patternsOf(plugins: LoadedPlugin[], root: string): string[] {
  return plugins.flatMap((plugin) =>
    (plugin.watch ?? []).map((pattern) => toPosix(path.resolve(root, pattern))),
  );
}

/** The plugins (by `pluginKey`) that read `file` (absolute). */
export function pluginsReading(plugins: LoadedPlugin[], root: string): (file: string) => string[] {
  const readers = plugins.flatMap((plugin) => {
    const patterns = patternsOf([plugin], root);
    if (patterns.length === 0) return [];
    const matches = picomatch(patterns, { dot: false });
    const key = pluginKey(plugin);
    // A pattern naming a folder stands for everything in it, as Docusaurus's watch paths do.
    return [
      (file: string) =>
        matches(file) || patterns.some((pattern) => file.startsWith(`${pattern}/`)) ? [key] : [],
    ];
  });
  return (file) => readers.flatMap((reader) => reader(toPosix(file)));
}

/** The files and folders to watch for the plugins' patterns. */
export function pluginWatchPaths(plugins: LoadedPlugin[], root: string): string[] {
  return [
    ...new Set(
      patternsOf(plugins, root).map((pattern) => {
        const { base, isGlob } = picomatch.scan(pattern);
        return path.resolve(isGlob ? base || '/' : pattern);
      }),
    ),
  ];
}

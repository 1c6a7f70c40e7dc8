/**
 * The files plugins say they read (`watch`): whether a changed file is one of them, and the
 * folders `serve --watch` watches for them (each pattern's folder before its first wildcard).
 */
import path from 'node:path';
import picomatch from 'picomatch';
import type { LoadedPlugin } from './types.js';

const toPosix = (file: string) => file.split(path.sep).join('/');

function patternsOf(plugins: LoadedPlugin[], root: string): string[] {
  return plugins.flatMap((plugin) =>
    (plugin.watch ?? []).map((pattern) => toPosix(path.resolve(root, pattern))),
  );
}

/** Whether `file` (absolute) is one a plugin reads. */
export function pluginInputMatcher(
  plugins: LoadedPlugin[],
  root: string,
): (file: string) => boolean {
  const patterns = patternsOf(plugins, root);
  if (patterns.length === 0) return () => false;
  const matches = picomatch(patterns, { dot: false });
  // A pattern naming a folder stands for everything in it, as Docusaurus's watch paths do.
  return (file) =>
    matches(toPosix(file)) || patterns.some((pattern) => toPosix(file).startsWith(`${pattern}/`));
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

/**
 * Where a site keeps the theme components it replaces (Docusaurus's swizzling): `src/theme/`, one
 * `<Name>.tsx` (or `.jsx`, `.ts`, `.js`) or `<Name>/index.tsx` per component, `<Name>` a path for
 * a part of one (`DocRoot/Layout/Main`).
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { isSitegenCheckout } from '../packageRoot.js';

/** Where a site keeps its replacements, from its root. */
export const OVERRIDES_DIR = path.join('src', 'theme');

/**
 * The folder `root`'s replacements live in; none when it is sitegen's own theme (this repository,
 * or a checkout of it that another copy of sitegen builds, as the Docker image does).
 */
export function overridesDir(root: string): string | undefined {
  return isSitegenCheckout(root) ? undefined : path.join(root, OVERRIDES_DIR);
}

/** The theme folders of each site's plugins (their `themeComponents`), by site root. */
const pluginThemes = new Map<string, string[]>();

/**
 * Tells the theme which folders the site's plugins bring (a Docusaurus plugin's `getThemePath`),
 * when a build sets its plugins up: their components replace the theme's as the site's own
 * `src/theme` does, and add `@theme/<Name>` modules of their own.
 */
export function setPluginThemes(root: string, dirs: string[]): void {
  pluginThemes.set(path.resolve(root), dirs);
}

/** A folder replacements come from, and whether it is a plugin's. */
export interface ThemeFolder {
  dir: string;
  plugin: boolean;
}

/**
 * Every folder replacements come from, the first to name a component winning: the site's own
 * `src/theme`, then its plugins' theme folders, the plugin listed last first (as Docusaurus lets
 * a later theme override an earlier one).
 */
export function themeFolders(root: string): ThemeFolder[] {
  const own = overridesDir(root);
  return [
    ...(own && fs.existsSync(own) ? [{ dir: own, plugin: false }] : []),
    ...[...(pluginThemes.get(path.resolve(root)) ?? [])]
      .reverse()
      .filter((dir) => fs.existsSync(dir))
      .map((dir) => ({ dir, plugin: true })),
  ];
}

/**
 * The files of `dir` that may replace a component, relative to it, sorted: any depth, as
 * Docusaurus's `src/theme/DocRoot/Layout/Main/index.js` replaces `@theme/DocRoot/Layout/Main`.
 */
export function replacementFiles(dir: string): string[] {
  return fg
    .sync(['**/*.{tsx,jsx,ts,js}'], {
      cwd: dir,
      ignore: ['**/*.d.ts', '**/*.test.*', '**/_*', '**/_*/**', '**/node_modules/**'],
    })
    .sort();
}

/**
 * The component a replacement file is named after: its path without the extension and a last
 * `index` ("Tabs/index.tsx" → "Tabs", "DocRoot/Layout/Main/index.js" → "DocRoot/Layout/Main").
 */
export const replacedName = (rel: string) => rel.replace(/\.[jt]sx?$/, '').replace(/\/index$/, '');

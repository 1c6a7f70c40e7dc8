/**
 * What a changed file means for a build: a content source of some locales, a category file, a UI
 * strings file, the template, the theme, the OpenAPI description or one of its translations, the
 * config or a static file.
 * Decided from the path alone, so a deleted file is classified like an edited one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONFIG_FILES,
  defaultContentDirs,
  DOCUSAURUS_CONFIG_FILES,
  type ResolvedConfig,
} from '../config/index.js';
import { codeImportsOutside, isSourcePath, translationDir } from '../content/index.js';
import { contentPluginsOf, type ContentPlugin, type PluginFolder } from '../plugins/index.js';
import { stringsFiles, stringsFolders } from '../i18n/index.js';
import { isSitegenCheckout, packageRoot } from '../packageRoot.js';
import { overridesDir, postcssConfigFile, sassInputs } from '../bundle/index.js';
import { templateFile } from '../render/index.js';

/** The content plugin a file is of, by name. */
export type FolderKind = string;

/** `locales` undefined: every locale (a default-locale file, or one every locale falls back to). */
export type SiteChange =
  /** `group`: for docs, the version of the docs section the file is in (`docsGroupKey`). */
  | { type: 'source'; kind: FolderKind; relPath: string; group?: string; locales?: string[] }
  /** A file the content plugin reads besides its sources (the docs' categories, the blog's authors). */
  | { type: 'content-data'; kind: FolderKind; locales?: string[] }
  | { type: 'asset'; file: string; locales?: string[] }
  | { type: 'strings'; locales?: string[] }
  /** A file a content plugin's `prepare` read (the OpenAPI description): it is prepared again. */
  | { type: 'site-input'; plugin: FolderKind }
  | { type: 'template' }
  /**
   * The site's stylesheet must be bundled again; `file`, a Sass file page modules read too (a
   * partial both use), rebundles them as well.
   */
  | { type: 'theme-css'; file?: string }
  | { type: 'theme-code' }
  /** A site's replacement of a theme component (src/theme/ of the site). */
  | { type: 'theme-overrides'; file: string }
  | { type: 'config' }
  | { type: 'static'; relPath: string }
  /** A file plugins say they read (their `watch`): those plugins (by `pluginKey`) run again. */
  | { type: 'plugin-input'; plugins: string[] };

/** A folder content is read from, with the content plugin that reads it. */
export interface ContentFolderOf extends PluginFolder {
  plugin: ContentPlugin;
}

interface FolderRoot extends ContentFolderOf {
  dir: string;
  locales?: string[];
}

export function contentFolders(config: ResolvedConfig): ContentFolderOf[] {
  return contentPluginsOf(config).flatMap((plugin) =>
    plugin.folders(config).map((folder) => ({ ...folder, plugin })),
  );
}

/** Every folder content is read from, most specific first. */
function folderRoots(config: ResolvedConfig): FolderRoot[] {
  const roots: FolderRoot[] = [];
  for (const entry of contentFolders(config)) {
    roots.push({ ...entry, dir: entry.folder.dir });
    for (const locale of Object.keys(config.locales)) {
      if (locale !== config.defaultLocale)
        roots.push({
          ...entry,
          dir: translationDir(entry.folder, locale),
          locales: [locale],
        });
    }
  }
  return roots.sort((a, b) => b.dir.length - a.dir.length);
}

const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);

export function themeDir(): string {
  return path.join(packageRoot(), 'src', 'theme');
}

/** The files and folders `serve --watch` watches for this config. */
export function watchedPaths(config: ResolvedConfig, locales: string[]): string[] {
  const paths = [
    config.configFile,
    ...config.configImports,
    ...contentPluginsOf(config)
      .flatMap((plugin) => plugin.configFiles?.(config) ?? [])
      .filter((file) => fs.existsSync(file)),
    // A Docusaurus config under a sitegen one: both are read (config/load.ts).
    ...DOCUSAURUS_CONFIG_FILES.map((name) => path.join(config.root, name)).filter((file) =>
      fs.existsSync(file),
    ),
    templateFile(config),
    ...[postcssConfigFile(config.root)].filter((file): file is string => file !== undefined),
    themeDir(),
    ...config.theme.customCss,
    ...[overridesDir(config.root)].filter(
      (dir): dir is string => dir !== undefined && fs.existsSync(dir),
    ),
    ...stringsFolders(config),
    ...[siteCodeDir(config)].filter((dir): dir is string => dir !== undefined),
    ...locales.flatMap((locale) =>
      [...dataFilesOf(config, locale), ...stringsFiles(config, locale)].filter((file) =>
        fs.existsSync(file),
      ),
    ),
    config.staticDir,
    // Files outside the site its code imported (a repository's JSON), and the Sass partials its
    // stylesheets read: known once a build ran.
    ...codeImportsOutside(config.root),
    ...sassInputs(config.root, 'stylesheet'),
    ...sassInputs(config.root, 'modules'),
  ];
  for (const { folder } of contentFolders(config)) {
    paths.push(folder.dir);
    for (const locale of locales)
      if (locale !== config.defaultLocale) paths.push(translationDir(folder, locale));
  }
  for (const plugin of contentPluginsOf(config))
    paths.push(...(plugin.siteFiles?.(config) ?? []).filter((f) => fs.existsSync(f)));
  return [...new Set(paths)];
}

/**
 * The folders `serve --watch` watches coming and going: every content folder and translation
 * folder the config reads, the static folder, and the default content folders not there yet.
 */
export function watchedFolders(config: ResolvedConfig, locales: string[]): string[] {
  const dirs = [...defaultContentDirs(config.root), config.staticDir];
  for (const { folder } of contentFolders(config)) {
    dirs.push(folder.dir);
    for (const locale of locales)
      if (locale !== config.defaultLocale) dirs.push(translationDir(folder, locale));
  }
  return [...new Set(dirs)];
}

function isFolderRoot(config: ResolvedConfig, file: string): boolean {
  return (
    file === config.staticDir ||
    defaultContentDirs(config.root).includes(file) ||
    folderRoots(config).some((folder) => folder.dir === file)
  );
}

/** The files the content plugins read for a locale besides their folders'. */
function dataFilesOf(config: ResolvedConfig, locale: string): string[] {
  return contentPluginsOf(config).flatMap((plugin) => plugin.dataFiles?.(config, locale) ?? []);
}

/**
 * The locales whose loader reads `file`, as `filesOf` lists each one's (undefined: every locale);
 * none when no locale reads it.
 */
function readBy(
  config: ResolvedConfig,
  file: string,
  filesOf: (locale: string) => string[],
): { locales?: string[] } | undefined {
  const all = Object.keys(config.locales);
  const readers = all.filter((locale) => filesOf(locale).includes(file));
  if (readers.length === 0) return undefined;
  return { locales: readers.length === all.length ? undefined : readers };
}

export function classifyChange(config: ResolvedConfig, file: string): SiteChange | undefined {
  const { root } = config;
  if (
    file === config.configFile ||
    (path.dirname(file) === root &&
      [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].includes(path.basename(file)))
  )
    return { type: 'config' };
  // A content folder (or the static one) that went or came back, or a default one that appeared:
  // the config decides again which sections are on, and everything is built again.
  if (isFolderRoot(config, file)) return { type: 'config' };
  if (file === templateFile(config)) return { type: 'template' };
  // The site's PostCSS config shapes all of its CSS: everything is built again, as for the config.
  if (file === postcssConfigFile(root)) return { type: 'config' };
  // Files content plugins read with the config (the docs' sidebars and versions.json), and the
  // files the config imports, are part of it.
  if (
    contentPluginsOf(config).some((plugin) => plugin.configFiles?.(config).includes(file)) ||
    config.configImports.includes(file)
  )
    return { type: 'config' };
  if (inside(themeDir(), file))
    return file.endsWith('.css') ? { type: 'theme-css' } : { type: 'theme-code' };
  if (config.theme.customCss.includes(file)) return { type: 'theme-css' };
  // A Sass partial the stylesheet's Sass read (`@use 'vars'` in custom.scss), wherever it is; one
  // only page modules read (through a .module.scss) is theirs, as their other code.
  const modulesRead = sassInputs(root, 'modules').includes(file);
  if (sassInputs(root, 'stylesheet').includes(file))
    return { type: 'theme-css', ...(modulesRead && { file }) };
  if (modulesRead) return { type: 'asset', file, locales: undefined };
  const overrides = overridesDir(root);
  if (overrides && inside(overrides, file)) return { type: 'theme-overrides', file };
  const prepares = contentPluginsOf(config).find((plugin) =>
    plugin.siteFiles?.(config).includes(file),
  );
  if (prepares) return { type: 'site-input', plugin: prepares.name };
  // A file a content plugin reads besides its sources (the docs' labels, the blog's authors).
  for (const plugin of contentPluginsOf(config)) {
    const data = readBy(config, file, (locale) => plugin.dataFiles?.(config, locale) ?? []);
    if (data) return { type: 'content-data', kind: plugin.name, locales: data.locales };
  }
  const strings = readBy(config, file, (locale) => stringsFiles(config, locale));
  if (strings) return { type: 'strings', locales: strings.locales };
  // The strings of a locale the site does not have.
  if (stringsFolders(config).includes(path.dirname(file)) && file.endsWith('.json'))
    return undefined;
  for (const folder of folderRoots(config)) {
    if (!inside(folder.dir, file)) continue;
    const relPath = path.relative(folder.dir, file).split(path.sep).join('/');
    if (folder.plugin.isDataFile?.(relPath))
      return { type: 'content-data', kind: folder.plugin.name, locales: folder.locales };
    if (isSourcePath(relPath, folder.patterns))
      return {
        type: 'source',
        kind: folder.plugin.name,
        relPath,
        ...(folder.group && { group: folder.group }),
        locales: folder.locales,
      };
    return { type: 'asset', file, locales: folder.locales };
  }
  const { staticDir } = config;
  if (inside(staticDir, file)) return { type: 'static', relPath: path.relative(staticDir, file) };
  // The site's other code and styles (Docusaurus's src/components, src/css…): what page modules
  // import, so every module is bundled again, as for such a file inside a content folder.
  const code = siteCodeDir(config);
  if (
    (code && inside(code, file) && SITE_CODE.test(file)) ||
    codeImportsOutside(root).includes(file)
  )
    return { type: 'asset', file, locales: undefined };
  return undefined;
}

/** What a site's code and styles are, by extension. */
export const SITE_CODE = /\.(tsx?|jsx?|mjs|cjs|css|s[ac]ss|json|svg)$/;

/**
 * Where a site keeps code its pages import, outside the content folders (Docusaurus's `src/`);
 * none when it is sitegen's own source folder (a site in sitegen's repository, or a checkout of it).
 */
export function siteCodeDir(config: ResolvedConfig): string | undefined {
  const dir = path.join(config.root, 'src');
  return isSitegenCheckout(config.root) || !fs.existsSync(dir) ? undefined : dir;
}

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
  versionsFileOf,
  type ContentFolder,
  type ResolvedConfig,
} from '../config/index.js';
import {
  blogDataFiles,
  blogPatterns,
  codeImportsOutside,
  DOC_PATTERNS,
  docsGroups,
  isCategoryFile,
  isSourcePath,
  translationDir,
  apiSourceFiles,
  PAGE_PATTERNS,
  sidebarLabelsFiles,
  type SourcePatterns,
} from '../content/index.js';
import { stringsFiles, stringsFolders } from '../i18n/index.js';
import { isSitegenCheckout, packageRoot } from '../packageRoot.js';
import { overridesDir, postcssConfigFile, sassInputs } from '../bundle/index.js';
import { templateFile } from '../render/index.js';

export type FolderKind = 'docs' | 'pages' | 'blog' | 'api';

/** `locales` undefined: every locale (a default-locale file, or one every locale falls back to). */
export type SiteChange =
  /** `group`: for docs, the version of the docs section the file is in (`docsGroupKey`). */
  | { type: 'source'; kind: FolderKind; relPath: string; group?: string; locales?: string[] }
  /** A file the content plugin reads besides its sources (the docs' categories, the blog's authors). */
  | { type: 'content-data'; kind: FolderKind; locales?: string[] }
  | { type: 'asset'; file: string; locales?: string[] }
  | { type: 'strings'; locales?: string[] }
  | { type: 'api-spec' }
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

/** Which files of a content folder of this kind are sources (the blog's are its config's globs). */
export function sourcePatterns(config: ResolvedConfig, kind: FolderKind): SourcePatterns {
  if (kind === 'blog' && config.content.blog) return blogPatterns(config.content.blog);
  return kind === 'docs' ? DOC_PATTERNS : PAGE_PATTERNS;
}

/** A folder content is read from: for docs, one per version of each docs section. */
export interface ContentFolderOf {
  kind: FolderKind;
  folder: ContentFolder;
  /** The docs version it holds (`docsGroupKey`). */
  group?: string;
}

interface FolderRoot extends ContentFolderOf {
  dir: string;
  locales?: string[];
}

export function contentFolders(config: ResolvedConfig): ContentFolderOf[] {
  const { pages, blog, api } = config.content;
  const folders: Array<ContentFolderOf | undefined> = [
    ...docsGroups(config).map((group) => ({
      kind: 'docs' as const,
      folder: group.version,
      group: group.key,
    })),
    pages && { kind: 'pages', folder: pages },
    blog && { kind: 'blog', folder: blog },
    api && { kind: 'api', folder: api },
  ];
  return folders.filter((entry) => entry !== undefined);
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

/** The files the API reference is read from, in any locale (content/openapiOverlay.ts). */
function apiFiles(config: ResolvedConfig): string[] {
  return Object.keys(config.locales).flatMap((locale) =>
    Object.values(apiSourceFiles(config.content.api, locale) ?? {}),
  );
}

/** The files and folders `serve --watch` watches for this config. */
export function watchedPaths(config: ResolvedConfig, locales: string[]): string[] {
  const paths = [
    config.configFile,
    ...config.configImports,
    ...sidebarFiles(config),
    ...config.content.docs
      .map((section) => path.join(config.root, versionsFileOf(section.id)))
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
      [...sidebarLabelsFiles(config, locale), ...stringsFiles(config, locale)].filter((file) =>
        fs.existsSync(file),
      ),
    ),
    config.staticDir,
    ...blogDataFiles(config.content.blog).filter((file) => fs.existsSync(file)),
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
  if (config.content.api)
    paths.push(config.content.api.spec, ...apiFiles(config).filter((f) => fs.existsSync(f)));
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

/** The docs' sidebars files (of every version that has one). */
function sidebarFiles(config: ResolvedConfig): string[] {
  return [
    ...new Set(
      docsGroups(config).flatMap(({ version }) =>
        version.sidebarPath ? [version.sidebarPath] : [],
      ),
    ),
  ];
}

/**
 * A section's versions.json, whether or not it exists yet: adding one turns versioning on. A
 * section's versions are read with the config, so a folder of a version not listed yet is read
 * once it is.
 */
function isVersionsFile(config: ResolvedConfig, file: string): boolean {
  return config.content.docs.some(
    (section) => file === path.join(config.root, versionsFileOf(section.id)),
  );
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
  // Sidebars files and versions.json are read with the config, and the files they import are part of it.
  if (
    sidebarFiles(config).includes(file) ||
    isVersionsFile(config, file) ||
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
  if (apiFiles(config).includes(file)) return { type: 'api-spec' };
  // The docs' sidebar labels are read with the categories; the strings files with the strings.
  const labels = readBy(config, file, (locale) => sidebarLabelsFiles(config, locale));
  if (labels) return { type: 'content-data', kind: 'docs', locales: labels.locales };
  const strings = readBy(config, file, (locale) => stringsFiles(config, locale));
  if (strings) return { type: 'strings', locales: strings.locales };
  // The strings of a locale the site does not have.
  if (stringsFolders(config).includes(path.dirname(file)) && file.endsWith('.json'))
    return undefined;
  if (blogDataFiles(config.content.blog).includes(file))
    return { type: 'content-data', kind: 'blog' };
  for (const folder of folderRoots(config)) {
    if (!inside(folder.dir, file)) continue;
    const relPath = path.relative(folder.dir, file).split(path.sep).join('/');
    if (folder.kind === 'docs' && isCategoryFile(relPath))
      return { type: 'content-data', kind: 'docs', locales: folder.locales };
    if (isSourcePath(relPath, sourcePatterns(config, folder.kind)))
      return {
        type: 'source',
        kind: folder.kind,
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

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
  DOCUSAURUS_CONFIG_FILES,
  type ContentFolder,
  type ResolvedConfig,
} from '../config/index.js';
import {
  BLOG_PATTERNS,
  DOC_PATTERNS,
  isSourcePath,
  translationDir,
  overlayFile,
  PAGE_PATTERNS,
} from '../content/index.js';
import { packageRoot } from '../packageRoot.js';
import { overridesDir, postcssConfigFile } from '../render/index.js';

export type FolderKind = 'docs' | 'pages' | 'blog' | 'api';

/** `locales` undefined: every locale (a default-locale file, or one every locale falls back to). */
export type SiteChange =
  | { type: 'source'; kind: FolderKind; relPath: string; locales?: string[] }
  | { type: 'category'; locales?: string[] }
  | { type: 'authors'; locales?: string[] }
  | { type: 'asset'; file: string; locales?: string[] }
  | { type: 'strings'; locales?: string[] }
  | { type: 'api-spec' }
  | { type: 'template' }
  | { type: 'theme-css' }
  | { type: 'theme-code' }
  /** A site's replacement of a theme component (src/theme/ of the site). */
  | { type: 'theme-overrides'; file: string }
  | { type: 'config' }
  | { type: 'static'; relPath: string };

export const SOURCE_PATTERNS: Record<FolderKind, string[]> = {
  docs: DOC_PATTERNS,
  pages: PAGE_PATTERNS,
  blog: BLOG_PATTERNS,
  api: PAGE_PATTERNS,
};

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

interface FolderRoot {
  dir: string;
  kind: FolderKind;
  folder: ContentFolder;
  locales?: string[];
}

export function contentFolders(config: ResolvedConfig): Array<[FolderKind, ContentFolder]> {
  const { docs, pages, blog, api } = config.content;
  const folders: Array<[FolderKind, ContentFolder | undefined]> = [
    ['docs', docs],
    ['pages', pages],
    ['blog', blog],
    ['api', api],
  ];
  return folders.filter((entry): entry is [FolderKind, ContentFolder] => entry[1] !== undefined);
}

/** Every folder content is read from, most specific first. */
function folderRoots(config: ResolvedConfig): FolderRoot[] {
  const roots: FolderRoot[] = [];
  for (const [kind, folder] of contentFolders(config)) {
    roots.push({ dir: folder.dir, kind, folder });
    for (const locale of Object.keys(config.locales)) {
      if (locale !== config.defaultLocale)
        roots.push({
          dir: translationDir(folder, locale),
          kind,
          folder,
          locales: [locale],
        });
    }
  }
  return roots.sort((a, b) => b.dir.length - a.dir.length);
}

const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);

export function templateFile(config: ResolvedConfig): string {
  return config.template ? config.template : path.join(packageRoot(), 'templates', 'page.html');
}

/** A Docusaurus site's translations of the docs' sidebar labels, beside the translated docs. */
function sidebarLabelsFile(config: ResolvedConfig, locale: string): string | undefined {
  const docs = config.content.docs;
  return docs && locale !== config.defaultLocale
    ? `${translationDir(docs, locale)}.json`
    : undefined;
}

/** A Docusaurus site's code, navbar, footer and blog strings of a locale (i18n/docusaurusStrings.ts). */
function docusaurusStringFiles(config: ResolvedConfig, locale: string): string[] {
  const dir = path.join(config.root, 'i18n', locale);
  return [
    path.join(dir, 'code.json'),
    path.join(dir, 'docusaurus-theme-classic', 'navbar.json'),
    path.join(dir, 'docusaurus-theme-classic', 'footer.json'),
    path.join(dir, 'docusaurus-plugin-content-blog', 'options.json'),
  ];
}

export function localesDirs(config: ResolvedConfig): string[] {
  const dirs = [path.join(packageRoot(), 'locales')];
  if (config.localesDir) dirs.push(config.localesDir);
  return [...new Set(dirs)];
}

export function themeDir(): string {
  return path.join(packageRoot(), 'src', 'theme');
}

/** The API reference's translation file of every locale (see openapiOverlay.ts). */
export function apiOverlayFiles(config: ResolvedConfig): string[] {
  const pattern = config.content.api?.specTranslations;
  return Object.keys(config.locales).flatMap((locale) => overlayFile(pattern, locale) ?? []);
}

/** The files and folders `serve --watch` watches for this config. */
export function watchedPaths(config: ResolvedConfig, locales: string[]): string[] {
  const paths = [
    config.configFile,
    ...config.configImports,
    ...(config.content.docs?.sidebarPath ? [config.content.docs.sidebarPath] : []),
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
    ...localesDirs(config),
    ...[siteCodeDir(config)].filter((dir): dir is string => dir !== undefined),
    ...locales.flatMap((locale) =>
      [sidebarLabelsFile(config, locale), ...docusaurusStringFiles(config, locale)].filter(
        (file): file is string => file !== undefined && fs.existsSync(file),
      ),
    ),
    config.staticDir,
  ];
  for (const [, folder] of contentFolders(config)) {
    paths.push(folder.dir);
    for (const locale of locales)
      if (locale !== config.defaultLocale) paths.push(translationDir(folder, locale));
  }
  if (config.content.api)
    paths.push(config.content.api.spec, ...apiOverlayFiles(config).filter((f) => fs.existsSync(f)));
  return [...new Set(paths)];
}

export function classifyChange(config: ResolvedConfig, file: string): SiteChange | undefined {
  const { root } = config;
  if (
    file === config.configFile ||
    (path.dirname(file) === root &&
      [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].includes(path.basename(file)))
  )
    return { type: 'config' };
  if (file === templateFile(config)) return { type: 'template' };
  // The site's PostCSS config shapes all of its CSS: everything is built again, as for the config.
  if (file === postcssConfigFile(root)) return { type: 'config' };
  // The sidebars file is read with the config, and the files it imports are part of it.
  if (file === config.content.docs?.sidebarPath || config.configImports.includes(file))
    return { type: 'config' };
  if (inside(themeDir(), file))
    return file.endsWith('.css') ? { type: 'theme-css' } : { type: 'theme-code' };
  if (config.theme.customCss.includes(file)) return { type: 'theme-css' };
  const overrides = overridesDir(root);
  if (overrides && inside(overrides, file)) return { type: 'theme-overrides', file };
  if (config.content.api && file === config.content.api.spec) return { type: 'api-spec' };
  if (apiOverlayFiles(config).includes(file)) return { type: 'api-spec' };
  for (const locale of Object.keys(config.locales)) {
    const locales = locale === config.defaultLocale ? undefined : [locale];
    // The docs' sidebar labels are read with the categories; the other files are strings.
    if (file === sidebarLabelsFile(config, locale)) return { type: 'category', locales };
    if (docusaurusStringFiles(config, locale).includes(file)) return { type: 'strings', locales };
  }
  for (const dir of localesDirs(config)) {
    if (path.dirname(file) !== dir || !file.endsWith('.json')) continue;
    const locale = path.basename(file, '.json');
    if (!(locale in config.locales)) return undefined;
    return { type: 'strings', locales: locale === config.defaultLocale ? undefined : [locale] };
  }
  for (const folder of folderRoots(config)) {
    if (!inside(folder.dir, file)) continue;
    const relPath = path.relative(folder.dir, file).split(path.sep).join('/');
    if (folder.kind === 'docs' && CATEGORY_FILE.test(relPath))
      return { type: 'category', locales: folder.locales };
    const blog = config.content.blog;
    if (folder.kind === 'blog' && blog && file === blog.authorsFile)
      return { type: 'authors', locales: folder.locales };
    if (isSourcePath(relPath, SOURCE_PATTERNS[folder.kind]))
      return { type: 'source', kind: folder.kind, relPath, locales: folder.locales };
    return { type: 'asset', file, locales: folder.locales };
  }
  const { staticDir } = config;
  if (inside(staticDir, file)) return { type: 'static', relPath: path.relative(staticDir, file) };
  // The site's other code and styles (Docusaurus's src/components, src/css…): what page modules
  // import, so every module is bundled again, as for such a file inside a content folder.
  const code = siteCodeDir(config);
  if (code && inside(code, file) && SITE_CODE.test(file))
    return { type: 'asset', file, locales: undefined };
  return undefined;
}

const SITE_CODE = /\.(tsx?|jsx?|mjs|cjs|css|json|svg)$/;

/**
 * Where a site keeps code its pages import, outside the content folders (Docusaurus's `src/`);
 * none when it is sitegen's own source folder (a site in sitegen's repository).
 */
export function siteCodeDir(config: ResolvedConfig): string | undefined {
  const dir = path.join(config.root, 'src');
  return dir === path.join(packageRoot(), 'src') || !fs.existsSync(dir) ? undefined : dir;
}

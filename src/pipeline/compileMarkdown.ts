/**
 * The `.md` sources of one locale compiled to HTML: from the on-disk cache when a source and
 * everything it depends on are unchanged, else on the compile threads (compileMany). A
 * default-locale file is compiled once for every locale of the build (markdown/sharedCompile.ts)
 * and each locale fills in its own base URL and labels.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeVersion, hashOf, openPackCache, packFile, type PackCache } from '../cache/index.js';
import { type ContentFolder, type MarkdownSection, type ResolvedConfig } from '../config/index.js';
import {
  contentFoldersOutside,
  isSkippedFolder,
  staticImageSizes,
  translationDir,
  walkFolder,
  type SourceFile,
} from '../content/index.js';
import {
  compileMany,
  forLocale,
  isShareable,
  sharedSettings,
  startCompilers,
  worthWorkers,
  type CompileSettings,
  type CompiledContent,
  type ContentLabels,
} from '../markdown/index.js';
import { format } from '../theme/index.js';
import { type RouteTable, localeBase } from '../routes/index.js';
import { timed } from './timings.js';
import { contentFolders } from './changes.js';

export function contentLabels(strings: Record<string, string>): ContentLabels {
  const kinds = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
  return {
    footnotes: format(strings, 'markdown.footnotes'),
    backToReference: format(strings, 'markdown.backToReference'),
    headingLink: format(strings, 'markdown.headingLink'),
    admonitions: Object.fromEntries(
      kinds.map((kind) => [kind, format(strings, `admonition.${kind}`)]),
    ),
  };
}

/** The on-disk cache bucket of compiled Markdown. */
const MD_CACHE = 'md';

/**
 * A build's packs of compiled Markdown: the one every locale shares and each locale's own. They
 * are saved together once every page is written (`save`), while the build waits for its search
 * index and link check: writing them is the slowest part of a large site's cache.
 */
export interface MarkdownCaches {
  shared: PackCache<CompiledContent>;
  /** The locale's own pack (opened once per build). */
  of(locale: string): PackCache<CompiledContent>;
  /**
   * Saves every pack opened, once. Each locale's keeps what the locale used this time; the shared
   * one is pruned only by a build of every locale (`everyLocale`), since it holds the others'. A
   * build that stopped (`stopped`) prunes nothing: what it did not reach, the next one needs.
   */
  save(options: { everyLocale: boolean; stopped?: boolean }): void;
}

export function openMarkdownCaches(root: string): MarkdownCaches {
  // A name no locale has: locale codes hold no dots.
  const shared = openPackCache<CompiledContent>(root, MD_CACHE, '.shared');
  const locales = new Map<string, PackCache<CompiledContent>>();
  let saved = false;
  return {
    shared,
    of(locale) {
      let pack = locales.get(locale);
      if (!pack) locales.set(locale, (pack = openPackCache(root, MD_CACHE, locale)));
      return pack;
    },
    save({ everyLocale, stopped = false }) {
      if (saved) return;
      saved = true;
      timed('save compile cache', () => {
        shared.save({ prune: everyLocale && !stopped });
        for (const pack of locales.values()) pack.save({ prune: !stopped });
      });
    },
  };
}

/**
 * Starts the compile workers ahead when this build will compile much Markdown (a locale built has
 * no cache yet, and the default locale has enough: every locale shares its compile), so loading
 * the Markdown stack in them overlaps reading the content.
 */
export function warmUpCompilers(config: ResolvedConfig, locales: string[]): void {
  if (locales.every((locale) => fs.existsSync(packFile(config.root, MD_CACHE, locale)))) return;
  const folders = sourceFolders(config);
  let files = 0;
  let bytes = 0;
  for (const folder of folders) {
    const dir = folder.dir;
    if (!fs.existsSync(dir)) continue;
    for (const file of walkFolder(dir, { skip: isSkippedFolder }).files) {
      if (!file.endsWith('.md')) continue;
      files++;
      try {
        bytes += fs.statSync(path.join(dir, file)).size;
      } catch {
        // gone meanwhile
      }
    }
  }
  if (worthWorkers(bytes, files)) startCompilers();
}

/** The folders Markdown is read from: those of each content plugin the site uses. */
function sourceFolders(config: ResolvedConfig): ContentFolder[] {
  return contentFolders(config).map((entry) => entry.folder);
}

/** What compiling a locale's Markdown needs to know, as plain data for the compile threads. */
export async function markdownSettings(
  config: ResolvedConfig,
  locale: string,
  labels: ContentLabels,
  table: RouteTable,
): Promise<CompileSettings> {
  const { markdown } = config;
  return {
    baseUrl: config.baseUrl,
    defaultLocale: config.defaultLocale,
    locale,
    assetBase: localeBase(config, locale),
    siteRoot: config.root,
    foldersOutside: contentFoldersOutside(config),
    folders: sourceFolders(config).map((folder) => ({
      from: translationDir(folder, locale),
      to: folder.dir,
    })),
    contentRoots: sourceFolders(config).map((folder) => folder.dir),
    urlOfSource: [...table.urlOfSource],
    labels,
    staticImages: await staticImageSizes(config.staticDir),
    magicComments: markdown.magicComments,
    brokenMarkdownLinks: config.onBrokenMarkdownLinks,
    mermaid: markdown.mermaid.blocks || undefined,
    sitePlugins: markdown.pluginsKey ? { root: config.root, key: markdown.pluginsKey } : undefined,
  };
}

export interface CompileMarkdownOptions {
  config: ResolvedConfig;
  locale: string;
  settings: CompileSettings;
  sectionOf: (file: string) => MarkdownSection | undefined;
  sources: SourceFile[];
  /**
   * The build's cache packs: read them, and keep in them what this locale's content needs
   * (without, everything is compiled and nothing kept). The build saves them.
   */
  caches?: MarkdownCaches;
}

/** Each `.md` source's compiled content, by file. */
export async function compileMarkdown(
  options: CompileMarkdownOptions,
): Promise<Map<string, CompiledContent>> {
  const { config, locale, settings, sectionOf, sources, caches } = options;
  const compiled = new Map<string, CompiledContent>();
  const cache = caches?.of(locale);
  const shared = caches?.shared;
  const settingsHash = hashOf(codeVersion(), JSON.stringify(settings));
  // (A site of one locale has nothing to share.)
  const locales = Object.keys(config.locales);
  const sharing = shared && locales.length > 1 && sharedSettings(settings, locales);
  const sharedHash = sharing ? hashOf(codeVersion(), JSON.stringify(sharing)) : '';
  const misses: Array<{ source: SourceFile; key: string }> = [];
  const sharedMisses: Array<{ source: SourceFile; key: string }> = [];
  const perLocale = (source: SourceFile) => {
    const key = hashOf(settingsHash, source.file, source.body);
    const hit = cache?.get(key);
    if (hit) compiled.set(source.file, hit);
    else misses.push({ source, key });
  };
  for (const source of sources) {
    if (source.format !== 'md') continue;
    if (!sharing || !isShareable(source)) {
      perLocale(source);
      continue;
    }
    const key = hashOf(sharedHash, source.file, source.body);
    const hit = shared!.get(key);
    if (!hit) sharedMisses.push({ source, key });
    else if (hit.localeBound) perLocale(source);
    else compiled.set(source.file, forLocale(hit, settings));
  }
  const compileAll = (using: CompileSettings, list: Array<{ source: SourceFile }>) =>
    timed('compile: markdown', () =>
      compileMany(
        using,
        list.map(({ source }) => ({
          file: source.file,
          defaultFile: source.defaultFile,
          body: source.body,
          section: sectionOf(source.file),
        })),
        config.markdown.plugins,
      ),
    );
  if (sharing && sharedMisses.length > 0) {
    const fresh = await compileAll(sharing, sharedMisses);
    sharedMisses.forEach(({ source, key }, i) => {
      if (fresh[i].problems.length === 0) shared!.set(key, fresh[i]);
      if (fresh[i].localeBound) perLocale(source);
      else compiled.set(source.file, forLocale(fresh[i], settings));
    });
  }
  const fresh = await compileAll(settings, misses);
  misses.forEach(({ source, key }, i) => {
    compiled.set(source.file, fresh[i]);
    if (fresh[i].problems.length === 0) cache?.set(key, fresh[i]);
  });
  return compiled;
}

/**
 * The content section a file belongs to (its own folder or the locale's translations of it),
 * for that section's Markdown plugins; the deepest folder wins when one holds another.
 */
export function sectionFinder(
  config: ResolvedConfig,
  locale: string,
): (file: string) => MarkdownSection | undefined {
  const folders = contentFolders(config)
    .flatMap(({ section, folder }) =>
      [folder.dir, translationDir(folder, locale)].map((dir) => ({ section, dir })),
    )
    .sort((a, b) => b.dir.length - a.dir.length);
  return (file) => folders.find(({ dir }) => file.startsWith(dir + path.sep))?.section;
}

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
  importsUnchanged,
  isSkippedFolder,
  noteCodeImport,
  staticImageSizes,
  translationDir,
  walkFolder,
  type SourceFile,
} from '../content/index.js';
import {
  checkDiagrams,
  compileMany,
  compileTwins,
  forLocale,
  isShareable,
  needsCheck,
  sharedSettings,
  type CompileKind,
  type CompiledOfKind,
  type CompiledMdx,
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

/** The on-disk cache buckets of compiled Markdown: HTML of `.md`, modules of MDX. */
const CACHE_BUCKETS: Record<CompileKind, string> = { md: 'md', mdx: 'mdx' };

/** One kind's packs: the one every locale shares and each locale's own. */
export interface CachePacks<T> {
  shared: PackCache<T>;
  /** The locale's own pack (opened once per build). */
  of(locale: string): PackCache<T>;
}

/**
 * A build's packs of compiled Markdown, of each kind (`md`, `mdx`). They are saved together once
 * every page is written (`save`), while the build waits for its search index and link check:
 * writing them is the slowest part of a large site's cache.
 */
export interface MarkdownCaches {
  md: CachePacks<CompiledContent>;
  mdx: CachePacks<CompiledMdx>;
  /**
   * Saves every pack opened, once. Each locale's keeps what the locale used this time; the shared
   * one is pruned only by a build of every locale (`everyLocale`), since it holds the others'. A
   * build that stopped (`stopped`) prunes nothing: what it did not reach, the next one needs.
   */
  save(options: { everyLocale: boolean; stopped?: boolean }): void;
}

export function openMarkdownCaches(root: string): MarkdownCaches {
  const opened: Array<{ shared: PackCache<unknown>; locales: Map<string, PackCache<unknown>> }> =
    [];
  const packsOf = <T>(bucket: string): CachePacks<T> => {
    // A name no locale has: locale codes hold no dots.
    const shared = openPackCache<T>(root, bucket, '.shared');
    const locales = new Map<string, PackCache<T>>();
    opened.push({ shared, locales });
    return {
      shared,
      of(locale) {
        let pack = locales.get(locale);
        if (!pack) locales.set(locale, (pack = openPackCache<T>(root, bucket, locale)));
        return pack;
      },
    };
  };
  let saved = false;
  return {
    md: packsOf(CACHE_BUCKETS.md),
    mdx: packsOf(CACHE_BUCKETS.mdx),
    save({ everyLocale, stopped = false }) {
      if (saved) return;
      saved = true;
      // Written in the background: a large site's compiled Markdown is tens of megabytes, and the
      // build has its search index and link check to finish meanwhile (it waits for the writes
      // before it returns: cacheWritesDone).
      timed('save compile cache', () => {
        for (const { shared, locales } of opened) {
          shared.save({ prune: everyLocale && !stopped, background: true });
          for (const pack of locales.values()) pack.save({ prune: !stopped, background: true });
        }
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
  const cached = (locale: string) =>
    Object.values(CACHE_BUCKETS).some((bucket) =>
      fs.existsSync(packFile(config.root, bucket, locale)),
    );
  if (locales.every(cached)) return;
  const folders = sourceFolders(config);
  let files = 0;
  let bytes = 0;
  for (const folder of folders) {
    const dir = folder.dir;
    if (!fs.existsSync(dir)) continue;
    for (const file of walkFolder(dir, { skip: isSkippedFolder }).files) {
      if (!file.endsWith('.md') && !file.endsWith('.mdx')) continue;
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
    trailingSlash: config.trailingSlash,
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
    sitePlugins: markdown.pluginsKey
      ? {
          root: config.root,
          key: markdown.pluginsKey,
          ...(markdown.pluginsLinkSafe && { linkSafe: true }),
        }
      : undefined,
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
  /**
   * Locales of this build compile after this one: a source the site's own plugins compile is worth
   * compiling for every locale (and checking against this locale's own compile) only then.
   */
  moreLocales?: boolean;
}

/** Each `.md` source's compiled content (HTML), by file. */
export function compileMarkdown(
  options: CompileMarkdownOptions,
): Promise<Map<string, CompiledContent>> {
  const sources = options.sources.filter((source) => source.format === 'md');
  return compileCached(options, sources, 'md', options.caches?.md);
}

/**
 * Each MDX source's module (`.mdx`, a `.md` read as MDX, and `asCommonMark`: `.md` sources a
 * site's plugin put JSX into, which MDX reads as CommonMark), compiled ahead of the module bundler
 * (which takes them as they are), on the compile threads, once for every locale where it can, and
 * kept in the cache: by file.
 */
export function compileMdxSources(
  options: CompileMarkdownOptions,
  asCommonMark: ReadonlySet<string>,
  sharedOut?: Map<string, CompiledMdx>,
): Promise<Map<string, CompiledMdx>> {
  const sources = options.sources.filter(
    (source) => source.format === 'mdx' || asCommonMark.has(source.file),
  );
  return compileCached(
    options,
    sources,
    'mdx',
    options.caches?.mdx,
    (source) => (asCommonMark.has(source.file) ? 'md' : 'mdx'),
    sharedOut,
  );
}

/**
 * `sources` compiled (`kind`): from the cache when a source and everything it depends on are
 * unchanged, else on the compile threads; a default-locale file once for every locale of the
 * build (markdown/sharedCompile.ts) when it can be, each locale filling in its own base URL and
 * labels. `sharedOut` is given, by file, the shared compile (placeholders not filled in) of each
 * source whose result for this locale is that compile filled in.
 */
async function compileCached<Kind extends CompileKind>(
  options: CompileMarkdownOptions,
  sources: SourceFile[],
  kind: Kind,
  packs: CachePacks<CompiledOfKind[Kind]> | undefined,
  mdxFormat?: (source: SourceFile) => 'md' | 'mdx',
  sharedOut?: Map<string, CompiledOfKind[Kind]>,
): Promise<Map<string, CompiledOfKind[Kind]>> {
  type Result = CompiledOfKind[Kind];
  const { config, locale, settings, sectionOf } = options;
  const compiled = new Map<string, Result>();
  const cache = packs?.of(locale);
  const shared = packs?.shared;
  const settingsHash = hashOf(codeVersion(), kind, JSON.stringify(settings));
  // (A site of one locale has nothing to share.)
  const locales = Object.keys(config.locales);
  const sharing = shared && locales.length > 1 ? sharedSettings(settings, locales) : undefined;
  const sharedHash = sharing ? hashOf(codeVersion(), kind, JSON.stringify(sharing)) : '';
  const misses: Array<{ source: SourceFile; key: string }> = [];
  const sharedMisses: Array<{ source: SourceFile; key: string }> = [];
  /** A source's cache key in the locale's pack, or (`hash`: `sharedHash`) the shared one. */
  const keyOf = (source: SourceFile, hash = settingsHash) =>
    hashOf(hash, source.file, source.body, mdxFormat?.(source) ?? '');
  // A compile kept is stale once a file it imported code from changed (its key has only the source).
  const hashes = new Map<string, string>();
  const fresh = (hit: Result | undefined) =>
    hit && importsUnchanged(hit.imports, hashes) ? hit : undefined;
  const perLocale = (source: SourceFile) => {
    const key = keyOf(source);
    const hit = fresh(cache?.get(key));
    if (hit) compiled.set(source.file, hit);
    else misses.push({ source, key });
  };
  for (const source of sources) {
    if (!sharing || !isShareable(source)) {
      perLocale(source);
      continue;
    }
    const key = keyOf(source, sharedHash);
    const hit = fresh(shared!.get(key));
    if (!hit && needsCheck(sharing) && !options.moreLocales) perLocale(source);
    else if (!hit) sharedMisses.push({ source, key });
    else if (hit.localeBound) perLocale(source);
    else {
      compiled.set(source.file, forLocale(hit, settings, true));
      sharedOut?.set(source.file, hit);
    }
  }
  const compileAll = async (using: CompileSettings, list: Array<{ source: SourceFile }>) => {
    const jobs = list.map(({ source }) => ({
      file: source.file,
      defaultFile: source.defaultFile,
      body: source.body,
      section: sectionOf(source.file),
      ...(mdxFormat && { format: mdxFormat(source) }),
    }));
    // Sources of the same text (a doc's copies in each version) once (markdown/twinCompile.ts).
    const results = await timed(kind === 'md' ? 'compile: markdown' : 'compile: mdx', () =>
      compileTwins(using, jobs, (some) => compileMany(using, some, config.markdown.plugins, kind)),
    );
    // A diagram mermaid cannot read is a warning of its page, kept with the compile.
    return timed('compile: check diagrams', () =>
      checkDiagrams(
        results,
        list.map(({ source }) => source.file),
      ),
    );
  };
  if (sharing && sharedMisses.length > 0) {
    const made = await compileAll(sharing, sharedMisses);
    // With the site's own plugins, each file is compiled for this locale too: the shared compile
    // is kept only when, filled in, it is the same.
    const own = needsCheck(sharing) ? await compileAll(settings, sharedMisses) : undefined;
    sharedMisses.forEach(({ source, key }, i) => {
      const filled = made[i].localeBound ? undefined : forLocale(made[i], settings, true);
      const same =
        filled !== undefined && (!own || JSON.stringify(filled) === JSON.stringify(own[i]));
      const result = own?.[i] ?? filled;
      if (made[i].problems.length === 0)
        shared!.set(key, same ? made[i] : { ...made[i], localeBound: true });
      if (result && (same || own)) {
        compiled.set(source.file, result);
        if (same) sharedOut?.set(source.file, made[i]);
        if (own && result.problems.length === 0) cache?.set(keyOf(source), result);
      } else perLocale(source);
    });
  }
  const made = await compileAll(settings, misses);
  misses.forEach(({ source, key }, i) => {
    compiled.set(source.file, made[i]);
    if (made[i].problems.length === 0) cache?.set(key, made[i]);
  });
  // The files code was imported from: a warm build compares them, `serve --watch` watches them.
  for (const result of compiled.values())
    for (const { file } of result.imports ?? [])
      noteCodeImport(config.root, file, { anywhere: true });
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

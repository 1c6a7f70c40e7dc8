/**
 * Compiles every content source of one locale: `.md` to HTML (cached on disk by content hash),
 * `.mdx` and `.tsx` through the module bundler, then rendered to HTML with React.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hashOf, openPackCache, packFile, codeVersion, type PackCache } from '../cache/index.js';
import {
  markdownSectionOf,
  type ContentFolder,
  type MarkdownSection,
  type ResolvedConfig,
} from '../config/index.js';
import {
  contentFoldersOutside,
  docsGroups,
  translationDir,
  staticImageSizes,
  type SourceFile,
} from '../content/index.js';
import type { ErrorList } from '../errors.js';
import {
  compileMany,
  startCompilers,
  worthWorkers,
  type ContentLabels,
  contextFor,
  type CompileSettings,
  withExcerpt,
  highlightCode,
  type CompiledContent,
  type CompiledSource,
  forLocale,
  isShareable,
  sharedSettings,
} from '../markdown/index.js';
import {
  docusaurusGlobalData,
  type BundleResult,
  type DocusaurusData,
  type LoadedModule,
  type ModuleSettings,
} from '../render/index.js';
import {
  CODE_HIGHLIGHTER_GLOBAL,
  format,
  PAGE_URL_GLOBAL,
  PAGE_HEAD_GLOBAL,
  type ModuleHead,
  pageIdPrefix,
  type SiteData,
} from '../theme/index.js';
import { loadSiteStrings } from '../i18n/index.js';
import { type RouteTable, localeBase, urlOf } from '../routes/index.js';
import { timed } from './timings.js';

/** Props every `.tsx` page component receives. */
export interface PageComponentProps {
  locale: string;
  localeBase: string;
  url: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** The site config, as Docusaurus gives its pages (`useDocusaurusContext().siteConfig`). */
  config?: SiteData['siteConfig'];
}

export interface CompileSourcesOptions {
  config: ResolvedConfig;
  locale: string;
  strings: Record<string, string>;
  table: RouteTable;
  sources: SourceFile[];
  /** The site's theme replacements by component name, for `@theme/<Name>` imports. */
  overrides?: ReadonlyMap<string, string>;
  errors: ErrorList;
  /**
   * The compiles every locale of the build shares (sharedCompile.ts), from and into the on-disk
   * cache; without it (or with `useCache` off) each locale compiles its own.
   */
  shared?: PackCache<CompiledContent>;
  /**
   * Read the on-disk cache, and afterwards keep in it what this locale's content needs (default).
   * Off for a rebuild of a few files in `serve --watch`, which keeps its compiled pages in memory,
   * and to compile for certain (warming up the workers).
   */
  useCache?: boolean;
}

export function contentLabels(strings: Record<string, string>): ContentLabels {
  const kinds = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
  return {
    footnotes: format(strings, 'markdown.footnotes'),
    backToReference: format(strings, 'markdown.backToReference'),
    admonitions: Object.fromEntries(
      kinds.map((kind) => [kind, format(strings, `admonition.${kind}`)]),
    ),
  };
}

/** The on-disk cache bucket of compiled Markdown. */
const MD_CACHE = 'md';

/** The cache of the Markdown every locale shares, in that bucket beside each locale's own. */
export function openSharedMarkdownCache(root: string): PackCache<CompiledContent> {
  // A name no locale has: locale codes hold no dots.
  return openPackCache<CompiledContent>(root, MD_CACHE, '.shared');
}

function localeBases(config: ResolvedConfig): string[] {
  return Object.keys(config.locales).map((locale) => localeBase(config, locale));
}

/**
 * Starts the compile workers ahead when this build will compile much Markdown (no cache yet, and
 * enough in the default locale times the locales built, which mostly compile it again), so
 * loading the Markdown stack in them overlaps reading the content.
 */
export function warmUpCompilers(config: ResolvedConfig, locales: string[]): void {
  const uncached = locales.filter(
    (locale) => !fs.existsSync(packFile(config.root, MD_CACHE, locale)),
  ).length;
  if (uncached === 0) return;
  const folders = [
    ...docsGroups(config).map((group) => group.version),
    config.content.blog,
    config.content.pages,
    config.content.api,
  ].filter((f) => f !== undefined);
  let files = 0;
  let bytes = 0;
  for (const folder of folders) {
    const dir = folder.dir;
    if (!fs.existsSync(dir)) continue;
    for (const entry of fg.sync('**/*.md', { cwd: dir, stats: true })) {
      files++;
      bytes += entry.stats?.size ?? 0;
    }
  }
  if (worthWorkers(bytes * uncached, files * uncached)) startCompilers();
}

export async function compileSources(
  inputs: CompileSourcesOptions,
): Promise<Map<string, CompiledSource>> {
  const { config, locale, strings, table, sources, errors, useCache = true, overrides } = inputs;
  const labels = contentLabels(strings);
  const base = localeBase(config, locale);
  const { markdown } = config;
  const settings: CompileSettings = {
    baseUrl: config.baseUrl,
    defaultLocale: config.defaultLocale,
    locale,
    assetBase: base,
    siteRoot: config.root,
    foldersOutside: contentFoldersOutside(config),
    folders: [
      ...docsGroups(config).map((group) => group.version),
      config.content.pages,
      config.content.blog,
      config.content.api,
    ]
      .filter((f) => f !== undefined)
      .map((folder) => ({
        from: translationDir(folder, locale),
        to: folder.dir,
      })),
    urlOfSource: [...table.urlOfSource],
    labels,
    staticImages: await staticImageSizes(config.staticDir),
    magicComments: markdown.magicComments,
    brokenMarkdownLinks: config.onBrokenMarkdownLinks,
    sitePlugins: markdown.pluginsKey ? { root: config.root, key: markdown.pluginsKey } : undefined,
  };
  const sectionOf = sectionFinder(config, locale);

  // Markdown: from the cache when the source and everything it depends on are unchanged. A
  // default-locale file is compiled once for every locale (sharedCompile.ts), kept in `shared`.
  const compiled = new Map<string, CompiledSource>();
  const cache = openPackCache<CompiledContent>(config.root, MD_CACHE, locale);
  const settingsHash = hashOf(codeVersion(), JSON.stringify(settings));
  // (A site of one locale has nothing to share.)
  const bases = localeBases(config);
  const sharing = useCache && inputs.shared && bases.length > 1 && sharedSettings(settings, bases);
  const sharedHash = sharing ? hashOf(codeVersion(), JSON.stringify(sharing)) : '';
  const misses: Array<{ source: SourceFile; key: string }> = [];
  const sharedMisses: Array<{ source: SourceFile; key: string }> = [];
  const perLocale = (source: SourceFile) => {
    const key = hashOf(settingsHash, source.file, source.body);
    const hit = useCache ? cache.get(key) : undefined;
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
    const hit = inputs.shared!.get(key);
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
        markdown.plugins,
      ),
    );
  if (sharing && sharedMisses.length > 0) {
    const fresh = await compileAll(sharing, sharedMisses);
    sharedMisses.forEach(({ source, key }, i) => {
      if (fresh[i].problems.length === 0) inputs.shared!.set(key, fresh[i]);
      if (fresh[i].localeBound) perLocale(source);
      else compiled.set(source.file, forLocale(fresh[i], settings));
    });
  }
  const fresh = await compileAll(settings, misses);
  misses.forEach(({ source, key }, i) => {
    compiled.set(source.file, fresh[i]);
    if (useCache && fresh[i].problems.length === 0) cache.set(key, fresh[i]);
  });
  if (useCache) timed('save compile cache', () => cache.save({ prune: true }));
  for (const source of sources) compiled.get(source.file)?.problems.forEach((p) => errors.add(p));
  for (const source of sources) compiled.get(source.file)?.warnings.forEach((w) => errors.warn(w));

  // CommonMark files a site's plugin put JSX into are modules too, read as CommonMark by MDX.
  const asModules = sources.filter((s) => s.format === 'md' && compiled.get(s.file)?.asModule);
  for (const source of asModules) compiled.delete(source.file);
  const moduleSources = [...sources.filter((s) => s.format !== 'md'), ...asModules];
  if (moduleSources.length === 0) return compiled;
  const siteStrings = loadSiteStrings(config, locale);
  // What Docusaurus's modules (useDocusaurusContext, useBaseUrl, Translate…) tell a page.
  const site: SiteData = {
    siteConfig: {
      title: config.title,
      tagline: format(strings, config.tagline),
      url: config.url,
      baseUrl: config.baseUrl,
      // The title template is "%s <delimiter> <site>" for a Docusaurus config.
      titleDelimiter: /^%s\s+(\S+)\s/.exec(config.titleTemplate)?.[1] ?? '|',
      customFields: config.customFields ?? {},
    },
    i18n: {
      currentLocale: locale,
      defaultLocale: config.defaultLocale,
      locales: Object.keys(config.locales),
    },
    localeBase: base,
    strings: siteStrings,
  };
  const docusaurus: DocusaurusData = {
    site,
    theme: {
      admonitionTitles: labels.admonitions,
      detailsSummary: format(strings, 'details.summary'),
    },
    globalData: docusaurusGlobalData(config, locale, table),
  };
  // MDX pages, and the Markdown files any page imports, each compiled as its section's.
  const defaultFileOf = new Map(sources.map((source) => [source.file, source.defaultFile]));
  const urls = new Map(settings.urlOfSource);
  const toDefault = contextFor(settings, { file: '', defaultFile: '' }, urls).toDefaultPath;
  const moduleSettings: ModuleSettings = {
    overrides,
    baseUrl: config.baseUrl,
    docusaurus,
    markdown: {
      root: config.root,
      format: markdown.format,
      contextOf: (file) =>
        contextFor(
          settings,
          { file, defaultFile: defaultFileOf.get(file) ?? toDefault(file) },
          urls,
        ),
      pluginsOf: (file) => {
        const section = sectionOf(file);
        return section && markdown.plugins[section];
      },
      key: markdown.pluginsKey,
    },
  };
  const { bundlePageModules } = await import('../render/pageModules.js');
  const bundle = await timed('compile: page modules', () =>
    bundlePageModules(
      config.root,
      locale,
      moduleSources.map((source) => ({ file: source.file })),
      moduleSettings,
    ),
  );
  bundle.problems.forEach((p) => errors.add(p));
  const scripts = await timed('compile: page scripts', () =>
    pageScriptsOf(config.root, bundle, moduleSettings),
  );
  scripts.problems.forEach((p) => errors.add(p));
  // `@theme/CodeBlock` highlights while rendering on the server, as fenced code is.
  (globalThis as Record<string, unknown>)[CODE_HIGHLIGHTER_GLOBAL] = highlightCode;
  const urlOfFile = new Map(table.routes.map((route) => [route.sourceFile, route.url]));
  for (const source of moduleSources) {
    const loaded = bundle.modules.get(path.resolve(source.file));
    if (!loaded) continue;
    const url = urlOfFile.get(source.file) ?? base;
    // The page's `t` in the browser knows the site's strings and any other the server render read.
    const read: Record<string, string> = { ...siteStrings };
    const t = (key: string, vars?: Record<string, string | number>) => {
      if (key in strings) read[key] = strings[key];
      return format(strings, key, vars);
    };
    const script = scripts.entries.get(path.resolve(source.file));
    // A React page gets the site config as its `config` prop, as under Docusaurus.
    const pageConfig = source.format === 'tsx' ? site.siteConfig : undefined;
    const { html: rendered, head } = renderModule(
      loaded,
      source,
      { locale, localeBase: base, url, t, ...(pageConfig && { config: pageConfig }) },
      errors,
      script && pageIdPrefix(script),
    );
    // A blog post's excerpt is shown in lists as it is, not hydrated. A hydrated post keeps its
    // (empty) truncate marker, which its module renders too.
    const { html, excerpt } = withExcerpt(rendered);
    compiled.set(source.file, {
      html: script
        ? scripts.wrap(
            rendered,
            urlOf(config, locale, script),
            source.format === 'tsx' ? read : {},
            pageConfig,
          )
        : html,
      excerpt,
      toc: loaded.mdx?.toc ?? [],
      assets: loaded.mdx?.assets ?? [],
      problems: loaded.mdx?.problems ?? [],
      warnings: loaded.mdx?.warnings ?? [],
      exports: loaded.exports,
      css: loaded.css,
      themeCss: loaded.themeCss.map((file) => fs.readFileSync(file, 'utf8')),
      script: script ? scripts.files.find((file) => file.file === script) : undefined,
      head,
    });
    compiled.get(source.file)!.warnings.forEach((w) => errors.warn(w));
  }
  return compiled;
}

/**
 * The content section a file belongs to (its own folder or the locale's translations of it),
 * for that section's Markdown plugins; the deepest folder wins when one holds another.
 */
function sectionFinder(
  config: ResolvedConfig,
  locale: string,
): (file: string) => MarkdownSection | undefined {
  const sections: Array<[MarkdownSection, ContentFolder | undefined]> = [
    // Each version of a docs section is a folder of that section.
    ...docsGroups(config).map(({ section, version }): [MarkdownSection, ContentFolder] => [
      markdownSectionOf(section.id),
      version,
    ]),
    ...(['blog', 'pages', 'api'] as const).map(
      (section): [MarkdownSection, ContentFolder | undefined] => [section, config.content[section]],
    ),
  ];
  const folders = sections
    .flatMap(([section, folder]) =>
      folder ? [folder.dir, translationDir(folder, locale)].map((dir) => ({ section, dir })) : [],
    )
    .sort((a, b) => b.dir.length - a.dir.length);
  return (file) => folders.find(({ dir }) => file.startsWith(dir + path.sep))?.section;
}

/** The browser modules of the React pages and MDX files that hydrate. */
async function pageScriptsOf(root: string, bundle: BundleResult, settings: ModuleSettings) {
  const { bundlePageScripts, hydratedPageHtml } = await import('../render/pageScripts.js');
  const pages = [...bundle.modules].filter(([, loaded]) => loaded.hydrates).map(([file]) => file);
  return {
    ...(await bundlePageScripts(root, pages, settings, 'page', bundle.markdown)),
    wrap: hydratedPageHtml,
  };
}

/**
 * A module's HTML: rendered with the props its browser module hydrates with (an MDX file ignores
 * them), its `useId` ids under `idPrefix` when it hydrates, and `@docusaurus/router` reporting
 * the page's URL; with the title and description it gave through Docusaurus's Layout or Head.
 */
function renderModule(
  loaded: LoadedModule,
  source: SourceFile,
  props: PageComponentProps,
  errors: ErrorList,
  idPrefix?: string,
): { html: string; head?: ModuleHead } {
  const globals = globalThis as Record<string, unknown>;
  const head: ModuleHead = {};
  globals[PAGE_URL_GLOBAL] = props.url;
  globals[PAGE_HEAD_GLOBAL] = head;
  try {
    const html = renderToString(createElement(loaded.component, { ...props }), {
      identifierPrefix: idPrefix,
    });
    return { html, head: head.title || head.description ? head : undefined };
  } catch (thrown) {
    errors.add({
      file: source.file,
      message: `rendering failed: ${(thrown as Error).message}`,
      hint: 'fix the component so it renders on the server (no window/document at render time)',
    });
    return { html: '' };
  } finally {
    globals[PAGE_HEAD_GLOBAL] = undefined;
  }
}

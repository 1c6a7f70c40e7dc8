/**
 * Compiles every content source of one locale: `.md` to HTML (cached on disk by content hash),
 * `.mdx` and `.tsx` through the module bundler, then rendered to HTML with React.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hashOf, openPackCache, packFile, codeVersion } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import { docsGroups, translationDir, staticImageSizes, type SourceFile } from '../content/index.js';
import type { ErrorList } from '../errors.js';
import {
  compileMany,
  startCompilers,
  worthWorkers,
  type ContentLabels,
  contextFor,
  type CompileSettings,
  withExcerpt,
  type CompiledContent,
  type CompiledSource,
} from '../markdown/index.js';
import { type BundleResult, type LoadedModule, type ModuleSettings } from '../render/index.js';
import type { SiteData } from '../theme/index.js';
import { loadSiteStrings } from '../i18n/index.js';
import { type RouteTable, localeBase, urlOf } from '../routes/index.js';
import { timed } from './timings.js';
import { format } from '../theme/index.js';

/** Props every `.tsx` page component receives. */
export interface PageComponentProps {
  locale: string;
  localeBase: string;
  url: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
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
  const settings: CompileSettings = {
    baseUrl: config.baseUrl,
    defaultLocale: config.defaultLocale,
    locale,
    assetBase: base,
    siteRoot: config.root,
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
  };

  // Markdown: from the cache when the source and everything it depends on are unchanged.
  const compiled = new Map<string, CompiledSource>();
  const cache = openPackCache<CompiledContent>(config.root, MD_CACHE, locale);
  const settingsHash = hashOf(codeVersion(), JSON.stringify(settings));
  const misses: Array<{ source: SourceFile; key: string }> = [];
  for (const source of sources) {
    if (source.format !== 'md') continue;
    const key = hashOf(settingsHash, source.file, source.body);
    const hit = useCache ? cache.get(key) : undefined;
    if (hit) compiled.set(source.file, hit);
    else misses.push({ source, key });
  }
  const fresh = await timed('compile: markdown', () =>
    compileMany(
      settings,
      misses.map(({ source }) => ({
        file: source.file,
        defaultFile: source.defaultFile,
        body: source.body,
      })),
    ),
  );
  misses.forEach(({ source, key }, i) => {
    compiled.set(source.file, fresh[i]);
    if (useCache && fresh[i].problems.length === 0) cache.set(key, fresh[i]);
  });
  if (useCache) timed('save compile cache', () => cache.save({ prune: true }));
  for (const source of sources) compiled.get(source.file)?.problems.forEach((p) => errors.add(p));
  for (const source of sources) compiled.get(source.file)?.warnings.forEach((w) => errors.warn(w));

  const moduleSources = sources.filter((s) => s.format !== 'md');
  if (moduleSources.length === 0) return compiled;
  const siteStrings = loadSiteStrings(config, locale);
  // What Docusaurus's modules (useDocusaurusContext, useBaseUrl, Translate…) tell a page.
  const site: SiteData = {
    siteConfig: {
      title: config.title,
      tagline: format(strings, config.tagline),
      url: config.url,
      baseUrl: config.baseUrl,
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
  const { bundlePageModules } = await import('../render/pageModules.js');
  const bundle = await timed('compile: page modules', () =>
    bundlePageModules(
      config.root,
      locale,
      moduleSources.map((source) => ({
        file: source.file,
        body: source.body,
        ctx: source.format === 'mdx' ? contextFor(settings, source) : undefined,
      })),
      { overrides, baseUrl: config.baseUrl, site },
    ),
  );
  bundle.problems.forEach((p) => errors.add(p));
  const scripts = await timed('compile: page scripts', () =>
    pageScriptsOf(config.root, bundle, { overrides, baseUrl: config.baseUrl, site }),
  );
  scripts.problems.forEach((p) => errors.add(p));
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
    const rendered = renderModule(loaded, source, { locale, localeBase: base, url, t }, errors);
    const script = scripts.entries.get(path.resolve(source.file));
    const html = script ? scripts.wrap(rendered, urlOf(config, locale, script), read) : rendered;
    compiled.set(source.file, {
      ...withExcerpt(html),
      toc: loaded.mdx?.toc ?? [],
      assets: loaded.mdx?.assets ?? [],
      problems: loaded.mdx?.problems ?? [],
      warnings: loaded.mdx?.warnings ?? [],
      exports: loaded.exports,
      css: loaded.css,
      script: script ? scripts.files.find((file) => file.file === script) : undefined,
    });
    compiled.get(source.file)!.warnings.forEach((w) => errors.warn(w));
  }
  return compiled;
}

/** The browser modules of the React pages (not `.mdx`) that hydrate. */
async function pageScriptsOf(root: string, bundle: BundleResult, settings: ModuleSettings) {
  const { bundlePageScripts, hydrates, hydratedPageHtml } =
    await import('../render/pageScripts.js');
  const pages = [...bundle.modules]
    .filter(([file, loaded]) => !file.endsWith('.mdx') && hydrates(loaded.exports))
    .map(([file]) => file);
  return { ...(await bundlePageScripts(root, pages, settings)), wrap: hydratedPageHtml };
}

function renderModule(
  loaded: LoadedModule,
  source: SourceFile,
  props: PageComponentProps,
  errors: ErrorList,
): string {
  try {
    return renderToString(
      createElement(loaded.component, source.format === 'mdx' ? {} : { ...props }),
    );
  } catch (thrown) {
    errors.add({
      file: source.file,
      message: `rendering failed: ${(thrown as Error).message}`,
      hint: 'fix the component so it renders on the server (no window/document at render time)',
    });
    return '';
  }
}

/**
 * Compiles every content source of one locale: `.md` to HTML (compileMarkdown.ts), `.mdx` and
 * `.tsx` (and plugins' page components) through the module bundler, each then rendered to HTML
 * with React (render/moduleHtml.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import type { SourceFile } from '../content/index.js';
import type { ErrorList } from '../errors.js';
import {
  contextFor,
  forLocale,
  HOLDING_AS_IS,
  highlightCode,
  scriptForLocale,
  piecesForLocale,
  sharedSettings,
  withExcerptIn,
  type CompiledMdx,
  type CompiledSource,
} from '../markdown/index.js';
import { docusaurusDataFor } from '../render/index.js';
import {
  withLocaleData,
  type BundleResult,
  type CompiledMarkdown,
  type LoadedModule,
  type ModuleSettings,
} from '../bundle/index.js';
import { CODE_HIGHLIGHTER_GLOBAL, format, type DocsData } from '../theme/index.js';
import { type RouteTable, fileUrlOf, localeBase } from '../routes/index.js';
import {
  compileMarkdown,
  compileMdxSources,
  contentLabels,
  markdownSettings,
  sectionFinder,
  type MarkdownCaches,
} from './compileMarkdown.js';
import { ropeOf } from '../encodePieces.js';
import { timed } from './timings.js';
import { moduleRender } from './moduleRender.js';
import { pageScriptsOf } from './pageScriptsOf.js';
import { sharedModulesFor, sharedScriptsFor, type SharedPageModules } from './sharedPageModules.js';
import type { PluginPage, ResponsiveImageOptions } from '../plugin/index.js';

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
   * The build's cache packs of compiled Markdown (the shared one and each locale's), read and kept
   * up to date here and saved by the build. Without them everything is compiled and nothing kept:
   * a rebuild in `serve --watch`, which keeps its compiled pages in memory, and the warm-up compiles.
   */
  caches?: MarkdownCaches;
  /** Locales of this build compile after this one (compileMarkdown.ts). */
  moreLocales?: boolean;
  /**
   * The locale's global data (`useGlobalData`) and docs data, asked for only when there are
   * modules to compile.
   */
  moduleData?: () => { globalData: Record<string, Record<string, unknown>>; docsData: DocsData };
  /** The default messages the site's plugins give `translate()` ids. */
  codeTranslations?: Record<string, string>;
  /** How a plugin asks the pages' image imports to be made (`responsiveImages`), if one does. */
  responsiveImages?: ResponsiveImageOptions;
  /** Plugins' pages to render (each component is bundled once), by the key their output is kept under. */
  pluginPages?: Array<{ url: string; key: string; page: PluginPage }>;
  /** The page modules every locale of this build shares, when it builds several (sharedPageModules.ts). */
  sharedModules?: SharedPageModules;
}

export async function compileSources(
  inputs: CompileSourcesOptions,
): Promise<Map<string, CompiledSource>> {
  const { config, locale, strings, table, sources, errors, overrides } = inputs;
  const labels = contentLabels(strings);
  const base = localeBase(config, locale);
  const { markdown } = config;
  const settings = {
    ...(await markdownSettings(config, locale, labels, table)),
    // MDX's static parts as HTML, unless the site's own MDX components may replace their elements;
    // inside the theme's components that show what they hold as it is, unless the site replaces them.
    ...(!overrides?.has('MDXComponents') && {
      staticHtml: {
        inside: HOLDING_AS_IS.filter((name) => !overrides?.has(name)).map(
          (name) => `@theme/${name}`,
        ),
      },
    }),
  };
  const sectionOf = sectionFinder(config, locale);
  const compileOptions = {
    config,
    locale,
    settings,
    sectionOf,
    sources,
    caches: inputs.caches,
    moreLocales: inputs.moreLocales,
  };
  const compiled: Map<string, CompiledSource> = await compileMarkdown(compileOptions);
  for (const source of sources) compiled.get(source.file)?.problems.forEach((p) => errors.add(p));
  for (const source of sources) compiled.get(source.file)?.warnings.forEach((w) => errors.warn(w));

  // CommonMark files a site's plugin put JSX into are modules too, read as CommonMark by MDX.
  const asModules = sources.filter((s) => s.format === 'md' && compiled.get(s.file)?.asModule);
  for (const source of asModules) compiled.delete(source.file);
  const moduleSources = [...sources.filter((s) => s.format !== 'md'), ...asModules];
  const pluginPages = inputs.pluginPages ?? [];
  if (moduleSources.length === 0 && pluginPages.length === 0) return compiled;
  // The MDX pages, compiled ahead on the compile threads (and from the cache): the bundle takes
  // them as they are, and compiles only the partials they import.
  const sharedCode = new Map<string, CompiledMdx>();
  const precompiled = await compileMdxSources(
    { ...compileOptions, sources: moduleSources },
    new Set(asModules.map((source) => source.file)),
    sharedCode,
  );
  // What Docusaurus's modules (useDocusaurusContext, useBaseUrl, Translate…) tell a page.
  const moduleData = inputs.moduleData?.();
  const docusaurus = docusaurusDataFor(
    config,
    locale,
    strings,
    table,
    labels.admonitions,
    moduleData?.globalData,
    inputs.codeTranslations,
    moduleData?.docsData,
  );
  const { site } = docusaurus;
  const siteStrings = site.strings;
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
    ...(inputs.responsiveImages && {
      responsiveImages: {
        root: config.root,
        options: inputs.responsiveImages,
        base: site.localeBase,
      },
    }),
  };
  // The pages' modules, and the components of plugins' pages (each once, whatever its pages):
  // those every locale of the build shares bundled once, the rest for this locale.
  const entries = [
    ...new Set([
      ...moduleSources.map((source) => path.resolve(source.file)),
      ...pluginPages.map(({ page }) => path.resolve(page.component)),
    ]),
  ];
  const { bundlePageModules } = await import('../bundle/pageModules.js');
  const bundleOf = (
    files: string[],
    using: ModuleSettings,
    compiles: ReadonlyMap<string, CompiledMdx>,
    onHydrating?: (pages: string[], markdown: CompiledMarkdown) => void,
  ) =>
    bundlePageModules(
      config.root,
      locale,
      files.map((file) => ({ file })),
      using,
      compiles,
      onHydrating,
    );
  const fill = <T>(content: T): T => forLocale(content, settings);
  const sharing =
    inputs.sharedModules && !inputs.responsiveImages
      ? sharedSettings(settings, Object.keys(config.locales))
      : undefined;
  const split =
    sharing && inputs.sharedModules && (inputs.moreLocales || inputs.sharedModules.made)
      ? await sharedModulesFor(inputs.sharedModules, {
          root: config.root,
          entries,
          mdx: new Set(
            moduleSources.filter((s) => s.format !== 'tsx').map((s) => path.resolve(s.file)),
          ),
          sharedCode,
          sharing,
          fill,
          settings: moduleSettings,
          bundle: bundleOf,
        })
      : { shared: undefined, taken: new Set<string>(), own: entries };
  // The locale's own modules take their MDX as compiled; one of the shared bundle's, were it
  // imported as a partial, is compiled as the bundle meets it (as it was for the shared bundle).
  const ownCompiles = new Map(
    [...precompiled].filter(([file]) => !split.taken.has(path.resolve(file))),
  );
  // The browser modules of the pages that hydrate (pageScriptsOf): those of the shared bundle's
  // pages from its browser bundle (made once), with this locale's data and words filled in; the
  // rest bundled here, while the server's modules load when the bundle tells which hydrate.
  const sharedScripts =
    split.shared && sharing && inputs.sharedModules
      ? await sharedScriptsFor(inputs.sharedModules, {
          root: config.root,
          sharing,
          settings: moduleSettings,
        })
      : undefined;
  const taken = [...split.taken].filter((file) => split.shared?.modules.get(file)?.hydrates);
  const scriptsFor = (own: string[], markdown: CompiledMarkdown) =>
    timed('compile: page scripts', () =>
      pageScriptsOf(
        config.root,
        { own, taken, markdown },
        moduleSettings,
        {
          data: (code) => withLocaleData(code, docusaurus),
          words: (code) => scriptForLocale(code, settings),
        },
        sharedScripts && { scripts: sharedScripts, pages: split.taken },
      ),
    );
  const early: { own?: string[]; scripts?: ReturnType<typeof scriptsFor> } = {};
  const own = await timed('compile: page modules', () =>
    bundleOf(split.own, moduleSettings, ownCompiles, (pages, markdown) => {
      early.own = pages;
      early.scripts = scriptsFor(pages, markdown);
      early.scripts.catch(() => undefined); // awaited below, unless the modules said otherwise
    }),
  );
  const bundle: BundleResult = split.shared
    ? {
        modules: new Map([
          ...[...split.taken].map((file) => [file, split.shared!.modules.get(file)!] as const),
          ...own.modules,
        ]),
        // The browser bundle made here is of this locale's own pages: their Markdown is its own.
        markdown: own.markdown,
        problems: own.problems,
      }
    : own;
  bundle.problems.forEach((p) => errors.add(p));
  const hydrating = [...own.modules].filter(([, loaded]) => loaded.hydrates).map(([file]) => file);
  // Made while the modules loaded, unless loading them told otherwise (a module without a default
  // export, which fails the build).
  const scripts =
    early.scripts && sameList(early.own!, hydrating)
      ? await early.scripts
      : await scriptsFor(hydrating, own.markdown);
  scripts.problems.forEach((p) => errors.add(p));
  // `@theme/CodeBlock` highlights while rendering on the server, as fenced code is.
  (globalThis as Record<string, unknown>)[CODE_HIGHLIGHTER_GLOBAL] = highlightCode;

  /**
   * One page of a module: rendered on the server with its props, and wrapped for hydration when
   * it has a browser module. A React page (and a plugin's page) gets the site config as its
   * `config` prop, as under Docusaurus; `own` are a plugin's page's props.
   */
  const renderPageOf = (
    loaded: LoadedModule,
    file: string,
    url: string,
    react: boolean,
    own?: Record<string, unknown>,
  ) => {
    // The page's `t` in the browser knows the site's strings and any other the server render read.
    const read: Record<string, string> = { ...siteStrings };
    const t = (key: string, vars?: Record<string, string | number>) => {
      if (key in strings) read[key] = strings[key];
      return format(strings, key, vars);
    };
    const script = scripts.entries.get(path.resolve(file));
    const pageConfig = react ? site.siteConfig : undefined;
    const props = {
      ...own,
      locale,
      localeBase: base,
      url,
      t,
      ...(pageConfig && { config: pageConfig }),
    };
    // A module of the shared bundle reads the locale's data as it renders, and leaves the shared
    // compile's placeholders in its HTML for the locale to fill in.
    const shared = split.taken.has(path.resolve(file))
      ? {
          fill,
          fillPieces: (html: string) => piecesForLocale(html, settings),
          rendered: inputs.sharedModules?.rendered,
        }
      : undefined;
    const { pieces, head } = moduleRender({
      loaded,
      file,
      props,
      errors,
      docusaurus,
      script,
      shared,
    });
    const wrapped = script
      ? scripts.wrap(pieces, fileUrlOf(config, locale, script), react ? read : {}, pageConfig, own)
      : undefined;
    return { pieces, wrapped, head, script };
  };

  /** What every compiled module keeps besides its HTML: its exports, styles and browser module. */
  const moduleFields = (loaded: LoadedModule, script: string | undefined) => ({
    exports: loaded.exports,
    css: loaded.css,
    themeCss: loaded.themeCss.map((file) => fs.readFileSync(file, 'utf8')),
    script: script ? scripts.files.find((file) => file.file === script) : undefined,
  });

  /** A module's findings (table of contents, assets, warnings), filled in when it is shared. */
  const findings = (loaded: LoadedModule, file: string) =>
    split.taken.has(file) && loaded.mdx ? fill(loaded.mdx) : loaded.mdx;

  const urlOfFile = new Map(table.routes.map((route) => [route.sourceFile, route.url]));
  for (const source of moduleSources) {
    const file = path.resolve(source.file);
    const found = bundle.modules.get(file);
    if (!found) continue;
    const loaded = { ...found, mdx: findings(found, file) };
    const url = urlOfFile.get(source.file) ?? base;
    const page = renderPageOf(loaded, source.file, url, source.format === 'tsx');
    // A blog post's excerpt is shown in lists as it is, not hydrated. A hydrated post keeps its
    // (empty) truncate marker, which its module renders too.
    const { pieces, excerpt } = withExcerptIn(page.pieces);
    const htmlPieces = page.wrapped ?? pieces;
    compiled.set(source.file, {
      html: ropeOf(htmlPieces),
      htmlPieces,
      excerpt,
      toc: loaded.mdx?.toc ?? [],
      assets: [...(loaded.mdx?.assets ?? []), ...loaded.assets],
      problems: loaded.mdx?.problems ?? [],
      warnings: loaded.mdx?.warnings ?? [],
      ...moduleFields(loaded, page.script),
      head: page.head,
    });
    compiled.get(source.file)!.warnings.forEach((w) => errors.warn(w));
  }
  // What a component's pages share is read once; its CSS goes into the stylesheet once, however
  // many pages it renders.
  const shared = new Map<string, ReturnType<typeof moduleFields>>();
  for (const { url, key, page: plugin } of pluginPages) {
    const loaded = bundle.modules.get(path.resolve(plugin.component));
    if (!loaded) continue;
    const page = renderPageOf(loaded, plugin.component, url, true, plugin.props);
    const fields = shared.get(plugin.component);
    if (!fields) shared.set(plugin.component, moduleFields(loaded, page.script));
    const htmlPieces = page.wrapped ?? page.pieces;
    compiled.set(key, {
      html: ropeOf(htmlPieces),
      htmlPieces,
      toc: [],
      assets: loaded.assets,
      problems: [],
      warnings: [],
      ...(fields ? { ...fields, css: '' } : shared.get(plugin.component)!),
      head: page.head,
    });
  }
  return compiled;
}

/** Whether two lists hold the same items in the same order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

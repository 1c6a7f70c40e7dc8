/**
 * What every locale of a build shares: the config, the HTML template, the theme stylesheet, the
 * browser runtime and the OpenAPI description. `serve --watch` reloads each one on its own when its file changes.
 */
import { timed } from './timings.js';
import fs from 'node:fs';
import path from 'node:path';
import { hashOf, openPackCache, type PackCache } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import {
  allowContentFoldersOutside,
  openFrontMatterCache,
  type FrontMatterCache,
} from '../content/index.js';
import {
  bundleOwnCss,
  bundleThemeCss,
  themeCssEntry,
  type Stylesheet,
  loadClientBundle,
  type ClientBundle,
} from '../emit/index.js';
import { packageRoot } from '../packageRoot.js';
import { BuildFailed, esbuildFailed, type SiteError } from '../errors.js';
import { loadTemplate, type Template } from '../render/index.js';
import { loadThemeOverrides, type LoadedOverrides } from '../bundle/index.js';
import { createSnippetHighlighter, type HighlightSnippet } from '../markdown/index.js';
import { openMarkdownCaches, type MarkdownCaches } from './compileMarkdown.js';
import type { LoadedPlugin, PluginSite } from '../plugin/index.js';
import { loadPlugins } from './plugins.js';
import { contentPluginsOf } from '../plugins/index.js';

export interface SiteInputs {
  config: ResolvedConfig;
  template: Template;
  /** Changes whenever the template's text does. */
  templateKey: string;
  stylesheet: Stylesheet;
  /**
   * The stylesheets of content plugins that name one (`stylesheet`: the API reference's), by
   * plugin name: linked only from the pages of that plugin's routes.
   */
  pluginSheets: Map<string, Stylesheet>;
  /** The browser runtime, shared by every locale. */
  client: ClientBundle;
  /**
   * What each content plugin read once for every locale (`prepare`: the API reference's OpenAPI
   * description per locale), by plugin name.
   */
  prepared: Map<string, unknown>;
  /** Drafts are built only for `serve --watch`. */
  includeDrafts: boolean;
  /** Parsed front matter kept between builds; saved by the build when it is done. */
  frontMatter: FrontMatterCache;
  /** Highlights the API reference's samples, each snippet once for every locale. */
  highlight: HighlightSnippet;
  /** The highlighted samples kept between builds; saved by the build when it is done. */
  snippets: PackCache<string>;
  /** The site's replacements of theme components (`src/theme/<Name>.tsx`). */
  overrides: LoadedOverrides;
  /** The cache packs of compiled Markdown (compileMarkdown.ts); saved by the build (runBuild.ts). */
  markdownCaches: MarkdownCaches;
  /** The config's plugins, set up for this build (run per locale: localeState.ts). */
  plugins: LoadedPlugin[];
  /** What they warned about (a list they may still add to while they run). */
  pluginWarnings: SiteError[];
  /** Their browser modules (bundled per locale, with its Docusaurus data: localeState.ts). */
  clientModules: string[];
}

/** `locales`: those the build makes (the OpenAPI description is made for them alone). */
export async function loadSiteInputs(
  config: ResolvedConfig,
  includeDrafts: boolean,
  locales?: string[],
  mode: PluginSite['mode'] = 'production',
): Promise<SiteInputs> {
  const pluginWarnings: SiteError[] = [];
  const loadingPlugins = timed('input: plugins', () => loadPlugins(config, mode, pluginWarnings));
  // A content folder the config names outside the site (`../docs`) is the site's to read.
  allowContentFoldersOutside(config);
  const template = loadTemplate(config);
  const client = timed('input: client', () => loadClientBundle());
  // Together: esbuild bundles the stylesheet in its own process while this one validates the
  // OpenAPI description.
  const [stylesheet, pluginSheets, prepared, overrides, plugins] = await Promise.all([
    timed('input: css', () => loadThemeCss(config)),
    loadPluginSheets(config),
    timed('input: content plugins', () => prepareContentPlugins(config, locales)),
    // After the plugins are set up: their theme folders are read with the site's src/theme.
    loadingPlugins.then(() => timed('input: theme overrides', () => loadOverrides(config))),
    loadingPlugins,
  ]);
  const snippets = openPackCache<string>(config.root, 'snippets', 'all');
  return {
    config,
    template,
    templateKey: templateKeyOf(template),
    prepared,
    stylesheet,
    pluginSheets,
    client,
    includeDrafts,
    frontMatter: openFrontMatterCache(config.root),
    highlight: createSnippetHighlighter(snippets),
    snippets,
    overrides,
    markdownCaches: openMarkdownCaches(config.root),
    plugins,
    pluginWarnings,
    clientModules: clientModulesOf(config, plugins),
  };
}

/**
 * What the content plugins the site uses read once for every locale (`locales`: those the build
 * makes), by plugin name; `only`: those plugins alone (`serve --watch`, when a file of theirs changed).
 */
export async function prepareContentPlugins(
  config: ResolvedConfig,
  locales: string[] = Object.keys(config.locales),
  only?: string[],
): Promise<Map<string, unknown>> {
  const plugins = contentPluginsOf(config).filter(
    (plugin) => plugin.prepare && (!only || only.includes(plugin.name)),
  );
  const prepared = await Promise.all(plugins.map((plugin) => plugin.prepare!(config, locales)));
  return new Map(plugins.map((plugin, i) => [plugin.name, prepared[i]]));
}

/** The plugins' browser modules: files (from the site root) or packages (from the site's folder). */
function clientModulesOf(config: ResolvedConfig, plugins: LoadedPlugin[]): string[] {
  return plugins.flatMap((plugin) =>
    (plugin.clientModules ?? []).map((module) =>
      module.startsWith('.') ? path.resolve(config.root, module) : module,
    ),
  );
}

/** The site's theme replacements; one that does not build stops the build. */
export async function loadOverrides(config: ResolvedConfig): Promise<LoadedOverrides> {
  const overrides = await loadThemeOverrides(config.root, config.baseUrl);
  if (overrides.problems.length > 0) throw new BuildFailed(overrides.problems);
  return overrides;
}

export function loadSiteTemplate(
  config: ResolvedConfig,
): Pick<SiteInputs, 'template' | 'templateKey'> {
  const template = loadTemplate(config);
  return { template, templateKey: templateKeyOf(template) };
}

function templateKeyOf(template: Template): string {
  return hashOf(template.file, fs.readFileSync(template.file, 'utf8'));
}

/** The content plugins' own stylesheets (sitegen's files, which parse), by plugin name. */
export async function loadPluginSheets(config: ResolvedConfig): Promise<Map<string, Stylesheet>> {
  const plugins = contentPluginsOf(config).filter((plugin) => plugin.stylesheet);
  const sheets = await Promise.all(
    plugins.map((plugin) => bundleOwnCss(plugin.name, plugin.stylesheet!)),
  );
  return new Map(plugins.map((plugin, i) => [plugin.name, sheets[i]]));
}

/** The theme stylesheet with the site's; a CSS syntax error is a build error at its position. */
export async function loadThemeCss(config: ResolvedConfig): Promise<Stylesheet> {
  try {
    return await bundleThemeCss(config.theme, config.root, config.baseUrl);
  } catch (thrown) {
    const failed = esbuildFailed(thrown, packageRoot(), themeCssEntry());
    if (!failed) throw thrown;
    // A message that says what to do (install sass) keeps its own hint.
    throw new BuildFailed(
      failed.errors.map((error) => ({
        ...error,
        hint: error.hint ?? 'fix the stylesheet so it parses',
      })),
    );
  }
}

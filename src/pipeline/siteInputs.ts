/**
 * What every locale of a build shares: the config, the HTML template, the theme stylesheet, the
 * browser runtime and the OpenAPI description. `serve --watch` reloads each one on its own when its file changes.
 */
import { timed } from './timings.js';
import fs from 'node:fs';
import path from 'node:path';
import { hashOf, openCache, codeVersion } from '../cache/index.js';
import { fileTooLarge, readText } from '../readText.js';
import type { ApiSlugs, ResolvedConfig } from '../config/index.js';
import {
  allowContentFoldersOutside,
  openFrontMatterCache,
  type FrontMatterCache,
  type ApiSpec,
} from '../content/index.js';
import {
  bundleThemeCss,
  themeCssEntry,
  type Stylesheet,
  loadClientBundle,
  type ClientBundle,
} from '../emit/index.js';
import { packageRoot } from '../packageRoot.js';
import { BuildFailed, ErrorList, esbuildFailed, type SiteError } from '../errors.js';
import { loadTemplate, type Template } from '../render/index.js';
import { loadThemeOverrides, type LoadedOverrides } from '../bundle/index.js';
import { createSnippetHighlighter, type HighlightSnippet } from '../markdown/index.js';
import { openMarkdownCaches, type MarkdownCaches } from './compileMarkdown.js';
import type { LoadedPlugin, PluginSite } from '../plugin/index.js';
import { loadPlugins } from './plugins.js';

export interface SiteInputs {
  config: ResolvedConfig;
  template: Template;
  /** Changes whenever the template's text does. */
  templateKey: string;
  stylesheet: Stylesheet;
  /** The browser runtime, shared by every locale. */
  client: ClientBundle;
  /** The OpenAPI description per locale, with the locale's translations laid over it. */
  apiSpecs?: Record<string, ApiSpec>;
  /** Drafts are built only for `serve --watch`. */
  includeDrafts: boolean;
  /** Parsed front matter kept between builds; saved by the build when it is done. */
  frontMatter: FrontMatterCache;
  /** Highlights the API reference's samples, each snippet once for every locale. */
  highlight: HighlightSnippet;
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
  const [stylesheet, apiSpecs, overrides, plugins] = await Promise.all([
    timed('input: css', () => loadThemeCss(config)),
    timed('input: api', () => loadApi(config, locales)),
    // After the plugins are set up: their theme folders are read with the site's src/theme.
    loadingPlugins.then(() => timed('input: theme overrides', () => loadOverrides(config))),
    loadingPlugins,
  ]);
  return {
    config,
    template,
    templateKey: templateKeyOf(template),
    apiSpecs,
    stylesheet,
    client,
    includeDrafts,
    frontMatter: openFrontMatterCache(config.root),
    highlight: createSnippetHighlighter(),
    overrides,
    markdownCaches: openMarkdownCaches(config.root),
    plugins,
    pluginWarnings,
    clientModules: clientModulesOf(config, plugins),
  };
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

/**
 * The OpenAPI description as plain data, per locale: each locale's translation file (if any) laid
 * over the English. Validating is the slow part, so the result is cached by the content hash of
 * the description and its translations: unchanged files are not parsed again. Locales without a
 * translation share the default's object.
 */
export async function loadApi(
  config: ResolvedConfig,
  locales: string[] = Object.keys(config.locales),
): Promise<Record<string, ApiSpec> | undefined> {
  if (!config.content.api) return undefined;
  const file = config.content.api.spec;
  if (!fs.existsSync(file)) {
    throw new BuildFailed([
      {
        file: config.configFile,
        message: `the OpenAPI description ${path.relative(config.root, file)} does not exist`,
        hint: 'fix content.api.spec in the config',
      },
    ]);
  }
  const tooLarge = fileTooLarge(file, config.maxFileSizeMB);
  if (tooLarge) throw new BuildFailed([tooLarge]);
  const { apiSourceFiles } = await import('../content/openapiOverlay.js');
  const cache = openCache<ApiSpec>(config.root, 'openapi');
  const slugs = config.content.api.slugs;
  const described = hashOf(codeVersion(), slugs, file, fs.readFileSync(file));
  // Each locale built gets its translation laid over the description, or the description as it
  // is: each of those is made (and kept) once, and only for the locales this build has.
  const variants = locales.map((locale): ApiVariant => {
    const overlay = apiSourceFiles(config.content.api, locale)?.overlay;
    if (!overlay || !fs.existsSync(overlay)) return { locale, key: hashOf(described, '') };
    const text = readText(overlay, config.maxFileSizeMB);
    return { locale, overlay, key: hashOf(described, locale, overlay, text) };
  });
  const specs = new Map(variants.map(({ key }) => [key, cache.get(key)]));
  const missing = variants.filter(({ key }) => specs.get(key) === undefined);
  if (missing.length > 0) {
    const parsed = await parseApi(file, slugs, missing);
    for (const [key, spec] of parsed) {
      specs.set(key, spec);
      void cache.set(key, spec); // written in the background
    }
  }
  return Object.fromEntries(variants.map(({ locale, key }) => [locale, specs.get(key)!]));
}

/** A locale's OpenAPI description: with its translation laid over it, when it has one. */
interface ApiVariant {
  locale: string;
  overlay?: string;
  key: string;
}

/** The description of each variant, by its key, descriptions as HTML; parsed once for all. */
async function parseApi(
  file: string,
  slugs: ApiSlugs,
  variants: ApiVariant[],
): Promise<Map<string, ApiSpec>> {
  const errors = new ErrorList();
  const { loadOpenApi } = await import('../content/openapi.js');
  const { renderDescriptions } = await import('../content/openapiHtml.js');
  const { applyOverlay, readOverlay } = await import('../content/openapiOverlay.js');
  const { safeInlineMarkdown, safeMarkdown } = await import('../markdown/safeMarkdown.js');
  const loaded = await loadOpenApi(file, errors, slugs);
  errors.throwIfAny();
  const render = (spec: ApiSpec) => renderDescriptions(spec, safeMarkdown, safeInlineMarkdown);
  const parsed = new Map<string, ApiSpec>();
  for (const { key, overlay: overlayPath } of variants) {
    if (parsed.has(key)) continue;
    const overlay = overlayPath ? readOverlay(overlayPath, errors) : undefined;
    if (overlayPath && !overlay) continue; // its errors are told below
    parsed.set(key, render(overlay ? applyOverlay(loaded!, overlay, errors) : loaded!));
  }
  errors.throwIfAny();
  return parsed;
}

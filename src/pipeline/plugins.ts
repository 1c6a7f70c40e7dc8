/**
 * The build's side of plugins: each listed plugin set up once per build (plugin/setup.ts), and
 * run once per locale (plugin/run.ts) with what it is told of the site and the locale.
 */
import path from 'node:path';
import { cacheDir } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, ErrorList, type SiteError } from '../errors.js';
import { setPluginThemes } from '../bundle/index.js';
import {
  runPlugins,
  setupPlugins,
  type LoadedPlugin,
  type PluginContent,
  type PluginLocale,
  type PluginSite,
  type BuiltPage,
  pluginError,
} from '../plugin/index.js';
import { checkContentPlugins, sitePluginEntries } from '../plugins/index.js';
import { localeBase, localeOutDir, type Route } from '../routes/index.js';

/** `mode`: 'development' under serve --watch (a Docusaurus plugin reads it as NODE_ENV). */
export function pluginSite(
  config: ResolvedConfig,
  mode: PluginSite['mode'] = 'production',
): PluginSite {
  return {
    mode,
    root: config.root,
    configFile: config.configFile,
    title: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    defaultLocale: config.defaultLocale,
    locales: Object.keys(config.locales),
    cacheDir: path.join(cacheDir(config.root), 'plugins'),
  };
}

export function pluginLocale(config: ResolvedConfig, locale: string): PluginLocale {
  return { ...pluginSite(config), locale, localeBaseUrl: localeBase(config, locale) };
}

/**
 * The config's plugins, set up; a plugin whose options are wrong, or whose setup throws, stops the
 * build. What they warn about, then or later (a Docusaurus plugin's webpack hooks, its body
 * tags), goes into `warnings`, which the build reports.
 */
export async function loadPlugins(
  config: ResolvedConfig,
  mode: PluginSite['mode'] = 'production',
  warnings: SiteError[] = [],
): Promise<LoadedPlugin[]> {
  // Each build says which theme folders its plugins bring (none: the site's own alone).
  setPluginThemes(config.root, []);
  checkContentPlugins(config);
  const errors = new ErrorList();
  const site = {
    ...pluginSite(config, mode),
    warn: (warning: SiteError) => warnings.push(warning),
  };
  // Those with hooks to set up: sitegen's own have their content hooks alone.
  const entries = sitePluginEntries(config).filter((entry) => entry.setup);
  const plugins = await setupPlugins(entries, site, errors);
  if (errors.size > 0) throw new BuildFailed(errors.errors);
  setPluginThemes(
    config.root,
    plugins.flatMap((plugin) =>
      plugin.themeComponents ? [path.resolve(config.root, plugin.themeComponents)] : [],
    ),
  );
  return plugins;
}

/** What a locale's plugins give: pages, global data, head tags. */
export function loadPluginContent(
  plugins: LoadedPlugin[],
  config: ResolvedConfig,
  locale: string,
  errors: ErrorList,
  previous?: Parameters<typeof runPlugins>[3],
): Promise<PluginContent> {
  return runPlugins(plugins, pluginLocale(config, locale), errors, previous);
}

/** The pages of a locale's output folder, as postBuild is told about them. */
export function builtPagesOf(routes: Route[], outDir: string, config: ResolvedConfig): BuiltPage[] {
  return routes.map((route) => ({
    url: route.url,
    path: route.path,
    file: path.join(outDir, localeOutDir(config, route.locale), route.outFile),
  }));
}

/** Each plugin's postBuild for a locale, in the order the config lists them; a failure fails the build. */
export async function runPostBuild(
  plugins: LoadedPlugin[],
  config: ResolvedConfig,
  locale: string,
  outDir: string,
  pages: BuiltPage[],
): Promise<void> {
  const errors = new ErrorList();
  for (const plugin of plugins) {
    if (!plugin.postBuild) continue;
    try {
      await plugin.postBuild({ locale: pluginLocale(config, locale), outDir, pages });
    } catch (thrown) {
      errors.add(pluginError(plugin, 'postBuild', thrown));
    }
  }
  errors.throwIfAny();
}

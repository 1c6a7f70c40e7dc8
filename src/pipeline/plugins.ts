/**
 * The build's side of plugins: each listed plugin set up once per build (plugin/setup.ts), and
 * run once per locale (plugin/run.ts) with what it is told of the site and the locale.
 */
import path from 'node:path';
import { cacheDir } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, ErrorList } from '../errors.js';
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
import { localeBase, localeOutDir, type Route } from '../routes/index.js';

export function pluginSite(config: ResolvedConfig): PluginSite {
  return {
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

/** The config's plugins, set up; a plugin whose options are wrong, or whose setup throws, stops the build. */
export async function loadPlugins(config: ResolvedConfig): Promise<LoadedPlugin[]> {
  if (config.plugins.length === 0) return [];
  const errors = new ErrorList();
  const plugins = await setupPlugins(config.plugins, pluginSite(config), errors);
  if (errors.size > 0) throw new BuildFailed(errors.errors);
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

/**
 * Finds and loads a Docusaurus plugin as `docusaurus build` does: the config names it as a
 * package (with Docusaurus's shorthands: `google-gtag` is `@docusaurus/plugin-google-gtag`), a
 * path (`./plugins/my-plugin`), or a function, alone or as `[plugin, options]`; a name is
 * resolved as Node resolves it from the config file (so a workspace's node_modules above the site
 * count), and the plugin is the module's default export or the module itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocusaurusPluginFunction, ValidateOptions, ValidateThemeConfig } from './types.js';

/** One entry of the config's `plugins`, before anything is loaded. */
export interface DocusaurusPluginSource {
  /** How errors and warnings name it: the name or path as written, or the function's name. */
  label: string;
  /** The name or path as written; undefined for a function. */
  specifier?: string;
  fn?: DocusaurusPluginFunction;
  options: Record<string, unknown>;
}

/** A plugin loaded: its function, its validators, and the file it comes from. */
export interface LoadedDocusaurusPlugin {
  fn: DocusaurusPluginFunction;
  validateOptions?: ValidateOptions;
  validateThemeConfig?: ValidateThemeConfig;
  /** Its module's file (the config file for a function): its client modules and theme are relative to its folder. */
  file: string;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry as a source; undefined for one left out (`false`, `null`: `cond && 'plugin'`). */
export function pluginSource(entry: unknown): DocusaurusPluginSource | undefined | 'invalid' {
  if (entry === false || entry === null || entry === undefined) return undefined;
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const opts = isPlain(options) ? options : {};
  if (typeof plugin === 'string') return { label: plugin, specifier: plugin, options: opts };
  if (typeof plugin === 'function')
    return {
      label: plugin.name || 'a plugin function',
      fn: plugin as DocusaurusPluginFunction,
      options: opts,
    };
  return 'invalid';
}

/** The names Docusaurus tries for a plugin's name, in order (its moduleShorthand). */
export function namePatterns(name: string): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-plugin`];
    const [scope, rest] = name.split(/\/(.*)/);
    return [`${scope}/${rest}`, `${scope}/docusaurus-plugin-${rest}`];
  }
  return [name, `@docusaurus/plugin-${name}`, `docusaurus-plugin-${name}`];
}

/** The plugin's file as Node resolves it from the config file; throws naming what it tried. */
export function resolvePlugin(specifier: string, configFile: string): string {
  const require = createRequire(configFile);
  const tried = namePatterns(specifier);
  for (const candidate of tried) {
    try {
      return require.resolve(candidate);
    } catch {
      // the next pattern
    }
  }
  throw new Error(
    `cannot find the plugin "${specifier}" from ${path.dirname(configFile)} (tried ${tried.join(', ')})`,
  );
}

const TYPESCRIPT = /\.[cm]?tsx?$/;

/** The module's exports: required (CommonJS, or an ES module Node can require), else imported. */
async function loadModule(file: string): Promise<Record<string, unknown>> {
  if (TYPESCRIPT.test(file)) return loadTypeScript(file);
  // The site's own plugin is read afresh on every build (serve --watch rebuilds in one process).
  if (!file.split(path.sep).includes('node_modules')) delete createRequire(file).cache[file];
  try {
    return createRequire(file)(file) as Record<string, unknown>;
  } catch (thrown) {
    const code = (thrown as { code?: string }).code;
    if (code !== 'ERR_REQUIRE_ESM' && code !== 'ERR_REQUIRE_ASYNC_MODULE') throw thrown;
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  }
}

/**
 * A plugin written in TypeScript, compiled with esbuild (its packages left to Node) and run as
 * CommonJS in its own folder: its `require`s resolve from there, as written.
 */
async function loadTypeScript(file: string): Promise<Record<string, unknown>> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, unknown> };
  const run = new Function(
    'module',
    'exports',
    'require',
    '__filename',
    '__dirname',
    result.outputFiles[0].text,
  ) as (...args: unknown[]) => void;
  run(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/** Loads the source's plugin; throws what went wrong (the caller names the plugin). */
export async function loadPlugin(
  source: DocusaurusPluginSource,
  configFile: string,
): Promise<LoadedDocusaurusPlugin> {
  if (source.fn)
    return {
      fn: source.fn,
      validateOptions: source.fn.validateOptions,
      validateThemeConfig: source.fn.validateThemeConfig,
      file: configFile,
    };
  const file = resolvePlugin(source.specifier!, configFile);
  const module = await loadModule(file);
  const inner = module.default as Record<string, unknown> | undefined;
  const fn = (inner ?? module) as unknown;
  if (typeof fn !== 'function')
    throw new Error(`${path.basename(file)} exports no plugin function (its default export)`);
  return {
    fn: fn as DocusaurusPluginFunction,
    validateOptions: (inner?.validateOptions ?? module.validateOptions) as
      ValidateOptions | undefined,
    validateThemeConfig: (inner?.validateThemeConfig ?? module.validateThemeConfig) as
      ValidateThemeConfig | undefined,
    file,
  };
}

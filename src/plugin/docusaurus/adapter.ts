/**
 * A Docusaurus plugin as a sitegen plugin. When a build sets it up, it is loaded (load.ts), its
 * options and theme config validated (validate.ts), and called with a Docusaurus `context`
 * (context.ts) as `docusaurus build` calls it: once per locale, that locale's context, with
 * NODE_ENV "production" (`serve --watch`: "development", as `docusaurus start`). A plugin that
 * returns null leaves itself out. Its methods become sitegen's hooks: `loadContent`,
 * `contentLoaded` (with actions.ts), `injectHtmlTags` (head and body tags), `getClientModules`,
 * `getPathsToWatch`, `postBuild`, `getThemePath`, `getDefaultCodeTranslationMessages` (the default
 * messages of `translate()`, under the site's own), and `configureWebpack` where sitegen does what
 * its loaders do (webpackLoaders.ts: the ideal-image plugin's responsive images); the others are warned by name (hookNames.ts),
 * once per plugin.
 */
import path from 'node:path';
import { BuildFailed, type SiteError } from '../../errors.js';
import type { PluginEntry, PluginHooks, PluginLocale, PluginSite } from '../types.js';
import { docusaurusActions, moduleFile } from './actions.js';
import { docusaurusContext, generatedFilesDir, localeBaseUrl } from './context.js';
import { hookWarning } from './hookNames.js';
import { headTagsOf } from './htmlTags.js';
import { loaderHooks } from './webpackLoaders.js';
import { loadPlugin, type DocusaurusPluginSource, type LoadedDocusaurusPlugin } from './load.js';
import type { DocusaurusHtmlTags, DocusaurusPluginInstance } from './types.js';
import { InvalidOptions, pluginOptions, pluginThemeConfig } from './validate.js';

type Plain = Record<string, unknown>;

/** What every Docusaurus plugin of one config shares. */
export interface DocusaurusSite {
  /** docusaurus.config.js, absolute. */
  configFile: string;
  /** The config as the file exports it. */
  siteConfig: Plain;
}

/** Each locale's content of the config's Docusaurus plugins so far, by plugin name and id (`allContent`). */
type AllContent = Map<string, Record<string, Record<string, unknown>>>;

/** The NODE_ENV Docusaurus runs plugins with: a build's, or `docusaurus start`'s under serve --watch. */
function nodeEnv(site: PluginSite): string {
  return site.mode === 'development' ? 'development' : 'production';
}

/**
 * Process environment read through a variable: sitegen's compile replaces `process.env.NODE_ENV`
 * with "production" in its own code (scripts/compileOptions.mjs), and the plugins read the real one.
 */
const environment = process.env;

/** Runs `run` with NODE_ENV set as Docusaurus sets it, and puts it back. */
function withNodeEnvSync<T>(env: string, run: () => T): T {
  const before = environment.NODE_ENV;
  environment.NODE_ENV = env;
  try {
    return run();
  } finally {
    if (before === undefined) delete environment.NODE_ENV;
    else environment.NODE_ENV = before;
  }
}

/** The same for an async hook: NODE_ENV is the plugin's until its promise settles. */
async function withNodeEnv<T>(env: string, run: () => T | Promise<T>): Promise<T> {
  const before = environment.NODE_ENV;
  environment.NODE_ENV = env;
  try {
    return await run();
  } finally {
    if (before === undefined) delete environment.NODE_ENV;
    else environment.NODE_ENV = before;
  }
}

export function docusaurusPluginEntry(
  source: DocusaurusPluginSource,
  docusaurus: DocusaurusSite,
  allContent: AllContent = new Map(),
): PluginEntry {
  const { configFile } = docusaurus;
  const said = (message: string, hint: string): SiteError => ({
    file: configFile,
    message: `plugins: ${source.label}: ${message}`,
    hint,
  });
  return {
    name: source.label,
    id: typeof source.options.id === 'string' ? source.options.id : undefined,
    origin: configFile,
    async setup(_options, site) {
      const warned = new Set<string>();
      const warnOnce = (
        key: string,
        message: string,
        hint = 'remove it from docusaurus.config.js if the site does not need it',
      ) => {
        if (warned.has(key)) return;
        warned.add(key);
        site.warn?.(said(message, hint));
      };
      let loaded: LoadedDocusaurusPlugin;
      try {
        loaded = await loadPlugin(source, configFile);
      } catch (thrown) {
        throw new BuildFailed([
          said(
            (thrown as Error).message ?? String(thrown),
            'install it (npm install) or fix its name or path in docusaurus.config.js',
          ),
        ]);
      }
      const env = nodeEnv(site);
      let options: Plain;
      const siteConfig: Plain = { ...docusaurus.siteConfig };
      // What the plugin's validators reject or throw is an error of the config, naming the plugin.
      let stage: 'options' | 'themeConfig' = 'options';
      try {
        await withNodeEnv(env, () => {
          const warn = (message: string) => warnOnce(`${stage} ${message}`, `${stage}: ${message}`);
          options = pluginOptions(loaded, source.options, warn);
          stage = 'themeConfig';
          const themeConfig = (siteConfig.themeConfig ?? {}) as Plain;
          siteConfig.themeConfig = pluginThemeConfig(loaded, themeConfig, warn);
        });
      } catch (thrown) {
        const messages =
          thrown instanceof InvalidOptions
            ? thrown.messages
            : [(thrown as Error).message ?? String(thrown)];
        const hint =
          stage === 'options'
            ? "fix the plugin's options in docusaurus.config.js (its documentation lists them)"
            : "fix the plugin's part of themeConfig in docusaurus.config.js";
        throw new BuildFailed(messages.map((m) => said(`${stage}: ${m}`, hint)));
      }
      const pluginDir = path.dirname(loaded.file);

      // One instance per locale, made when the locale first needs it (the default's now).
      const instances = new Map<string, DocusaurusPluginInstance | null>();
      const contexts = new Map<string, ReturnType<typeof docusaurusContext>>();
      const contextOf = (locale: string) => {
        if (!contexts.has(locale))
          contexts.set(locale, docusaurusContext(site, configFile, siteConfig, locale));
        return contexts.get(locale)!;
      };
      const instanceFor = async (locale: string) => {
        if (!instances.has(locale)) {
          const made = await withNodeEnv(env, () => loaded.fn(contextOf(locale), options!));
          if (made === undefined)
            throw new Error(
              "the plugin returned undefined (it must return an object with a 'name', or null)",
            );
          if (made !== null && typeof made.name !== 'string')
            throw new Error("the plugin's object has no 'name'");
          instances.set(locale, made);
        }
        return instances.get(locale)!;
      };
      const first = await instanceFor(site.defaultLocale);
      if (first === null) return {};
      // What its webpack loaders do, when sitegen does it its own way (the ideal-image plugin's).
      const loaders = loaderHooks(first.name, options!, env);
      for (const key of loaders?.unread ?? [])
        warnOnce(`option ${key}`, `${key} — sitegen does not read this option (ignored)`);
      for (const hook of Object.keys(first)) {
        const why = hookWarning(hook);
        if (why && !(loaders && hook === 'configureWebpack'))
          warnOnce(hook, `${hook} — ${why} (ignored)`);
      }
      const id = String(options!.id);
      const contents = new Map<string, unknown>();
      const run = <T>(call: () => T | Promise<T>) => withNodeEnv(env, call);

      const themeDir = first.getThemePath?.() ?? first.getTypeScriptThemePath?.();
      const themeComponents = themeDir ? path.resolve(pluginDir, themeDir) : undefined;
      const hooks: PluginHooks = {
        ...loaders?.hooks,
        name: first.name,
        watch: first.getPathsToWatch?.().map(String),
        clientModules: first.getClientModules?.().map((m) => path.resolve(pluginDir, m)),
        themeComponents,
        async loadContent(locale: PluginLocale) {
          const instance = await instanceFor(locale.locale);
          const content = await run(() => instance?.loadContent?.());
          contents.set(locale.locale, content);
          const all = allContent.get(locale.locale) ?? {};
          allContent.set(locale.locale, all);
          (all[first.name] ??= {})[id] = content;
          return content;
        },
        async contentLoaded({ content, actions, locale }) {
          const instance = await instanceFor(locale.locale);
          if (!instance) return;
          const docusaurusActionsOf = docusaurusActions(
            {
              root: site.root,
              pluginFile: loaded.file,
              generatedFilesDir: generatedFilesDir(site),
              name: first.name,
              id,
              localeBaseUrl: localeBaseUrl(site, locale.locale),
              themeFile: (name) =>
                themeComponents ? moduleFile(path.join(themeComponents, name)) : undefined,
              warnOnce: (key, message) => warnOnce(key, message),
            },
            actions,
          );
          const all = allContent.get(locale.locale) ?? {};
          await run(() =>
            instance.contentLoaded?.({ content, actions: docusaurusActionsOf, allContent: all }),
          );
          await run(() =>
            instance.allContentLoaded?.({ allContent: all, actions: docusaurusActionsOf }),
          );
        },
        headTags(locale) {
          const instance = instances.get(locale.locale);
          if (!instance?.injectHtmlTags) return [];
          const tags: DocusaurusHtmlTags | undefined = withNodeEnvSync(env, () =>
            instance.injectHtmlTags!({ content: contents.get(locale.locale) }),
          );
          return [
            ...headTagsOf(tags?.headTags),
            ...headTagsOf(tags?.preBodyTags, 'preBody'),
            ...headTagsOf(tags?.postBodyTags, 'postBody'),
          ];
        },
        async codeTranslations(locale) {
          const instance = await instanceFor(locale.locale);
          const messages = await run(() => instance?.getDefaultCodeTranslationMessages?.());
          return messages as Record<string, string> | undefined;
        },
        async postBuild({ locale, outDir, pages }) {
          const instance = await instanceFor(locale.locale);
          if (!instance?.postBuild) return;
          const context = contextOf(locale.locale);
          await run(() =>
            instance.postBuild!({
              ...context,
              outDir,
              content: contents.get(locale.locale),
              routesPaths: pages.map((page) => page.url),
              routes: pages.map((page) => ({ path: page.url, exact: true })),
              plugins: [],
              head: {},
            }),
          );
        },
      };
      return hooks;
    },
  };
}

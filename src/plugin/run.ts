/**
 * Runs a locale's plugins: `loadContent`, then `contentLoaded` with actions that collect the
 * pages and global data each adds, then `headTags` and `codeTranslations`. What they give is checked here (a page's
 * component exists and its props are JSON) so later stages trust it; the route table decides the
 * pages' URLs like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorList } from '../errors.js';
import { pluginError } from './setup.js';
import type {
  LoadedPlugin,
  PluginHeadTag,
  PluginLocale,
  PluginRoute,
  TagPosition,
} from './types.js';

const TAG_POSITIONS: readonly TagPosition[] = ['head', 'preBody', 'postBody'];

/** A page a plugin added, with the plugin that added it and its component's file, absolute. */
export interface PluginPage extends PluginRoute {
  plugin: string;
  pluginId: string;
  /** Absolute. */
  component: string;
  props: Record<string, unknown>;
  /** Absolute; the plugin's origin when the plugin named none. */
  sourceFile: string;
}

/** What one plugin gave a locale. */
export interface PluginResult {
  pages: PluginPage[];
  /** What it set with setGlobalData (undefined: nothing). */
  globalData?: unknown;
  headTags: PluginHeadTag[];
  /** Its default messages of `translate()` ids (id → message). */
  codeTranslations?: Record<string, string>;
}

/** What a locale's plugins gave, together, and each one's (to run some of them again). */
export interface PluginContent {
  pages: PluginPage[];
  /** Plugin name → plugin id → its data. */
  globalData: Record<string, Record<string, unknown>>;
  headTags: PluginHeadTag[];
  /** Their default messages of `translate()` ids, a later plugin's winning (id → message). */
  codeTranslations: Record<string, string>;
  /** By `pluginKey`. */
  results: Record<string, PluginResult>;
}

export const NO_PLUGIN_CONTENT: PluginContent = {
  pages: [],
  globalData: {},
  headTags: [],
  codeTranslations: {},
  results: {},
};

/** Tells a plugin's entries apart: its name and id. */
export const pluginKey = (plugin: Pick<LoadedPlugin, 'name' | 'id'>) =>
  `${plugin.name}#${plugin.id}`;

/**
 * Runs the locale's plugins; with `previous`, only those `rerun` names (by `pluginKey`) run, the
 * others keep what they gave then.
 */
export async function runPlugins(
  plugins: LoadedPlugin[],
  locale: PluginLocale,
  errors: ErrorList,
  previous?: { content: PluginContent; rerun: ReadonlySet<string> },
): Promise<PluginContent> {
  if (plugins.length === 0) return NO_PLUGIN_CONTENT;
  const results: Record<string, PluginResult> = {};
  for (const plugin of plugins) {
    const key = pluginKey(plugin);
    const kept = previous && !previous.rerun.has(key) ? previous.content.results[key] : undefined;
    results[key] = kept ?? (await runPlugin(plugin, locale, errors));
  }
  // Together, in the order the config lists the plugins.
  const content: PluginContent = {
    pages: [],
    globalData: {},
    headTags: [],
    codeTranslations: {},
    results,
  };
  for (const plugin of plugins) {
    const result = results[pluginKey(plugin)];
    content.pages.push(...result.pages);
    content.headTags.push(...result.headTags);
    Object.assign(content.codeTranslations, result.codeTranslations);
    if (result.globalData !== undefined)
      (content.globalData[plugin.name] ??= {})[plugin.id] = result.globalData;
  }
  return content;
}

async function runPlugin(
  plugin: LoadedPlugin,
  locale: PluginLocale,
  errors: ErrorList,
): Promise<PluginResult> {
  const result: PluginResult = { pages: [], headTags: [] };
  const failed = (hook: string, thrown: unknown) => errors.add(pluginError(plugin, hook, thrown));
  let loaded: unknown;
  try {
    loaded = await plugin.loadContent?.(locale);
  } catch (thrown) {
    failed('loadContent', thrown);
    return result;
  }
  const actions = {
    addRoute: (route: PluginRoute) => {
      const page = checkedPage(plugin, route, locale.root, errors);
      if (page) result.pages.push(page);
    },
    setGlobalData: (data: unknown) => {
      const json = jsonOf(data);
      if (json === undefined) failed('setGlobalData', new Error('the data is not plain JSON'));
      else result.globalData = json;
    },
  };
  try {
    await plugin.contentLoaded?.({ content: loaded, actions, locale });
  } catch (thrown) {
    failed('contentLoaded', thrown);
    return result;
  }
  try {
    for (const tag of plugin.headTags?.(locale) ?? []) {
      if (!/^[a-z][a-z0-9-]*$/.test(tag.tagName))
        failed('headTags', new Error(`"${tag.tagName}" is not an HTML tag name`));
      else if (tag.position !== undefined && !TAG_POSITIONS.includes(tag.position))
        failed(
          'headTags',
          new Error(
            `the <${tag.tagName}> tag's position "${String(tag.position)}" is not one of ${TAG_POSITIONS.join(', ')}`,
          ),
        );
      else result.headTags.push(tag);
    }
  } catch (thrown) {
    failed('headTags', thrown);
  }
  try {
    const messages: unknown = await plugin.codeTranslations?.(locale);
    if (messages !== undefined && messages !== null) {
      const wrong =
        typeof messages !== 'object' || Array.isArray(messages)
          ? 'they are not an object'
          : Object.entries(messages)
              .filter(([, message]) => typeof message !== 'string')
              .map(([id]) => `the message of "${id}" is not a string`)[0];
      if (wrong) failed('codeTranslations', new Error(`${wrong} (give id → message strings)`));
      else result.codeTranslations = { ...(messages as Record<string, string>) };
    }
  } catch (thrown) {
    failed('codeTranslations', thrown);
  }
  return result;
}

function checkedPage(
  plugin: LoadedPlugin,
  route: PluginRoute,
  root: string,
  errors: ErrorList,
): PluginPage | undefined {
  const sourceFile = route.sourceFile ? path.resolve(root, route.sourceFile) : plugin.origin;
  const fail = (message: string, hint: string) =>
    errors.add({ file: sourceFile, message: `plugin "${plugin.name}": ${message}`, hint });
  if (typeof route.path !== 'string') {
    fail('a page without a path', 'give addRoute a `path` ("showcase/alpha")');
    return undefined;
  }
  const component = typeof route.component === 'string' ? path.resolve(root, route.component) : '';
  if (!component || !fs.existsSync(component)) {
    fail(
      `the component of the page "${route.path}" (${String(route.component)}) does not exist`,
      'give addRoute a `component` file whose default export is a React component',
    );
    return undefined;
  }
  const props = jsonOf(route.props ?? {});
  if (props === undefined || typeof props !== 'object' || props === null || Array.isArray(props)) {
    fail(
      `the props of the page "${route.path}" are not a plain JSON object`,
      'give addRoute `props` made of objects, arrays, strings, numbers, booleans and null',
    );
    return undefined;
  }
  return {
    ...route,
    path: route.path.replace(/^\/+|\/+$/g, ''),
    plugin: plugin.name,
    pluginId: plugin.id,
    component,
    props: props as Record<string, unknown>,
    sourceFile,
  };
}

/** The value as JSON would give it back, or undefined when it is not JSON (a function, a cycle). */
function jsonOf(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Runs a locale's plugins: `loadContent`, then `contentLoaded` with actions that collect the
 * pages and global data each adds, then `headTags`. What they give is checked here (a page's
 * component exists and its props are JSON) so later stages trust it; the route table decides the
 * pages' URLs like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorList } from '../errors.js';
import { pluginError } from './setup.js';
import type { LoadedPlugin, PluginHeadTag, PluginLocale, PluginRoute } from './types.js';

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

/** What a locale's plugins gave. */
export interface PluginContent {
  pages: PluginPage[];
  /** Plugin name → plugin id → its data. */
  globalData: Record<string, Record<string, unknown>>;
  headTags: PluginHeadTag[];
}

export const NO_PLUGIN_CONTENT: PluginContent = { pages: [], globalData: {}, headTags: [] };

export async function runPlugins(
  plugins: LoadedPlugin[],
  locale: PluginLocale,
  errors: ErrorList,
): Promise<PluginContent> {
  if (plugins.length === 0) return NO_PLUGIN_CONTENT;
  const content: PluginContent = { pages: [], globalData: {}, headTags: [] };
  for (const plugin of plugins) {
    const failed = (hook: string, thrown: unknown) => errors.add(pluginError(plugin, hook, thrown));
    let loaded: unknown;
    try {
      loaded = await plugin.loadContent?.(locale);
    } catch (thrown) {
      failed('loadContent', thrown);
      continue;
    }
    const actions = {
      addRoute: (route: PluginRoute) => {
        const page = checkedPage(plugin, route, locale.root, errors);
        if (page) content.pages.push(page);
      },
      setGlobalData: (data: unknown) => {
        const json = jsonOf(data);
        if (json === undefined) {
          failed('setGlobalData', new Error('the data is not plain JSON'));
          return;
        }
        (content.globalData[plugin.name] ??= {})[plugin.id] = json;
      },
    };
    try {
      await plugin.contentLoaded?.({ content: loaded, actions, locale });
    } catch (thrown) {
      failed('contentLoaded', thrown);
      continue;
    }
    try {
      for (const tag of plugin.headTags?.(locale) ?? []) {
        if (!/^[a-z][a-z0-9-]*$/.test(tag.tagName))
          failed('headTags', new Error(`"${tag.tagName}" is not an HTML tag name`));
        else content.headTags.push(tag);
      }
    } catch (thrown) {
      failed('headTags', thrown);
    }
  }
  return content;
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
    fail('a page without a path', 'give addRoute a `path` ("showcase/tianji")');
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

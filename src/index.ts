/**
 * What a site imports from "sitegen": `defineConfig`, which gives its `sitegen.config.ts` type
 * checking and completion, and the config's types; `definePlugin` and `z` (zod, for a plugin's
 * options) to write a plugin, and the plugin API's types.
 */
import type { SiteConfigInput } from './config/index.js';

export type { SiteConfigInput, EditableFile } from './config/index.js';

/** Returns the config as given: it is there for the editor, which then knows every key. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/**
 * What a site's replacement of a theme component (`src/theme/<Name>.tsx`) receives:
 * `ThemeComponentProps['Footer']`. The docs site's theming guide lists them (website/docs/guides/theming.mdx).
 */
export type { ThemeComponentName, ThemeComponentProps } from './theme/index.js';

/** Plugins: see plugin/types.ts and the docs site's plugins guide (website/docs/guides/plugins.md). */
export { definePlugin } from './plugins/index.js';
export type {
  PluginDefinition,
  PluginFactory,
  SitegenPluginEntry,
  ContentHooks,
} from './plugins/index.js';
export type {
  PluginEntry,
  PluginHooks,
  PluginSite,
  PluginLocale,
  PluginRoute,
  PluginActions,
  PluginHeadTag,
  BuiltPage,
} from './plugin/index.js';
export { z } from 'zod';

export type * from './types.js';
export { setupPlugins, pluginError, DEFAULT_PLUGIN_ID } from './setup.js';
export {
  runPlugins,
  pluginKey,
  NO_PLUGIN_CONTENT,
  type PluginContent,
  type PluginPage,
  type PluginResult,
} from './run.js';
export { pluginsReading, pluginWatchPaths } from './inputs.js';
export { siteSharpFile } from './siteSharp.js';
export * from './docusaurus/index.js';

export type * from './types.js';
export { definePlugin, type PluginDefinition, type PluginFactory } from './definePlugin.js';
export { setupPlugins, pluginError, DEFAULT_PLUGIN_ID } from './setup.js';
export { runPlugins, NO_PLUGIN_CONTENT, type PluginContent, type PluginPage } from './run.js';
export * from './docusaurus/index.js';
export { pluginInputMatcher, pluginWatchPaths } from './inputs.js';

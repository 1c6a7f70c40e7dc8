export { docusaurusPluginEntry, type DocusaurusSite } from './adapter.js';
export { pluginSource, type DocusaurusPluginSource } from './load.js';
export { SUPPORTED_HOOKS, WARNED_HOOKS } from './hookNames.js';

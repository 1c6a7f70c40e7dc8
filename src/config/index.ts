/**
 * The public face of config/: the site config: its type, loading it, resolving its paths. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './load.js';
export { DOCUSAURUS_CONFIG_FILES } from './docusaurus.js';
export { defaultContentDirs } from './resolve.js';
export type * from './types.js';
export type * from './schema.js';
export {
  CURRENT_VERSION,
  DEFAULT_SECTION,
  markdownSectionOf,
  versionedDocsDirOf,
  versionedSidebarsFileOf,
  versionsFileOf,
  versionTranslationsOf,
  whyNotAVersionName,
} from './docsSections.js';

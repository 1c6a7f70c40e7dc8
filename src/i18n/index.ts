/**
 * The public face of i18n/: the UI strings of a locale. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './strings.js';
export { readMessages } from './docusaurusStrings.js';

/**
 * The public face of theme/: the React components and strings of every page, for the server and the browser. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './App.js';
export * from './PageBody.js';
export * from './components/DocSidebar.js';
export * from './components/SocialIcon.js';
export * from './dom.js';
export { readStorage, STORAGE_KEYS, writeStorage } from './storage.js';
export * from './i18n.js';
export * from './search.js';
export type * from './types.js';
export * from './overridable.js';
export type * from './themeComponentProps.js';
export type * from './docusaurus/siteData.js';
export type * from './docusaurus/themeData.js';
export type * from './docusaurus/globalData.js';
export type * from './docusaurus/docsData.js';
export type * from './docusaurus/themeConfig.js';
export * from './docCards.js';
export * from './docsVersions.js';
export * from './untranslatedNotice.js';

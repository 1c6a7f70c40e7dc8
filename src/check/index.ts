/**
 * The public face of check/: the link check of a build. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export type * from './linkCheck.js';
export * from './startLinkCheck.js';

/**
 * The public face of shared/: the data shapes and path helpers Node and the browser share. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './files.js';
export * from './paths.js';
export * from './socials.js';
export * from './text.js';
export type * from './types.js';
export * from './codeNotation.js';
export * from './mermaid.js';
export * from './routeEvents.js';
export * from './locales.js';
export * from './tagNames.js';

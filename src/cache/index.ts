/**
 * The public face of cache/: the on-disk caches and their keys. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './cache.js';
export * from './codeVersion.js';
export * from './writable.js';

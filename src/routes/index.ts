/**
 * The public face of routes/: the URL authority: the route table, URLs and output file names. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export type * from './routeData.js';
export * from './files.js';
export * from './routeTable.js';
export * from './sidebar.js';
export * from './urls.js';
export * from './docsVersions.js';

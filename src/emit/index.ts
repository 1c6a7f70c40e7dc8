/**
 * The public face of emit/: writing the output: the writer, assets, feeds, sitemaps, llms.txt, the search index, the staging folder. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './assets.js';
export * from './clientBundle.js';
export * from './leftovers.js';
export * from './llmsTxt.js';
export * from './output.js';
export * from './outputPath.js';
export * from './outputFolder.js';
export * from './redirectPage.js';
export * from './resolve.js';
export * from './searchIndex.js';
export * from './sitemap.js';
export * from './writer.js';
export { createThreadWriter, haltWrites, worthWriteThread } from './writeThread.js';

/**
 * The public face of pipeline/: the engine that runs the stages, for sitegen build and serve --watch. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './build.js';
export * from './changes.js';
export * from './summary.js';
export { printTimings } from './timings.js';
export * from './watchBuilder.js';

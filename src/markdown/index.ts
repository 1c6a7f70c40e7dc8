/**
 * The public face of markdown/: compiling content: the plugins, the compilers, their results. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './checkDiagrams.js';
export * from './compileMany.js';
export type { CompileKind, CompiledOfKind, WorkerJob } from './compileJobs.js';
export type * from './compileMdx.js';
export type * from './context.js';
export * from './highlightSnippet.js';
export * from './mdxProvider.js';
export { withoutHeadingLinks } from './plugins/rehypeHeadingLinks.js';
export * from './plugins/rehypeToc.js';
export * from './plugins/remarkTruncate.js';
export * from './settings.js';
export * from './sharedCompile.js';
export type * from './types.js';
export * from './twinCompile.js';

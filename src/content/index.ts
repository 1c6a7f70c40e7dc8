/**
 * The public face of content/: the sources of a locale, read: docs, pages, blog posts, the OpenAPI description. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser, the module bundler).
 */
export * from './commitDates.js';
export * from './docsGroups.js';
export * from './drafts.js';
export * from './excerpt.js';
export * from './files.js';
export * from './foldersOutside.js';
export * from './frontMatter.js';
export * from './insideSite.js';
export * from './codeImports.js';
export * from './importedFiles.js';
export * from './apiSpec.js';
export * from './pages.js';
export * from './readSource.js';
export * from './slugs.js';
export * from './staticImages.js';
export type * from './types.js';
export * from './walkFolder.js';
export { parseYaml, yamlProblem } from './yaml.js';

/**
 * The public face of render/: a route made into a page: page data, React rendering, head tags, the template. Other stages import this folder
 * through here only. A module other stages use only for its types is re-exported as types,
 * and one loaded only when needed is imported by its own path with a dynamic import, so importing
 * the folder loads nothing heavy (the MDX compiler, the OpenAPI parser). Bundling a site's modules is bundle/'s.
 */
export * from './themeConfigData.js';
export * from './docusaurusData.js';
export * from './head.js';
export * from './pageData.js';
export * from './renderPage.js';
export * from './searchRegion.js';
export * from './pieces.js';
export * from './shell.js';
export * from './socialCard.js';
export * from './template.js';
export * from './moduleHtml.js';
export { misnestedInParagraph } from './htmlNesting.js';

/**
 * The public face of bundle/: a site's own modules (MDX and React pages, theme replacements,
 * plugins' page components and browser modules) bundled with esbuild for the server and the
 * browser, with what they import answered (Docusaurus's modules, React shared with the runtime,
 * CSS modules, Sass, PostCSS, SVG components, raw imports). Other stages import this folder
 * through here only; the bundlers themselves (pageModules.ts, pageScripts.ts) are loaded with a
 * dynamic import when a build has modules to bundle.
 */
export { withLocaleData, type DocusaurusData } from './docusaurusModules.js';
export type { CompiledMarkdown, MarkdownModuleSettings } from './markdownModules.js';
export type * from './pageModules.js';
export type * from './pageScripts.js';
export * from './themeOverrides.js';
export * from './cssUrls.js';
export * from './postcss.js';
export { sassInputs, siteSass, type SassUse } from './sass.js';
export * from './clientModules.js';

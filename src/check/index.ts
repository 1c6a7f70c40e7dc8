/** The public face of check/: the link check of a build. */
export * from './linkCheck.js';
export { linkedPaths } from './pageLinks.js';

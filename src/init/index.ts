/**
 * The public face of init/: `sitegen init`, a starter site. Other stages import this folder
 * through here only.
 */
export * from './scaffold.js';
export { PACKAGE_NAME } from './sitePackage.js';

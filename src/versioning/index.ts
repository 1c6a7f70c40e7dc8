/**
 * The public face of versioning/: `sitegen docs:version`, a new version of a docs section made
 * from its docs folder. Other stages import this folder through here only.
 */
export * from './createDocsVersion.js';

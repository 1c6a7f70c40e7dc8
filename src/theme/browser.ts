/**
 * theme/'s second public face: what the browser runtime's plain view (client/plainShell.ts) reads
 * from the theme, none of it React. The runtime loads on every page, and React only on pages with
 * an island (client/shared.ts), so it must not import the folder's index, whose components bring
 * React with them.
 */
export * from './dom.js';
export * from './format.js';
export * from './storage.js';
export * from './colorMode.js';
export * from './keyboard.js';
export * from './untranslatedNotice.js';
export type * from './types.js';

/**
 * The public face of doctor/: `sitegen doctor`, what a bug report needs to know. Other stages
 * import this folder through here only.
 */
export * from './checks.js';
export * from './format.js';

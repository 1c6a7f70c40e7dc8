/** The public face of check/, the link check of a build (linkErrors.ts is imported when needed). */
export * from './linkCheck.js';

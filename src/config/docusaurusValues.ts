/**
 * Small readers of a Docusaurus config's values, shared by the config's mapping (docusaurus.ts)
 * and its theme config's (docusaurusTheme.ts).
 */
import path from 'node:path';

export type Plain = Record<string, unknown>;

/** Says that a key, option or plugin is not used: one warning naming it. */
export type Unused = (key: string, what?: string) => void;

export const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const trimSlashes = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : undefined;

/** Docusaurus names a file of the static folder without its leading slash (`img/logo.svg`). */
export const staticLink = (value: unknown) =>
  typeof value === 'string' && !/^([a-z]+:|\/)/i.test(value) ? `/${value}` : value;

/** A path the config gives (often through `require.resolve`) relative to the site root. */
export function relative(root: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
}

export function dropUndefined(value: Plain): Plain {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

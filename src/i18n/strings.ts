/**
 * UI strings: `locales/<locale>.json`, a flat map of key → text with `{name}` placeholders.
 * A key missing from a locale falls back to the default locale; a key missing there is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { BuildFailed, type SiteError } from '../errors.js';

export type Strings = Record<string, string>;

export function readStringsFile(file: string): { strings: Strings; error?: SiteError } {
  if (!fs.existsSync(file)) return { strings: {} };
  const text = fs.readFileSync(file, 'utf8');
  try {
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('expected an object of "key": "text" pairs');
    const strings: Strings = {};
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (typeof value !== 'string') throw new Error(`"${key}" must be a string`);
      strings[key] = value;
    }
    return { strings };
  } catch (thrown) {
    const message = (thrown as Error).message;
    const at = /position (\d+)/.exec(message);
    let line: number | undefined;
    let column: number | undefined;
    if (at) {
      const before = text.slice(0, Number(at[1])).split('\n');
      line = before.length;
      column = before.at(-1)!.length + 1;
    }
    return { strings: {}, error: { file, line, column, message: `invalid locale file: ${message}`, hint: 'it must be a JSON object of "key": "text" pairs' } };
  }
}

/** The strings of `locale`, completed from the default locale. */
export function loadStrings(config: ResolvedConfig, locale: string): Strings {
  const dir = path.resolve(config.root, config.localesDir);
  const base = readStringsFile(path.join(dir, `${config.defaultLocale}.json`));
  const own = locale === config.defaultLocale ? { strings: {} } : readStringsFile(path.join(dir, `${locale}.json`));
  const errors = [base.error, own.error].filter((e): e is SiteError => e !== undefined);
  if (errors.length > 0) throw new BuildFailed(errors);
  return { ...base.strings, ...own.strings };
}

/** Looks a key up and fills `{name}` placeholders; an unknown key shows as itself so it is noticed. */
export function translate(strings: Strings, key: string, vars?: Record<string, string | number>): string {
  const text = strings[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

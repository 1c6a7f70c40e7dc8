/**
 * UI strings: `locales/<locale>.json`, a flat map of key → text with `{name}` placeholders.
 * sitegen's own files are found by language (shared/locales.ts: `es-ES` reads `es.json`); a key
 * missing from a locale falls back to the default locale's, then to sitegen's English.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, type SiteError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { docusaurusStringFiles, readDocusaurusStrings } from './docusaurusStrings.js';
import { readText } from '../readText.js';
import { themeLocaleOf } from '../shared/index.js';

export type Strings = Record<string, string>;

export function readStringsFile(file: string): { strings: Strings; error?: SiteError } {
  if (!fs.existsSync(file)) return { strings: {} };
  const text = readText(file);
  try {
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new Error('expected an object of "key": "text" pairs');
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
    return {
      strings: {},
      error: {
        file,
        line,
        column,
        message: `invalid locale file: ${message}`,
        hint: 'it must be a JSON object of "key": "text" pairs',
      },
    };
  }
}

/**
 * The strings of `locale`: sitegen's English, the default locale's strings (sitegen's own, then
 * the site's), then `locale`'s own (sitegen's, then the site's); later layers win.
 */
export function loadStrings(config: ResolvedConfig, locale: string): Strings {
  return loadLayers(config, locale, stringsFolders(config), configStrings(config));
}

/** The folders of `<locale>.json` files: sitegen's own, then the site's `localesDir`. */
export function stringsFolders(config: ResolvedConfig): string[] {
  return [...new Set([ownStringsFolder(), config.localesDir])].filter(
    (dir): dir is string => dir !== undefined,
  );
}

/** sitegen's own strings: one `<language>.json` per language it ships. */
const ownStringsFolder = () => path.join(packageRoot(), 'locales');

/**
 * The locales sitegen ships strings for (`en`, `es`, `pt-BR`, `zh-Hant`, …); none where the folder
 * is missing (a copy of sitegen's code without it, as the theme-reload tests make).
 */
export function themeLocales(): string[] {
  const folder = ownStringsFolder();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * The file `locale`'s strings are read from in `dir`: the site's under the locale's own id,
 * sitegen's under the language it ships that is nearest (undefined when it ships none).
 */
function stringsFileIn(dir: string, locale: string): string | undefined {
  if (dir !== ownStringsFolder()) return stringsFile(dir, locale);
  const id = themeLocaleOf(locale, themeLocales());
  return id === undefined ? undefined : stringsFile(dir, id);
}

/**
 * Every file `loadStrings` (and `loadSiteStrings`) reads for `locale`, there or not: the default
 * locale's and its own, in each strings folder and among the Docusaurus translation files. A
 * change of one of them changes the strings of the locales that read it.
 */
export function stringsFiles(config: ResolvedConfig, locale: string): string[] {
  const files = [...new Set([config.defaultLocale, locale])].flatMap((id) => [
    ...stringsFolders(config).map((dir) => stringsFileIn(dir, id)),
    ...docusaurusStringFiles(config.root, id),
  ]);
  return [
    ...new Set([stringsFile(ownStringsFolder(), 'en'), ...files].filter((f) => f !== undefined)),
  ];
}

const stringsFile = (dir: string, locale: string) => path.join(dir, `${locale}.json`);

/**
 * What the config says in sitegen's own words: the blog sidebar's title (Docusaurus's
 * `blogSidebarTitle`) wins over sitegen's strings in every locale, and the site's translations
 * (its `options.json`, its locale files) win over it, as in Docusaurus.
 */
function configStrings(config: ResolvedConfig): Strings {
  const title = config.content.blog?.sidebarTitle;
  return title === undefined ? {} : { 'blog.recentPosts': title };
}

/** Only the site's own strings (its `localesDir`), layered the same way: what its React pages read. */
/**
 * `codeDefaults`: the default messages the site's plugins give the locale's `translate()` ids
 * (Docusaurus's `getDefaultCodeTranslationMessages`), under the locale's own files.
 */
export function loadSiteStrings(
  config: ResolvedConfig,
  locale: string,
  codeDefaults: Strings = {},
): Strings {
  return loadLayers(config, locale, [config.localesDir], {}, codeDefaults);
}

function loadLayers(
  config: ResolvedConfig,
  locale: string,
  folders: Array<string | undefined>,
  fromConfig: Strings = {},
  codeDefaults: Strings = {},
): Strings {
  const dirs = new Set(folders.filter((dir) => dir !== undefined));
  const layers: Array<{ strings: Strings; error?: SiteError }> = [];
  // Under everything, sitegen's English: a locale in a language sitegen does not ship, whose
  // default locale is not in one either, still reads every key.
  if (dirs.has(ownStringsFolder()))
    layers.push(readStringsFile(stringsFile(ownStringsFolder(), 'en')));
  for (const id of new Set([config.defaultLocale, locale])) {
    if (id === locale) layers.push({ strings: codeDefaults });
    for (const dir of dirs) {
      const file = stringsFileIn(dir, id);
      if (file !== undefined) layers.push(readStringsFile(file));
      // After sitegen's own strings, before the site's.
      if (dir === folders[0]) layers.push({ strings: fromConfig });
    }
    const docusaurus = readDocusaurusStrings(config.root, id);
    layers.push(
      { strings: docusaurus.strings },
      ...docusaurus.errors.map((error) => ({ strings: {}, error })),
    );
  }
  const errors = layers.map((l) => l.error).filter((e): e is SiteError => e !== undefined);
  if (errors.length > 0) throw new BuildFailed(errors);
  return Object.assign({}, ...layers.map((l) => l.strings)) as Strings;
}

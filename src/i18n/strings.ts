/**
 * UI strings: `locales/<locale>.json`, a flat map of key → text with `{name}` placeholders.
 * A key missing from a locale falls back to the default locale; a key missing there is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, type SiteError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { docusaurusStringFiles, readDocusaurusStrings } from './docusaurusStrings.js';
import { readText } from '../readText.js';

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
 * The strings of `locale`: the default locale's strings (sitegen's own, then the site's), then
 * `locale`'s own (sitegen's, then the site's); later layers win.
 */
export function loadStrings(config: ResolvedConfig, locale: string): Strings {
  return loadLayers(config, locale, stringsFolders(config), configStrings(config));
}

/** The folders of `<locale>.json` files: sitegen's own, then the site's `localesDir`. */
export function stringsFolders(config: ResolvedConfig): string[] {
  return [...new Set([path.join(packageRoot(), 'locales'), config.localesDir])].filter(
    (dir): dir is string => dir !== undefined,
  );
}

/**
 * Every file `loadStrings` (and `loadSiteStrings`) reads for `locale`, there or not: the default
 * locale's and its own, in each strings folder and among the Docusaurus translation files. A
 * change of one of them changes the strings of the locales that read it.
 */
export function stringsFiles(config: ResolvedConfig, locale: string): string[] {
  return [...new Set([config.defaultLocale, locale])].flatMap((id) => [
    ...stringsFolders(config).map((dir) => stringsFile(dir, id)),
    ...docusaurusStringFiles(config.root, id),
  ]);
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
  for (const id of new Set([config.defaultLocale, locale])) {
    if (id === locale) layers.push({ strings: codeDefaults });
    for (const dir of dirs) {
      layers.push(readStringsFile(stringsFile(dir, id)));
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

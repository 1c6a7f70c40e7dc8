/**
 * YAML front matter: split it from the body and check the keys sitegen understands.
 * The body keeps its line numbers (the front matter is replaced by blank lines) so Markdown
 * errors point at the right line of the file.
 */
import fs from 'node:fs';
import { openPackCache, type PackCache } from '../cache/index.js';
import { nearestKey, type SiteError } from '../errors.js';
import { escapeRegExp, lineAndColumn } from '../shared/index.js';
import { parseYaml, yamlProblem } from './yaml.js';

export interface FrontMatter {
  id?: string;
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  /** Classes of the doc's item in the sidebar. */
  sidebar_class_name?: string;
  tags?: string[];
  authors?: Array<string | Record<string, unknown>> | string;
  date?: string;
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  image?: string;
  keywords?: string[];
  /** How the file is read: `md` (CommonMark), `mdx`, or `detect` (by its extension). */
  format?: string;
  /** The sidebar (by its id) a doc's page shows; null: none. The first holding the doc by default. */
  displayed_sidebar?: string | null;
  /** The doc (by its id) the previous / next link leads to; null: no link. The sidebar's by default. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  /** The doc's label in other docs' previous/next links. */
  pagination_label?: string;
  /** The doc's "Edit this page" link instead of the section's; '' or null: none. */
  custom_edit_url?: string | null;
  /** No title heading above the doc. */
  hide_title?: boolean;
  /** false: the file name's number prefix ("01-") stays in the doc's id and URL. */
  parse_number_prefixes?: boolean;
  /** Props of the doc's sidebar item, for a site's own sidebar component. */
  sidebar_custom_props?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The file text with the front matter blanked out, same line count. */
  body: string;
  errors: SiteError[];
  /** Keys sitegen does not read (a misspelling, or a Docusaurus key it does not support). */
  warnings: SiteError[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const KEY_TYPES: Record<
  string,
  'string' | 'number' | 'boolean' | 'string[]' | 'date' | 'object' | 'url'
> = {
  id: 'string',
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  tags: 'string[]',
  date: 'date',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  image: 'string',
  keywords: 'string[]',
  format: 'string',
  displayed_sidebar: 'string',
  pagination_prev: 'string',
  pagination_next: 'string',
  pagination_label: 'string',
  hide_title: 'boolean',
  custom_edit_url: 'url',
  parse_number_prefixes: 'boolean',
  // Data for the site's own components: a sidebar item's props, the key naming a doc's label in
  // the translation files (sitegen translates labels by the label itself).
  sidebar_custom_props: 'object',
  sidebar_key: 'string',
  wrapperClassName: 'string',
  // A post's author, as Docusaurus's blog read it before `authors`.
  author: 'string',
  author_title: 'string',
  author_url: 'url',
  author_image_url: 'string',
  authorTitle: 'string',
  authorURL: 'url',
  authorImageURL: 'string',
};

/** Keys whose null means something ("none"), so it is kept rather than dropped as unset. */
const NULL_MEANS_NONE = new Set([
  'displayed_sidebar',
  'pagination_prev',
  'pagination_next',
  'custom_edit_url',
]);

/** Every key sitegen reads: the typed ones, and those read by one kind of content. */
const KNOWN_KEYS = [...Object.keys(KEY_TYPES), 'authors', 'last_update', 'wide'];

/**
 * Front matter parsed without problems, by its YAML text: a build of all locales reads the same
 * default-locale file once per locale (wherever a translation is missing), and YAML parsing is the
 * slowest part of reading content. Each file gets its own copy.
 */
const parsed = new Map<string, FrontMatter>();
/** A long `serve --watch` session must not grow it without end. */
const PARSED_LIMIT = 50_000;

/**
 * Front matter kept on disk between builds, by its YAML text: a warm build parses no YAML it has
 * parsed before. The pipeline opens it (`openFrontMatterCache`) and saves it when the build is done.
 */
export type FrontMatterCache = PackCache<FrontMatter>;

export function openFrontMatterCache(root: string): FrontMatterCache {
  return openPackCache<FrontMatter>(root, 'front-matter', 'all');
}

/** YAML whose values JSON cannot hold (infinities, not-a-number) is never kept on disk. */
const NOT_JSON = /\.(?:inf|nan)\b/i;

export function splitFrontMatter(
  text: string,
  file: string,
  cache?: FrontMatterCache,
): SplitSource {
  const match = FENCE.exec(text);
  if (!match) return { frontMatter: {}, body: text, errors: [], warnings: [] };
  const yamlText = match[1];
  const blank = match[0].replace(/[^\n]/g, '');
  const body = blank + text.slice(match[0].length);
  const stored = cache?.get(yamlText);
  const known = parsed.get(yamlText) ?? stored;
  if (known) {
    parsed.set(yamlText, known);
    if (!stored && !NOT_JSON.test(yamlText)) cache?.set(yamlText, known);
    return {
      frontMatter: structuredClone(known),
      body,
      errors: [],
      warnings: unknownKeys(known, file, yamlText),
    };
  }
  const errors: SiteError[] = [];
  let data: unknown = {};
  try {
    data = parseYaml(yamlText);
  } catch (thrown) {
    const problem = yamlProblem(thrown);
    errors.push({
      file,
      // +1: the opening `---` is line 1 of the file.
      line: problem.line === undefined ? 2 : problem.line + 1,
      column: problem.column ?? 1,
      message: `invalid front matter: ${problem.message}`,
      hint: 'fix the YAML between the --- lines',
    });
  }
  let frontMatter: FrontMatter = {};
  if (data !== null && data !== undefined) {
    if (typeof data !== 'object' || Array.isArray(data)) {
      errors.push({
        file,
        line: 2,
        column: 1,
        message: 'front matter must be a YAML mapping (key: value lines)',
        hint: 'write one "key: value" per line',
      });
    } else {
      frontMatter = data as FrontMatter;
      errors.push(...checkKeyTypes(frontMatter, file, yamlText));
    }
  }
  if (errors.length === 0) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(yamlText, structuredClone(frontMatter));
    if (!NOT_JSON.test(yamlText)) cache?.set(yamlText, parsed.get(yamlText)!);
  }
  return { frontMatter, body, errors, warnings: unknownKeys(frontMatter, file, yamlText) };
}

/**
 * Keys sitegen does not read, each a warning at its line. A key starting with "_" is a tool's own
 * note (a translation tool's `_i18n_hash`), meant for no renderer: not a typo, so no warning.
 */
function unknownKeys(fm: FrontMatter, file: string, yamlText: string): SiteError[] {
  return Object.keys(fm)
    .filter((key) => !KNOWN_KEYS.includes(key) && !key.startsWith('_'))
    .map((key) => {
      const near = nearestKey(key, KNOWN_KEYS);
      const at = new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*:`, 'm').exec(yamlText);
      return {
        file,
        ...(at ? { line: lineAndColumn(yamlText, at.index).line + 1, column: 1 } : {}),
        message: `front matter key "${key}" is not used by sitegen`,
        hint: near
          ? `did you mean "${near}"?`
          : `remove it; sitegen reads ${KNOWN_KEYS.join(', ')}`,
      };
    });
}

const TYPE_NAMES: Record<(typeof KEY_TYPES)[string], string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  'string[]': 'a list of strings',
  date: 'a date',
  object: 'a mapping (key: value lines)',
  url: 'an http(s) URL',
};

function checkKeyTypes(fm: FrontMatter, file: string, yamlText: string): SiteError[] {
  const errors: SiteError[] = [];
  for (const [key, type] of Object.entries(KEY_TYPES)) {
    const value = fm[key];
    if (value === null && NULL_MEANS_NONE.has(key)) continue;
    if (value === undefined || value === null) {
      delete fm[key];
      continue;
    }
    let ok: boolean;
    if (type === 'string[]') {
      if (typeof value === 'string') fm[key] = [value];
      ok =
        Array.isArray(fm[key]) &&
        (fm[key] as unknown[]).every((v) => typeof v === 'string' || typeof v === 'number');
      if (ok) fm[key] = (fm[key] as unknown[]).map(String);
    } else if (type === 'date') {
      if (value instanceof Date) fm[key] = value.toISOString().slice(0, 10);
      ok = typeof fm[key] === 'string';
    } else if (type === 'string' && typeof value === 'number') {
      fm[key] = String(value);
      ok = true;
    } else if (type === 'object') {
      ok = typeof value === 'object' && !Array.isArray(value);
    } else if (type === 'url') {
      // A link of the page: a web address (or, for an edit link, '' for none), never a script.
      ok = typeof value === 'string' && (value === '' || /^https?:\/\/[^\s]+$/i.test(value.trim()));
    } else {
      ok = typeof value === type;
    }
    if (!ok) {
      const line = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
      errors.push({
        file,
        line: line >= 0 ? line + 2 : undefined,
        column: line >= 0 ? 1 : undefined,
        message: `front matter "${key}" must be ${TYPE_NAMES[type]}, got ${JSON.stringify(value)}`,
        hint: `change the value of ${key}`,
      });
    }
  }
  return errors;
}

/** The 1-based line of `key:` in a file's front matter, for problems found after parsing. */
export function frontMatterLine(file: string, key: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const match = FENCE.exec(text);
  if (!match) return undefined;
  const line = match[1].split('\n').findIndex((l) => new RegExp(`^['"]?${key}['"]?\\s*:`).test(l));
  return line >= 0 ? line + 2 : undefined;
}

/**
 * The front matter keys sitegen reads, each with its type, in one table: every value is checked
 * by it. A value of the wrong type is an
 * error at its line and column, and the key is dropped, so no later stage meets a value it cannot
 * read. The types are Docusaurus's (its docs and blog front matter schemas), with two kindnesses
 * it does not have: a number where text is shown (`title: 2024`) is that text, and a single tag
 * or keyword is a list of one.
 */
import type { SiteError } from '../errors.js';
import { escapeRegExp } from '../shared/index.js';

/** How one key is checked: what it must be, in words, and the test of a value. */
interface Field {
  must: string;
  accepts: (value: unknown) => boolean;
}

const isString = (value: unknown): value is string => typeof value === 'string';
/** Text shown to readers: a number written there is its digits (made so by `normalized`). */
const text: Field = {
  must: 'a string',
  accepts: (value) => isString(value) || typeof value === 'number',
};
/** A name or path (an id, a slug, a class): a string, as Docusaurus has it. */
const name: Field = { must: 'a string', accepts: isString };
const nullableName: Field = { must: 'a string', accepts: (v) => v === null || isString(v) };
const boolean: Field = { must: 'true or false', accepts: (v) => typeof v === 'boolean' };
const headingLevel: Field = {
  must: 'a whole number from 2 to 6',
  accepts: (v) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6,
};
/** A link of the page: a web address (or, for an edit link, '' for none), never a script. */
const webUrl: Field = {
  must: 'an http(s) URL',
  accepts: (v) => isString(v) && (v === '' || /^https?:\/\/[^\s]+$/i.test(v.trim())),
};
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (item: (value: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) ? value.every(item) : item(value);

/** A tag as Docusaurus reads it: its label, or its label and the last part of its page's URL. */
const isTag = (value: unknown): boolean =>
  text.accepts(value) ||
  (isPlainObject(value) &&
    Object.keys(value).every((key) => key === 'label' || key === 'permalink') &&
    isString(value.label) &&
    value.label.trim() !== '' &&
    isString(value.permalink) &&
    /^\/*[\p{L}\p{N}._~-]+\/*$/u.test(value.permalink));
/** A tag once read: its label, or its label and its permalink without slashes ("self-hosting"). */
export type FrontMatterTag = string | { label: string; permalink: string };

/**
 * The keys sitegen reads, each with its check (the types Docusaurus's docs and blog front matter
 * schemas give them). A plain table rather than a zod schema: `serve --watch` loads this module
 * afresh on each theme reload, and zod's shared state kept the first of those modules alive.
 */
export const FRONT_MATTER_FIELDS: Record<string, Field> = {
  id: name,
  title: text,
  description: text,
  slug: name,
  sidebar_label: text,
  sidebar_position: { must: 'a number', accepts: (v) => typeof v === 'number' },
  sidebar_class_name: name,
  tags: {
    must: 'a list of tags, each a label or { label, permalink } (permalink: one part of a URL, "/my-tag")',
    accepts: listOf(isTag),
  },
  // Keys into the blog's authors file, or authors written out (checked with the authors file).
  authors: { must: 'authors', accepts: () => true },
  date: { must: 'a date', accepts: isString },
  draft: boolean,
  unlisted: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  image: name,
  keywords: { must: 'a list of strings', accepts: listOf(text.accepts) },
  format: name,
  displayed_sidebar: nullableName,
  pagination_prev: nullableName,
  pagination_next: nullableName,
  pagination_label: text,
  custom_edit_url: { must: webUrl.must, accepts: (v) => v === null || webUrl.accepts(v) },
  hide_title: boolean,
  parse_number_prefixes: boolean,
  last_update: {
    must: 'a mapping with date (and author)',
    accepts: (v) =>
      isPlainObject(v) &&
      Object.keys(v).every((key) => key === 'date' || key === 'author') &&
      (v.date === undefined || isString(v.date)) &&
      (v.author === undefined || isString(v.author)),
  },
  wide: boolean,
  // Data for the site's own components: a sidebar item's props, the key naming a doc's label in
  // the translation files (sitegen translates labels by the label itself).
  sidebar_custom_props: { must: 'a mapping (key: value lines)', accepts: isPlainObject },
  sidebar_key: name,
  wrapperClassName: name,
  // A post's author, as Docusaurus's blog read it before `authors`.
  author: text,
  author_title: text,
  author_url: webUrl,
  author_image_url: name,
  authorTitle: text,
  authorURL: webUrl,
  authorImageURL: name,
};

/** Front matter as the stages read it: the known keys checked, others kept as written. */
export interface FrontMatter {
  id?: string;
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  /** Classes of the doc's item in the sidebar. */
  sidebar_class_name?: string;
  tags?: FrontMatterTag[];
  authors?: unknown;
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
  /** When the page last changed, as Docusaurus writes it (its author is not shown). */
  last_update?: { date?: string; author?: string };
  wide?: boolean;
  /** Props of the doc's sidebar item, for a site's own sidebar component. */
  sidebar_custom_props?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A checked value as the stages read it: text for a number, a list for a single tag or keyword. */
function normalized(key: string, value: unknown): unknown {
  if (FRONT_MATTER_FIELDS[key] === text && typeof value === 'number') return String(value);
  if (key === 'keywords') return (Array.isArray(value) ? value : [value]).map(String);
  if (key === 'tags')
    return (Array.isArray(value) ? value : [value]).map((tag: unknown) =>
      isPlainObject(tag)
        ? { label: tag.label, permalink: String(tag.permalink).replace(/^\/+|\/+$/g, '') }
        : String(tag),
    );
  return value;
}

/** Every key sitegen reads. */
export const KNOWN_KEYS = Object.keys(FRONT_MATTER_FIELDS);

/** Keys whose null means something ("none"), so it is kept rather than dropped as unset. */
const NULL_MEANS_NONE = new Set([
  'displayed_sidebar',
  'pagination_prev',
  'pagination_next',
  'custom_edit_url',
]);

/**
 * Checks the known keys of parsed front matter in place: a value is replaced by what it reads as
 * (a single tag by a list), a null is dropped where it means nothing, and a value of the wrong
 * type is dropped and becomes an error at its line and column of the file (`yamlText` is the
 * front matter's text, which starts on the file's line 2).
 */
export function checkFrontMatter(fm: FrontMatter, file: string, yamlText: string): SiteError[] {
  const errors: SiteError[] = [];
  const fail = (key: string, message: string, hint: string) =>
    errors.push({ file, ...keyPosition(yamlText, key), message, hint });
  for (const key of Object.keys(fm)) {
    const field = FRONT_MATTER_FIELDS[key];
    if (!field) continue;
    const value = fm[key];
    if (value === undefined || (value === null && !NULL_MEANS_NONE.has(key))) {
      delete fm[key];
      continue;
    }
    if (field.accepts(value)) {
      fm[key] = normalized(key, value);
      continue;
    }
    delete fm[key];
    fail(
      key,
      `front matter "${key}" must be ${field.must}, got ${shortJson(value)}`,
      `change the value of ${key}`,
    );
  }
  const { toc_min_heading_level: min, toc_max_heading_level: max } = fm;
  if (min !== undefined && max !== undefined && min > max) {
    delete fm.toc_max_heading_level;
    fail(
      'toc_max_heading_level',
      `front matter "toc_max_heading_level" (${max}) is below "toc_min_heading_level" (${min})`,
      'make the largest level at least the smallest',
    );
  }
  return errors;
}

/** A value in a message: its JSON, cut short (a value may be long). */
function shortJson(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/**
 * Where a top-level key's value starts in the file: the line of `key:` (the front matter starts on
 * line 2) and the column after the colon and its spaces (the key's, when the value starts on the
 * next line); nothing when the key is not found so.
 */
export function keyPosition(
  yamlText: string,
  key: string,
): { line: number; column: number } | Record<string, never> {
  const at = new RegExp(`^(["']?${escapeRegExp(key)}["']?[ \\t]*:[ \\t]*)`, 'm').exec(yamlText);
  if (!at) return {};
  const line = yamlText.slice(0, at.index).split('\n').length;
  // A value on the lines below (a block list or mapping) is pointed at by its key.
  const onKeyLine = !/^\r?(?:\n|$)/.test(yamlText.slice(at.index + at[0].length));
  return { line: line + 1, column: onKeyLine ? at[1].length + 1 : 1 };
}

/**
 * The front matter keys sitegen reads, each with its type, in one zod schema: the `FrontMatter`
 * type is inferred from it, and every value is checked by it. A value of the wrong type is an
 * error at its line and column, and the key is dropped, so no later stage meets a value it cannot
 * read. The types are Docusaurus's (its docs and blog front matter schemas), with two kindnesses
 * it does not have: a number where text is shown (`title: 2024`) is that text, and a single tag
 * or keyword is a list of one.
 */
import { z } from 'zod';
import type { SiteError } from '../errors.js';
import { escapeRegExp } from '../shared/index.js';

/** Text shown to readers: a number written there is its digits. */
const text = z.union([z.string(), z.number().transform(String)]).describe('a string');
/** A name or path (an id, a slug, a class): a string, as Docusaurus has it. */
const name = z.string().describe('a string');
const boolean = z.boolean().describe('true or false');
const headingLevel = z.number().int().min(2).max(6).describe('a whole number from 2 to 6');
/** A link of the page: a web address (or, for an edit link, '' for none), never a script. */
const webUrl = z
  .string()
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value.trim()))
  .describe('an http(s) URL');

/** A tag as Docusaurus reads it: its label, or its label and the last part of its page's URL. */
const tag = z.union([
  text,
  z.strictObject({
    label: z.string().trim().min(1),
    permalink: z
      .string()
      .transform((value) => value.replace(/^\/+|\/+$/g, ''))
      .refine((value) => /^[\p{L}\p{N}._~-]+$/u.test(value)),
  }),
]);
export type FrontMatterTag = z.output<typeof tag>;

const textList = z
  .union([text.transform((one) => [one]), z.array(text)])
  .describe('a list of strings');

export const frontMatterSchema = z.object({
  id: name,
  title: text,
  description: text,
  slug: name,
  sidebar_label: text,
  sidebar_position: z.number().describe('a number'),
  /** Classes of the doc's item in the sidebar. */
  sidebar_class_name: name,
  tags: z
    .union([tag.transform((one) => [one]), z.array(tag)])
    .describe(
      'a list of tags, each a label or { label, permalink } (permalink: one part of a URL, "/my-tag")',
    ),
  /** Keys into the blog's authors file, or authors written out (checked with the authors file). */
  authors: z.unknown(),
  date: z
    .union([z.string(), z.date().transform((date) => date.toISOString().slice(0, 10))])
    .describe('a date'),
  draft: boolean,
  unlisted: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  image: name,
  keywords: textList,
  /** How the file is read: `md` (CommonMark), `mdx`, or `detect` (by its extension). */
  format: name,
  /** The sidebar (by its id) a doc's page shows; null: none. The first holding the doc by default. */
  displayed_sidebar: z.string().nullable().describe('a string'),
  /** The doc (by its id) the previous / next link leads to; null: no link. The sidebar's by default. */
  pagination_prev: z.string().nullable().describe('a string'),
  pagination_next: z.string().nullable().describe('a string'),
  /** The doc's label in other docs' previous/next links. */
  pagination_label: text,
  /** The doc's "Edit this page" link instead of the section's; '' or null: none. */
  custom_edit_url: webUrl.nullable().describe('an http(s) URL'),
  /** No title heading above the doc. */
  hide_title: boolean,
  /** false: the file name's number prefix ("01-") stays in the doc's id and URL. */
  parse_number_prefixes: boolean,
  /** When the page last changed, as Docusaurus writes it (its author is not shown). */
  last_update: z
    .strictObject({
      date: z.union([z.string(), z.date().transform((date) => date.toISOString())]).optional(),
      author: z.string().optional(),
    })
    .describe('a mapping with date (and author)'),
  /** A page without the sidebars' width limit. */
  wide: boolean,
  // Data for the site's own components: a sidebar item's props, the key naming a doc's label in
  // the translation files (sitegen translates labels by the label itself).
  sidebar_custom_props: z.record(z.string(), z.unknown()).describe('a mapping (key: value lines)'),
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
});

type Known = z.output<typeof frontMatterSchema>;

/** Front matter as the stages read it: the known keys checked, others kept as written. */
export type FrontMatter = Partial<Known> & { [key: string]: unknown };

/** Every key sitegen reads. */
export const KNOWN_KEYS = Object.keys(frontMatterSchema.shape);

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
  const shape = frontMatterSchema.shape as Record<string, z.ZodType>;
  const fail = (key: string, message: string, hint: string) =>
    errors.push({ file, ...keyPosition(yamlText, key), message, hint });
  for (const key of Object.keys(fm)) {
    const schema = shape[key];
    if (!schema) continue;
    const value = fm[key];
    if (value === undefined || (value === null && !NULL_MEANS_NONE.has(key))) {
      delete fm[key];
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      fm[key] = parsed.data;
      continue;
    }
    delete fm[key];
    fail(
      key,
      `front matter "${key}" must be ${schema.description ?? 'of another type'}, got ${shortJson(value)}`,
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

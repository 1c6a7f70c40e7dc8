/**
 * A Docusaurus site's translation files, read as strings of a locale (each entry is
 * `"key": { "message": "…" }`, as `docusaurus write-translations` writes them):
 *
 * - `i18n/<locale>/code.json`: ids of `<Translate>` and `translate()`, as they are;
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`: the navbar title, item labels,
 *   footer column titles, link labels and copyright, under their file's name
 *   (`navbar.json:item.label.Docs`), which the shell asks for before the label itself;
 * - `docusaurus-plugin-content-blog/options.json`: the blog's title, description and the title of
 *   its recent posts list, as sitegen's own blog keys.
 *
 * The docs' sidebar labels (`docusaurus-plugin-content-docs/current.json`) are read with the docs
 * (content/categoryLabels.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import { readText } from '../readText.js';

type Strings = Record<string, string>;

/** A Docusaurus translation file as key → message; undefined when the file is not there. */
export function readMessages(file: string): { messages?: Strings; error?: SiteError } {
  if (!fs.existsSync(file)) return {};
  const text = readText(file);
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const messages: Strings = {};
    for (const [id, entry] of Object.entries(data ?? {})) {
      const message =
        typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
      if (typeof message === 'string') messages[id] = message;
    }
    return { messages };
  } catch (thrown) {
    return {
      error: {
        file,
        message: `invalid translation file: ${(thrown as Error).message}`,
        hint: 'it must be a JSON object of "id": { "message": "text" } pairs, as Docusaurus writes it',
      },
    };
  }
}

/** The translation files read here, inside `i18n/<locale>/`. */
const FILES = {
  code: 'code.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
  blog: 'docusaurus-plugin-content-blog/options.json',
} as const;

/** The files `readDocusaurusStrings` reads for `locale` (there or not): what `serve --watch` watches. */
export function docusaurusStringFiles(root: string, locale: string): string[] {
  return Object.values(FILES).map((rel) => path.join(root, 'i18n', locale, rel));
}

/** The strings a Docusaurus site's translation files give `locale`. */
export function readDocusaurusStrings(
  root: string,
  locale: string,
): { strings: Strings; errors: SiteError[] } {
  const strings: Strings = {};
  const errors: SiteError[] = [];
  const read = (name: keyof typeof FILES) => {
    const { messages, error } = readMessages(path.join(root, 'i18n', locale, FILES[name]));
    if (error) errors.push(error);
    return messages ?? {};
  };

  Object.assign(strings, read('code'));

  // Kept under their file's name: the shell asks for `navbar.json:item.label.Docs` before the
  // label itself, so the navbar and the footer may translate one English label differently.
  for (const name of ['navbar', 'footer'] as const)
    for (const [key, message] of Object.entries(read(name)))
      strings[`${path.basename(FILES[name])}:${key}`] = message;

  const blog = read('blog');
  const blogKeys: Record<string, string> = {
    title: 'blog.title',
    description: 'blog.description',
    'sidebar.title': 'blog.recentPosts',
  };
  for (const [key, ours] of Object.entries(blogKeys))
    if (blog[key] !== undefined) strings[ours] = blog[key];

  return { strings, errors };
}

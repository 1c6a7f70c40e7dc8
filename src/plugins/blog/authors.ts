/** Blog authors: inline in front matter, or keys into the blog folder's `authors.yml`. */
import fs from 'node:fs';
import kebabCase from 'lodash.kebabcase';
import {
  frontMatterLine,
  parseYaml,
  yamlProblem,
  type Author,
  type SocialLink,
} from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import { SOCIAL_NETWORKS } from '../../shared/index.js';
import { DEFAULT_MAX_FILE_SIZE_MB, fileTooLarge, withoutBom } from '../../readText.js';

/** A handle on each platform Docusaurus knows, as the URL of its profile (its `authorsSocials.ts`). */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** An author's `socials`: a full URL kept, a handle on a known platform made its profile's URL. */
export function normalizeSocials(value: unknown): SocialLink[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const socials: SocialLink[] = [];
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    // A Stack Overflow id written unquoted (`stackoverflow: 82609`) is a number to YAML.
    const handle = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
    if (typeof handle !== 'string' || handle === '') continue;
    const platform = name.toLowerCase();
    const url = /^[a-z][a-z\d+.-]*:/i.test(handle)
      ? handle
      : SOCIAL_URLS[platform]?.(handle.replace(/^@/, ''));
    const label = platform === 'email' ? handle : (SOCIAL_NETWORKS[platform]?.label ?? name);
    if (url) socials.push({ platform, label, url });
  }
  return socials;
}

/**
 * The path of an author's page: `page: true` is its key in kebab case (`JaneDoe` → `jane-doe`, as
 * Docusaurus spells it), `page: { permalink }` that path.
 */
function authorPage(value: unknown, key: string | undefined): string | undefined {
  if (key === undefined || !value) return undefined;
  if (value === true) return kebabCase(key) || key;
  const permalink = (value as { permalink?: unknown }).permalink;
  return typeof permalink === 'string' ? permalink.replace(/^\/+|\/+$/g, '') || key : undefined;
}

export function loadAuthorsFile(
  file: string,
  errors: ErrorList,
  maxFileSizeMB = DEFAULT_MAX_FILE_SIZE_MB,
): Map<string, Author> {
  const authors = new Map<string, Author>();
  if (!fs.existsSync(file)) return authors;
  const tooLarge = fileTooLarge(file, maxFileSizeMB);
  if (tooLarge) {
    errors.add(tooLarge);
    return authors;
  }
  let data: unknown;
  try {
    data = parseYaml(withoutBom(fs.readFileSync(file, 'utf8')));
  } catch (thrown) {
    const problem = yamlProblem(thrown);
    errors.add({
      file,
      line: problem.line,
      column: problem.column,
      message: `invalid authors file: ${problem.message}`,
      hint: 'each author is a key with name, title, url',
    });
    return authors;
  }
  for (const [key, value] of Object.entries(
    (data ?? {}) as Record<string, Record<string, unknown>>,
  )) {
    if (!value || typeof value.name !== 'string') {
      errors.add({
        file,
        message: `author "${key}" has no name`,
        hint: `add "name:" under ${key}`,
      });
      continue;
    }
    authors.set(key, { ...toAuthor(value, key), order: authors.size });
  }
  return authors;
}

function toAuthor(value: Record<string, unknown>, key?: string): Author {
  const text = (name: string) =>
    typeof value[name] === 'string' ? (value[name] as string) : undefined;
  const socials = normalizeSocials(value.socials);
  return {
    key,
    name: text('name') ?? key ?? '',
    title: text('title'),
    url: text('url'),
    imageUrl: text('image_url') ?? text('imageURL'),
    page: authorPage(value.page, key),
    socials: socials.length > 0 ? socials : undefined,
  };
}

/** Resolves a post's `authors` front matter; an unknown key is an error naming the file. */
export function resolveAuthors(
  value: unknown,
  known: Map<string, Author>,
  file: string,
  errors: ErrorList,
  authorsFile: string,
): Author[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const authors: Author[] = [];
  for (const entry of list) {
    if (typeof entry === 'string') {
      const author = known.get(entry);
      if (author) authors.push(author);
      else
        errors.add({
          file,
          line: frontMatterLine(file, 'authors'),
          message: `unknown author key "${entry}"`,
          hint: `add "${entry}" to ${authorsFile}, or write the author inline (name, title, url)`,
        });
    } else if (
      entry &&
      typeof entry === 'object' &&
      typeof (entry as Record<string, unknown>).name === 'string'
    ) {
      authors.push(toAuthor(entry as Record<string, unknown>));
    } else {
      errors.add({
        file,
        line: frontMatterLine(file, 'authors'),
        message: `invalid author ${JSON.stringify(entry)?.slice(0, 60)}`,
        hint: 'use a key from the authors file or an object with a name',
      });
    }
  }
  return authors;
}

/**
 * The author Docusaurus's blog read from `author`, `author_title`, `author_url` and
 * `author_image_url` (or `authorTitle`, `authorURL`, `authorImageURL`) before `authors` existed;
 * none without `author`.
 */
export function legacyAuthor(frontMatter: Record<string, unknown>): Author | undefined {
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof frontMatter[key] === 'string') return frontMatter[key];
    return undefined;
  };
  const name = text('author');
  if (name === undefined) return undefined;
  return {
    name,
    title: text('author_title', 'authorTitle'),
    url: text('author_url', 'authorURL'),
    imageUrl: text('author_image_url', 'authorImageURL'),
  };
}

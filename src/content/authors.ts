/** Blog authors: inline in front matter, or keys into the blog folder's `authors.yml`. */
import fs from 'node:fs';
import type { ErrorList } from '../errors.js';
import { DEFAULT_MAX_FILE_SIZE_MB, fileTooLarge, withoutBom } from '../readText.js';
import { frontMatterLine } from './frontMatter.js';
import { parseYaml, yamlProblem } from './yaml.js';

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
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
    authors.set(key, toAuthor(value, key));
  }
  return authors;
}

function toAuthor(value: Record<string, unknown>, key?: string): Author {
  const text = (name: string) =>
    typeof value[name] === 'string' ? (value[name] as string) : undefined;
  return {
    key,
    name: text('name') ?? key ?? '',
    title: text('title'),
    url: text('url'),
    imageUrl: text('image_url') ?? text('imageURL'),
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

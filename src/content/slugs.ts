/** Naming rules shared by docs, pages and posts: number prefixes, index files, slug joining. */
import type { ErrorList } from '../errors.js';
import { frontMatterLine } from './frontMatter.js';

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;

/** "01-intro" → "intro"; used for ids and URLs, while the prefix still orders the sidebar. */
export function stripNumberPrefix(name: string): string {
  return name.replace(NUMBER_PREFIX, '');
}

export function stripExtension(file: string): string {
  return file.replace(/\.(mdx?|tsx|jsx|ts|js)$/, '');
}

/** index.md, README.md and <folder>/<folder>.md are the page of their folder. */
export function isIndexFile(baseName: string, parentFolder: string | undefined): boolean {
  const name = stripNumberPrefix(stripExtension(baseName)).toLowerCase();
  return (
    name === 'index' ||
    name === 'readme' ||
    (parentFolder !== undefined && name === stripNumberPrefix(parentFolder).toLowerCase())
  );
}

/** Joins URL segments, dropping empty ones and duplicate slashes, no leading or trailing slash. */
export function joinSlug(...parts: string[]): string {
  return parts
    .flatMap((part) => part.split('/'))
    .filter((seg) => seg !== '' && seg !== '.')
    .join('/');
}

/**
 * A front matter `slug` resolved as Docusaurus resolves it: from the section root when it starts
 * with "/", else from `dir` (the file's folder), with "." and ".." segments applied. A slug that
 * climbs above the section root would reach another section's URLs, or write outside the output
 * folder: that is a problem, never a URL.
 */
export function resolveSlug(dir: string, slug: string): { slug: string } | { problem: string } {
  const segments: string[] = [];
  const parts = slug.startsWith('/') ? slug.split('/') : [...dir.split('/'), ...slug.split('/')];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part !== '..') segments.push(part);
    else if (segments.pop() === undefined) {
      return { problem: `slug "${slug}" climbs above the folder its section starts at` };
    }
  }
  return { slug: segments.join('/') };
}

/**
 * The slug a source's front matter asks for, resolved from `dir`; a slug that climbs out of its
 * section is reported at its line and the file keeps the URL its path gives it.
 */
export function slugFromFrontMatter(
  source: { file: string },
  dir: string,
  slug: string,
  errors: ErrorList,
  fallback = '',
): string {
  const resolved = resolveSlug(dir, slug);
  if ('slug' in resolved) return resolved.slug;
  errors.add({
    file: source.file,
    line: frontMatterLine(source.file, 'slug'),
    column: 1,
    message: resolved.problem,
    hint: 'write a slug inside the section ("my-page", "/guides/my-page"); to move the page to another section, move its file',
  });
  return fallback;
}

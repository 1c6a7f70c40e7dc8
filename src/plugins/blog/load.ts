/**
 * Loads the blog of one locale: the posts its `include` and `exclude` globs name, at any depth, each
 * dated and given its slug by its path as Docusaurus does (`blogFileName.ts`: `2024-01-02-name.md`,
 * `2024/01/02/name/index.md`, `releases/2.0.md` dated in front matter, else by its first commit:
 * `postCreated.ts`), with title, tags,
 * authors, reading time, draft/unlisted.
 */
import path from 'node:path';
import readingTime from 'reading-time';
import { hashOf, openPackCache, type PackCache } from '../../cache/index.js';
import type { BlogFolder, ResolvedConfig } from '../../config/index.js';
import {
  frontMatterLine,
  isBuilt,
  joinSlug,
  leadingHeading,
  locateFiles,
  readSource,
  slugFromFrontMatter,
  type Author,
  type BlogPost,
  type FrontMatterCache,
  type SourceFile,
  type SourcePatterns,
} from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import { legacyAuthor, loadAuthorsFile, resolveAuthors } from './authors.js';
import { parseBlogFileName } from './fileName.js';
import { postCreatedDate } from './postCreated.js';
import { tagSlug } from './tags.js';

/** The files of a blog that are posts: its `include` globs but for its `exclude` ones. */
export function blogPatterns(folder: BlogFolder): SourcePatterns {
  return { include: folder.include, exclude: folder.exclude };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The files `loadBlog` reads besides its posts (the authors file, wherever the config puts it):
 * what `serve --watch` watches for the blog.
 */
export function blogDataFiles(folder: ResolvedConfig['content']['blog']): string[] {
  return folder ? [folder.authorsFile] : [];
}

export function loadBlog(
  config: ResolvedConfig,
  locale: string,
  errors: ErrorList,
  includeDrafts: boolean,
  frontMatter?: FrontMatterCache,
): BlogPost[] {
  const folder = config.content.blog;
  if (!folder) return [];
  const [authorsFile] = blogDataFiles(folder);
  const known = loadAuthorsFile(authorsFile, errors, config.maxFileSizeMB);
  const located = locateFiles(
    config.root,
    folder,
    locale,
    config.defaultLocale,
    blogPatterns(folder),
    errors,
  );
  const minutesCache = openPackCache<number>(config.root, 'reading-time', locale);
  const posts: BlogPost[] = [];
  for (const file of located) {
    const source = readSource(
      file,
      locale,
      errors,
      frontMatter,
      config.markdown.format,
      config.maxFileSizeMB,
    );
    const fm = source.frontMatter;
    const named = parseBlogFileName(source.relPath);
    // Undated in front matter and path: its first commit's date, else the file's (Docusaurus's order).
    const date = fm.date ?? named.date ?? postCreatedDate(source.file);
    if (!date || !isValidDate(date)) {
      errors.add({
        file: source.file,
        message: date ? `invalid date "${date}"` : 'the post has no date',
        hint: 'put a real date in its path (YYYY-MM-DD-name.md, YYYY/MM/DD/name.md) or set "date: YYYY-MM-DD" in its front matter',
      });
      continue;
    }
    const pathSlug = joinSlug(named.slug);
    const post: BlogPost = {
      ...source,
      slug:
        fm.slug !== undefined
          ? slugFromFrontMatter(source, '', fm.slug, errors, pathSlug)
          : pathSlug,
      title: fm.title ?? leadingHeading(source.body, source.format) ?? named.text,
      description: fm.description,
      date: date.slice(0, 10),
      // A tag written { label, permalink } has the page its permalink names, as in Docusaurus.
      tags: (fm.tags ?? []).map((tag) =>
        typeof tag === 'string'
          ? { label: tag, slug: tagSlug(tag) }
          : { label: tag.label, slug: tag.permalink },
      ),
      authors: postAuthors(source, known, path.relative(config.root, authorsFile), errors),
      readingMinutes: readingMinutesOf(source.body, locale, folder.readingTimeWords, minutesCache),
      draft: fm.draft === true,
      unlisted: fm.unlisted === true,
    };
    if (isBuilt(post, includeDrafts)) posts.push(post);
  }
  minutesCache.save({ prune: true });
  checkTags(posts, errors);
  return posts.sort((a, b) =>
    a.date === b.date ? a.relPath.localeCompare(b.relPath) : a.date < b.date ? 1 : -1,
  );
}

/** A post's `authors`, or its one `author` as older Docusaurus posts name it; not both. */
function postAuthors(
  source: SourceFile,
  known: Map<string, Author>,
  authorsFile: string,
  errors: ErrorList,
): Author[] {
  const fm = source.frontMatter;
  const legacy = legacyAuthor(fm);
  if (!legacy) return resolveAuthors(fm.authors, known, source.file, errors, authorsFile);
  if (fm.authors !== undefined)
    errors.add({
      file: source.file,
      line: frontMatterLine(source.file, 'author'),
      column: 1,
      message: 'the post names its authors twice, with "authors" and with "author"',
      hint: 'keep "authors" and move the author into it (name, title, url, image_url)',
    });
  return [legacy];
}

/**
 * Minutes to read a post, by the hash of its text and how its locale finds words: kept between
 * builds in the locale's `cache`, and worked out once per build for a text several locales share
 * (an untranslated post is timed once, not once per locale).
 */
const readingMinutes = new Map<string, number>();
function readingMinutesOf(
  body: string,
  locale: string,
  words: BlogFolder['readingTimeWords'],
  cache: PackCache<number>,
): number {
  const key = hashOf(READING_TIME_RULE, words, words === 'words' ? wordRulesOf(locale) : '', body);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let minutes = readingMinutes.get(key);
  if (minutes === undefined) {
    minutes = minutesToRead(withoutContentTitle(body), locale, words);
    if (readingMinutes.size > 10_000) readingMinutes.clear();
    readingMinutes.set(key, minutes);
  }
  cache.set(key, minutes);
  return minutes;
}

/**
 * The text Docusaurus times: a post's leading `# Title` heading (after blank lines and MDX
 * imports) is its title, not counted (Docusaurus reads blog posts with removeContentTitle).
 */
export function withoutContentTitle(body: string): string {
  return body.replace(
    /^((?:[ \t]*\n|(?:import|export)\s[^\n]*\n)*)[ \t]*#[ \t]+[^\n]*(?:\n|$)/,
    '$1',
  );
}

/**
 * Which rules `Intl.Segmenter` finds a locale's words by. ICU has one set of word rules for every
 * locale but a POSIX variant ("en-US-POSIX") and a locale asking for other rules by a `-u-`
 * extension; it finds Chinese, Japanese or Thai words by the characters' script, whatever the
 * locale (test/plugins/blog/load.test.ts checks it on text of several scripts). So a text counts
 * the same in every other locale.
 */
export function wordRulesOf(locale: string): string {
  return /-u-|posix/i.test(locale) ? locale : 'root';
}

/** Names the rule below in cache keys, so minutes an older rule worked out are not reused. */
const READING_TIME_RULE = 'no-content-title/200-per-minute/rounded-up';

/**
 * As Docusaurus works it out: the words of the post's Markdown at 200 a minute, shown rounded up
 * (its theme's `Math.ceil`); at least 1. Docusaurus 3.8+ counts words as `Intl.Segmenter` finds
 * them in the post's locale; before 3.8 it used the reading-time package ('reading-time').
 * (Jest's "Jest 30" post under 3.10: 2,385 words, 12 min, where reading-time and rounding said 9.)
 */
export function minutesToRead(
  text: string,
  locale: string,
  words: BlogFolder['readingTimeWords'] = 'words',
): number {
  if (words === 'reading-time') return Math.max(1, Math.ceil(readingTime(text).minutes));
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  return Math.max(1, Math.ceil(wordCount(text, segmenter) / 200));
}

/** One run of ASCII letters and digits, with ASCII punctuation but "_" only before and after it. */
const ONE_WORD = /^[!-/:-@[-^`{-~]*[A-Za-z0-9]+[!-/:-@[-^`{-~]*$/;
/** ASCII punctuation alone ("_" is none: it joins letters as a letter would). */
const NO_WORD = /^[!-/:-@[-^`{-~]+$/;

/**
 * The word-like segments `segmenter` finds in `text`, read a chunk between spaces, tabs and line
 * breaks at a time: walking the segments of one long string takes V8 time that grows with the
 * square of its length (80 kB of English, 0.36 s; 1.7 MB of Markdown, Jest's website's and this
 * repository's, 50 s, where the chunks take 0.3 s), and no word rule of Unicode's joins two
 * characters across a space. A chunk that is one run of ASCII letters and digits with ASCII
 * punctuation only at its ends is one word (the rules join letters and digits through punctuation
 * only between them); one of ASCII punctuation alone is none; the segmenter reads every other.
 */
export function wordCount(text: string, segmenter: Intl.Segmenter): number {
  let count = 0;
  for (const chunk of text.split(/[ \t\n\r]+/)) {
    if (chunk === '' || NO_WORD.test(chunk)) continue;
    if (ONE_WORD.test(chunk)) count += 1;
    else for (const segment of segmenter.segment(chunk)) if (segment.isWordLike) count += 1;
  }
  return count;
}

function isValidDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Posts that appear in lists, tags and feeds. */
export function listedPosts(posts: BlogPost[]): BlogPost[] {
  return posts.filter((post) => !post.unlisted);
}

/**
 * Tags whose labels differ only in case, spacing or the kind of dash ("Self-Host", "self host",
 * "Self‑host" with a non-breaking hyphen) share a page, as readers expect; labels that differ in more ("C++" and "C", "a/b" and "ab") would be merged into
 * one page without anyone choosing it, and a label with no letters or digits has no page at all.
 */
function checkTags(posts: BlogPost[], errors: ErrorList): void {
  const seen = new Map<string, { label: string; file: string }>();
  const fold = (label: string) =>
    label
      .trim()
      .toLowerCase()
      .replace(/[\s_\p{Pd}]+/gu, '-');
  for (const post of posts) {
    for (const tag of post.tags) {
      const at = { file: post.file, line: frontMatterLine(post.file, 'tags'), column: 1 };
      if (tag.slug === '') {
        errors.add({
          ...at,
          message: `tag "${tag.label}" has no letters or digits, so it cannot have a page`,
          hint: 'name the tag with words',
        });
        continue;
      }
      const first = seen.get(tag.slug);
      if (!first) seen.set(tag.slug, { label: tag.label, file: post.file });
      else if (fold(first.label) !== fold(tag.label)) {
        errors.add({
          ...at,
          message: `tags "${first.label}" (${first.file}) and "${tag.label}" would share the page of tag "${tag.slug}"`,
          hint: 'use one spelling for one tag, or rename one of them so their URLs differ',
        });
      }
    }
  }
}

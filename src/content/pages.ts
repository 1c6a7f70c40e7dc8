/**
 * Loads standalone pages (`.md`, `.mdx`, and React pages in `.tsx`, `.jsx`, `.ts` or `.js`, where a
 * `.js` page may hold JSX) of one locale; the file path is the URL.
 */
import type { FrontMatterCache } from './frontMatter.js';
import type { ContentFolder, ResolvedConfig } from '../config/index.js';
import type { ErrorList } from '../errors.js';
import { isBuilt } from './drafts.js';
import { locateFiles } from './files.js';
import { leadingHeading, readSource } from './readSource.js';
import { isIndexFile, joinSlug, slugFromFrontMatter, stripExtension } from './slugs.js';
import type { PageSource, SourceFile } from './types.js';

export const PAGE_PATTERNS = ['**/*.md', '**/*.mdx', '**/*.tsx', '**/*.jsx', '**/*.ts', '**/*.js'];

export function loadPages(
  config: ResolvedConfig,
  locale: string,
  errors: ErrorList,
  includeDrafts: boolean,
  folder: ContentFolder | undefined = config.content.pages,
  frontMatter?: FrontMatterCache,
): PageSource[] {
  if (!folder) return [];
  const located = locateFiles(
    config.root,
    folder,
    locale,
    config.defaultLocale,
    PAGE_PATTERNS,
    errors,
  );
  const pages: PageSource[] = [];
  for (const file of located) {
    const page = toPage(
      readSource(file, locale, errors, frontMatter, config.markdown.format, config.maxFileSizeMB),
      errors,
    );
    if (isBuilt(page, includeDrafts)) pages.push(page);
  }
  return pages;
}

/** A read source as a standalone page: the URL from its path, or from `slug` in its front matter. */
export function toPage(source: SourceFile, errors: ErrorList): PageSource {
  const fm = source.frontMatter;
  const segments = source.relPath.split('/');
  const baseName = segments.pop()!;
  const dir = segments.join('/');
  const pathSlug = isIndexFile(baseName, undefined) ? dir : joinSlug(dir, stripExtension(baseName));
  const slug =
    fm.slug !== undefined ? slugFromFrontMatter(source, '', fm.slug, errors, pathSlug) : pathSlug;
  return {
    ...source,
    slug,
    title:
      fm.title ??
      (source.format === 'tsx' ? undefined : leadingHeading(source.body, source.format)),
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
  };
}

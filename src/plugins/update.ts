/**
 * What the plugins' `update` share: a changed source read again (or found gone) and put in its
 * place in the plugin's list, which stays sorted by path as `locateFiles` lists files.
 */
import type { ContentFolder } from '../config/index.js';
import {
  isBuilt,
  locateFile,
  PAGE_PATTERNS,
  readSource,
  toPage,
  type PageSource,
  type SourceFile,
  type SourcePatterns,
} from '../content/index.js';
import type { ContentUpdate, LoadContext, PluginChanges, SourceChange } from './types.js';

/** The source at `relPath` of the folder as it is now, or undefined when it is gone. */
export function rereadSource(
  ctx: LoadContext,
  folder: ContentFolder,
  patterns: SourcePatterns,
  relPath: string,
): SourceFile | undefined {
  const { config, locale } = ctx;
  const located = locateFile(config.root, folder, locale, config.defaultLocale, patterns, relPath);
  return (
    located &&
    readSource(
      located,
      locale,
      ctx.errors,
      ctx.frontMatter,
      config.markdown.format,
      config.maxFileSizeMB,
    )
  );
}

/** The source if this build builds it (drafts only under `serve --watch`). */
export function builtOnly<T extends { draft: boolean }>(
  ctx: LoadContext,
  source: T | undefined,
): T | undefined {
  return source && isBuilt(source, ctx.includeDrafts) ? source : undefined;
}

/** A copy of `list` (sorted by path) with the entry at `relPath` replaced, added or removed. */
export function replaceByPath<T extends SourceFile>(
  list: T[],
  relPath: string,
  entry: T | undefined,
): T[] {
  const out = list.filter((item) => item.relPath !== relPath);
  if (!entry) return out;
  const at = out.findIndex((item) => item.relPath > relPath);
  out.splice(at < 0 ? out.length : at, 0, entry);
  return out;
}

/**
 * A folder of pages after some changed: each changed file read again. `listed`: the pages are
 * listed by their titles (the API reference's sidebar), so any change may move them.
 */
export function updatePages(
  ctx: LoadContext,
  folder: ContentFolder | undefined,
  previous: PageSource[],
  changes: PluginChanges,
  listed: boolean,
): ContentUpdate<PageSource[]> {
  let pages = previous;
  const changed: SourceChange[] = [];
  let routes = false;
  for (const { relPath } of changes.sources) {
    const source = folder && rereadSource(ctx, folder, PAGE_PATTERNS, relPath);
    const after = builtOnly(ctx, source && toPage(source, ctx.errors));
    const before = pages.find((page) => page.relPath === relPath);
    if (!before && !after) continue;
    pages = replaceByPath(pages, relPath, after);
    changed.push({ before, after });
    if (listed || !before || !after || pageShape(before) !== pageShape(after)) routes = true;
  }
  return { content: pages, changed, routes };
}

/** What the route table reads of a page. */
function pageShape(page: PageSource): string {
  return JSON.stringify([page.file, page.defaultFile, page.slug]);
}

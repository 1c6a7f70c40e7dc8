/**
 * The locale's search index, written with Pagefind beside its pages (`<locale>/pagefind/`). Pages
 * are indexed from the HTML already in memory; Pagefind reads each page's language from
 * <html lang> (so Indonesian, Japanese and Chinese text is split into words the right way) and
 * only the region the theme marks with `data-pagefind-body`.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_DIR, SEARCH_IGNORED } from '../theme/search.js';

export interface IndexedPage {
  url: string;
  /** The page's language (its <html lang>). */
  lang: string;
  /** HTML of the page's content region; navbar, menu and footer are left out to keep indexing fast. */
  body: string;
}

export async function writeSearchIndex(outDir: string, pages: IndexedPage[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_IGNORED });
  if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
  try {
    const added = await Promise.all(pages.map((page) => index.addHTMLFile({ url: page.url, content: `<html lang="${page.lang}"><body>${page.body}</body></html>` })));
    const failed = added.flatMap((result) => result.errors);
    if (failed.length > 0) throw new Error(`search indexing failed: ${failed.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_DIR) });
    if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
  }
}

/** Stops Pagefind's background process, so the command can exit. */
export function stopSearchIndexer(): Promise<unknown> {
  return pagefind.close();
}

/**
 * The locale's search index, written with Pagefind beside its pages (`<locale>/pagefind/`). Pages
 * are handed over from memory as they are rendered, so Pagefind (a process of its own) indexes on
 * the other core while the build goes on. It reads each page's language from <html lang> (so
 * Indonesian, Japanese and Chinese text is split into words the right way) and only the region
 * the theme marks with `data-pagefind-body`.
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

export interface SearchIndexer {
  add(page: IndexedPage): void;
  /** Writes the index into `<outDir>/pagefind/` once every added page is indexed. */
  write(outDir: string): Promise<void>;
}

export function startSearchIndex(): SearchIndexer {
  const created = pagefind.createIndex({ excludeSelectors: SEARCH_IGNORED }).then(({ index, errors }) => {
    if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
    return index;
  });
  const added: Array<Promise<string[]>> = [];
  const settle = (promise: Promise<unknown>) => promise.catch(() => undefined); // reported by write()
  settle(created);
  return {
    add(page) {
      const result = created.then((index) => index.addHTMLFile({ url: page.url, content: `<html lang="${page.lang}"><body>${page.body}</body></html>` })).then((r) => r.errors);
      settle(result);
      added.push(result);
    },
    async write(outDir) {
      const index = await created;
      try {
        const failed = (await Promise.all(added)).flat();
        if (failed.length > 0) throw new Error(`search indexing failed: ${failed.join('; ')}`);
        const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_DIR) });
        if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
      } finally {
        await index.deleteIndex();
      }
    },
  };
}

/** Stops Pagefind's background process, so the command can exit. */
export function stopSearchIndexer(): Promise<unknown> {
  return pagefind.close();
}

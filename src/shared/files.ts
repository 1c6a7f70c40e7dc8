/** Output names the browser needs too (the search box loads the index from beside the pages). */

/** Folder of a locale's search index, beside its pages. */
export const SEARCH_DIR = 'pagefind';

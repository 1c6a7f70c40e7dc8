/**
 * The home page (English). Its translations in content/i18n/<locale>/pages/index.tsx differ only
 * in title and description: the page itself reads its words from its `locale`.
 */
import { homeMeta } from './_home/copy';

export { default } from './_home/HomePage';

export const frontMatter = homeMeta('en');

/** Nothing on this page reacts to the reader: it ships no script of its own. */
export const hydrate = false;

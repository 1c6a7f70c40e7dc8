/** The home page (English); its translations in content/i18n/<locale>/pages/index.tsx differ only in title and description. */
import { homeMeta } from './_home/copy';

export { default } from './_home/HomePage';

export const frontMatter = homeMeta('en');

/** The home page in this locale: the shared page, with its title and description translated. */
import { homeMeta } from '../../../pages/_home/copy';

export { default } from '../../../pages/_home/HomePage';

export const frontMatter = homeMeta('id');

/** Nothing on this page reacts to the reader: it ships no script of its own. */
export const hydrate = false;

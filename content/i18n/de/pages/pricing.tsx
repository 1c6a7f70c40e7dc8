/** The pricing page in this locale: the shared page, with its title and description translated. */
import { pricingMeta } from '../../../pages/_pricing/copy';

export { default } from '../../../pages/_pricing/PricingPage';

export const frontMatter = pricingMeta('de');

/** Nothing on this page reacts to the reader: it ships no script of its own. */
export const hydrate = false;

/**
 * The pricing page (English). Its translations in content/i18n/<locale>/pages/pricing.tsx differ
 * only in title and description: the page itself reads its words from its `locale`.
 */
import { pricingMeta } from './_pricing/copy';

export { default } from './_pricing/PricingPage';

export const frontMatter = pricingMeta('en');

/** Nothing on this page reacts to the reader: it ships no script of its own. */
export const hydrate = false;

/**
 * The pricing page (English). Its translations in content/i18n/<locale>/pages/pricing.tsx differ
 * only in title and description: the page itself reads its words from its `locale`.
 */
import { pricingMeta } from './_pricing/copy';

export { default } from './_pricing/PricingPage';

export const frontMatter = pricingMeta('en');

/** The pricing page (English); its translations in content/i18n/<locale>/pages/pricing.tsx differ only in title and description. */
import { pricingMeta } from './_pricing/copy';

export { default } from './_pricing/PricingPage';

export const frontMatter = pricingMeta('en');

/** The pricing page in this locale: the shared page, with its title and description translated. */
import { pricingMeta } from '../../../pages/_pricing/copy';

export { default } from '../../../pages/_pricing/PricingPage';

export const frontMatter = pricingMeta('fr');

/** The pricing page's words: their shape, and the lookup by locale (English if none exists). */
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { id } from './locales/id';
import { ja } from './locales/ja';
import { zhHans } from './locales/zh-Hans';
import type { PlanId } from './plans';

export interface PlanCopy {
  name: string;
  /** Who the plan is for, in one line. */
  summary: string;
  /** After the price: "/ month", "forever". */
  period: string;
  cta: string;
}

/** Lines of a cloud plan's card; `{n}` is replaced by the figure, formatted for the locale. */
export interface LimitCopy {
  websites: string;
  websitesUnlimited: string;
  websiteEvents: string;
  monitorRuns: string;
  surveys: string;
  surveysUnlimited: string;
  feedChannels: string;
  feedChannelsUnlimited: string;
  feedEvents: string;
  priorityFeatures: string;
  support: { community: string; discord: string; email: string };
}

export interface Faq {
  question: string;
  answer: string;
  /** A link after the answer: `href` is a path under the locale root, or another site's address. */
  link?: { label: string; href: string };
}

export interface PricingCopy {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  lead: string;
  plansLabel: string;
  selfGroup: string;
  cloudGroup: string;
  highlightBadge: string;
  plans: Record<PlanId, PlanCopy>;
  selfFeatures: string[];
  limits: LimitCopy;
  priceNote: string;
  unlimitedNote: string;
  faqTitle: string;
  faqs: Faq[];
  closingTitle: string;
  closingBody: string;
  closingDocs: string;
  closingCloud: string;
}

const copies: Record<string, PricingCopy> = { en, fr, de, id, ja, 'zh-Hans': zhHans };

export function pricingCopy(locale: string): PricingCopy {
  return copies[locale] ?? en;
}

/** Title and description of the pricing page in one locale, for the page module's `frontMatter`. */
export function pricingMeta(locale: string): { title: string; description: string } {
  const copy = pricingCopy(locale);
  return { title: copy.title, description: copy.description };
}

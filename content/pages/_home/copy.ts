/** The home page's words: their shape, and the lookup by locale (English if a locale has none). */
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { id } from './locales/id';
import { ja } from './locales/ja';
import { zhHans } from './locales/zh-Hans';

export type FeatureId =
  'analytics' | 'uptime' | 'server' | 'feed' | 'survey' | 'ai' | 'telemetry' | 'api';
export type FactId = 'license' | 'compose' | 'cookies' | 'helm';

export interface FeatureCopy {
  id: FeatureId;
  title: string;
  body: string;
  /** Path under the locale root. */
  link: string;
}

export interface FactCopy {
  id: FactId;
  title: string;
  body: string;
}

/** Labels drawn inside the product illustration, and the sentence describing it to readers. */
export interface VisualCopy {
  label: string;
  visitors: string;
  range: string;
  pageViews: string;
  topPages: string;
  monitors: string;
  servers: string;
  cpu: string;
  memory: string;
  disk: string;
}

export interface HomeCopy {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  lead: string;
  start: string;
  cloud: string;
  github: string;
  visual: VisualCopy;
  factsTitle: string;
  facts: FactCopy[];
  featuresTitle: string;
  featuresLead: string;
  features: FeatureCopy[];
  runTitle: string;
  runLead: string;
  selfHostTitle: string;
  selfHostBody: string;
  /** Comment lines of the shell snippet: after the download, and after the start. */
  snippetSecret: string;
  snippetOpen: string;
  selfHostLink: string;
  cloudTitle: string;
  cloudBody: string;
  cloudPoints: string[];
  cloudCta: string;
  pricingLink: string;
  closingTitle: string;
  closingBody: string;
}

const copies: Record<string, HomeCopy> = { en, fr, de, id, ja, 'zh-Hans': zhHans };

export function homeCopy(locale: string): HomeCopy {
  return copies[locale] ?? en;
}

/** Title and description of the home page in one locale, for the page module's `frontMatter`. */
export function homeMeta(locale: string): { title: string; description: string } {
  const copy = homeCopy(locale);
  return { title: copy.title, description: copy.description };
}

/**
 * The plans and their figures, in one place for every locale. The cloud limits and prices are
 * those of Tianji's own billing code (monthly quotas per workspace; -1 means no limit).
 */
export type PlanId = 'self' | 'free' | 'pro' | 'team';

export interface CloudLimits {
  websites: number;
  websiteEvents: number;
  monitorRuns: number;
  surveys: number;
  feedChannels: number;
  feedEvents: number;
}

export interface Plan {
  id: PlanId;
  /** US dollars a month. */
  price: number;
  /** Quotas of a cloud plan; the self-hosted edition has none. */
  limits?: CloudLimits;
  priorityFeatures: boolean;
  support: 'community' | 'discord' | 'email';
  /** The plan the page draws attention to. */
  highlighted: boolean;
}

export const UNLIMITED = -1;

export const PLANS: Plan[] = [
  { id: 'self', price: 0, priorityFeatures: false, support: 'community', highlighted: false },
  {
    id: 'free',
    price: 0,
    limits: {
      websites: 3,
      websiteEvents: 100_000,
      monitorRuns: 100_000,
      surveys: 3,
      feedChannels: 3,
      feedEvents: 10_000,
    },
    priorityFeatures: false,
    support: 'discord',
    highlighted: false,
  },
  {
    id: 'pro',
    price: 19.99,
    limits: {
      websites: 10,
      websiteEvents: 1_000_000,
      monitorRuns: 1_000_000,
      surveys: 20,
      feedChannels: 20,
      feedEvents: 100_000,
    },
    priorityFeatures: true,
    support: 'discord',
    highlighted: true,
  },
  {
    id: 'team',
    price: 99.99,
    limits: {
      websites: UNLIMITED,
      websiteEvents: 20_000_000,
      monitorRuns: 20_000_000,
      surveys: UNLIMITED,
      feedChannels: UNLIMITED,
      feedEvents: 1_000_000,
    },
    priorityFeatures: true,
    support: 'email',
    highlighted: false,
  },
];

/** Where each plan's button leads: a path under the locale root (install guide), or the app. */
export const PLAN_TARGETS: Record<PlanId, string> = {
  self: 'docs/install/docker-monitoring',
  free: 'https://app.tianji.dev/',
  pro: 'https://app.tianji.dev/',
  team: 'https://app.tianji.dev/',
};

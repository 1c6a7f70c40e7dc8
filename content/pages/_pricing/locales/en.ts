/** The pricing page in English. */
import type { PricingCopy } from '../copy';

export const en: PricingCopy = {
  title: 'Pricing',
  description:
    'Compare the free self-hosted edition of Tianji with the Free, Pro and Team plans of the hosted Tianji Cloud service.',
  eyebrow: 'Pricing',
  headline: 'Free on your own server. Hosted when you would rather not run one.',
  lead:
    'Both editions run the same open-source code with the same features. The cloud plans differ only in how much data a workspace may send each month.',
  plansLabel: 'Plans',
  selfGroup: 'Open source',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: 'Recommended',
  plans: {
    self: { name: 'Self-hosted', summary: 'For teams that want their data on their own machines.', period: 'forever', cta: 'Install with Docker' },
    free: { name: 'Cloud Free', summary: 'For trying Tianji and for small side projects.', period: '/ month', cta: 'Start for free' },
    pro: { name: 'Cloud Pro', summary: 'For most products and growing teams.', period: '/ month', cta: 'Choose Pro' },
    team: { name: 'Cloud Team', summary: 'For busy sites and many projects.', period: '/ month', cta: 'Choose Team' },
  },
  selfFeatures: [
    'Every feature, with no quotas',
    'Unlimited websites, monitors and events',
    'Your data never leaves your server',
    'AI features with your own model provider key',
    'Community support on GitHub and Discord',
  ],
  limits: {
    websites: 'Up to {n} websites',
    websitesUnlimited: 'Unlimited websites',
    websiteEvents: '{n} website events a month',
    monitorRuns: '{n} monitor checks a month',
    surveys: 'Up to {n} surveys',
    surveysUnlimited: 'Unlimited surveys',
    feedChannels: 'Up to {n} feed channels',
    feedChannelsUnlimited: 'Unlimited feed channels',
    feedEvents: '{n} feed events a month',
    priorityFeatures: 'Priority access to advanced features',
    support: { community: 'Community support', discord: 'Support in the Discord community', email: 'Priority e-mail support' },
  },
  priceNote:
    'Prices in US dollars, as listed in the plan picker of the cloud app at the time of writing. Check the app for current prices, taxes and currencies before you subscribe.',
  unlimitedNote:
    'Self-hosted means no quota at all: the only limits are your hardware and your database.',
  faqTitle: 'Frequently asked questions',
  faqs: [
    {
      question: 'Is the self-hosted edition really free?',
      answer: 'Yes. There is no licence key, no feature gate and no usage cap, and the same code powers Tianji Cloud. You pay only for the machine you run it on.',
      link: { label: 'Docker Compose installation guide', href: 'docs/install/docker-monitoring' },
    },
    {
      question: 'Are plans per user or per workspace?',
      answer: 'Per workspace. Each workspace has its own plan and its own monthly usage, and you can invite as many members into it as you need.',
    },
    {
      question: 'What happens when a cloud workspace goes over its limits?',
      answer: 'Usage is counted per calendar month. A workspace that exceeds one of its limits is paused and stops accepting new data until usage is back within the limits, either because a new month has started or because you moved to a larger plan.',
    },
    {
      question: 'What counts as a monitor check?',
      answer: 'Each check a monitor performs counts once. A monitor that runs every 60 seconds performs about 43,200 checks in a 30-day month, so the Free plan covers roughly two of them; checking less often stretches the quota further.',
    },
    {
      question: 'How do I see my current usage?',
      answer: 'The billing section of the workspace settings shows this month’s counters next to the limits of your plan.',
    },
    {
      question: 'How do AI features work on the cloud?',
      answer: 'AI features, such as classifying or translating survey answers, draw on a credit balance attached to the workspace; credit packs are sold in the billing settings. On your own server you connect your own model provider instead.',
    },
    {
      question: 'How is payment handled?',
      answer: 'Subscriptions and credit purchases go through Lemon Squeezy’s checkout, so Tianji never sees your full card number. You can change or cancel your plan from the billing settings at any time.',
    },
    {
      question: 'Can I move from the cloud to my own server later?',
      answer: 'Yes. Both editions run the same software, so you can install Tianji yourself at any time and point your tracking script at your own domain. Ask in the repository if you need help moving data.',
      link: { label: 'Tianji on GitHub', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: 'Where can I see what changed in each version?',
      answer: 'Every release is listed in the changelog.',
      link: { label: 'Changelog', href: 'changelog' },
    },
  ],
  closingTitle: 'Still deciding?',
  closingBody: 'Start on the free cloud plan in a minute, or read how to run Tianji on your own server.',
  closingDocs: 'Read the docs',
  closingCloud: 'Open Tianji Cloud',
};

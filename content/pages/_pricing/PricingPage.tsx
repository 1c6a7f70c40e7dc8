/**
 * The pricing page: one card per plan (self-hosted and the three cloud plans), the notes on
 * prices and quotas, and the questions buyers ask.
 */
import { pricingCopy, type LimitCopy } from './copy';
import { PLANS, PLAN_TARGETS, UNLIMITED, type CloudLimits, type Plan } from './plans';
import './pricing.css';

interface PricingProps {
  locale: string;
  localeBase: string;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function price(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

/** The lines of a cloud plan's card, each figure written for the locale ("1M", "100 rb"). */
function limitLines(locale: string, limits: CloudLimits, words: LimitCopy): string[] {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const line = (template: string, n: number) => template.replace('{n}', compact.format(n));
  const capped = (template: string, unlimited: string, n: number) =>
    n === UNLIMITED ? unlimited : line(template, n);
  return [
    capped(words.websites, words.websitesUnlimited, limits.websites),
    line(words.websiteEvents, limits.websiteEvents),
    line(words.monitorRuns, limits.monitorRuns),
    capped(words.surveys, words.surveysUnlimited, limits.surveys),
    capped(words.feedChannels, words.feedChannelsUnlimited, limits.feedChannels),
    line(words.feedEvents, limits.feedEvents),
  ];
}

/** Link attributes for a path under the locale root, or for another site (opened in a new tab). */
function linkTo(localeBase: string, address: string) {
  return /^https?:/.test(address)
    ? { href: address, ...external }
    : { href: `${localeBase}${address}` };
}

export default function PricingPage({ locale, localeBase }: PricingProps) {
  const copy = pricingCopy(locale);
  const features = (plan: Plan) => [
    ...(plan.limits ? limitLines(locale, plan.limits, copy.limits) : copy.selfFeatures),
    ...(plan.priorityFeatures ? [copy.limits.priorityFeatures] : []),
    ...(plan.limits ? [copy.limits.support[plan.support]] : []),
  ];
  return (
    <div className="pricing">
      <header className="pricing-hero">
        <p className="pricing-eyebrow">{copy.eyebrow}</p>
        <h1 className="pricing-headline">{copy.headline}</h1>
        <p className="pricing-lead">{copy.lead}</p>
      </header>

      <section aria-label={copy.plansLabel}>
        <ul className="pricing-plans">
          {PLANS.map((plan) => {
            const words = copy.plans[plan.id];
            return (
              <li
                key={plan.id}
                className={`pricing-plan${plan.highlighted ? ' pricing-plan-highlighted' : ''}`}
                data-plan={plan.id}
              >
                <p className="pricing-group">
                  {plan.limits ? copy.cloudGroup : copy.selfGroup}
                  {plan.highlighted && <span className="pricing-badge">{copy.highlightBadge}</span>}
                </p>
                <h2 className="pricing-name">{words.name}</h2>
                <p className="pricing-summary">{words.summary}</p>
                <p className="pricing-price">
                  <span className="pricing-amount">{price(locale, plan.price)}</span>{' '}
                  <span className="pricing-period">{words.period}</span>
                </p>
                <a
                  className={`button pricing-cta${plan.highlighted ? ' button-primary' : ''}`}
                  {...linkTo(localeBase, PLAN_TARGETS[plan.id])}
                >
                  {words.cta}
                </a>
                <ul className="pricing-features">
                  {features(plan).map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="pricing-note">
          {copy.priceNote} {copy.unlimitedNote}
        </p>
      </section>

      <section className="pricing-faq" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq" className="pricing-section-title">
          {copy.faqTitle}
        </h2>
        {copy.faqs.map((faq) => (
          <details key={faq.question} className="pricing-question">
            <summary>
              <h3>{faq.question}</h3>
            </summary>
            <p>
              {faq.answer}
              {faq.link && (
                <>
                  {' '}
                  <a {...linkTo(localeBase, faq.link.href)}>{faq.link.label} →</a>
                </>
              )}
            </p>
          </details>
        ))}
      </section>

      <section className="pricing-closing" aria-labelledby="pricing-closing">
        <h2 id="pricing-closing" className="pricing-section-title">
          {copy.closingTitle}
        </h2>
        <p>{copy.closingBody}</p>
        <div className="pricing-actions">
          <a className="button button-primary" {...linkTo(localeBase, PLAN_TARGETS.free)}>
            {copy.closingCloud}
          </a>
          <a className="button" href={`${localeBase}docs/intro`}>
            {copy.closingDocs}
          </a>
        </div>
      </section>
    </div>
  );
}

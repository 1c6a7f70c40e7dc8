/**
 * The home page: the promise and a picture of the product, the facts behind it, its feature
 * areas, and the two ways to start (own server or cloud).
 */
import { homeCopy } from './copy';
import { Icon } from './icons';
import { ProductShot } from './ProductShot';
import './home.css';

interface HomeProps {
  locale: string;
  localeBase: string;
}

const GITHUB = 'https://github.com/msgbyte/tianji';
const CLOUD = 'https://app.tianji.dev/';
const COMPOSE_URL = 'https://raw.githubusercontent.com/msgbyte/tianji/master/docker-compose.yml';

/** Opens another site in a new tab. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export default function HomePage({ locale, localeBase }: HomeProps) {
  const copy = homeCopy(locale);
  const snippet = [
    `wget ${COMPOSE_URL}`,
    `# ${copy.snippetSecret}`,
    'docker compose up -d',
    `# ${copy.snippetOpen}`,
  ];
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero-text">
          <p className="home-eyebrow">{copy.eyebrow}</p>
          <h1 className="home-headline">{copy.headline}</h1>
          <p className="home-lead">{copy.lead}</p>
          <div className="home-actions">
            <a
              className="button button-primary home-cta"
              href={`${localeBase}docs/install/docker-monitoring`}
            >
              {copy.start}
            </a>
            <a className="button home-cta" href={CLOUD} {...external}>
              {copy.cloud}
            </a>
          </div>
          <a className="home-source" href={GITHUB} {...external}>
            {copy.github} →
          </a>
        </div>
        <div className="home-hero-visual">
          <ProductShot copy={copy.visual} />
        </div>
      </section>

      <section className="home-facts" aria-labelledby="home-facts">
        <h2 id="home-facts" className="home-kicker">
          {copy.factsTitle}
        </h2>
        <ul className="home-fact-list">
          {copy.facts.map((fact) => (
            <li key={fact.id} className="home-fact">
              <span className="home-icon-box">
                <Icon name={fact.id} />
              </span>
              <span>
                <strong>{fact.title}</strong>
                <span className="home-fact-body">{fact.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="home-section-title">
          {copy.featuresTitle}
        </h2>
        <p className="home-section-lead">{copy.featuresLead}</p>
        <ul className="home-features">
          {copy.features.map((feature) => (
            <li key={feature.id} className="home-feature">
              <span className="home-icon-box">
                <Icon name={feature.id} />
              </span>
              <h3>
                <a href={`${localeBase}${feature.link}`}>{feature.title}</a>
              </h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-run">
        <h2 id="home-run" className="home-section-title">
          {copy.runTitle}
        </h2>
        <p className="home-section-lead">{copy.runLead}</p>
        <div className="home-run">
          <div className="home-run-card">
            <h3>{copy.selfHostTitle}</h3>
            <p>{copy.selfHostBody}</p>
            <pre className="home-code" tabIndex={0}>
              <code>
                {snippet.map((line) => (
                  <span
                    key={line}
                    className={line.startsWith('#') ? 'home-code-comment' : undefined}
                  >
                    {line}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
            <a className="home-run-link" href={`${localeBase}docs/install/docker-monitoring`}>
              {copy.selfHostLink} →
            </a>
          </div>
          <div className="home-run-card home-run-cloud">
            <h3>{copy.cloudTitle}</h3>
            <p>{copy.cloudBody}</p>
            <ul className="home-checks">
              {copy.cloudPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <div className="home-run-actions">
              <a className="button button-primary" href={CLOUD} {...external}>
                {copy.cloudCta}
              </a>
              <a className="home-run-link" href={`${localeBase}pricing`}>
                {copy.pricingLink} →
              </a>
            </div>
          </div>
        </div>
      </section>

      <section className="home-section home-closing" aria-labelledby="home-closing">
        <h2 id="home-closing" className="home-section-title">
          {copy.closingTitle}
        </h2>
        <p className="home-section-lead">{copy.closingBody}</p>
        <div className="home-actions">
          <a
            className="button button-primary home-cta"
            href={`${localeBase}docs/install/docker-monitoring`}
          >
            {copy.start}
          </a>
          <a className="button home-cta" href={GITHUB} {...external}>
            {copy.github}
          </a>
        </div>
      </section>
    </div>
  );
}

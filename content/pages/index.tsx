/** The home page: the product's promise, its feature areas, and the ways to start. */
import { homeCopy } from './_home/copy';
import './_home/home.css';

interface HomeProps {
  locale: string;
  localeBase: string;
}

export const frontMatter = {
  title: 'Tianji',
  description: homeCopy('en').description,
};

const GITHUB = 'https://github.com/msgbyte/tianji';
const CLOUD = 'https://app.tianji.dev/';

const COMPOSE = `wget https://raw.githubusercontent.com/msgbyte/tianji/master/docker-compose.yml
# set JWT_SECRET in docker-compose.yml, then:
docker compose up -d
# open http://localhost:12345 (admin / admin) and change the password`;

export default function Home({ locale, localeBase }: HomeProps) {
  const copy = homeCopy(locale);
  return (
    <div className="home">
      <section className="home-hero">
        <p className="home-eyebrow">{copy.eyebrow}</p>
        <h1 className="home-headline">{copy.headline}</h1>
        <p className="home-lead">{copy.lead}</p>
        <div className="home-actions">
          <a className="button button-primary" href={`${localeBase}docs/intro`}>
            {copy.start}
          </a>
          <a className="button" href={CLOUD} target="_blank" rel="noopener noreferrer">
            {copy.cloud}
          </a>
          <a className="button" href={GITHUB} target="_blank" rel="noopener noreferrer">
            {copy.github}
          </a>
        </div>
      </section>
      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="home-section-title">
          {copy.featuresTitle}
        </h2>
        <p className="home-section-lead">{copy.featuresLead}</p>
        <ul className="home-features">
          {copy.features.map((feature) => (
            <li key={feature.id} className={`home-feature home-feature-${feature.id}`}>
              <h3>
                <a href={`${localeBase}${feature.link}`}>{feature.title}</a>
              </h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section home-selfhost" aria-labelledby="home-selfhost">
        <div>
          <h2 id="home-selfhost" className="home-section-title">
            {copy.selfHostTitle}
          </h2>
          <p className="home-section-lead">{copy.selfHostBody}</p>
          <a href={`${localeBase}docs/install/docker-monitoring`}>{copy.selfHostLink} →</a>
        </div>
        <pre className="home-code" tabIndex={0}>
          <code>{COMPOSE}</code>
        </pre>
      </section>
      <section className="home-section home-closing">
        <h2 className="home-section-title">{copy.closingTitle}</h2>
        <p className="home-section-lead">{copy.closingBody}</p>
        <a className="button button-primary" href={`${localeBase}docs/intro`}>
          {copy.start}
        </a>
      </section>
    </div>
  );
}

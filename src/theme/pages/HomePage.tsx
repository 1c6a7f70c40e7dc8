import type { PageData } from '../types.js';

/** The home page made for a site whose content has none: its title, tagline and sections. */
export function HomePage({ page }: { page: PageData }) {
  const sections = page.cards ?? [];
  return (
    <div className="page-layout generated-home">
      <article className="page-article">
        <h1 className="page-title">{page.title}</h1>
        {page.description && <p className="generated-home-tagline">{page.description}</p>}
        {sections.length > 0 && (
          <p className="generated-home-actions">
            {sections.map((section, i) => (
              <a
                key={section.href}
                className={i === 0 ? 'button button-primary' : 'button'}
                href={section.href}
              >
                {section.label}
              </a>
            ))}
          </p>
        )}
      </article>
    </div>
  );
}

import type { PageData } from '../types.js';
import { overridable } from '../overridable.js';

/** The home page made for a site whose content has none: its title, tagline and sections. */
export interface HomePageProps {
  page: PageData;
}

function HomePageOriginal({ page }: HomePageProps) {
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

/** Replaceable by a site's `src/theme/HomePage.tsx` (see overridable.tsx). */
export const HomePage = /* @__PURE__ */ overridable('HomePage', HomePageOriginal);

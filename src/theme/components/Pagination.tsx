/** Previous / next links at the bottom of a doc, with Docusaurus's class names for a site's CSS. */
import { useT } from '../i18n.js';
import type { NavLink } from '../types.js';
import { overridable } from '../overridable.js';

export interface PaginationProps {
  previous?: NavLink;
  next?: NavLink;
}

function PaginationOriginal({ previous, next }: PaginationProps) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className="pagination pagination-nav" aria-label={t('docs.pagination')}>
      {previous ? (
        <a
          className="pagination-link pagination-prev pagination-nav__link pagination-nav__link--prev"
          href={previous.href}
          rel="prev"
        >
          <span className="pagination-sub pagination-nav__sublabel">{t('docs.previous')}</span>
          <span className="pagination-label pagination-nav__label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a
          className="pagination-link pagination-next pagination-nav__link pagination-nav__link--next"
          href={next.href}
          rel="next"
        >
          <span className="pagination-sub pagination-nav__sublabel">{t('docs.next')}</span>
          <span className="pagination-label pagination-nav__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}

/** Replaceable by a site's `src/theme/Pagination.tsx` (see overridable.tsx). */
/** Docusaurus's name for it (`@theme/DocPaginator`) replaces it too. */
export const Pagination = /* @__PURE__ */ overridable(
  'DocPaginator',
  /* @__PURE__ */ overridable('Pagination', PaginationOriginal),
);

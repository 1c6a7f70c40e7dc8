/** Where a doc sits in its sidebar, with Docusaurus's class names beside sitegen's for a site's CSS. */
import { useT } from '../i18n.js';
import type { NavLink } from '../types.js';
import { HomeIcon } from './Icons.js';
import { overridable } from '../overridable.js';

export interface BreadcrumbsProps {
  home: string;
  trail: NavLink[];
  current: string;
}

function BreadcrumbsOriginal({ home, trail, current }: BreadcrumbsProps) {
  const t = useT();
  return (
    <nav className="breadcrumbs theme-doc-breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <ol>
        <li className="breadcrumbs__item">
          <a
            href={home}
            className="breadcrumbs-home breadcrumbs__link"
            aria-label={t('docs.homePage')}
          >
            <HomeIcon />
          </a>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label} className="breadcrumbs__item">
            {crumb.href ? (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** Replaceable by a site's `src/theme/Breadcrumbs.tsx` (see overridable.tsx). */
/** Docusaurus's name for it (`@theme/DocBreadcrumbs`) replaces it too. */
export const Breadcrumbs = /* @__PURE__ */ overridable(
  'DocBreadcrumbs',
  /* @__PURE__ */ overridable('Breadcrumbs', BreadcrumbsOriginal),
);

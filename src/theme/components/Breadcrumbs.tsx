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
    <nav className="breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <ol>
        <li>
          <a href={home} className="breadcrumbs-home" aria-label={t('docs.homePage')}>
            <HomeIcon />
          </a>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
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

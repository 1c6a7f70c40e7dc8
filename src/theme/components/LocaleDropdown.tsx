/**
 * Links to the current page in every locale. The server writes the path; the browser runtime
 * adds the query string and hash from `location`.
 */
import { pathInLocale } from '../../routes/urls.js';
import { useT } from '../i18n.js';
import type { LocaleLink } from '../types.js';
import { GlobeIcon } from './Icons.js';

export function LocaleDropdown({ locales, current, currentBase, path }: { locales: LocaleLink[]; current: string; currentBase: string; path: string }) {
  const t = useT();
  const active = locales.find((l) => l.id === current);
  return (
    <details className="dropdown locale-dropdown">
      <summary className="navbar-link">
        <GlobeIcon />
        <span className="sr-only">{t('navbar.languages')}: </span>
        <span>{active?.label ?? current}</span>
      </summary>
      <ul className="dropdown-menu">
        {locales.map((locale) => (
          <li key={locale.id}>
            <a
              className={locale.id === current ? 'dropdown-link active' : 'dropdown-link'}
              href={pathInLocale(path, currentBase, locale.base)}
              hrefLang={locale.htmlLang}
              lang={locale.htmlLang}
              data-locale-base={locale.base}
              aria-current={locale.id === current ? 'true' : undefined}
            >
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Links to the current page in every locale, keeping the query string and hash. The server writes
 * the path; an inline script adds `location.search` and `location.hash` before hydration, and the
 * hydrated component keeps them current.
 */
import { pathInLocale } from '../../shared/index.js';
import { useDisclosure, useHydrated, useLocationSuffix } from '../hooks.js';
import { useT } from '../i18n.js';
import type { LocaleLink } from '../types.js';
import { GlobeIcon } from './Icons.js';
import { overridable } from '../overridable.js';

interface LocaleProps {
  locales: LocaleLink[];
  current: string;
  currentBase: string;
  path: string;
}

/** One list item per locale, linking to this page there (the navbar's "more" menu lists them too). */
export function LocaleLinks({ locales, current, currentBase, path }: LocaleProps) {
  const suffix = useLocationSuffix(path);
  return (
    <>
      {locales.map((locale) => (
        <li key={locale.id}>
          <a
            className={locale.id === current ? 'dropdown-link active' : 'dropdown-link'}
            href={pathInLocale(path, currentBase, locale.base) + suffix}
            hrefLang={locale.htmlLang}
            lang={locale.htmlLang}
            data-locale-base={locale.base}
            aria-current={locale.id === current ? 'true' : undefined}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </>
  );
}

export type LocaleDropdownProps = LocaleProps;

function LocaleDropdownOriginal({ locales, current, currentBase, path }: LocaleDropdownProps) {
  const t = useT();
  const hydrated = useHydrated();
  const menu = useDisclosure(path);
  const active = locales.find((l) => l.id === current);
  return (
    <details className="dropdown locale-dropdown" ref={menu.ref} open={menu.open}>
      <summary
        className="navbar-link"
        aria-expanded={hydrated ? menu.open : undefined}
        onClick={menu.onSummaryClick}
      >
        <GlobeIcon />
        <span className="sr-only">{t('navbar.languages')}: </span>
        <span>{active?.label ?? current}</span>
      </summary>
      <ul className="dropdown-menu">
        <LocaleLinks locales={locales} current={current} currentBase={currentBase} path={path} />
      </ul>
    </details>
  );
}

/** Replaceable by a site's `src/theme/LocaleDropdown.tsx` (see overridable.tsx). */
export const LocaleDropdown = /* @__PURE__ */ overridable('LocaleDropdown', LocaleDropdownOriginal);

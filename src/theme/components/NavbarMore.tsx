/**
 * The navbar's "more" menu. Between the desktop breakpoint and the width at which every item fits
 * on one line (navbar.css), the items on the right (external links, the languages) move into this
 * dropdown, so the navbar never runs wider than the window. A native <details> works without
 * JavaScript; hydrated, it closes on Escape, an outside click and navigation like the others.
 */
import { useId } from 'react';
import { useDisclosure, useHydrated } from '../hooks.js';
import { useT } from '../i18n.js';
import type { LocaleLink, ThemeLink } from '../types.js';
import { MoreIcon } from './Icons.js';
import { LocaleLinks } from './LocaleDropdown.js';
import { SmartLink } from './SmartLink.js';

interface NavbarMoreProps {
  items: ThemeLink[];
  /** The locales, when the site has more than one. */
  locales?: { list: LocaleLink[]; current: string; currentBase: string };
  path: string;
}

export function NavbarMore({ items, locales, path }: NavbarMoreProps) {
  const t = useT();
  const hydrated = useHydrated();
  const menu = useDisclosure(path);
  const languagesId = useId();
  return (
    <details className="dropdown navbar-more" ref={menu.ref} open={menu.open}>
      <summary
        className="navbar-link"
        aria-label={t('navbar.more')}
        aria-expanded={hydrated ? menu.open : undefined}
        onClick={menu.onSummaryClick}
      >
        <MoreIcon />
      </summary>
      <div className="dropdown-menu">
        {items.length > 0 && (
          <ul>
            {items.map((item, i) => (
              <li key={i}>
                <SmartLink link={item} className="dropdown-link" />
              </li>
            ))}
          </ul>
        )}
        {locales && (
          <>
            <p className="navbar-more-title" id={languagesId}>
              {t('navbar.languages')}
            </p>
            <ul aria-labelledby={languagesId}>
              <LocaleLinks
                locales={locales.list}
                current={locales.current}
                currentBase={locales.currentBase}
                path={path}
              />
            </ul>
          </>
        )}
      </div>
    </details>
  );
}

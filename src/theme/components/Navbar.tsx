/**
 * The navbar: logo and title, config items, locale dropdown, colour-mode switch (when allowed).
 * A search button opens the search dialog. Where the window is too narrow for every item on one
 * line, the items on the right move into a "more" menu (NavbarMore); if they still do not fit
 * (measured: navbarFit.ts), the navbar collapses as below the desktop breakpoint, where the items
 * move into a menu panel: a native <details> without JavaScript; once hydrated, a menu with
 * aria-expanded, a focus trap, Escape to close, and closing on navigation.
 *
 * On docs pages the hydrated menu also holds the docs sidebar: a copy of the page's sidebar column
 * (hidden at that width), made each time the menu opens, so a page carries the sidebar only once.
 * Without JavaScript the column itself is shown after the page's content instead (layout.css).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DOC_SIDEBAR_CLASS, MENU_SIDEBAR_CLASS } from '../dom.js';
import {
  useDisclosure,
  useFocusTrap,
  useHideOnScroll,
  useHydrated,
  usePreferredVersions,
} from '../hooks.js';
import { useT } from '../i18n.js';
import { useNavbarCrowded } from '../navbarFit.js';
import { preferredHref } from '../docsVersions.js';
import type { ClientShell, NavbarItemView, ThemeLink } from '../types.js';
import { DocsVersionGroup, DocsVersionMenu } from './DocsVersionMenu.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './Icons.js';
import { SearchButton } from './SearchButton.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarMore } from './NavbarMore.js';
import { activeNavbarItems } from '../navbarActive.js';
import { SmartLink } from './SmartLink.js';
import { overridable } from '../overridable.js';

const DESKTOP_QUERY = '(min-width: 997px)';

export interface NavbarProps {
  shell: ClientShell;
  path: string;
  /** The docs sidebar the page shows (`PageData.docSidebar`), if any. */
  docSidebar?: string;
  /** The page has a <main> of its own (`PageView.ownMain`). */
  ownMain?: boolean;
}

function NavbarOriginal({ shell, path, docSidebar, ownMain }: NavbarProps) {
  const t = useT();
  const hydrated = useHydrated();
  const menu = useDisclosure(path);
  const { open, close } = menu;
  const [sidebarHtml, setSidebarHtml] = useState('');
  // Before paint, so the menu never shows without the sidebar; the column holds its current state
  // (the current page, categories opened or closed).
  useLayoutEffect(() => {
    if (open) setSidebarHtml(document.querySelector(`.${DOC_SIDEBAR_CLASS}`)?.innerHTML ?? '');
  }, [open]);
  const hidden = useHideOnScroll(shell.navbar.hideOnScroll) && !open;
  const row = useRef<HTMLElement>(null);
  const crowded = useNavbarCrowded(row);
  useFocusTrap(menu.ref, open);
  useEffect(() => {
    document.documentElement.classList.toggle('menu-open', open);
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && close(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  // Links into the docs lead to the version the page is in, else to the reader's preferred one.
  const preferred = usePreferredVersions(shell.docsVersions);
  const versions = shell.docsVersions;
  const withVersion = <T extends ThemeLink>(link: T): T =>
    versions ? { ...link, href: preferredHref(link.href, versions, path, preferred) } : link;
  const items = shell.navbar.items.map((item): NavbarItemView => ({
    ...withVersion(item),
    ...(item.items && { items: item.items.map(withVersion) }),
  }));
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  // A version menu and a social icon are narrow: they stay in the row when the others move into "More".
  const narrow = (item: NavbarItemView) =>
    item.versionMenu !== undefined || item.iconHtml !== undefined;
  const wide = right.filter((item) => !narrow(item));
  const keyOf = (item: NavbarItemView) =>
    item.versionMenu === undefined ? item.label : `versions:${item.versionMenu}`;
  const active = activeNavbarItems(items, path, docSidebar, shell.localeBase);
  const isActive = (item: NavbarItemView) => active[items.indexOf(item)] === true;
  // Docusaurus's class names beside sitegen's, for a site's CSS (Infima's own rules for them are
  // not bundled: emit/infimaCss.ts); in the menu panel its items are Docusaurus's menu links.
  const itemClass = (item: NavbarItemView) =>
    isActive(item)
      ? 'navbar-link active navbar__item navbar__link navbar__link--active'
      : 'navbar-link navbar__item navbar__link';
  const panelClass = (active: boolean) =>
    active ? 'navbar-link active menu__link menu__link--active' : 'navbar-link menu__link';
  const barItem = (item: NavbarItemView) =>
    item.versionMenu !== undefined ? (
      <DocsVersionMenu
        docsVersions={versions ?? []}
        section={item.versionMenu}
        path={path}
        extra={item.items}
      />
    ) : item.items ? (
      <NavbarDropdown
        label={item.label}
        labelHtml={item.labelHtml}
        className={item.className}
        items={item.items}
        path={path}
      />
    ) : (
      <SmartLink link={item} className={itemClass(item)} />
    );
  const localeDropdown =
    shell.locales.length > 1 ? (
      <LocaleDropdown
        locales={shell.locales}
        current={shell.locale}
        currentBase={shell.localeBase}
        path={path}
      />
    ) : null;
  const moreLocales = { list: shell.locales, current: shell.locale, currentBase: shell.localeBase };
  const colorToggle = shell.colorMode.disableSwitch ? null : (
    <ColorModeToggle colorMode={shell.colorMode} />
  );
  // A page that brings its own landmarks (a Docusaurus page: its <main>, maybe a <header> hero)
  // gets a navbar that is no banner, as Docusaurus's is not: its <nav> remains.
  const Frame = ownMain ? 'div' : 'header';
  return (
    <Frame
      className={hidden ? 'navbar theme-layout-navbar navbar-hidden' : 'navbar theme-layout-navbar'}
      data-hide-on-scroll={shell.navbar.hideOnScroll ? '' : undefined}
      data-crowded={crowded ? '' : undefined}
    >
      <nav className="navbar-inner navbar__inner" aria-label={t('navbar.mainLabel')} ref={row}>
        <details className="navbar-mobile" ref={menu.ref} open={open}>
          <summary
            className="navbar-toggle navbar__toggle"
            aria-label={t('navbar.toggleMenu')}
            aria-expanded={hydrated ? open : undefined}
            onClick={menu.onSummaryClick}
          >
            <MenuIcon />
          </summary>
          {/* A click on a link inside closes the menu, also for links to a #section of this page. */}
          <div
            className="navbar-panel"
            onClick={(event) => (event.target as Element).closest('a') && close(false)}
          >
            <ul className="navbar-panel-links">
              {items.map((item, i) => (
                <li key={i} className={item.items ? item.className : undefined}>
                  {item.versionMenu !== undefined ? (
                    <DocsVersionGroup
                      docsVersions={versions ?? []}
                      section={item.versionMenu}
                      path={path}
                      extra={item.items}
                      headingClass="navbar-panel-group"
                      linkClass="navbar-link"
                    />
                  ) : item.items ? (
                    // A dropdown's links, under its label.
                    <>
                      <span className="navbar-panel-group">{item.label}</span>
                      <ul>
                        {item.items.map((child, j) => (
                          <li key={j}>
                            <SmartLink link={child} className={panelClass(child.href === path)} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <SmartLink link={item} className={panelClass(isActive(item))} />
                  )}
                </li>
              ))}
            </ul>
            {localeDropdown}
            {colorToggle}
            {open && sidebarHtml && (
              <div
                className={MENU_SIDEBAR_CLASS}
                dangerouslySetInnerHTML={{ __html: sidebarHtml }}
              />
            )}
          </div>
        </details>
        <a className="navbar-brand navbar__brand" href={shell.localeBase}>
          {/* The title beside it names the link, so the logo is decorative. */}
          {shell.navbar.logo && (
            <NavbarLogo logo={shell.navbar.logo} named={!!shell.navbar.title} />
          )}
          <span className="navbar-title navbar__title">{shell.navbar.title}</span>
        </a>
        <ul className="navbar-items navbar-items-left navbar__items theme-layout-navbar-left">
          {left.map((item, i) => (
            <li key={`${i}:${keyOf(item)}`}>{barItem(item)}</li>
          ))}
        </ul>
        <ul className="navbar-items navbar-items-right navbar__items navbar__items--right theme-layout-navbar-right">
          {right.map((item, i) => (
            // A version menu is narrow and says which version is shown: it stays in the row.
            <li
              key={`${i}:${keyOf(item)}`}
              className={narrow(item) ? undefined : 'navbar-item-wide'}
            >
              {barItem(item)}
            </li>
          ))}
          {localeDropdown && <li className="navbar-item-wide">{localeDropdown}</li>}
          {(wide.length > 0 || localeDropdown) && (
            <li className="navbar-item-more">
              <NavbarMore
                items={wide.flatMap((item) => item.items ?? [item])}
                locales={localeDropdown ? moreLocales : undefined}
                path={path}
              />
            </li>
          )}
          {colorToggle && <li>{colorToggle}</li>}
        </ul>
        {shell.search && (
          <SearchButton
            localeBase={shell.localeBase}
            {...(versions && { docsVersions: versions, path })}
          />
        )}
      </nav>
    </Frame>
  );
}

/** Replaceable by a site's `src/theme/Navbar.tsx` (see overridable.tsx). */
export const Navbar = /* @__PURE__ */ overridable('Navbar', NavbarOriginal);

/**
 * The navbar's logo; with a dark-mode image, both are in the page and the stylesheet shows the one
 * of the page's colour mode (set on <html> before the first paint), as Docusaurus's ThemedImage
 * does, so the right one shows at once and follows a switch.
 */
function NavbarLogo({
  logo,
  named,
}: {
  logo: NonNullable<ClientShell['navbar']['logo']>;
  named: boolean;
}) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      key={mode ?? 'both'}
      className={`navbar-logo navbar__logo${mode ? ` navbar-logo--${mode}` : ''}`}
      src={src}
      alt={named ? '' : logo.alt}
      width="32"
      height="32"
    />
  );
  if (logo.srcDark === undefined) return image(logo.src);
  return (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  );
}

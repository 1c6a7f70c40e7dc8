/**
 * The navbar: logo and title, config items, locale dropdown. Below the desktop breakpoint the
 * items (and the docs sidebar, on docs pages) move into a menu panel, a native <details>.
 */
import { useT } from '../i18n.js';
import type { ShellData, SidebarItem } from '../types.js';
import { DocSidebar } from './DocSidebar.js';
import { MenuIcon } from './Icons.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { SmartLink } from './SmartLink.js';

export function Navbar({ shell, path, sidebar }: { shell: ShellData; path: string; sidebar?: SidebarItem[] }) {
  const t = useT();
  const left = shell.navbar.items.filter((item) => item.position === 'left');
  const right = shell.navbar.items.filter((item) => item.position === 'right');
  const section = (url: string) => url.slice(shell.localeBase.length).split('/')[0];
  // A navbar item is active on its own page and on every page of its section (/docs/… for Docs).
  const isActive = (href: string) => !/^https?:/.test(href) && section(href) !== '' && section(href) === section(path);
  const itemClass = (href: string) => (isActive(href) ? 'navbar-link active' : 'navbar-link');
  const localeDropdown =
    shell.locales.length > 1 ? <LocaleDropdown locales={shell.locales} current={shell.locale} currentBase={shell.localeBase} path={path} /> : null;
  return (
    <header className="navbar" data-hide-on-scroll={shell.navbar.hideOnScroll ? '' : undefined}>
      <nav className="navbar-inner" aria-label={t('navbar.mainLabel')}>
        <details className="navbar-mobile">
          <summary className="navbar-toggle" aria-label={t('navbar.toggleMenu')}>
            <MenuIcon />
          </summary>
          <div className="navbar-panel">
            <ul className="navbar-panel-links">
              {shell.navbar.items.map((item) => (
                <li key={item.label}>
                  <SmartLink link={item} className={itemClass(item.href)} />
                </li>
              ))}
            </ul>
            {localeDropdown}
            {sidebar && sidebar.length > 0 && <DocSidebar items={sidebar} activeHref={path} />}
          </div>
        </details>
        <a className="navbar-brand" href={shell.localeBase}>
          {/* The title beside it names the link, so the logo is decorative. */}
          <img className="navbar-logo" src={shell.navbar.logo.src} alt={shell.navbar.title ? '' : shell.navbar.logo.alt} width="32" height="32" />
          <span className="navbar-title">{shell.navbar.title}</span>
        </a>
        <ul className="navbar-items navbar-items-left">
          {left.map((item) => (
            <li key={item.label}>
              <SmartLink link={item} className={itemClass(item.href)} />
            </li>
          ))}
        </ul>
        <ul className="navbar-items navbar-items-right">
          {right.map((item) => (
            <li key={item.label}>
              <SmartLink link={item} className={itemClass(item.href)} />
            </li>
          ))}
          {localeDropdown && <li>{localeDropdown}</li>}
        </ul>
      </nav>
    </header>
  );
}

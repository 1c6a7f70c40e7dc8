/**
 * The docs version menu in the navbar: the version the page is in (else the reader's preferred
 * one, else the last) and a link to each version, leading to the same doc there when it has it,
 * else to that version's main doc. Following one keeps its version as the reader's preferred one
 * (the links carry the attributes the runtime listens for). A native <details>, like the
 * navbar's other menus; in the mobile menu and the "more" menu its links are a group.
 */
import { useDisclosure, useHydrated, usePreferredVersions } from '../hooks.js';
import { useT } from '../i18n.js';
import { preferredVersionLink, versionMenuOf, type VersionMenu } from '../docsVersions.js';
import type { ThemeLink, VersionedDocs } from '../types.js';
import { CURRENT_VERSION_CLASS, VERSION_MENU_ATTRIBUTE } from '../dom.js';
import { SmartLink } from './SmartLink.js';
import { ChevronDownIcon } from './Icons.js';

interface DocsVersionMenuProps {
  docsVersions: VersionedDocs[];
  /** The section's id, or '' for the page's docs section. */
  section: string;
  path: string;
  /** Links listed after the versions (archived versions elsewhere, a page of all versions). */
  extra?: ThemeLink[];
}

/** The menu's model on this page, with the reader's preferred version once hydrated. */
export function useVersionMenu({
  docsVersions,
  section,
  path,
}: DocsVersionMenuProps): VersionMenu | undefined {
  const preferred = usePreferredVersions(docsVersions);
  return versionMenuOf(docsVersions, section, path, preferred);
}

/** Names the menu's docs section for the plain view. */
function versionMenuAttributes(menu: VersionMenu): { [VERSION_MENU_ATTRIBUTE]: string } {
  return { [VERSION_MENU_ATTRIBUTE]: menu.section.id };
}

/** One list item per version, then one per extra link. */
export function VersionLinks({
  menu,
  className,
  extra,
}: {
  menu: VersionMenu;
  className: string;
  extra?: ThemeLink[];
}) {
  return (
    <>
      {menu.links.map((link) => (
        <li key={link.name}>
          <a
            className={link.active ? `${className} active` : className}
            href={link.href}
            aria-current={link.active ? 'true' : undefined}
            {...preferredVersionLink(menu.section.id, link.name)}
          >
            {link.label}
          </a>
        </li>
      ))}
      {extra?.map((link, i) => (
        <li key={i}>
          <SmartLink link={link} className={className} />
        </li>
      ))}
    </>
  );
}

/** What the menu is of: "Versions", or the section's name where several sections have versions. */
function useMenuName(props: DocsVersionMenuProps, menu: VersionMenu | undefined): string {
  const t = useT();
  return menu && props.docsVersions.length > 1 ? menu.section.label : t('versions.menu');
}

export function DocsVersionMenu(props: DocsVersionMenuProps) {
  const hydrated = useHydrated();
  const disclosure = useDisclosure(props.path);
  const menu = useVersionMenu(props);
  const name = useMenuName(props, menu);
  if (!menu) return null;
  return (
    <details
      className="dropdown navbar-dropdown version-menu"
      ref={disclosure.ref}
      open={disclosure.open}
      {...versionMenuAttributes(menu)}
    >
      <summary
        className="navbar-link"
        aria-expanded={hydrated ? disclosure.open : undefined}
        onClick={disclosure.onSummaryClick}
      >
        <span className="sr-only">{name}: </span>
        <span className={CURRENT_VERSION_CLASS}>{menu.current.label}</span>
        <ChevronDownIcon />
      </summary>
      <ul className="dropdown-menu">
        <VersionLinks menu={menu} className="dropdown-link" extra={props.extra} />
      </ul>
    </details>
  );
}

/** The menu's links under a heading, for the mobile menu and the navbar's "more" menu. */
export function DocsVersionGroup({
  headingClass,
  linkClass,
  ...props
}: DocsVersionMenuProps & { headingClass: string; linkClass: string }) {
  const menu = useVersionMenu(props);
  const name = useMenuName(props, menu);
  if (!menu) return null;
  return (
    <>
      <span className={headingClass} {...versionMenuAttributes(menu)}>
        {name}: <span className={CURRENT_VERSION_CLASS}>{menu.current.label}</span>
      </span>
      <ul>
        <VersionLinks menu={menu} className={linkClass} extra={props.extra} />
      </ul>
    </>
  );
}

/**
 * The reader's preferred docs version in the browser. Following a link that names a version (the
 * version menu's, a version banner's) keeps that version as preferred for its docs section, and
 * the docs links of the sidebar and of the home page then lead to it; in the plain view's navbar
 * its docs links too, and a version menu on a page in no version names it (a navbar React renders
 * does both by itself: Navbar.tsx). Loaded only by a site with versions (pageRuntime.ts).
 */
import {
  CONTENT_ID,
  CURRENT_VERSION_CLASS,
  DOC_SIDEBAR_CLASS,
  VERSION_MENU_ATTRIBUTE,
  type ClientShell,
  type VersionedDocs,
} from '../theme/browser.js';
import {
  activeVersion,
  lastVersionOf,
  onPreferredVersionChange,
  preferredHref,
  readPreferredVersions,
  savePreferredVersion,
  type PreferredVersions,
} from '../theme/docsVersions.js';

/** Where the plain view's navbar has docs links. */
const NAVBAR_SCOPES = ['.navbar-items', '.navbar-panel-links'];

/** The link's own target, kept while another version's is shown. */
const OWN_HREF = 'data-own-href';

/** Starts listening for chosen versions; the returned function points the page's links (call it on each page shown). */
export function startDocsVersions(
  shell: ClientShell,
  /** The navbar is the plain view's (React's renders its own links and menus). */
  plainNavbar: boolean,
): (path: string) => void {
  const sections = shell.docsVersions;
  if (!sections) return () => undefined;
  const moreScopes = plainNavbar ? NAVBAR_SCOPES : [];
  let shown = '';
  const apply = (path: string) => {
    shown = path;
    const preferred = readPreferredVersions(sections);
    const scopes = [`.${DOC_SIDEBAR_CLASS}`, ...moreScopes];
    if (path === shell.localeBase) scopes.push(`#${CONTENT_ID}`);
    const links = document.querySelectorAll<HTMLAnchorElement>(
      // Not a link that names its version (a version menu's, a version banner's).
      scopes.map((scope) => `${scope} a[href]:not([data-docs-version])`).join(', '),
    );
    for (const link of links) {
      const own = link.getAttribute(OWN_HREF) ?? link.getAttribute('href')!;
      const href = preferredHref(own, sections, path, preferred);
      if (href === own) {
        if (!link.hasAttribute(OWN_HREF)) continue;
        link.removeAttribute(OWN_HREF);
      } else link.setAttribute(OWN_HREF, own);
      link.setAttribute('href', href);
    }
    if (plainNavbar) nameVersions(sections, path, preferred);
  };
  // In the capture phase: before the router takes the click and shows the next page.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-docs-version]');
      const { docsSection, docsVersion } = (link as HTMLElement | null)?.dataset ?? {};
      if (docsSection && docsVersion) savePreferredVersion(docsSection, docsVersion);
    },
    true,
  );
  onPreferredVersionChange(() => apply(shown));
  return apply;
}

/** A version menu on a page in no version names the reader's preferred version. */
function nameVersions(sections: VersionedDocs[], path: string, preferred: PreferredVersions): void {
  for (const menu of document.querySelectorAll<HTMLElement>(`[${VERSION_MENU_ATTRIBUTE}]`)) {
    const section = sections.find((s) => s.id === menu.getAttribute(VERSION_MENU_ATTRIBUTE));
    const label = menu.querySelector(`.${CURRENT_VERSION_CLASS}`);
    if (!section || !label || activeVersion(section, path)) continue;
    const name = preferred[section.id];
    label.textContent = (
      section.versions.find((version) => version.name === name) ?? lastVersionOf(section)
    ).label;
  }
}

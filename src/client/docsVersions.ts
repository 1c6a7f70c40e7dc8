/**
 * The reader's preferred docs version in the browser. Following a link that names a version (the
 * version menu's, a version banner's) keeps that version as preferred for its docs section, and
 * the docs links of the sidebar, of the home page and of the plain view's navbar then lead to it
 * (a navbar React renders follows it by itself: Navbar.tsx). Nothing happens on a site without
 * versions.
 */
import {
  CONTENT_ID,
  DOC_SIDEBAR_CLASS,
  onPreferredVersionChange,
  preferredHref,
  readPreferredVersions,
  savePreferredVersion,
  type ClientShell,
} from '../theme/browser.js';

/** The link's own target, kept while another version's is shown. */
const OWN_HREF = 'data-own-href';

/** Starts listening for chosen versions; the returned function points the page's links (call it on each page shown). */
export function startDocsVersions(
  shell: ClientShell,
  /** More places whose links follow (the plain view's navbar; React's renders its own). */
  moreScopes: string[] = [],
): (path: string) => void {
  const sections = shell.docsVersions;
  if (!sections) return () => undefined;
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

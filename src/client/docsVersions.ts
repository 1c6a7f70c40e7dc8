/**
 * The reader's preferred docs version in the browser. Following a link that names a version (the
 * version menu's, a version banner's) keeps that version as preferred for its docs section, and
 * the docs links of the sidebar and of the home page then lead to it; the navbar's own links
 * follow it by themselves (Navbar.tsx). Nothing happens on a site without versions.
 */
import {
  CONTENT_ID,
  DOC_SIDEBAR_CLASS,
  onPreferredVersionChange,
  preferredHref,
  readPreferredVersions,
  savePreferredVersion,
  type ClientShell,
} from '../theme/index.js';

/** The link's own target, kept while another version's is shown. */
const OWN_HREF = 'data-own-href';

/** Starts listening for chosen versions; the returned function points the page's links (call it on each page shown). */
export function startDocsVersions(shell: ClientShell): (path: string) => void {
  const sections = shell.docsVersions;
  if (!sections) return () => undefined;
  let shown = '';
  const apply = (path: string) => {
    shown = path;
    const preferred = readPreferredVersions(sections);
    const scopes = [`.${DOC_SIDEBAR_CLASS}`];
    if (path === shell.localeBase) scopes.push(`#${CONTENT_ID}`);
    const links = document.querySelectorAll<HTMLAnchorElement>(
      scopes.map((scope) => `${scope} a[href]`).join(', '),
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

/**
 * What the navbar and footer read of the docs: where a `docSidebar` item (or one naming a `doc`)
 * leads and which sidebar it opens, and the sections' versions for the version menus. As
 * Docusaurus's navbar items read the docs plugin's global data, the shell reads this from the docs
 * plugin (its `navbarLinks`), and knows no docs of its own.
 */
import { docSidebarKey, mainDocsGroup, type RouteTable } from '../../routes/index.js';
import type { DocsItem, NavbarLinks } from '../../render/index.js';
import type { VersionedDocs } from '../../theme/index.js';
import { DEFAULT_SECTION } from '../../config/index.js';

export function docsNavbarLinks(table: RouteTable, t: (key: string) => string): NavbarLinks {
  const mainSection = mainDocsGroup(table.docs)?.section.id ?? DEFAULT_SECTION;
  const lastOf = (section: string) =>
    table.docs.find((g) => g.section.id === section && g.version.isLast);
  /** A `docSidebar` item's doc, in the last version: its URL and the sidebar its page shows. */
  const docTarget = (item: DocsItem) => {
    if (item.doc === undefined) return undefined;
    const group = lastOf(item.section ?? mainSection);
    const href = group?.docUrls.get(item.doc);
    return href === undefined
      ? undefined
      : { href, sidebar: group?.navigation.get(href)?.sidebar?.id };
  };
  /**
   * Where a section's docs start: its last version's first sidebar link (the main docs' by
   * default), or that of the sidebar named.
   */
  const firstDoc = (section?: string, sidebar?: string) => {
    const group = section === undefined ? mainDocsGroup(table.docs) : lastOf(section);
    const order =
      sidebar === undefined
        ? group?.sidebarOrder
        : group?.sidebars.find((s) => s.id === sidebar)?.order;
    return order?.[0]?.href;
  };
  return {
    href: (item) => docTarget(item)?.href ?? firstDoc(item.section, item.sidebar),
    sidebar(item) {
      const sidebar = item.sidebar ?? docTarget(item)?.sidebar;
      return sidebar === undefined
        ? undefined
        : docSidebarKey(item.section ?? mainSection, sidebar);
    },
    versions: versionedDocs(table, t),
  };
}

/** The docs sections with more than one version, as the browser needs them. */
function versionedDocs(table: RouteTable, t: (key: string) => string): VersionedDocs[] {
  const sections = new Map<string, VersionedDocs>();
  for (const group of table.docs) {
    const { section, version } = group;
    if (section.versions.length < 2) continue;
    let entry = sections.get(section.id);
    if (!entry)
      sections.set(section.id, (entry = { id: section.id, label: t(section.label), versions: [] }));
    const under = (url: string) => (url === group.root ? '' : url.slice(group.base.length));
    entry.versions.push({
      name: version.name,
      label: group.label,
      isLast: version.isLast,
      root: group.root,
      main: group.mainDoc === undefined ? '' : under(group.mainDoc),
      docs: Object.fromEntries([...group.docUrls].map(([id, url]) => [id, under(url)])),
    });
  }
  return [...sections.values()];
}

/**
 * The global data Docusaurus's docs plugin gives every page (`useGlobalData`, `usePluginData`),
 * made from sitegen's docs of a locale, in Docusaurus's shape: one docs plugin instance per docs
 * section (keyed by its id), each with its path and its versions in the version menu's order, each
 * version with its path, main doc, every doc's id, URL and the sidebar its page shows, and each
 * sidebar's first link.
 */
import type { ResolvedConfig } from '../../config/index.js';
import { type DocsVersionRoutes, type RouteTable, urlOf } from '../../routes/index.js';
import type { DocsGlobalData, GlobalData, GlobalDoc } from '../../theme/index.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export function docsGlobalData(
  config: ResolvedConfig,
  locale: string,
  table: RouteTable,
): GlobalData {
  const data: GlobalData = {};
  const sections = new Map<string, DocsGlobalData>();
  for (const group of table.docs) {
    const { section } = group;
    let entry = sections.get(section.id);
    if (!entry) {
      entry = {
        path: urlOf(config, locale, section.routeBasePath),
        versions: [],
        breadcrumbs: true,
      };
      sections.set(section.id, entry);
    }
    entry.versions.push(versionData(table, group));
  }
  if (sections.size > 0) data[DOCS_PLUGIN] = Object.fromEntries(sections);
  return data;
}

/** One version of a docs section as Docusaurus publishes it. */
function versionData(
  table: RouteTable,
  group: DocsVersionRoutes,
): DocsGlobalData['versions'][number] {
  const { version } = group;
  const docs = table.routes.flatMap((route): GlobalDoc[] => {
    if (route.kind !== 'doc' || route.doc.group !== group.key) return [];
    const sidebar = group.navigation.get(route.url)?.sidebar?.id;
    return [
      {
        id: route.doc.id,
        path: route.url,
        ...(route.doc.unlisted && { unlisted: true }),
        ...(sidebar !== undefined && { sidebar }),
      },
    ];
  });
  const sidebars = Object.fromEntries(
    group.sidebars.map(({ id, order: [first] }) => [
      id,
      first ? { link: { path: first.href, label: first.label } } : {},
    ]),
  );
  return {
    name: version.name,
    label: group.label,
    isLast: version.isLast,
    path: group.root,
    mainDocId: docs.find((doc) => doc.path === group.mainDoc)?.id ?? '',
    docs,
    draftIds: [],
    sidebars,
  };
}

/**
 * The global data Docusaurus's docs and blog plugins give every page (`useGlobalData`,
 * `usePluginData`), made from sitegen's own docs and blog of a locale, in Docusaurus's shapes:
 * the docs' path, their one version ("current") with each doc's id, URL and sidebar, and the
 * sidebar's first link; the blog's path (Docusaurus's blog publishes nothing more).
 */
import type { ResolvedConfig } from '../config/index.js';
import { type RouteTable, urlOf } from '../routes/index.js';
import type { DocsGlobalData, GlobalData } from '../theme/index.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** Docusaurus's name for the sidebar of a site that has no sidebars file. */
const DEFAULT_SIDEBAR = 'defaultSidebar';

export function docusaurusGlobalData(
  config: ResolvedConfig,
  locale: string,
  table: RouteTable,
): GlobalData {
  const data: GlobalData = {};
  const docsFolder = config.content.docs;
  if (docsFolder) {
    const path = urlOf(config, locale, docsFolder.routeBasePath);
    const sidebar = Object.keys(docsFolder.sidebars ?? {})[0] ?? DEFAULT_SIDEBAR;
    const inSidebar = new Set(table.sidebarOrder.map((link) => link.href));
    const docs = table.routes.flatMap((route) =>
      route.kind === 'doc'
        ? [
            {
              id: route.doc.id,
              path: route.url,
              ...(inSidebar.has(route.url) && { sidebar }),
            },
          ]
        : [],
    );
    const first = table.sidebarOrder[0];
    const main =
      docs.find((doc) => doc.path === path) ??
      docs.find((doc) => doc.path === first?.href) ??
      docs[0];
    const docsData: DocsGlobalData = {
      path,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path,
          mainDocId: main?.id ?? '',
          docs,
          draftIds: [],
          sidebars: { [sidebar]: first ? { link: { path: first.href, label: first.label } } : {} },
        },
      ],
      breadcrumbs: true,
    };
    data[DOCS_PLUGIN] = { default: docsData };
  }
  const blogFolder = config.content.blog;
  if (blogFolder)
    data[BLOG_PLUGIN] = { default: { path: urlOf(config, locale, blogFolder.routeBasePath) } };
  return data;
}

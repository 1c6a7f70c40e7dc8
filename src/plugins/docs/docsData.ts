/**
 * What the docs modules of a locale read beyond its global data (theme/docusaurus/docsData.ts):
 * each docs version's sidebars, its docs' titles and descriptions, and its generated indexes'
 * descriptions. The same descriptions describe the cards of sitegen's own generated index pages
 * (pageData.ts), so both kinds of category page show the same cards.
 */
import { markdownExcerpt, type DocSource } from '../../content/index.js';
import type { RouteTable } from '../../routes/index.js';
import type { DocsData, DocsDataDoc } from '../../theme/index.js';

/** What a card says of a doc or a generated index, by the page's URL. */
export interface PageDescriptions {
  docs: Map<string, DocsDataDoc & { group: string }>;
  categories: Map<string, { description: string; group: string }>;
}

const described = new WeakMap<RouteTable, PageDescriptions>();

/**
 * What a card (and the docs modules) say of a doc: its title, and its front matter description
 * or else the start of its text. A rebuild compares it to know which generated indexes to render.
 */
export function docDescription(doc: DocSource): { title: string; description?: string } {
  const given = doc.frontMatter.description;
  const description = typeof given === 'string' && given ? given : markdownExcerpt(doc.body);
  return { title: doc.title, ...(description && { description }) };
}

/** Every doc's and generated index's description, by URL (made once per route table). */
export function pageDescriptions(table: RouteTable): PageDescriptions {
  let found = described.get(table);
  if (found) return found;
  found = { docs: new Map(), categories: new Map() };
  for (const route of table.routes) {
    if (route.kind === 'doc') {
      const { doc } = route;
      const sidebar = table.docs.find((group) => group.key === doc.group)?.navigation.get(route.url)
        ?.sidebar?.id;
      found.docs.set(route.url, {
        id: doc.id,
        ...docDescription(doc),
        permalink: route.url,
        ...(sidebar !== undefined && { sidebar }),
        group: doc.group,
      });
    } else if (route.kind === 'doc-category') {
      const link = route.category.link;
      if (link?.type === 'generated-index' && link.description)
        found.categories.set(route.url, { description: link.description, group: route.group });
    }
  }
  described.set(table, found);
  return found;
}

export function docsClientData(table: RouteTable): DocsData {
  const { docs, categories } = pageDescriptions(table);
  return {
    versions: table.docs.map((group) => {
      return {
        pluginId: group.section.id,
        name: group.version.name,
        label: group.label,
        isLast: group.version.isLast,
        path: group.root,
        banner: group.version.banner ?? null,
        badge: group.version.badge,
        sidebars: Object.fromEntries(group.sidebars.map((sidebar) => [sidebar.id, sidebar.items])),
        docs: Object.fromEntries(
          [...docs.values()]
            .filter((doc) => doc.group === group.key)
            .map(({ group: _, ...doc }) => [doc.id, doc]),
        ),
        categoryDescriptions: Object.fromEntries(
          [...categories]
            .filter(([, category]) => category.group === group.key)
            .map(([url, { description }]) => [url, description]),
        ),
      };
    }),
  };
}

/**
 * What the theme renders a docs page with: a doc, a category's generated index, a version's tags
 * or a tag's docs. The sidebar it
 * shows, its breadcrumbs, previous and next come from the route table's docs navigation
 * (routes/docsNavigation.ts); a versioned section's page also gets its version badge and banner.
 */
import {
  mainDocsGroup,
  type DocsVersionRoutes,
  type Route,
  type RouteTable,
  breadcrumbsTo,
  docSidebarKey,
  type SidebarItem,
  type NavLink,
} from '../../routes/index.js';
import {
  escapeHtml,
  pageBase,
  sourceFields,
  sourceToc,
  type PageDataContext,
} from '../../render/index.js';
import { docCardOf, type CardDescriptions, type PageData } from '../../theme/index.js';
import type { Translate } from '../types.js';
import { pageDescriptions } from './docsData.js';

export function docsPageData(ctx: PageDataContext, route: Route): PageData {
  const { config, table, t } = ctx;
  if (route.kind === 'doc') {
    const { doc } = route;
    const compiled = ctx.compiledOf(route.sourceFile);
    const group = docsGroupOf(table, doc.group);
    return {
      ...pageBase,
      kind: 'doc',
      url: route.url,
      title: doc.title,
      description: doc.frontMatter.description,
      html: compiled?.html ?? '',
      htmlPieces: compiled?.htmlPieces,
      toc: sourceToc(compiled, doc.frontMatter, config.tableOfContents),
      ...docsNavigation(table, group, route.url),
      unlisted: doc.unlisted,
      draft: doc.draft,
      hideTitle: doc.frontMatter.hide_title === true,
      withSidebar: true,
      ...sourceFields(
        ctx,
        doc,
        group.section.editUrl,
        group.section.showLastUpdateTime,
        group.version,
        group.section.showLastUpdateAuthor,
      ),
      ...docVersionOf(table, group, doc.id),
      ...(route.tags && { tags: route.tags }),
    };
  }
  if (route.kind === 'doc-tags')
    return {
      ...pageBase,
      kind: 'doc-tags',
      url: route.url,
      title: t('docs.tags'),
      html: '',
      docTags: { tags: route.tags },
    };
  if (route.kind === 'doc-tag')
    return {
      ...pageBase,
      kind: 'doc-tag',
      url: route.url,
      title: t('docs.taggedWith', { tag: route.tag.label }),
      description: route.tag.description,
      html: route.tag.description ? `<p>${escapeHtml(route.tag.description)}</p>` : '',
      unlisted: route.unlisted,
      docTags: { docs: route.docs, allTags: route.allTags },
    };
  if (route.kind !== 'doc-category')
    throw new Error(`the docs plugin cannot render a ${route.kind}`);
  const link = route.category.link?.type === 'generated-index' ? route.category.link : undefined;
  const group = docsGroupOf(table, route.group);
  const shown = group.navigation.get(route.url)?.sidebar;
  const items =
    findCategoryItems(shown?.items ?? [], route.url) ??
    group.sidebars.map((s) => findCategoryItems(s.items, route.url)).find(Boolean) ??
    [];
  return {
    ...pageBase,
    kind: 'doc-category',
    url: route.url,
    title: link?.title ?? route.category.label,
    description: link?.description,
    html: link?.description ? `<p>${escapeHtml(link.description)}</p>` : '',
    cards: items.flatMap((item) => {
      const card = docCardOf(item, cardDescriptions(table, t));
      return card ? [card] : [];
    }),
    ...docsNavigation(table, group, route.url),
    withSidebar: true,
    ...docVersionOf(table, group),
  };
}

/** Where each docs section starts (its last version's first page), for the home page's cards. */
export function docsHomeLinks(table: RouteTable, t: Translate): NavLink[] {
  return table.docs
    .filter((group) => group.version.isLast && group.sidebarOrder[0])
    .map((group) => ({ label: t(group.section.label), href: group.sidebarOrder[0]!.href }));
}

/** The version of a docs section a page is in. */
function docsGroupOf(table: RouteTable, key: string): DocsVersionRoutes {
  const group = table.docs.find((candidate) => candidate.key === key);
  if (!group) throw new Error(`no docs version "${key}" in the route table`);
  return group;
}

/**
 * The sidebar a docs page shows (routes/docsNavigation.ts decides which), breadcrumbs in it, and
 * previous/next. The page carries its sidebar unless it is the shell's own (the main docs' first).
 */
function docsNavigation(
  table: RouteTable,
  group: DocsVersionRoutes,
  url: string,
): Pick<PageData, 'breadcrumbs' | 'previous' | 'next' | 'sidebar' | 'docSidebar'> {
  const { sidebar, previous, next } = group.navigation.get(url) ?? {};
  const shells = group === mainDocsGroup(table.docs) && sidebar === group.sidebars[0];
  return {
    breadcrumbs: (sidebar && breadcrumbsTo(sidebar.items, url)) ?? [],
    previous,
    next,
    ...(!shells && { sidebar: sidebar?.items ?? [] }),
    ...(sidebar && { docSidebar: docSidebarKey(group.section.id, sidebar.id) }),
  };
}

/**
 * The version a page of a versioned docs section shows: its badge, and its banner with the same
 * doc in the last version (else that version's main doc).
 */
function docVersionOf(
  table: RouteTable,
  group: DocsVersionRoutes,
  docId?: string,
): Pick<PageData, 'docVersion'> {
  const { section, version } = group;
  if (section.versions.length < 2 && !version.badge && !version.banner) return {};
  const last = table.docs.find((other) => other.section === section && other.version.isLast);
  const latest = (docId === undefined ? undefined : last?.docUrls.get(docId)) ?? last?.mainDoc;
  return {
    docVersion: {
      section: section.id,
      name: version.name,
      label: group.label,
      badge: version.badge,
      banner: version.banner,
      latest:
        version.banner && last && latest
          ? { name: last.version.name, label: last.label, href: latest }
          : undefined,
    },
  };
}

/** What the cards of a generated index page say (theme/docCards.ts), from the route table. */
function cardDescriptions(table: RouteTable, t: Translate): CardDescriptions {
  const { docs, categories } = pageDescriptions(table);
  return {
    ofLink: (href) => docs.get(href)?.description,
    ofCategory: (href) => categories.get(href)?.description,
    itemCount: (count) => t(count === 1 ? 'docCard.oneItem' : 'docCard.items', { count }),
  };
}

function findCategoryItems(items: SidebarItem[], href: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items;
    const inner = findCategoryItems(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

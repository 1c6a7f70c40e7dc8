/** Turns a route and its compiled content into the PageData the theme renders. */
import path from 'node:path';
import type { DocsVersion, EditUrl, ResolvedConfig } from '../config/index.js';
import {
  lastModified,
  type CommitDates,
  type SourceFile,
  type FrontMatter,
  type ApiSpec,
} from '../content/index.js';
import {
  editUrlOf,
  mainDocsGroup,
  type DocsVersionRoutes,
  type Route,
  type RouteTable,
  breadcrumbsTo,
  compiledKeyOf,
  docSidebarKey,
  type SidebarItem,
  type NavLink,
} from '../routes/index.js';
import { tocBetween, type CompiledSource, type HighlightSnippet } from '../markdown/index.js';
import { blogView, type BlogViewContext } from './blogView.js';
import { apiPageFields } from './apiView.js';
import { escapeHtml } from './head.js';
import { docCardOf, type CardDescriptions, type PageData } from '../theme/index.js';
import { pageDescriptions } from './docsData.js';

/** The headings a page's table of contents lists: the config's levels, unless its front matter says. */
function toc(
  compiled: CompiledSource | undefined,
  fm: FrontMatter,
  levels: ResolvedConfig['tableOfContents'],
) {
  if (!compiled || fm.hide_table_of_contents) return [];
  return tocBetween(
    compiled.toc,
    fm.toc_min_heading_level ?? levels.minHeadingLevel,
    fm.toc_max_heading_level ?? levels.maxHeadingLevel,
  );
}

const base = {
  toc: [],
  unlisted: false,
  draft: false,
  wide: false,
  withSidebar: false,
} satisfies Partial<PageData>;

export interface PageDataContext extends BlogViewContext {
  table: RouteTable;
  apiSpec?: ApiSpec;
  /** When each source file was last committed (empty outside git). */
  commits: CommitDates;
  /** Highlights the API reference's code samples, each once per build. */
  highlight: HighlightSnippet;
}

/** "Edit this page" and "last updated" of a page made from one source file. */
function sourceFields(
  ctx: PageDataContext,
  source: SourceFile,
  editUrl: EditUrl | undefined,
  dated: boolean,
  version?: DocsVersion,
): Pick<PageData, 'editUrl' | 'lastUpdated'> {
  const fromRoot = (file: string) => path.relative(ctx.config.root, file).split(path.sep).join('/');
  const file = {
    locale: ctx.locale,
    path: fromRoot(source.file),
    contentPath: source.relPath,
    translated: source.translated,
    ...(version && { version: { name: version.name, dir: fromRoot(version.dir) } }),
  };
  const updated = dated ? lastModified(source.frontMatter, source.file, ctx.commits) : undefined;
  // A doc's own edit link (checked as a web address with its front matter); '' or null: none.
  const custom = source.frontMatter.custom_edit_url;
  return {
    editUrl: custom === undefined ? editUrlOf(editUrl, file) : custom || undefined,
    lastUpdated:
      updated && !Number.isNaN(Date.parse(updated)) ? new Date(updated).toISOString() : undefined,
  };
}

export function pageDataFor(ctx: PageDataContext, route: Route): PageData {
  const { config, table, t } = ctx;
  const key = compiledKeyOf(route);
  const compiled = key ? ctx.compiledOf(key) : undefined;
  switch (route.kind) {
    case 'doc': {
      const { doc } = route;
      const group = docsGroupOf(table, doc.group);
      return {
        ...base,
        kind: 'doc',
        url: route.url,
        title: doc.title,
        description: doc.frontMatter.description,
        html: compiled?.html ?? '',
        toc: toc(compiled, doc.frontMatter, config.tableOfContents),
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
        ),
        ...docVersionOf(table, group, doc.id),
      };
    }
    case 'doc-category': {
      const link =
        route.category.link?.type === 'generated-index' ? route.category.link : undefined;
      const group = docsGroupOf(table, route.group);
      const shown = group.navigation.get(route.url)?.sidebar;
      const items =
        findCategoryItems(shown?.items ?? [], route.url) ??
        group.sidebars.map((s) => findCategoryItems(s.items, route.url)).find(Boolean) ??
        [];
      return {
        ...base,
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
    case 'page': {
      const { page } = route;
      const moduleMeta = (compiled?.exports?.frontMatter ?? {}) as FrontMatter & { wide?: boolean };
      const fm = { ...moduleMeta, ...page.frontMatter };
      return {
        ...base,
        kind: 'page',
        url: route.url,
        // A React page's frontMatter export, else what it gave Docusaurus's Layout or Head.
        title: fm.title ?? compiled?.head?.title ?? page.title ?? config.title,
        description: fm.description ?? compiled?.head?.description,
        html: compiled?.html ?? '',
        toc: page.format === 'tsx' ? [] : toc(compiled, fm, config.tableOfContents),
        unlisted: page.unlisted,
        draft: page.draft,
        wide: page.format === 'tsx' ? moduleMeta.wide !== false : false,
        markdown: page.format !== 'tsx',
        wrapperClassName: stringOf(fm.wrapperClassName),
      };
    }
    case 'plugin': {
      const { plugin } = route;
      return {
        ...base,
        kind: 'page',
        url: route.url,
        // What its plugin said, else what its component gave Docusaurus's Layout or Head.
        title: plugin.title ?? compiled?.head?.title ?? config.title,
        description: plugin.description ?? compiled?.head?.description,
        html: compiled?.html ?? '',
        unlisted: plugin.unlisted === true,
        wide: true,
      };
    }
    case 'blog': {
      const view = blogView(ctx, route.blog);
      const post = route.blog.kind === 'blog-post' ? route.blog.post : undefined;
      return {
        ...base,
        kind: route.blog.kind,
        url: route.url,
        title: post ? post.title : view.heading,
        description: post
          ? (post.description ?? view.post?.excerptHtml.replace(/<[^>]+>/g, '').slice(0, 200))
          : view.description,
        html: post ? (compiled?.html ?? '') : '',
        toc: post ? toc(compiled, post.frontMatter, config.tableOfContents) : [],
        unlisted: post?.unlisted ?? false,
        draft: post?.draft ?? false,
        blog: view,
        ...(post ? sourceFields(ctx, post, config.content.blog?.editUrl, false) : {}),
      };
    }
    case 'api': {
      const fields = apiPageFields(ctx.apiSpec!, table, route.url, route.api, t, ctx.highlight);
      const page = route.api.kind === 'api-doc' ? route.api.page : undefined;
      return {
        ...base,
        ...fields,
        url: route.url,
        html: compiled?.html ?? '',
        toc: page ? toc(compiled, page.frontMatter, config.tableOfContents) : fields.toc,
        unlisted: page?.unlisted ?? false,
        draft: page?.draft ?? false,
        withSidebar: true,
        sidebar: table.apiSidebar,
      };
    }
    case 'home':
      return {
        ...base,
        kind: 'home',
        url: route.url,
        title: config.title,
        description: t(config.tagline) || undefined,
        html: '',
        cards: sectionStarts(table, t),
      };
    case 'search':
      return { ...base, kind: 'search', url: route.url, title: t('search.pageTitle'), html: '' };
    case 'not-found':
      return { ...base, kind: 'not-found', url: route.url, title: t('notFound.title'), html: '' };
  }
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

/** Where each content section of the locale starts: each docs section, the blog, the API reference. */
function sectionStarts(table: RouteTable, t: PageDataContext['t']): NavLink[] {
  const blog = table.routes.find((r) => r.kind === 'blog' && r.blog.kind === 'blog-list');
  const docs = table.docs.filter((group) => group.version.isLast);
  return [
    ...docs.map(
      (group) =>
        group.sidebarOrder[0] && {
          label: t(group.section.label),
          href: group.sidebarOrder[0].href,
        },
    ),
    blog && { label: t('blog.title'), href: blog.url },
    table.apiOrder[0] && { label: t('api.title'), href: table.apiOrder[0].href },
  ].filter((link): link is NavLink => Boolean(link));
}

/** What the cards of a generated index page say (theme/docCards.ts), from the route table. */
function cardDescriptions(table: RouteTable, t: PageDataContext['t']): CardDescriptions {
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

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The docs' part of the route table. Each version of each docs section gets its URLs
 * (`<routeBasePath>/<version path>/<slug>`: the last version at the route base itself), its
 * generated category pages, its own sidebar and reading order, and its main doc (where the
 * version menu leads when the page has no twin there).
 */
import GithubSlugger from 'github-slugger';
import type { ResolvedConfig } from '../../config/index.js';
import { docsGroups, type CategoryMeta, type DocSource } from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import {
  fileUrlOf,
  urlOf,
  type DocsVersionRoutes,
  type DocTagLink,
  type NavLink,
} from '../../routes/index.js';
import { docTags, taggedDocs, type DocTag, type TaggedDocs } from './docTags.js';
import { VERSION_LABEL, type LoadedDocs } from './load.js';
import { docsNavigation, NAVIGATION_FRONT_MATTER, navigationOrder } from './navigation.js';
import {
  buildSidebar,
  DEFAULT_SIDEBAR_ID,
  folderTree,
  pickFrontMatter,
  SIDEBAR_FRONT_MATTER,
  sidebarsFromSpec,
} from './sidebar.js';

/**
 * Everything the route table reads of a doc (its URL and output files, the sidebar, breadcrumbs,
 * previous/next, which sidebar its page shows), as one string: while it is unchanged, an edit of
 * the doc leaves the table as it was but for the doc itself. The front matter keys come from the
 * modules that read them, so a key read there is a key compared here.
 */
export function docRouteShape(doc: DocSource): string {
  return JSON.stringify([
    doc.file,
    doc.defaultFile,
    doc.format,
    doc.id,
    doc.dir,
    doc.slug,
    doc.sidebarLabel,
    doc.sidebarPosition,
    doc.fileName,
    doc.isIndex,
    doc.unlisted,
    doc.title,
    pickFrontMatter(doc, [
      ...SIDEBAR_FRONT_MATTER,
      ...NAVIGATION_FRONT_MATTER,
      'tags',
      'description',
    ]),
  ]);
}

/** A page of the docs, before the route table checks and adds it. */
export type DocsRoute =
  | { path: string; sourceFile: string; kind: 'doc'; doc: DocSource; tags: NavLink[] }
  | {
      path: string;
      sourceFile: string;
      kind: 'doc-category';
      category: CategoryMeta;
      group: string;
    }
  | { path: string; sourceFile: ''; kind: 'doc-tags'; group: string; tags: DocTagLink[] }
  | {
      path: string;
      sourceFile: '';
      kind: 'doc-tag';
      group: string;
      tag: DocTagLink;
      docs: Array<NavLink & { description?: string }>;
      allTags: string;
      unlisted: boolean;
    };

export function docsRoutes(
  config: ResolvedConfig,
  locale: string,
  loaded: LoadedDocs[],
  errors: ErrorList,
): { groups: DocsVersionRoutes[]; routes: DocsRoute[] } {
  const byKey = new Map(loaded.map((docs) => [docs.key, docs]));
  const groups: DocsVersionRoutes[] = [];
  const routes: DocsRoute[] = [];
  for (const { key, section, version } of docsGroups(config)) {
    const { docs, categories, sidebarLabels } = byKey.get(key) ?? {
      docs: [],
      categories: new Map(),
      sidebarLabels: new Map(),
    };
    const root = joinPath(section.routeBasePath, version.path);
    const docPath = (doc: DocSource) => joinPath(root, doc.slug);
    const categoryPath = (category: CategoryMeta) => {
      const link = category.link?.type === 'generated-index' ? category.link : undefined;
      return joinPath(
        root,
        link?.slug ? link.slug : `category/${new GithubSlugger().slug(category.slugLabel)}`,
      );
    };
    // Each version's tags, under its own path (Docusaurus's `tagsBasePath`).
    const tagsPath = joinPath(root, section.tagsBasePath);
    const tagsFile = byKey.get(key)?.tagsFile;
    const tagsByDoc = new Map(
      docs.map((doc) => [doc, docTags(doc, tagsPath, tagsFile, section, errors)]),
    );
    const tagUrl = (tag: DocTag) => urlOf(config, locale, tag.path);
    for (const doc of docs)
      routes.push({
        path: docPath(doc),
        sourceFile: doc.file,
        kind: 'doc',
        doc,
        tags: tagsByDoc.get(doc)!.map((tag) => ({ label: tag.label, href: tagUrl(tag) })),
      });
    const tagged = taggedDocs(docs, (doc) => tagsByDoc.get(doc)!);
    const tagLink = ({ tag, docs: list }: TaggedDocs): DocTagLink => ({
      label: tag.label,
      href: tagUrl(tag),
      count: list.length,
      ...(tag.description && { description: tag.description }),
    });
    const listed = tagged.filter((entry) => !entry.unlisted);
    // As Docusaurus: a tags page only when some listed doc has a tag.
    if (listed.length > 0)
      routes.push({
        path: tagsPath,
        sourceFile: '',
        kind: 'doc-tags',
        group: key,
        tags: listed.map(tagLink),
      });
    for (const entry of tagged)
      routes.push({
        path: entry.tag.path,
        sourceFile: '',
        kind: 'doc-tag',
        group: key,
        tag: tagLink(entry),
        docs: entry.docs.map((doc) => ({
          label: doc.title,
          href: urlOf(config, locale, docPath(doc)),
          ...(doc.frontMatter.description && { description: doc.frontMatter.description }),
        })),
        allTags: urlOf(config, locale, tagsPath),
        unlisted: entry.unlisted,
      });
    for (const category of categories.values())
      if (category.link?.type === 'generated-index')
        routes.push({
          path: categoryPath(category),
          sourceFile: category.file ?? '',
          kind: 'doc-category',
          category,
          group: key,
        });
    const docUrl = (doc: DocSource) => urlOf(config, locale, docPath(doc));
    const categoryUrl = (category: CategoryMeta) => urlOf(config, locale, categoryPath(category));
    const named =
      version.sidebars && version.sidebarPath
        ? sidebarsFromSpec(version.sidebars, {
            docs,
            folder: folderTree(docs, categories, docUrl, categoryUrl),
            docUrl,
            pathUrl: (path) => urlOf(config, locale, path.replace(/^\/+/, '')),
            file: version.sidebarPath,
            errors,
            labels: sidebarLabels,
          })
        : [
            {
              id: DEFAULT_SIDEBAR_ID,
              items: buildSidebar(docs, categories, docUrl, categoryUrl),
              docIds: docs.map((doc) => doc.id),
            },
          ];
    const sidebars = named.map((sidebar) => ({
      ...sidebar,
      order: navigationOrder(sidebar.items),
    }));
    const navigation = docsNavigation({
      sidebars,
      docs,
      docUrl,
      categoryUrls: [...categories.values()]
        .filter((category) => category.link?.type === 'generated-index')
        .map(categoryUrl),
      errors,
    });
    for (const category of categories.values()) {
      const link = category.link;
      if (link?.type !== 'doc') continue;
      if (!docs.some((d) => d.id === link.id || d.id === `${category.dir}/${link.id}`)) {
        errors.add({
          file: category.file ?? '',
          message: `category "${category.label}" links to doc "${link.id}", which does not exist`,
          hint: 'use the id of a doc in that folder',
        });
      }
    }
    const docUrls = new Map(docs.map((doc) => [doc.id, docUrl(doc)]));
    const sidebar = sidebars[0]?.items ?? [];
    const sidebarOrder = sidebars[0]?.order ?? [];
    const linked = new Set(docUrls.values());
    const home = docs.find((doc) => doc.slug === '' && !doc.unlisted);
    groups.push({
      key,
      section,
      version,
      label: sidebarLabels.get(VERSION_LABEL) ?? version.label,
      // A prefix of its pages' URLs (Docusaurus's version path), whatever `trailingSlash` says.
      root: fileUrlOf(config, locale, root),
      base: fileUrlOf(config, locale, root).replace(/\/?$/, '/'),
      sidebars,
      sidebar,
      sidebarOrder,
      navigation,
      docUrls,
      mainDoc:
        (home && docUrl(home)) ??
        sidebarOrder.find((link) => linked.has(link.href))?.href ??
        firstListed(docs, docUrl),
    });
  }
  return { groups, routes };
}

function firstListed(docs: DocSource[], docUrl: (doc: DocSource) => string): string | undefined {
  const first = docs.find((doc) => !doc.unlisted);
  return first && docUrl(first);
}

function joinPath(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
}

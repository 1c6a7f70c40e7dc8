/**
 * Which sidebar each page of a docs version shows, and its previous and next links, as Docusaurus
 * decides them: a doc shows the first sidebar holding it, unless its front matter
 * `displayed_sidebar` names one (or is null: none); a doc in no sidebar shows none. Previous and
 * next follow the shown sidebar's docs and linked categories, unless `pagination_prev` /
 * `pagination_next` name a doc (or are null: none); a link to a doc is labelled by its
 * `pagination_label`, else its `sidebar_label`, else its sidebar label.
 */
import { frontMatterLine, type DocSource } from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import {
  prevNext,
  type DocsPageNavigation,
  type DocsSidebar,
  type NavLink,
  type SidebarItem,
} from '../../routes/index.js';
import { pickFrontMatter } from './sidebar.js';

/**
 * The front matter keys a docs page's navigation reads (which sidebar it shows, its previous and
 * next links and their labels): read only through `navigationFrontMatter`, and listed for
 * `docRouteShape`, so a rebuild knows every key that changes them.
 */
export const NAVIGATION_FRONT_MATTER = [
  'displayed_sidebar',
  'pagination_prev',
  'pagination_next',
  'pagination_label',
  'sidebar_label',
] as const;

function navigationFrontMatter(doc: DocSource) {
  return pickFrontMatter(doc, NAVIGATION_FRONT_MATTER);
}

/** A sidebar's links previous/next walk through: its docs, and categories that link somewhere. */
export function navigationOrder(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href !== undefined && (item.type === 'category' || item.docId !== undefined))
      out.push({ label: item.label, href: item.href, ...(item.docId && { docId: item.docId }) });
    if (item.type === 'category') out.push(...navigationOrder(item.items));
  }
  return out;
}

export interface DocsNavigationOptions {
  sidebars: DocsSidebar[];
  docs: DocSource[];
  docUrl: (doc: DocSource) => string;
  /** The URLs of the version's generated category pages. */
  categoryUrls: string[];
  errors: ErrorList;
}

/** Each page's navigation, by URL: the version's docs and generated category pages. */
export function docsNavigation(options: DocsNavigationOptions): Map<string, DocsPageNavigation> {
  const { sidebars, docs, docUrl, categoryUrls, errors } = options;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  // The first sidebar holding each doc, and each generated category page.
  const holding = new Map<string, DocsSidebar>();
  const holdingUrl = new Map<string, DocsSidebar>();
  for (const sidebar of sidebars) {
    for (const id of sidebar.docIds) if (!holding.has(id)) holding.set(id, sidebar);
    for (const link of sidebar.order)
      if (!holdingUrl.has(link.href)) holdingUrl.set(link.href, sidebar);
  }
  // A link to a doc reads as Docusaurus labels it in pagination.
  const labelled = (link: NavLink | undefined): NavLink | undefined => {
    const doc = link?.docId === undefined ? undefined : byId.get(link.docId);
    if (!link) return undefined;
    const fm = doc ? navigationFrontMatter(doc) : {};
    return {
      label: stringOf(fm.pagination_label) ?? stringOf(fm.sidebar_label) ?? link.label,
      href: link.href,
    };
  };
  const navigation = new Map<string, DocsPageNavigation>();
  for (const doc of docs) {
    const url = docUrl(doc);
    const fm = navigationFrontMatter(doc);
    let sidebar = holding.get(doc.id);
    if (fm.displayed_sidebar === null) sidebar = undefined;
    else if (typeof fm.displayed_sidebar === 'string') {
      const named = fm.displayed_sidebar;
      sidebar = sidebars.find((candidate) => candidate.id === named);
      if (!sidebar)
        errors.add({
          file: doc.file,
          line: frontMatterLine(doc.file, 'displayed_sidebar'),
          column: 1,
          message: `displayed_sidebar: no sidebar is named "${named}"`,
          hint: `name one of this version's sidebars: ${sidebars.map((s) => s.id).join(', ') || 'it has none'}`,
        });
    }
    const around = sidebar ? prevNext(sidebar.order, url) : {};
    // pagination_prev / pagination_next: a doc id, or null for no link.
    const chosen = (key: 'pagination_prev' | 'pagination_next', fallback?: NavLink) => {
      const value = fm[key];
      if (value === undefined) return labelled(fallback);
      if (value === null) return undefined;
      const target = typeof value === 'string' ? byId.get(value) : undefined;
      if (!target) {
        errors.add({
          file: doc.file,
          line: frontMatterLine(doc.file, key),
          column: 1,
          message: `${key}: no doc has the id ${JSON.stringify(value)}`,
          hint: 'a doc id is its path in the docs folder without the extension, or its front matter id',
        });
        return labelled(fallback);
      }
      return labelled({ label: target.sidebarLabel, href: docUrl(target), docId: target.id });
    };
    navigation.set(url, {
      sidebar,
      previous: chosen('pagination_prev', around.previous),
      next: chosen('pagination_next', around.next),
    });
  }
  for (const url of categoryUrls) {
    const sidebar = holdingUrl.get(url);
    const around = sidebar ? prevNext(sidebar.order, url) : {};
    navigation.set(url, {
      sidebar,
      previous: labelled(around.previous),
      next: labelled(around.next),
    });
  }
  return navigation;
}

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

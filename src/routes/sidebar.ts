/**
 * The docs sidebar, generated from the folder tree: `_category_` labels and positions,
 * `sidebar_position` / `sidebar_label`, index docs as category links. Also the orderings the
 * sidebar implies: previous/next and breadcrumbs.
 */
import type { CategoryMeta, DocSource } from '../content/index.js';
import type { NavLink, SidebarCategory, SidebarItem, SidebarLink } from '../shared/index.js';

export type { NavLink, SidebarCategory, SidebarItem, SidebarLink };

interface Entry {
  position?: number;
  sortName: string;
  item: SidebarItem;
}

/**
 * `docUrl` gives a doc's URL by id; `generatedIndexUrl` the URL of a category's generated index
 * page (only called for categories whose link asks for one).
 */
export function buildSidebar(
  docs: DocSource[],
  categories: Map<string, CategoryMeta>,
  docUrl: (doc: DocSource) => string,
  generatedIndexUrl: (category: CategoryMeta) => string,
): SidebarItem[] {
  const listed = docs.filter((doc) => !doc.unlisted);
  const byId = new Map(listed.map((doc) => [doc.id, doc]));

  function folder(dir: string): Entry[] {
    const entries: Entry[] = [];
    for (const doc of listed) {
      if (doc.dir !== dir) continue;
      if (doc.isIndex && dir !== '') continue; // the folder's own page: the category links to it
      entries.push({
        position: doc.sidebarPosition,
        sortName: doc.fileName,
        item: { type: 'link', label: doc.sidebarLabel, href: docUrl(doc), docId: doc.id },
      });
    }
    for (const category of categories.values()) {
      if (parentOf(category.dir) !== dir) continue;
      const item = categoryItem(category);
      const indexDoc = listed.find((doc) => doc.isIndex && doc.dir === category.dir);
      if (item)
        entries.push({
          position: category.position ?? indexDoc?.sidebarPosition,
          sortName: category.folderName,
          item,
        });
    }
    return entries.sort(compareEntries);
  }

  function categoryItem(category: CategoryMeta): SidebarItem | undefined {
    const items = folder(category.dir).map((entry) => entry.item);
    const indexDoc = listed.find((doc) => doc.isIndex && doc.dir === category.dir);
    let linkDoc: DocSource | undefined;
    let href: string | undefined;
    if (category.link?.type === 'doc') {
      linkDoc = byId.get(category.link.id) ?? byId.get(`${category.dir}/${category.link.id}`);
    } else if (category.link?.type === 'generated-index') {
      href = generatedIndexUrl(category);
    } else {
      linkDoc = indexDoc;
    }
    if (linkDoc) href = docUrl(linkDoc);
    const label = category.file ? category.label : (indexDoc?.sidebarLabel ?? category.label);
    if (items.length === 0) {
      return href ? { type: 'link', label, href, docId: linkDoc?.id } : undefined;
    }
    return {
      type: 'category',
      label,
      href,
      docId: linkDoc?.id,
      collapsed: category.collapsed,
      collapsible: category.collapsible,
      items,
    };
  }

  return folder('').map((entry) => entry.item);
}

function parentOf(dir: string): string {
  const i = dir.lastIndexOf('/');
  return i < 0 ? '' : dir.slice(0, i);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareEntries(a: Entry, b: Entry): number {
  if (a.position !== undefined && b.position !== undefined && a.position !== b.position)
    return a.position - b.position;
  if (a.position !== undefined && b.position === undefined) return -1;
  if (a.position === undefined && b.position !== undefined) return 1;
  return collator.compare(a.sortName, b.sortName);
}

/** Every link of the sidebar in reading order: category pages before their children. */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.href) out.push({ label: item.label, href: item.href });
    if (item.type === 'category') out.push(...flattenSidebar(item.items));
  }
  return out;
}

export function prevNext(flat: NavLink[], href: string): { previous?: NavLink; next?: NavLink } {
  let positions = positionsOf.get(flat);
  if (!positions) {
    positions = new Map();
    for (const [i, link] of flat.entries())
      if (!positions.has(link.href)) positions.set(link.href, i);
    positionsOf.set(flat, positions);
  }
  const i = positions.get(href);
  if (i === undefined) return {};
  return { previous: flat[i - 1], next: flat[i + 1] };
}

/** Per list of links, where each href first appears (asked for on every page, so worked out once). */
const positionsOf = new WeakMap<NavLink[], Map<string, number>>();

/** The categories leading to `href`, outermost first (the page itself not included). */
export function breadcrumbsTo(items: SidebarItem[], href: string): NavLink[] | undefined {
  let trails = trailsOf.get(items);
  if (!trails) trailsOf.set(items, (trails = trailsIn(items)));
  return trails.get(href)?.slice();
}

/** Per sidebar, the trail to each href: where it first appears, depth first. */
const trailsOf = new WeakMap<SidebarItem[], Map<string, NavLink[]>>();

function trailsIn(items: SidebarItem[]): Map<string, NavLink[]> {
  const trails = new Map<string, NavLink[]>();
  const visit = (list: SidebarItem[], trail: NavLink[]) => {
    for (const item of list) {
      if (item.href !== undefined && !trails.has(item.href)) trails.set(item.href, trail);
      if (item.type === 'category')
        visit(item.items, [...trail, { label: item.label, href: item.href ?? '' }]);
    }
  };
  visit(items, []);
  return trails;
}

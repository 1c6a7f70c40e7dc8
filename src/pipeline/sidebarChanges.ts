/**
 * Which docs pages an edit of the docs sidebars shows on, for a rebuild of one locale. A page
 * shows its sidebar with the categories holding it open (and those open on every page), and a
 * closed category shows only its label: so a label edited in one category shows on the pages of
 * that category, not on every doc. Previous/next and which sidebar a page shows are compared page
 * by page. When a sidebar's shape changed (items added, removed or moved, a link's target, a
 * category opening differently), every page showing it may differ.
 */
import type {
  DocsPageNavigation,
  RouteTable,
  SidebarCategory,
  SidebarItem,
} from '../routes/index.js';

export interface SidebarChanges {
  /** Docs pages (docs and generated category pages) whose sidebar or previous/next may differ. */
  pages: Set<string>;
  /** Docs versions with a sidebar edited: their generated category pages list its items. */
  groups: Set<string>;
}

export function sidebarChanges(before: RouteTable, after: RouteTable): SidebarChanges {
  const changes: SidebarChanges = { pages: new Set(), groups: new Set() };
  if (before === after) return changes;
  const old = new Map(before.docs.map((group) => [group.key, group]));
  for (const group of after.docs) {
    const was = old.get(group.key);
    const pages = [...group.navigation.keys()];
    if (!was) {
      pages.forEach((url) => changes.pages.add(url));
      changes.groups.add(group.key);
      continue;
    }
    for (const url of pages)
      if (!sameNavigation(was.navigation.get(url), group.navigation.get(url)))
        changes.pages.add(url);
    for (const sidebar of group.sidebars) {
      const previous = was.sidebars.find((s) => s.id === sidebar.id);
      const edited: SidebarCategory[][] = [];
      const sameShape =
        previous !== undefined && compare(previous.items, sidebar.items, [], edited);
      if (sameShape && edited.length === 0) continue;
      changes.groups.add(group.key);
      // Per edited item, the pages it shows on (undefined: every page showing the sidebar).
      const seen = sameShape ? edited.map(pagesSeeing) : [undefined];
      for (const [url, { sidebar: shown }] of group.navigation)
        if (shown?.id === sidebar.id && seen.some((pages) => !pages || pages.has(url)))
          changes.pages.add(url);
    }
  }
  return changes;
}

/** Whether a page shows the same sidebar, and the same previous and next links. */
function sameNavigation(
  a: DocsPageNavigation | undefined,
  b: DocsPageNavigation | undefined,
): boolean {
  return (
    a?.sidebar?.id === b?.sidebar?.id &&
    sameFields(a?.previous ?? {}, b?.previous ?? {}) &&
    sameFields(a?.next ?? {}, b?.next ?? {})
  );
}

/**
 * Whether two lists of items have the same shape (false: not), collecting in `edited` the
 * categories above each item whose own fields (label, class, props…) differ.
 */
function compare(
  before: SidebarItem[],
  after: SidebarItem[],
  ancestors: SidebarCategory[],
  edited: SidebarCategory[][],
): boolean {
  if (before.length !== after.length) return false;
  return after.every((item, i) => {
    const was = before[i];
    if (
      was.type !== item.type ||
      ('href' in was ? was.href : '') !== ('href' in item ? item.href : '')
    )
      return false;
    if (item.type === 'category') {
      const old = was as SidebarCategory;
      if (old.collapsed !== item.collapsed || old.collapsible !== item.collapsible) return false;
      if (!compare(old.items, item.items, [...ancestors, item], edited)) return false;
    }
    if (!sameFields(was, item)) edited.push(ancestors);
    return true;
  });
}

/** Whether two items (or links) have the same fields, their child items aside. */
function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  keys.delete('items');
  for (const key of keys) {
    if (x[key] === y[key]) continue;
    if (typeof x[key] !== 'object' || JSON.stringify(x[key]) !== JSON.stringify(y[key]))
      return false;
  }
  return true;
}

/**
 * The pages an item under `ancestors` shows on, when not all: every category above it must be
 * open, and one collapsed by default is open only on the pages it holds (its own and those under it).
 */
function pagesSeeing(ancestors: SidebarCategory[]): Set<string> | undefined {
  const closable = ancestors.filter((category) => category.collapsible && category.collapsed);
  if (closable.length === 0) return undefined;
  const pages = new Set<string>();
  const collect = (category: SidebarCategory) => {
    if (category.href !== undefined) pages.add(category.href);
    for (const item of category.items)
      if (item.type === 'category') collect(item);
      else if (item.type === 'link') pages.add(item.href);
  };
  collect(closable[closable.length - 1]);
  return pages;
}

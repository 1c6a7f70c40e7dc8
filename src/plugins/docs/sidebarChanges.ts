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
} from '../../routes/index.js';
import { categoryOpen } from '../../theme/index.js';

export interface SidebarChanges {
  /** Docs pages (docs and generated category pages) whose sidebar or previous/next may differ. */
  pages: Set<string>;
  /** Docs versions with a sidebar edited: their generated category pages list its items. */
  groups: Set<string>;
}

/**
 * `wholeSidebar`: the site replaced the sidebar component (src/theme/DocSidebar), which is given
 * every item and may show any of them, whichever categories are open: an edited item then shows
 * on every page showing its sidebar.
 */
export function sidebarChanges(
  before: RouteTable,
  after: RouteTable,
  wholeSidebar = false,
): SidebarChanges {
  const changes: SidebarChanges = { pages: new Set(), groups: new Set() };
  if (before === after) return changes;
  const old = new Map(before.docs.map((group) => [group.key, group]));
  for (const group of after.docs) {
    const was = old.get(group.key);
    if (!was) {
      for (const url of group.navigation.keys()) changes.pages.add(url);
      changes.groups.add(group.key);
      continue;
    }
    for (const url of group.navigation.keys())
      if (!sameNavigation(was.navigation.get(url), group.navigation.get(url)))
        changes.pages.add(url);
    for (const sidebar of group.sidebars) {
      const previous = was.sidebars.find((s) => s.id === sidebar.id);
      const edited: SidebarCategory[][] = [];
      const sameShape =
        previous !== undefined && compare(previous.items, sidebar.items, [], edited);
      if (sameShape && edited.length === 0) continue;
      changes.groups.add(group.key);
      for (const [url, { sidebar: shown }] of group.navigation)
        if (
          shown?.id === sidebar.id &&
          (!sameShape || wholeSidebar || edited.some((above) => seenFrom(above, url)))
        )
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
 * Whether an item under the categories `above` shows on the page at `url`: every one of them is
 * open there, as the sidebar decides it (asked innermost first: that one most often is not).
 */
function seenFrom(above: SidebarCategory[], url: string): boolean {
  for (let i = above.length - 1; i >= 0; i--) if (!categoryOpen(above[i], url)) return false;
  return true;
}

/**
 * A sidebar's items (the docs' and the API reference's) and the orderings it implies: previous
 * and next, and breadcrumbs. The docs' sidebars are made by their plugin (plugins/docs/sidebar.ts).
 */
import type { NavLink, SidebarCategory, SidebarItem, SidebarLink } from '../shared/index.js';

export type { NavLink, SidebarCategory, SidebarItem, SidebarLink };

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

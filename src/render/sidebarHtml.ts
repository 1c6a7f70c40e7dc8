/**
 * The docs sidebar of each page, as HTML. On a large site it is most of a page's markup, and it
 * differs between pages only in which categories are open (those holding the page) and which
 * links are the current page. So DocSidebar renders it once per set of open categories, with no
 * current link, and each page's own links are then marked as DocSidebar marks them. Where the
 * marks do not land exactly on the links expected, the page's sidebar is rendered in full.
 *
 * A page's key (what a rebuild compares to know whether the page would be the same) is made from
 * the items the page's sidebar shows, when the sidebar is sitegen's own DocSidebar: a rebuild
 * that takes every page from the last build renders no sidebar at all.
 */
import { hashOf } from '../cache/index.js';
import { escapeAsReact } from '../shared/index.js';
import {
  closedCategoryHref,
  linkClass,
  openOnEveryPage,
  type SidebarItem,
} from '../theme/index.js';

export type RenderSidebar = (items: SidebarItem[], activeHref: string, openHref: string) => string;

/** Never the href of a link: renders a sidebar with no current link. */
const NO_PAGE = '\u0000';

/** One sidebar's renders by open categories (with their hash), and where each of its links is. */
interface Rendered {
  /** By the positions of the open categories (see holders): the render, its hash, the key. */
  byOpen: Map<string, { html?: string; hash?: string; shown?: string }>;
  /** Per href: the positions of the categories holding it ("3,3.1"), which are what opens for its page. */
  holders: Map<string, string>;
  /**
   * Per href: how many links to it the sidebar has. All of them are shown on its page: each sits
   * in categories that hold the page, and those are open.
   */
  links: Map<string, number>;
}

export interface SidebarHtml {
  /** The sidebar of the page at `activeHref`, its links to the page marked. */
  html(items: SidebarItem[], activeHref: string): string;
  /**
   * What that sidebar is made from, cheaply: equal keys, equal HTML. A page's key changes only when
   * what it shows of the sidebar does (a label in a category it does not open is not shown).
   */
  key(items: SidebarItem[], activeHref: string): string;
  /**
   * The sidebar of that page with no current link, and its hash: the pages that open the same
   * categories share it, and it has the links and ids of each of their sidebars (the link check
   * reads it once).
   */
  unmarked(items: SidebarItem[], activeHref: string): { html: string; hash: string };
}

/**
 * `render`: DocSidebar, rendered with the locale's strings and the site's replacements.
 * `keyFromItems`: the sidebar is sitegen's own DocSidebar (the site did not replace it), whose
 * output is decided by the items it shows; a replacement is given every item and may show any, so
 * its key is the hash of its render.
 */
export function createSidebarHtml(render: RenderSidebar, keyFromItems = false): SidebarHtml {
  const rendered = new WeakMap<SidebarItem[], Rendered>();
  /** An item's own fields as JSON (not a category's items), made once per item. */
  const fields = new WeakMap<SidebarItem, string>();
  /** The sidebar's renders and keys for the categories the page at `activeHref` opens. */
  const opened = (items: SidebarItem[], activeHref: string) => {
    let sidebar = rendered.get(items);
    if (!sidebar) rendered.set(items, (sidebar = { byOpen: new Map(), ...positions(items) }));
    // Categories open whatever the page (not collapsible, or not collapsed) are the same on every page.
    const key = sidebar.holders.get(activeHref) ?? '';
    let open = sidebar.byOpen.get(key);
    if (!open) sidebar.byOpen.set(key, (open = {}));
    return { sidebar, open, key };
  };
  /** The sidebar as the page's open categories show it, with no current link, and its hash. */
  const unmarked = (items: SidebarItem[], activeHref: string) => {
    const { sidebar, open } = opened(items, activeHref);
    open.html ??= render(items, NO_PAGE, activeHref);
    open.hash ??= hashOf(open.html);
    return { sidebar, html: open.html, hash: open.hash };
  };
  return {
    html(items, activeHref) {
      const { sidebar, html } = unmarked(items, activeHref);
      const href = escapeAsReact(activeHref);
      const parts = html.split(`<a class="${linkClass(false)}" href="${href}">`);
      if (parts.length - 1 !== (sidebar.links.get(activeHref) ?? 0))
        return render(items, activeHref, activeHref);
      return parts.join(`<a class="${linkClass(true)}" href="${href}" aria-current="page">`);
    },
    key(items, activeHref) {
      if (!keyFromItems) return `${unmarked(items, activeHref).hash} ${activeHref}`;
      const { open, key } = opened(items, activeHref);
      open.shown ??= hashOf(shownItems(items, new Set(key.split(',')), fields));
      return `${open.shown} ${activeHref}`;
    },
    unmarked(items, activeHref) {
      const { html, hash } = unmarked(items, activeHref);
      return { html, hash };
    },
  };
}

/**
 * What DocSidebar shows of `items` when the categories at the positions `open` (and those open on
 * every page) are open, one line per shown item: its fields as JSON, then for a category either
 * its items between "[" and "]" or, closed, "> " and where its label links.
 */
function shownItems(
  items: SidebarItem[],
  open: Set<string>,
  fields: WeakMap<SidebarItem, string>,
): string {
  const lines: string[] = [];
  const visit = (list: SidebarItem[], prefix: string) => {
    list.forEach((item, i) => {
      let json = fields.get(item);
      if (json === undefined)
        fields.set(
          item,
          (json = JSON.stringify(item.type === 'category' ? { ...item, items: undefined } : item)),
        );
      lines.push(json);
      if (item.type !== 'category') return;
      const position = `${prefix}${i}`;
      if (openOnEveryPage(item) || open.has(position)) {
        lines.push('[');
        visit(item.items, `${position}.`);
        lines.push(']');
      } else lines.push(`> ${closedCategoryHref(item) ?? ''}`);
    });
  };
  visit(items, '');
  return lines.join('\n');
}

function positions(items: SidebarItem[]): Pick<Rendered, 'holders' | 'links'> {
  const holders = new Map<string, Set<string>>();
  const links = new Map<string, number>();
  const visit = (list: SidebarItem[], ancestors: string[], prefix: string) => {
    list.forEach((item, i) => {
      const position = `${prefix}${i}`;
      const path = item.type === 'category' ? [...ancestors, position] : ancestors;
      if (item.href !== undefined) {
        links.set(item.href, (links.get(item.href) ?? 0) + 1);
        const set = holders.get(item.href) ?? new Set<string>();
        path.forEach((p) => set.add(p));
        holders.set(item.href, set);
      }
      if (item.type === 'category') visit(item.items, path, `${position}.`);
    });
  };
  visit(items, [], '');
  return {
    holders: new Map([...holders].map(([href, set]) => [href, [...set].sort().join(',')])),
    links,
  };
}

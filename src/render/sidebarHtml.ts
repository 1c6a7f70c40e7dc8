/**
 * The docs sidebar of each page, as HTML. On a large site it is most of a page's markup, and it
 * differs between pages only in which categories are open (those holding the page) and which
 * links are the current page. So DocSidebar renders it once per set of open categories, with no
 * current link, and each page's own links are then marked as DocSidebar marks them. Where the
 * marks do not land exactly on the links expected, the page's sidebar is rendered in full.
 */
import { hashOf } from '../cache/index.js';
import { linkClass, type SidebarItem } from '../theme/index.js';

export type RenderSidebar = (items: SidebarItem[], activeHref: string, openHref: string) => string;

/** Never the href of a link: renders a sidebar with no current link. */
const NO_PAGE = '\u0000';

/** One sidebar's renders by open categories (with their hash), and where each of its links is. */
interface Rendered {
  byOpen: Map<string, { html: string; hash?: string }>;
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

export function createSidebarHtml(render: RenderSidebar): SidebarHtml {
  const rendered = new WeakMap<SidebarItem[], Rendered>();
  /** The sidebar as the page's open categories show it, with no current link. */
  const unmarked = (items: SidebarItem[], activeHref: string) => {
    let sidebar = rendered.get(items);
    if (!sidebar) rendered.set(items, (sidebar = { byOpen: new Map(), ...positions(items) }));
    // Categories open whatever the page (not collapsible, or not collapsed) are the same on every page.
    const key = sidebar.holders.get(activeHref) ?? '';
    let open = sidebar.byOpen.get(key);
    if (!open) sidebar.byOpen.set(key, (open = { html: render(items, NO_PAGE, activeHref) }));
    return { sidebar, open };
  };
  return {
    html(items, activeHref) {
      const { sidebar, open } = unmarked(items, activeHref);
      const href = escapeAttribute(activeHref);
      const parts = open.html.split(`<a class="${linkClass(false)}" href="${href}">`);
      if (parts.length - 1 !== (sidebar.links.get(activeHref) ?? 0))
        return render(items, activeHref, activeHref);
      return parts.join(`<a class="${linkClass(true)}" href="${href}" aria-current="page">`);
    },
    key(items, activeHref) {
      const { open } = unmarked(items, activeHref);
      open.hash ??= hashOf(open.html);
      return `${open.hash} ${activeHref}`;
    },
    unmarked(items, activeHref) {
      const { open } = unmarked(items, activeHref);
      open.hash ??= hashOf(open.html);
      return { html: open.html, hash: open.hash };
    },
  };
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

/** As React escapes an attribute value. */
function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

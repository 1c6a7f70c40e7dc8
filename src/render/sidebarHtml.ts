/**
 * The docs sidebar of each page, as HTML. On a large site it is most of a page's markup, and it
 * differs between pages only in which categories are open (those holding the page) and which
 * links are the current page. So DocSidebar renders it once per set of open categories, with no
 * current link, and each page's own links are then marked as DocSidebar marks them. Where the
 * marks do not land exactly on the links expected, the page's sidebar is rendered in full.
 */
import { linkClass, type SidebarItem } from '../theme/index.js';

export type RenderSidebar = (items: SidebarItem[], activeHref: string, openHref: string) => string;

/** Never the href of a link: renders a sidebar with no current link. */
const NO_PAGE = '\u0000';

/** One sidebar's renders by open categories, and where each of its links is. */
interface Rendered {
  byOpen: Map<string, string>;
  /** Per href: the positions of the categories holding it ("3,3.1"), which are what opens for its page. */
  holders: Map<string, string>;
  /**
   * Per href: how many links to it the sidebar has. All of them are shown on its page: each sits
   * in categories that hold the page, and those are open.
   */
  links: Map<string, number>;
}

export function createSidebarHtml(
  render: RenderSidebar,
): (items: SidebarItem[], activeHref: string) => string {
  const rendered = new WeakMap<SidebarItem[], Rendered>();
  return (items, activeHref) => {
    let sidebar = rendered.get(items);
    if (!sidebar) rendered.set(items, (sidebar = { byOpen: new Map(), ...positions(items) }));
    // Categories open whatever the page (not collapsible, or not collapsed) are the same on every page.
    const key = sidebar.holders.get(activeHref) ?? '';
    let html = sidebar.byOpen.get(key);
    if (html === undefined) sidebar.byOpen.set(key, (html = render(items, NO_PAGE, activeHref)));
    const href = escapeAttribute(activeHref);
    const parts = html.split(`<a class="${linkClass(false)}" href="${href}">`);
    if (parts.length - 1 !== (sidebar.links.get(activeHref) ?? 0))
      return render(items, activeHref, activeHref);
    return parts.join(`<a class="${linkClass(true)}" href="${href}" aria-current="page">`);
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

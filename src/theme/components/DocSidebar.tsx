/**
 * The docs sidebar. Categories are native <details>, so they open and close without JavaScript;
 * the category holding the current page starts open.
 */
import { useT } from '../i18n.js';
import type { SidebarItem } from '../types.js';
import { overridable } from '../overridable.js';

/**
 * `activeHref`: the current page, whose links are marked. `openHref`: the page whose categories
 * are open (the current page unless told otherwise; see render/sidebarHtml.ts).
 */
export interface DocSidebarProps {
  items: SidebarItem[];
  activeHref: string;
  openHref?: string;
}

function DocSidebarOriginal({ items, activeHref, openHref = activeHref }: DocSidebarProps) {
  const t = useT();
  return (
    <nav className="sidebar menu" aria-label={t('docs.sidebarLabel')}>
      <SidebarList items={items} activeHref={activeHref} openHref={openHref} level={1} />
    </nav>
  );
}

/**
 * Whether a category is shown open on the page at `href` (a rebuild asks it too, for which pages
 * show an edited label: plugins/docs/sidebarChanges.ts).
 */
export function categoryOpen(
  item: Extract<SidebarItem, { type: 'category' }>,
  href: string,
): boolean {
  return openOnEveryPage(item) || containsHref(item, href);
}

/** Whether a category is open whatever the page: it cannot collapse, or does not start collapsed. */
export function openOnEveryPage(item: Extract<SidebarItem, { type: 'category' }>): boolean {
  return !item.collapsible || !item.collapsed;
}

/** Where the label of a closed category links: the category's own page, else its first page. */
export function closedCategoryHref(
  item: Extract<SidebarItem, { type: 'category' }>,
): string | undefined {
  return item.href ?? firstHref(item.items);
}

/**
 * The class and attributes of a sidebar link, current or not: render/sidebarHtml.ts relies on them.
 * Docusaurus's class names (`menu__link`…, and the ThemeClassNames `theme-doc-sidebar-…`) stand
 * beside sitegen's throughout the sidebar, for a site's CSS; Infima's own rules for them are not
 * bundled (emit/infimaCss.ts), so they change nothing by themselves.
 */
export function linkClass(active: boolean): string {
  return active ? 'menu-link active menu__link menu__link--active' : 'menu-link menu__link';
}

interface ListProps {
  items: SidebarItem[];
  activeHref: string;
  openHref: string;
  level: number;
}

const itemClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

function SidebarList({ items, activeHref, openHref, level }: ListProps) {
  return (
    <ul
      className={`menu-list menu-level-${level} menu__list${level === 1 ? ' theme-doc-sidebar-menu' : ''}`}
    >
      {items.map((item, i) =>
        item.type === 'html' ? (
          // The sidebars file's own markup (Docusaurus's html item): the site's, so trusted.
          <li
            key={`html-${i}`}
            className={itemClass(
              `menu-item menu-item-html${item.defaultStyle ? ' menu-item-html-styled menu__list-item' : ''}`,
              item.className,
            )}
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        ) : (
          <li
            key={`${item.label}-${i}`}
            className={itemClass(
              item.type === 'category'
                ? `menu-item menu-item-category menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level}`
                : `menu-item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level}`,
              item.className,
            )}
          >
            {item.type === 'link' ? (
              <a
                className={linkClass(item.href === activeHref)}
                href={item.href}
                aria-current={item.href === activeHref ? 'page' : undefined}
              >
                {item.badge && (
                  <span className={`menu-badge method-${item.badge}`}>
                    {item.badge.toUpperCase()}
                  </span>
                )}
                <span className="menu-label">{item.label}</span>
              </a>
            ) : (
              <SidebarCategory
                item={item}
                activeHref={activeHref}
                openHref={openHref}
                level={level}
              />
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * An open category is a native <details> (closable without JavaScript). A closed one renders no
 * children, so a page's weight does not grow with the size of the docs: its label links to the
 * category page, or to its first page, where it will be open.
 */
function SidebarCategory({
  item,
  activeHref,
  openHref,
  level,
}: Omit<ListProps, 'items'> & { item: Extract<SidebarItem, { type: 'category' }> }) {
  const t = useT();
  const open = categoryOpen(item, openHref);
  if (!open) {
    return (
      <a
        className="menu-link menu-category-label menu-category-closed menu__link menu__link--sublist"
        href={closedCategoryHref(item)}
        data-category=""
      >
        {item.label}
      </a>
    );
  }
  const children = (
    <SidebarList items={item.items} activeHref={activeHref} openHref={openHref} level={level + 1} />
  );
  if (!item.href) {
    return (
      <details className="menu-category" open>
        <summary className="menu-link menu-category-label menu__link menu__link--sublist">
          {item.label}
        </summary>
        {children}
      </details>
    );
  }
  const active = item.href === activeHref;
  return (
    <div className="menu-category menu-category-linked">
      <a className={linkClass(active)} href={item.href} aria-current={active ? 'page' : undefined}>
        {item.label}
      </a>
      <details open>
        <summary
          className="menu-caret menu__caret"
          aria-label={t('docs.toggleCategory', { label: item.label })}
        />
        {children}
      </details>
    </div>
  );
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Whether the category contains the page at `href` (so the sidebar opens it). */
function containsHref(item: SidebarItem, href: string): boolean {
  if (item.href === href) return true;
  return item.type === 'category' && item.items.some((child) => containsHref(child, href));
}

/** Replaceable by a site's `src/theme/DocSidebar.tsx` (see overridable.tsx). */
export const DocSidebar = /* @__PURE__ */ overridable('DocSidebar', DocSidebarOriginal);

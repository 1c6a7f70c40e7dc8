/**
 * The card of a docs sidebar item, as Docusaurus's DocCard draws it: a category (🗃️) leads to its
 * own page or its first link and says how many items it holds unless it has a description; a doc
 * (📄) or another page of the site says its description; a link elsewhere is 🔗. One rule for
 * sitegen's generated index pages and for `<DocCardList />` in a site's docs.
 */
import type { SidebarItem } from '../shared/index.js';

export interface DocCardData {
  href: string;
  label: string;
  description?: string;
  icon: string;
}

export interface CardDescriptions {
  /** A doc's or page's description, by its URL (or its doc id). */
  ofLink(href: string, docId?: string): string | undefined;
  /** A generated index's description, by its URL. */
  ofCategory(href: string): string | undefined;
  /** "3 items", in the locale. */
  itemCount(count: number): string;
}

const isExternal = (href: string) => /^([a-z][\w+.-]*:|\/\/)/i.test(href);

/** Where a category leads: its own page, else the first link inside it. */
export function firstLinkOf(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const inner of item.items) {
    const href = firstLinkOf(inner);
    if (href) return href;
  }
  return undefined;
}

/** The card of `item`; none for an HTML item or a category with no link inside. */
export function docCardOf(item: SidebarItem, describe: CardDescriptions): DocCardData | undefined {
  if (item.type === 'category') {
    const href = firstLinkOf(item);
    if (!href) return undefined;
    return {
      href,
      label: item.label,
      icon: '🗃️',
      description:
        (item.href && describe.ofCategory(item.href)) || describe.itemCount(item.items.length),
    };
  }
  if (item.type !== 'link') return undefined;
  const external = isExternal(item.href);
  const description = external ? undefined : describe.ofLink(item.href, item.docId);
  return {
    href: item.href,
    label: item.label,
    icon: external ? '🔗' : '📄',
    ...(description && { description }),
  };
}

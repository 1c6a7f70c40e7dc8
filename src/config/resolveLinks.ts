/**
 * The config's links (navbar items and their menus, footer columns, the announcement's link): each
 * must lead somewhere and have a label, its text or the text of its HTML. Errors name the key
 * (`navbar.items[2]`) and say what to write.
 */
import type { ParsedConfig } from './schema.js';
import type { NavbarItem } from './types.js';
import { SOCIAL_NETWORKS } from '../shared/index.js';

/** A navbar item, a dropdown's link, a footer link or the announcement's link, as written. */
interface LinkLike {
  label?: string;
  html?: string;
  to?: string;
  href?: string;
  type?: string;
  items?: LinkLike[];
}

/** Links with their labels (`from`: the index of the first in the list `key` names). */
type Labelled = <T extends LinkLike>(
  items: T[],
  key: string,
  from?: number,
) => Array<T & { label: string }>;

/** Checks every link of the config (telling `fail` of each that is wrong), and gives `labelled`. */
export function checkLinks(
  config: ParsedConfig,
  fail: (message: string, hint: string) => void,
): Labelled {
  // A link item must lead somewhere: one with neither `to` nor `href` (a misspelt `herf`) would
  // silently lead home.
  // An item of HTML only (a heading in a menu, a badge in the footer) is no link.
  const leadsNowhere = (item: LinkLike) =>
    item.to === undefined &&
    item.href === undefined &&
    item.type === undefined &&
    item.html === undefined &&
    (item.items === undefined || item.items.length === 0);
  const links: Array<[string, LinkLike]> = [
    ...(config.navbar.items ?? []).flatMap((item, i): Array<[string, LinkLike]> => [
      [`navbar.items[${i}]`, item],
      ...(item.items ?? []).map((child, j): [string, LinkLike] => [
        `navbar.items[${i}].items[${j}]`,
        child,
      ]),
    ]),
    ...(config.footer.columns ?? []).flatMap((column, i) =>
      column.items.map((item, j): [string, LinkLike] => [`footer.columns[${i}].items[${j}]`, item]),
    ),
    ...(config.announcementBar?.link
      ? [['announcementBar.link', config.announcementBar.link] as [string, LinkLike]]
      : []),
  ];
  /** Links with their labels: written, or the text of their HTML; one with neither is an error. */
  const labelled: Labelled = (items, key, from = 0) =>
    items.flatMap((item, i) => {
      const label = item.label ?? (item.html === undefined ? undefined : textOfHtml(item.html));
      if (label !== undefined) return [{ ...item, label }];
      fail(
        `${key}[${from + i}] has no label`,
        'give the item a label: its text, or a key of the locale files',
      );
      return [];
    });
  for (const [key, item] of links)
    if (leadsNowhere(item))
      fail(
        `"${key}" ("${item.label ?? ''}") leads nowhere: it has no "to" or "href"`,
        `give ${key} "to" (a path of the site, like "/docs/intro") or "href" (a whole URL of another site)`,
      );
  return labelled;
}

/** The navbar's items: every one but a version menu shows a label (its text, or its HTML). */
export function navbarItems(
  items: ParsedConfig['navbar']['items'] & object,
  labelled: Labelled,
): NavbarItem[] {
  return items.flatMap((item, i) => {
    const own =
      item.type === 'docsVersionDropdown'
        ? { ...item, label: item.label ?? '' }
        : labelled([item], 'navbar.items', i)[0];
    if (!own) return [];
    return [{ ...own, items: own.items && labelled(own.items, `navbar.items[${i}].items`) }];
  });
}

/** The text of a piece of HTML, for where a label must be text (a key, a screen reader's name). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The config's `social` as navbar items at the end of the bar: each an icon, named for screen
 * readers by its label (the network's name by default); a path on the site ("/blog/rss.xml") is
 * a link of the site.
 */
export function socialItems(social: ParsedConfig['social']): NavbarItem[] {
  if (!social) return [];
  const links = Array.isArray(social)
    ? social
    : Object.entries(social).map(([icon, href]) => ({ icon, href, label: undefined }));
  return links.map(({ icon, label, href }) => ({
    label: label ?? SOCIAL_NETWORKS[icon]?.label ?? icon,
    ...(href.startsWith('/') ? { to: href } : { href }),
    position: 'right' as const,
    icon,
  }));
}

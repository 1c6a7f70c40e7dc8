/**
 * Which navbar items are active on a page, as Docusaurus decides it, so two items leading into
 * the same docs (a Docs sidebar and an API link under /docs/api/, a Next link under /docs/next/)
 * are not both lit on every docs page:
 * - an item leading to a docs sidebar is active on the pages showing that sidebar;
 * - a link with `activeBaseRegex` where the path matches it, with `activeBasePath` where the path
 *   starts with it;
 * - another link on its own page and the pages under it.
 * Only when no item is active by these rules does a link of the page's section (its first path
 * segment: a "Docs" link to /docs/intro on /docs/guide) stand for it: the one sharing the most
 * leading segments with the path, the first of them on a tie.
 */
import { normalizePath } from '../shared/index.js';
import type { NavbarItemView } from './types.js';

type ActiveRules = Pick<
  NavbarItemView,
  'href' | 'external' | 'docSidebar' | 'activeBasePath' | 'activeBaseRegex' | 'versionMenu'
> & { items?: unknown[] };

/** For each item, whether it is active on `path` (showing the docs sidebar `docSidebar`). */
export function activeNavbarItems(
  items: ActiveRules[],
  path: string,
  docSidebar: string | undefined,
  localeBase: string,
): boolean[] {
  const here = normalizePath(path);
  const segments = (url: string) => url.slice(localeBase.length).split('/').filter(Boolean);
  const pathSegments = segments(here);
  const links = items.map((item) =>
    item.versionMenu !== undefined || item.items || item.external || item.href === ''
      ? undefined
      : item,
  );
  const explicit = links.map((item) => {
    if (!item) return false;
    if (item.docSidebar !== undefined) return item.docSidebar === docSidebar;
    if (item.activeBaseRegex !== undefined) return matches(item.activeBaseRegex, here);
    if (item.activeBasePath !== undefined) return here.startsWith(item.activeBasePath);
    const target = normalizePath(item.href.split(/[?#]/)[0]);
    // The locale's home is active on itself only, not on every page under it.
    if (target === normalizePath(localeBase)) return here === target;
    return here === target || here.startsWith(`${target}/`);
  });
  if (explicit.some(Boolean)) return explicit;
  // The section's link, when no rule made one active (a sitegen config's "Docs" link).
  let best = -1;
  let shared = 0;
  links.forEach((item, index) => {
    if (!item || item.docSidebar !== undefined || item.activeBaseRegex !== undefined) return;
    if (item.activeBasePath !== undefined) return;
    const target = segments(item.href.split(/[?#]/)[0]);
    if (target.length === 0 || target[0] !== pathSegments[0]) return;
    let common = 0;
    while (common < target.length && target[common] === pathSegments[common]) common += 1;
    if (common > shared) [best, shared] = [index, common];
  });
  return items.map((_, index) => index === best);
}

/** Whether `path` matches the config's pattern (one that is no valid pattern matches nothing). */
function matches(pattern: string, path: string): boolean {
  try {
    return new RegExp(pattern).test(path);
  } catch {
    return false;
  }
}

/**
 * Which links the runtime handles in place: same origin, same locale, a page (not a file), no
 * target, no download. Everything else (modifier clicks, other locales, feeds, external sites)
 * is left to the browser.
 */
import { normalizePath } from '../shared/index.js';

export interface LinkScope {
  /** This locale's root URL ("/id/"). */
  localeBase: string;
  /** Every locale's root URL. */
  localeBases: string[];
}

/** The URL to navigate to in place, or null when the browser should follow the link itself. */
export function inPlaceUrl(anchor: HTMLAnchorElement, scope: LinkScope): URL | null {
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = url.pathname;
  // A file (feed, image, Markdown source), not a page.
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return null;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  if (!slashed.startsWith(scope.localeBase)) return null;
  // Under this locale's root, but another locale's page ("/id/…" seen from "/").
  if (
    scope.localeBases.some(
      (base) => base.length > scope.localeBase.length && slashed.startsWith(base),
    )
  )
    return null;
  // A #section of the page being shown: the browser scrolls there itself.
  if (
    url.hash &&
    normalizePath(path) === normalizePath(window.location.pathname) &&
    url.search === window.location.search
  )
    return null;
  return url;
}

/** A plain left click, with no modifier and not already handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

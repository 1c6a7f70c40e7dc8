/**
 * Prefetching a page the reader is likely to open next: when a link is hovered or
 * focused, and when it scrolls into view. Once per URL; never on a 2g connection or when the
 * browser asks to save data.
 */
import { normalizePath } from '../shared/index.js';
import { inPlaceUrl, type LinkScope } from './links.js';
import { prefetchPage } from './payload.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection && (connection.saveData || (connection.effectiveType ?? '').includes('2g')));
}

const asked = new Set<string>();

export function prefetch(url: URL): void {
  const path = normalizePath(url.pathname);
  if (asked.has(path) || path === normalizePath(window.location.pathname) || !prefetchAllowed())
    return;
  asked.add(path);
  prefetchPage(url.pathname);
}

/** Hover and focus on any in-place link. */
export function prefetchOnIntent(scope: LinkScope): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    const url = anchor && inPlaceUrl(anchor, scope);
    if (url) prefetch(url);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

let observer: IntersectionObserver | undefined;

/** Links of the page being shown, as they scroll into view; call again after each navigation. */
export function prefetchVisible(scope: LinkScope): void {
  if (!('IntersectionObserver' in window) || !prefetchAllowed()) return;
  observer?.disconnect();
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      const url = inPlaceUrl(entry.target as HTMLAnchorElement, scope);
      if (url) prefetch(url);
    }
  });
  observer = seen;
  const idle =
    window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (observer === seen && inPlaceUrl(anchor, scope)) seen.observe(anchor);
    }
  });
}

/**
 * The location a page's modules see, for `@docusaurus/router` and the tabs' query string. On the
 * server, and in the browser while a module hydrates, it is the page's own URL (no query, no hash),
 * so both render the same HTML; once hydrated it is the browser's address, and a component
 * re-renders when the address changes: history moves, and changes made here (`navigate`).
 */
import { useSyncExternalStore } from 'react';
import { normalizePath } from '../../shared/index.js';
import { PAGE_URL_GLOBAL, PATH_READ_GLOBAL } from '../dom.js';
import { followLink } from '../followLink.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** A path with an optional query and hash, or its parts. */
export type To = string | Partial<Location>;

/** Dispatched on window when `navigate` changed the address without leaving the page. */
const CHANGE_EVENT = 'sitegen:location';

let rendered: { url: string; location: Location } | undefined;

/** The page's URL as the server rendered it (the same object while it does not change). */
function renderedLocation(): Location {
  const value = (globalThis as Record<string, unknown>)[PAGE_URL_GLOBAL];
  const url = typeof value === 'string' ? value : '/';
  if (rendered?.url !== url) rendered = { url, location: pathTold(url) };
  return rendered.location;
}

/** The location of `url`, telling the server render when its path is read (PATH_READ_GLOBAL). */
function pathTold(url: string): Location {
  return {
    get pathname() {
      ((globalThis as Record<string, unknown>)[PATH_READ_GLOBAL] as (() => void) | undefined)?.();
      return url;
    },
    search: '',
    hash: '',
    state: undefined,
  };
}

let current: { href: string; state: unknown; location: Location } | undefined;

function addressLocation(): Location {
  const { href, pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  if (current?.href !== href || current.state !== state)
    current = { href, state, location: { pathname: decoded(pathname), search, hash, state } };
  return current.location;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, addressLocation, renderedLocation);
}

/** The location now, outside rendering. */
export function currentLocation(): Location {
  return typeof window === 'undefined' ? renderedLocation() : addressLocation();
}

export function createPath(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return `${to.pathname ?? currentLocation().pathname}${search}${hash}`;
}

/**
 * Goes to `to`. On the same page (another query or hash) the address changes in place and the
 * components reading the location re-render; another page of the site is shown by the runtime's
 * in-place navigation, as a click on a link would be; anything else loads normally.
 */
export function navigate(to: To, replace: boolean, state?: unknown): void {
  const target = new URL(createPath(to), window.location.href);
  if (target.origin !== window.location.origin) {
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
    return;
  }
  if (normalizePath(target.pathname) === normalizePath(window.location.pathname)) {
    const kept = state ?? (typeof to === 'object' ? to.state : undefined) ?? window.history.state;
    const address = target.pathname + target.search + target.hash;
    if (replace) window.history.replaceState(kept, '', address);
    else window.history.pushState(kept, '', address);
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return;
  }
  if (replace) {
    window.location.replace(target.href);
    return;
  }
  followLink(target.href);
}

export function onLocationChange(listener: (location: Location) => void): () => void {
  return subscribe(() => listener(addressLocation()));
}

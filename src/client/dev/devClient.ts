/**
 * Browser code, served only by `serve --watch` (never part of the site's bundle): listens to the
 * dev server's events and brings the open page up to date.
 *
 * Content-only changes are offered to the site's runtime first: a cancelable
 * `sitegen:content-changed` event with the changed URLs. If the runtime cancels it, it has updated
 * the page in place; otherwise this script reloads the page, keeping the scroll position. Changes
 * to what every page shows (styles, template, strings, config) always reload.
 */
import { normalizePath } from '../../shared/index.js';
import { hideOverlay, showOverlay, type OverlayError } from './overlay.js';

const SCROLL_KEY = 'sitegen:scroll';

interface ChangeMessage {
  build: number;
  urls: string[];
  reload: boolean;
}

interface StateMessage {
  build: number;
  errors: OverlayError[];
}

function currentPath(): string {
  try {
    return normalizePath(decodeURI(location.pathname));
  } catch {
    return normalizePath(location.pathname);
  }
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(
      SCROLL_KEY,
      JSON.stringify({ path: location.pathname, y: window.scrollY }),
    );
  } catch {
    // No storage: reload at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path: string; y: number } | undefined;
  try {
    const text = sessionStorage.getItem(SCROLL_KEY);
    sessionStorage.removeItem(SCROLL_KEY);
    saved = text ? JSON.parse(text) : undefined;
  } catch {
    return;
  }
  if (!saved || saved.path !== location.pathname) return;
  const y = saved.y;
  const apply = () => window.scrollTo(0, y);
  if (document.readyState === 'complete') apply();
  else window.addEventListener('load', apply, { once: true });
}

function onChange({ urls, reload }: ChangeMessage): void {
  hideOverlay();
  if (reload) return reloadKeepingScroll();
  if (urls.length === 0) return;
  const event = new CustomEvent('sitegen:content-changed', { cancelable: true, detail: { urls } });
  window.dispatchEvent(event);
  if (event.defaultPrevented) return;
  const here = currentPath();
  if (urls.some((url) => normalizePath(url) === here)) reloadKeepingScroll();
}

function connect(): void {
  let build: number | undefined;
  const source = new EventSource('/__sitegen/events');
  source.addEventListener('state', (message) => {
    const state = JSON.parse((message as MessageEvent<string>).data) as StateMessage;
    // Builds happened while the connection was down (or the server restarted): catch up.
    if (build !== undefined && state.build !== build) return reloadKeepingScroll();
    build = state.build;
    // Lets tests (and the curious) see that the page is connected.
    (window as unknown as { __sitegenDev?: { build: number } }).__sitegenDev = { build };
    if (state.errors.length > 0) showOverlay(state.errors);
    else hideOverlay();
  });
  source.addEventListener('change', (message) => {
    const change = JSON.parse((message as MessageEvent<string>).data) as ChangeMessage;
    build = change.build;
    onChange(change);
  });
  source.addEventListener('errors', (message) => {
    showOverlay(
      (JSON.parse((message as MessageEvent<string>).data) as { errors: OverlayError[] }).errors,
    );
  });
}

restoreScroll();
connect();

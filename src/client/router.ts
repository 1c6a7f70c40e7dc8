/**
 * In-place navigation. Intercepts clicks on in-place links and history moves, fetches the next
 * page (its HTML document, see payload.ts) while the current page stays, then hands it to the
 * shell to show. Keeps
 * history entries' scroll positions, moves focus to the content and says the new title to
 * screen readers; shows the loading state only when loading takes longer than 200 ms.
 */
import { normalizePath, safeDecode } from '../shared/index.js';
import { MAIN_ID, type PagePayload } from '../theme/browser.js';
import { applyHead, loadPageStylesheets } from './head.js';
import { inPlaceUrl, isPlainClick, type LinkScope } from './links.js';
import { loadPayload, PayloadError } from './payload.js';

/** Loading indicators appear only after this long (SPEC §8). */
export const LOADING_DELAY_MS = 200;

export interface RouterView {
  /** Shows a page (synchronously: the DOM is updated when this returns). */
  show(payload: PagePayload): void;
  /** Shows why the page could not be loaded. */
  fail(message: string): void;
  /** Whether the loading indicators are up. */
  loading(slow: boolean): void;
  /** Called after each page is shown (its React page, zoom, prefetch of the new links). */
  shown(payload: PagePayload): void;
}

interface HistoryState {
  scrollY?: number;
}

export interface Router {
  start(): void;
  /** Loads the current page's payload again, keeping the scroll position. */
  refresh(): void;
}

export function createRouter(scope: LinkScope, view: RouterView): Router {
  let token = 0;
  let shownPath = normalizePath(window.location.pathname);

  async function go(
    url: URL,
    how: { push: boolean; scrollY?: number; fresh?: boolean },
  ): Promise<void> {
    const mine = ++token;
    const path = normalizePath(url.pathname);
    const timer = window.setTimeout(() => mine === token && view.loading(true), LOADING_DELAY_MS);
    if (how.push) {
      rememberScroll();
      window.history.scrollRestoration = 'manual';
    }
    try {
      const payload = await loadPayload(url.pathname, how.fresh);
      if (mine !== token) return;
      // The page's own stylesheets first (an API page's): it is never shown unstyled.
      await loadPageStylesheets(payload);
      if (mine !== token) return;
      if (how.push)
        window.history.pushState(
          {} satisfies HistoryState,
          '',
          url.pathname + url.search + url.hash,
        );
      applyHead(payload);
      view.show(payload);
      shownPath = path;
      place(url, how.scrollY);
      view.shown(payload);
    } catch (error) {
      if (mine !== token) return;
      if (error instanceof PayloadError && error.loadNormally) {
        window.location.assign(url.href);
        return;
      }
      if (how.push)
        window.history.pushState(
          {} satisfies HistoryState,
          '',
          url.pathname + url.search + url.hash,
        );
      shownPath = path;
      view.fail(error instanceof Error ? error.message : String(error));
      window.scrollTo(0, 0);
    } finally {
      window.clearTimeout(timer);
      if (mine === token) view.loading(false);
    }
  }

  /** Scroll (restored position, #target or top), then focus the content for keyboard and screen readers. */
  function place(url: URL, scrollY: number | undefined): void {
    const target = url.hash ? document.getElementById(safeDecode(url.hash.slice(1))) : null;
    if (scrollY !== undefined) window.scrollTo(0, scrollY);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }

  function rememberScroll(): void {
    window.history.replaceState(
      {
        ...(window.history.state as HistoryState | null),
        scrollY: window.scrollY,
      } satisfies HistoryState,
      '',
    );
  }

  function onClick(event: MouseEvent): void {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    const url = anchor && inPlaceUrl(anchor, scope);
    if (!url) return;
    event.preventDefault();
    void go(url, { push: true });
  }

  function onPopState(event: PopStateEvent): void {
    const url = new URL(window.location.href);
    const scrollY = (event.state as HistoryState | null)?.scrollY;
    if (normalizePath(url.pathname) === shownPath) {
      // Between two #sections of the page being shown.
      if (scrollY !== undefined) window.scrollTo(0, scrollY);
      return;
    }
    void go(url, { push: false, scrollY });
  }

  let saveTimer = 0;
  function onScroll(): void {
    window.clearTimeout(saveTimer);
    saveTimer = window.setTimeout(rememberScroll, 150);
  }

  return {
    start() {
      document.addEventListener('click', onClick);
      window.addEventListener('popstate', onPopState);
      window.addEventListener('scroll', onScroll, { passive: true });
      // Leaving the document: the browser restores scroll itself on a reload or a later visit.
      window.addEventListener('pagehide', () => {
        rememberScroll();
        window.history.scrollRestoration = 'auto';
      });
    },
    refresh() {
      void go(new URL(window.location.href), { push: false, scrollY: window.scrollY, fresh: true });
    },
  };
}

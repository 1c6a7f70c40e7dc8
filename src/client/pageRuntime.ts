/**
 * What the runtime does on every page, beside the view that shows the pages (plainShell.ts): copy buttons, the table of contents' current section, diagrams, a React page's
 * hydration, the search page, docs versions, in-place navigation (router.ts), prefetching, image
 * zoom and live content updates from the dev server. The view only swaps what it shows.
 */
import { normalizePath, ROUTE_DID_UPDATE_EVENT, ROUTE_UPDATE_EVENT } from '../shared/index.js';
import { format, type BootData, type PagePayload } from '../theme/browser.js';
import { keepSampleChoice } from './apiSamples.js';
import { addCopyButtons } from './codeCopy.js';
import { startTryIt } from './tryIt.js';
import { hydratePages, unmountPages } from './hydratePages.js';
import type { LinkScope } from './links.js';
import { drawDiagrams } from './mermaid.js';
import { prefetchOnIntent, prefetchVisible } from './prefetch.js';
import { createRouter, type Router } from './router.js';
import { watchTocSection } from './scrollSpy.js';
import { mountSearchPage, unmountSearchPage } from './searchPage.js';
import { markUntranslatedNotice, startUntranslatedNotices } from './untranslatedNotice.js';
import { attachZoom, ZOOM_DELAY_MS } from './zoom.js';

/** Sent by `sitegen serve --watch` when page content changed; handled by updating in place. */
const CONTENT_CHANGED_EVENT = 'sitegen:content-changed';

/** What a view does with the pages the router loads. */
export interface ShellView {
  /** Shows a page (synchronously: the DOM is updated when this returns). */
  show(payload: PagePayload): void;
  /** Shows why the page could not be loaded. */
  fail(message: string): void;
  /** Whether the loading indicators are up. */
  loading(slow: boolean): void;
  /** The navbar is plain markup, whose docs links and version menus the runtime keeps (docsVersions.ts). */
  plainNavbar?: boolean;
}

/** Starts the runtime on the page; returns what stops its listening (for React's effect). */
export function startPageRuntime(
  boot: BootData,
  view: ShellView,
): { router: Router; stop(): void } {
  const copyStrings = {
    copy: format(boot.shell.strings, 'code.copy'),
    copied: format(boot.shell.strings, 'code.copied'),
  };
  addCopyButtons(copyStrings);
  startUntranslatedNotices();
  keepSampleChoice();
  startTryIt();
  watchTocSection();
  drawDiagrams({
    settings: boot.shell.mermaid,
    failed: (message) => format(boot.shell.strings, 'code.diagramFailed', { message }),
  });
  const whenHydrated = () => {
    addCopyButtons(copyStrings);
    drawDiagrams();
  };
  hydratePages(boot.shell, boot.url, whenHydrated);
  mountSearchPage(boot.shell, boot.navPath);
  // Docs links follow the reader's preferred version: a site with versions loads that code.
  let shownPath = boot.navPath;
  let pointDocsLinks = (path: string): void => {
    shownPath = path;
  };
  if (boot.shell.docsVersions)
    import('./docsVersions.js').then(
      ({ startDocsVersions }) => {
        pointDocsLinks = startDocsVersions(boot.shell, view.plainNavbar === true);
        pointDocsLinks(shownPath);
      },
      (error: unknown) => console.error('sitegen: could not load the docs versions', error),
    );
  const scope: LinkScope = {
    localeBase: boot.shell.localeBase,
    localeBases: boot.shell.locales.map((l) => l.base),
  };
  const router = createRouter(scope, {
    show(payload) {
      window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
      // Before the page is swapped in: a notice the reader dismissed there never shows.
      markUntranslatedNotice(payload.url);
      unmountPages();
      unmountSearchPage();
      view.show(payload);
    },
    fail: (message) => view.fail(message),
    loading: (slow) => view.loading(slow),
    shown(payload) {
      hydratePages(boot.shell, payload.url, whenHydrated);
      mountSearchPage(boot.shell, payload.navPath);
      pointDocsLinks(payload.navPath);
      addCopyButtons(copyStrings);
      keepSampleChoice();
      startTryIt();
      drawDiagrams();
      watchTocSection();
      void attachZoom();
      prefetchVisible(scope);
      window.dispatchEvent(new Event(ROUTE_DID_UPDATE_EVENT));
    },
  });
  router.start();
  prefetchOnIntent(scope);
  const onContentChanged = (event: Event) => {
    const urls = (event as CustomEvent<{ urls?: string[] }>).detail?.urls;
    event.preventDefault();
    if (!urls || urls.map(normalizePath).includes(normalizePath(window.location.pathname)))
      router.refresh();
  };
  window.addEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
  const afterLoad = () => {
    window.setTimeout(() => void attachZoom(), ZOOM_DELAY_MS);
    prefetchVisible(scope);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return {
    router,
    stop: () => window.removeEventListener(CONTENT_CHANGED_EVENT, onContentChanged),
  };
}

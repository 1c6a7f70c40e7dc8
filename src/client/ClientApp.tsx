/**
 * The shell as the browser runs it: the same <App> the server rendered, plus in-place
 * navigation, the loading and error states, image zoom, diagrams, prefetching and live content updates
 * from the dev server.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { normalizePath, ROUTE_DID_UPDATE_EVENT, ROUTE_UPDATE_EVENT } from '../shared/index.js';
import {
  App,
  PageHtml,
  type BootData,
  type PageView,
  type ThemeOverrides,
  format,
} from '../theme/index.js';
import type { LinkScope } from './links.js';
import { Loading } from './Loading.js';
import { CrashBoundary, LoadFailed } from './PageError.js';
import { prefetchOnIntent, prefetchVisible } from './prefetch.js';
import { createRouter, type Router } from './router.js';
import { attachZoom, ZOOM_DELAY_MS } from './zoom.js';
import { addCopyButtons } from './codeCopy.js';
import { watchTocSection } from './scrollSpy.js';
import { drawDiagrams } from './mermaid.js';
import { keepSampleChoice } from './apiSamples.js';
import { startTryIt } from './tryIt.js';
import { hydratePages, unmountPages } from './hydratePages.js';
import { startDocsVersions } from './docsVersions.js';
import { mountSearchPage, unmountSearchPage } from './searchPage.js';

/** Sent by `sitegen serve --watch` when page content changed; handled by updating in place. */
const CONTENT_CHANGED_EVENT = 'sitegen:content-changed';

let router: Router | undefined;

export function ClientApp({
  boot,
  initial,
  overrides,
}: {
  boot: BootData;
  initial: PageView;
  overrides: ThemeOverrides;
}) {
  const [view, setView] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Counts pages shown: each gets a fresh crash boundary.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const copyStrings = {
      copy: format(boot.shell.strings, 'code.copy'),
      copied: format(boot.shell.strings, 'code.copied'),
    };
    addCopyButtons(copyStrings);
    watchTocSection();
    keepSampleChoice();
    startTryIt();
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
    const pointDocsLinks = startDocsVersions(boot.shell);
    pointDocsLinks(boot.navPath);
    const scope: LinkScope = {
      localeBase: boot.shell.localeBase,
      localeBases: boot.shell.locales.map((l) => l.base),
    };
    router = createRouter(scope, {
      show(payload) {
        window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
        unmountPages();
        unmountSearchPage();
        flushSync(() => {
          setFailure(null);
          // Its other fields (title, head…) are not the view's, and change nothing there.
          setView(payload);
          setAnnouncement(payload.title);
          setShown((n) => n + 1);
        });
      },
      fail(message) {
        flushSync(() => setFailure(message));
      },
      loading: setSlow,
      shown(payload) {
        hydratePages(boot.shell, payload.url, whenHydrated);
        mountSearchPage(boot.shell, payload.navPath);
        pointDocsLinks(payload.navPath);
        addCopyButtons(copyStrings);
        drawDiagrams();
        keepSampleChoice();
        startTryIt();
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
        router?.refresh();
    };
    window.addEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
    const afterLoad = () => {
      window.setTimeout(() => void attachZoom(), ZOOM_DELAY_MS);
      prefetchVisible(scope);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => window.removeEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
  }, [boot]);

  const content =
    failure !== null ? (
      <LoadFailed message={failure} />
    ) : (
      <CrashBoundary key={shown} onRetry={() => router?.refresh()}>
        <PageHtml html={view.body} />
      </CrashBoundary>
    );
  return (
    <App
      shell={boot.shell}
      overrides={overrides}
      view={view}
      content={content}
      status={slow ? <Loading /> : null}
      announcement={announcement}
    />
  );
}

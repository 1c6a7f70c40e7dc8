/**
 * The browser runtime in headless Chromium against the built fixture: in-place navigation, loading
 * and error states, prefetch, colour mode, announcement, mobile menu, locale links, image zoom,
 * blocked storage, no JavaScript, the wrong-base-URL banner and the budget. (Every page kind
 * hydrating cleanly is checked with the page sweep of pages.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ZOOM_DELAY_MS } from '../../src/client/zoom.js';
import { serveBuiltFixture, type ServedFixture } from '../helpers.js';
import { chromiumMissing, reusedTab, sharedBrowser, stubOtherHosts } from './browser.js';

const env = sharedBrowser();
// The tests that need nothing of a context but a viewport (their request routes and init scripts
// the tab drops between tests) take turns in one tab on the main fixture, each load a new
// document; the others open a context of their own.
const tab = reusedTab(env, { setup: stubOtherHosts });
let fixture: ServedFixture;
let switchable: ServedFixture;
let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing()) return;
  browser = env.browser;
  // A copy of the shared build: one test edits a page of the output under the server.
  fixture = await serveBuiltFixture('basic', undefined, { copy: true });
  // The general colour-mode mechanism and hide-on-scroll, which the main fixture (like Tianji) turns off.
  switchable = await serveBuiltFixture('basic', (site) => {
    const file = path.join(site, 'sitegen.config.ts');
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(
        'disableSwitch: true, respectPrefersColorScheme: false',
        'disableSwitch: false, respectPrefersColorScheme: true',
      )
      .replace('hideOnScroll: false', 'hideOnScroll: true');
    fs.writeFileSync(file, text);
  });
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  await switchable?.close();
});

interface Opened {
  page: Page;
  /** Console errors and warnings, uncaught exceptions. */
  problems: string[];
  /** Same-origin paths requested since opening. */
  requests: string[];
  /** Same-origin paths the page fetched (the documents of in-place navigations and prefetches). */
  fetches: string[];
  /** Closes the page's own context (the file's tab stays for the next test). */
  close(): Promise<void>;
}

interface OpenOptions extends BrowserContextOptions {
  site?: ServedFixture;
  /** A script run in the page before its own. */
  init?: () => void;
  /** Set up before the page loads (request routes, since visible links are prefetched at once). */
  before?: (page: Page) => Promise<unknown>;
}

async function open(url: string, options: OpenOptions = {}): Promise<Opened> {
  const { site = fixture, init, before, ...contextOptions } = options;
  const { viewport = { width: 1280, height: 800 }, ...otherOptions } = contextOptions;
  // The file's tab, unless the test changes what a context does.
  const inTab = site === fixture && Object.keys(otherOptions).length === 0;
  let page: Page;
  let closePage = async () => {};
  if (inTab) page = await tab(viewport ?? undefined, init);
  else {
    const context = await browser.newContext({ viewport, ...otherOptions });
    page = await context.newPage();
    closePage = () => context.close();
    // The analytics tracker lives on another host; this machine has no network.
    await stubOtherHosts(page);
    if (init) await page.addInitScript(init);
  }
  const problems: string[] = [];
  const requests: string[] = [];
  const fetches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(site.base)) return;
    requests.push(request.url().slice(site.base.length));
    if (request.resourceType() === 'fetch') fetches.push(request.url().slice(site.base.length));
  });
  await before?.(page);
  await page.goto(site.base + url, { waitUntil: 'load' });
  if (contextOptions.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, problems, requests, fetches, close: closePage };
}

/** The shell renders aria-expanded on the menu toggle from its first render after hydration on. */
const waitForHydration = (page: Page) =>
  page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });

const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
/** Intercepts only the runtime's fetches of the page at `path` (not the browser loading it as a document). */
const routeFetch = (
  page: Page,
  path: string,
  handler: (route: Route) => Promise<unknown> | unknown,
) =>
  page.route(`**${path}`, (route) =>
    route.request().resourceType() === 'fetch' ? handler(route) : route.fallback(),
  );
/** Whether the page has fetched `path` (from its resource timing entries). */
const fetched = (page: Page, path: string) =>
  page.waitForFunction(
    (p) =>
      performance
        .getEntriesByType('resource')
        .some(
          (e) => (e as PerformanceResourceTiming).initiatorType === 'fetch' && e.name.endsWith(p),
        ),
    path,
  );

async function close(opened: Opened) {
  await opened.close();
}

/**
 * Resolves once the runtime's image zoom has been set up, `ZOOM_DELAY_MS` after the load event: a
 * timer set after it, due no sooner, runs after it.
 */
const zoomSetUp = (page: Page) =>
  page.evaluate(async (delay) => {
    const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const due = load.loadEventEnd + delay - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due)));
  }, ZOOM_DELAY_MS);

describe('in-place navigation', () => {
  test('a sidebar link swaps the content, title, head and focus without loading a document', async () => {
    const opened = await open('/docs/intro');
    const { page, requests } = opened;
    await zoomSetUp(page);
    await markDocument(page);
    requests.length = 0;
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForURL('**/docs/guides/install');
    await page.waitForSelector('h1:has-text("Install")');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Install | Fixture');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      'https://fixture.example/docs/guides/install',
    );
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.textContent('[aria-live="polite"]')).toBe('Install | Fixture');
    expect(await page.getAttribute('.doc-sidebar a[aria-current="page"]', 'href')).toBe(
      '/docs/guides/install',
    );
    // Only this page's document was fetched, besides the images it shows, image zoom for them and
    // the pages its visible links prefetch.
    const zoomChunk = (r: string) =>
      r.endsWith('.js') &&
      fs.readFileSync(path.join(fixture.site, 'dist', r), 'utf8').includes('medium-zoom');
    expect(
      requests.filter(
        (r) =>
          !/\.(svg|png|jpe?g|webp|gif|ico)$/.test(r) &&
          !opened.fetches.includes(r) &&
          !zoomChunk(r),
      ),
    ).toEqual([]);
    expect(opened.fetches).toContain('/docs/guides/install');
    expect(opened.problems).toEqual([]);
    await close(opened);
  });

  test('back and forward restore the scroll position; a #hash link lands on its heading', async () => {
    const opened = await open('/docs/intro', { viewport: { width: 1280, height: 300 } });
    const { page } = opened;
    await page.evaluate(() => window.scrollTo(0, 240));
    // Clicked from script: a real click would first scroll the link into view.
    await page.$eval('.markdown a[href="/docs/guides/install#requirements"]', (a) =>
      (a as HTMLAnchorElement).click(),
    );
    await page.waitForURL('**/docs/guides/install#requirements');
    // In view, below the sticky navbar (the page is too short to bring it to the very top).
    const heading = await page.evaluate(
      () => document.getElementById('requirements')!.getBoundingClientRect().top,
    );
    expect(heading).toBeGreaterThanOrEqual(60);
    expect(heading).toBeLessThan(300 - 20);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForSelector('h1:has-text("Introduction")');
    expect(await page.evaluate(() => window.scrollY)).toBe(240);
    await page.goForward();
    await page.waitForSelector('h1:has-text("Install")');
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/guides/install');
    await close(opened);
  });

  test('modifier clicks, new-tab targets, downloads, files and other locales are left to the browser', async () => {
    const opened = await open('/docs/intro');
    const { page } = opened;
    await markDocument(page);
    await page.evaluate(() => {
      const add = (href: string, attrs: Record<string, string> = {}) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = href;
        for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
        a.className = 'probe';
        document.getElementById('page-content')!.append(a);
      };
      add('/docs/guides/install', { target: '_blank' });
      add('/docs/guides/install', { download: '' });
      add('/rss.xml');
      add('https://example.com/elsewhere');
      add('/id/docs/intro');
    });
    const taken = await page.evaluate(() => {
      const seen: Array<{ href: string | null; taken: boolean }> = [];
      // Runs after the runtime's listener on document: records whether it took the click, then
      // stops the browser from following the link.
      const record = (event: MouseEvent) => {
        seen.push({
          href: (event.target as Element).getAttribute('href'),
          taken: event.defaultPrevented,
        });
        event.preventDefault();
      };
      window.addEventListener('click', record);
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a.probe'))
        a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      const sidebarLink = document.querySelector<HTMLAnchorElement>(
        '.doc-sidebar a[href="/docs/guides/install"]',
      )!;
      sidebarLink.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
      );
      sidebarLink.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true }),
      );
      window.removeEventListener('click', record);
      return seen;
    });
    expect(taken).toHaveLength(7);
    expect(taken.filter((t) => t.taken)).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/intro');
    // The locale dropdown's links load the other locale as a document.
    await page.click('.navbar-items-right .locale-dropdown summary');
    await page.click('.navbar-items-right .dropdown-link[lang="id"]');
    await page.waitForURL('**/id/docs/intro');
    await page.waitForLoadState('load');
    expect(await sameDocument(page)).toBe(false);
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    await close(opened);
  });

  test('a page that does not exist is loaded as a document (the not-found page)', async () => {
    const opened = await open('/docs/intro');
    const { page } = opened;
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/missing-page';
      a.id = 'missing';
      a.textContent = 'missing';
      document.getElementById('page-content')!.append(a);
    });
    await page.click('#missing');
    await page.waitForURL('**/docs/missing-page');
    await page.waitForSelector('h1:has-text("Page Not Found")');
    await close(opened);
  });
  test('a page built with another runtime (a new deploy) is loaded as a document', async () => {
    const newDeploy = (page: Page) =>
      routeFetch(page, '/docs/guides/install', async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace(
            /(id="__sitegen_runtime" src="[^"]*main\.)/,
            '$1NEW',
          ),
        });
      });
    const opened = await open('/docs/intro', { before: newDeploy });
    const { page } = opened;
    await markDocument(page);
    await Promise.all([
      page.waitForEvent('load'),
      page.click('.doc-sidebar a[href="/docs/guides/install"]'),
    ]);
    expect(await page.textContent('h1')).toBe('Install');
    expect(await sameDocument(page)).toBe(false);
    await close(opened);
  });
});

describe('loading states', () => {
  /** Records whether the progress bar or the loader ever appeared. */
  const watchIndicators = () => {
    const w = window as unknown as { indicators: string[] };
    w.indicators = [];
    new MutationObserver(() => {
      for (const selector of ['.progress-bar', '.loader'])
        if (document.querySelector(selector) && !w.indicators.includes(selector))
          w.indicators.push(selector);
    }).observe(document, { childList: true, subtree: true });
  };
  const indicators = (page: Page) =>
    page.evaluate(() => (window as unknown as { indicators: string[] }).indicators);

  test('a fast navigation shows no progress bar', async () => {
    const opened = await open('/docs/intro', { init: watchIndicators });
    await opened.page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await opened.page.waitForSelector('h1:has-text("Install")');
    expect(await indicators(opened.page)).toEqual([]);
    await close(opened);
  });

  test('a slow one shows the progress bar and loader after 200 ms, and the old page until the new one is ready', async () => {
    // The page's response waits until the test has seen the old page under the indicators (a
    // fixed delay let a loaded machine's slow steps outlast it).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = async (page: Page) =>
      routeFetch(page, '/docs/guides/install', async (route) => {
        await held;
        await route.continue();
      });
    const opened = await open('/docs/intro', { init: watchIndicators, before: slow });
    const { page } = opened;
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('.progress-bar');
    expect(await page.isVisible('.loader')).toBe(true);
    expect(await page.textContent('h1')).toBe('Introduction');
    release();
    await page.waitForSelector('h1:has-text("Install")');
    expect(await page.locator('.progress-bar').count()).toBe(0);
    expect(await indicators(page)).toEqual(['.progress-bar', '.loader']);
    await close(opened);
  });

  test('a failed load shows the error and a Retry button that reloads the page', async () => {
    const opened = await open('/docs/intro', {
      before: (page) =>
        routeFetch(page, '/docs/guides/install', (route) =>
          route.fulfill({ status: 500, body: 'boom' }),
        ),
    });
    const { page } = opened;
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('.page-error');
    expect(await page.textContent('.page-error')).toContain('This page could not be loaded: 500');
    expect(page.url()).toMatch(/\/docs\/guides\/install$/);
    await page.unroute('**/docs/guides/install');
    await Promise.all([
      page.waitForEvent('load'),
      page.click('.page-error button:has-text("Retry")'),
    ]);
    expect(await page.textContent('h1')).toBe('Install');
    await close(opened);
  });

  test('a page that crashes while rendering shows "This page crashed." and Try again renders it again', async () => {
    // Setting HTML that holds the marker throws, as a broken page component would.
    const crashOnMarker = () => {
      const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...inner,
        set(this: Element, html: string) {
          if (String(html).includes('data-crash-marker')) throw new Error('boom');
          inner.set!.call(this, html);
        },
      });
    };
    const crashing = (page: Page) =>
      routeFetch(page, '/docs/guides/install', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<h1 class="page-title">',
          '<h1 class="page-title" data-crash-marker>',
        );
        await route.fulfill({ response, body });
      });
    const opened = await open('/docs/intro', { init: crashOnMarker, before: crashing });
    const { page } = opened;
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('.page-error');
    expect(await page.textContent('.page-error')).toContain('This page crashed.');
    expect(await page.isVisible('.navbar')).toBe(true);
    await page.unroute('**/docs/guides/install');
    await page.click('.page-error button:has-text("Try again")');
    await page.waitForSelector('h1:has-text("Install")');
    expect(await page.locator('.page-error').count()).toBe(0);
    await close(opened);
  });

  test('the error texts are translated', async () => {
    const opened = await open('/id/docs/intro', {
      before: (page) => routeFetch(page, '/id/docs/guides/install', (route) => route.abort()),
    });
    const { page } = opened;
    await page.click('.doc-sidebar a[href="/id/docs/guides/install"]');
    await page.waitForSelector('.page-error');
    expect(await page.textContent('.page-error h1')).toBe('Kesalahan Halaman');
    expect(await page.textContent('.page-error button')).toBe('Coba lagi');
    await close(opened);
  });
});

describe('prefetch', () => {
  test('visible links and hovered links are prefetched once each', async () => {
    const opened = await open('/docs/intro');
    const { page } = opened;
    await fetched(page, '/docs/guides/install');
    const before = opened.fetches.length;
    expect(opened.fetches).toContain('/docs/guides/install');
    await page.hover('.doc-sidebar a[href="/docs/guides/install"]');
    await page.hover('.navbar-brand');
    await page.hover('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForTimeout(200);
    expect(opened.fetches.length).toBe(before);
    // A hovered link that was not visible is fetched on hover.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/blog/tags';
      a.id = 'offscreen';
      a.textContent = 'tags';
      a.style.cssText = 'position:fixed;top:0;left:0;z-index:999;background:#000';
      document.body.append(a);
    });
    await page.hover('#offscreen');
    await fetched(page, '/blog/tags');
    await close(opened);
  });

  test('a prefetched page is read only when it is opened, from the response fetched before', async () => {
    // Counts the documents the runtime parses from fetched HTML.
    const countParses = () => {
      const w = window as unknown as { parsed: number };
      w.parsed = 0;
      const parse = DOMParser.prototype.parseFromString;
      DOMParser.prototype.parseFromString = function (this: DOMParser, ...args) {
        w.parsed++;
        return parse.apply(this, args);
      };
    };
    const parsed = (page: Page) =>
      page.evaluate(() => (window as unknown as { parsed: number }).parsed);
    const opened = await open('/docs/intro', { init: countParses });
    const { page } = opened;
    await fetched(page, '/docs/guides/install');
    await page.waitForTimeout(200);
    expect(opened.fetches.length, 'the visible links were prefetched').toBeGreaterThan(1);
    expect(await parsed(page), 'pages parsed before any was opened').toBe(0);
    const before = opened.fetches.length;
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('h1:has-text("Install")');
    expect(await parsed(page), 'pages parsed once one was opened').toBe(1);
    expect(opened.fetches.slice(before)).not.toContain('/docs/guides/install');
    await close(opened);
  });

  for (const [label, connection] of [
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on a ${label} connection`, async () => {
      const opened = await open('/docs/intro', {
        init: new Function(
          `Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}) });`,
        ) as () => void,
      });
      const { page } = opened;
      await page.hover('.doc-sidebar a[href="/docs/guides/install"]');
      await page.waitForTimeout(600);
      expect(opened.fetches).toEqual([]);
      // Navigation still works, fetching the page when needed.
      await page.click('.doc-sidebar a[href="/docs/guides/install"]');
      await page.waitForSelector('h1:has-text("Install")');
      expect(opened.fetches).toEqual(['/docs/guides/install']);
      await close(opened);
    });
  }
});

describe('theme behaviours', () => {
  test('dark only: dark before first paint and no switch', async () => {
    const opened = await open('/docs/intro', {
      colorScheme: 'light',
      init: recordThemeAtFirstParse,
    });
    expect(await themeAtFirstParse(opened.page)).toBe('dark');
    expect(await opened.page.locator('.color-mode-toggle').count()).toBe(0);
    await close(opened);
  });

  test('with the switch enabled: follows the system, stores a choice under "theme", applies it before paint', async () => {
    const opened = await open('/docs/intro', {
      site: switchable,
      colorScheme: 'light',
      init: recordThemeAtFirstParse,
    });
    const { page } = opened;
    expect(await themeAtFirstParse(page)).toBe('light');
    await page.click('.navbar-items-right .color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'load' });
    expect(await themeAtFirstParse(page)).toBe('dark');
    expect(opened.problems).toEqual([]);
    await close(opened);
  });

  test('the announcement closes, stays closed from first paint, and returns when its id changes', async () => {
    const opened = await open('/docs/intro', { init: recordAnnouncementAtFirstParse });
    const { page } = opened;
    expect(await announcementAtFirstParse(page)).toBe('flex');
    await page.click('.announcement-close');
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.id'),
        localStorage.getItem('docusaurus.announcement.dismiss'),
      ]),
    ).toEqual(['fixture-1', 'true']);
    await page.reload({ waitUntil: 'load' });
    expect(await announcementAtFirstParse(page)).toBe('none');
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload({ waitUntil: 'load' });
    expect(await announcementAtFirstParse(page)).toBe('flex');
    await close(opened);
  });

  test('hide-on-scroll hides the navbar scrolling down and shows it scrolling up', async () => {
    const opened = await open('/docs/intro', {
      site: switchable,
      viewport: { width: 1280, height: 300 },
    });
    const { page } = opened;
    await page.mouse.wheel(0, 600);
    await page.waitForSelector('.navbar.navbar-hidden');
    await page.mouse.wheel(0, -200);
    await page.waitForSelector('.navbar:not(.navbar-hidden)');
    await close(opened);
  });
});

/** What <html data-theme> and the announcement's display were when the body was first parsed. */
function recordThemeAtFirstParse() {
  document.addEventListener(
    'DOMContentLoaded',
    () =>
      ((window as unknown as { firstTheme: string | null }).firstTheme =
        document.documentElement.getAttribute('data-theme')),
  );
}
const themeAtFirstParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstTheme: string | null }).firstTheme);
function recordAnnouncementAtFirstParse() {
  document.addEventListener('DOMContentLoaded', () => {
    const bar = document.querySelector('.announcement');
    (window as unknown as { firstBar: string }).firstBar = bar
      ? getComputedStyle(bar).display
      : 'absent';
  });
}
const announcementAtFirstParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstBar: string }).firstBar);

describe('mobile menu', () => {
  test('a button with aria-expanded, a focus trap, Escape to close, and the sidebar inside', async () => {
    const opened = await open('/docs/guides/install', { viewport: { width: 390, height: 800 } });
    const { page } = opened;
    const toggle = page.locator('.navbar-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.isVisible('.navbar-panel .sidebar a[href="/docs/intro"]')).toBe(true);
    // Tab through more stops than the menu has: focus never leaves it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.navbar-mobile'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('navbar-toggle')),
    ).toBe(true);
    // A link inside navigates in place and closes the menu.
    await toggle.click();
    await markDocument(page);
    await page.click('.navbar-panel .sidebar a[href="/docs/intro"]');
    await page.waitForSelector('h1:has-text("Introduction")');
    expect(await sameDocument(page)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.isVisible('.navbar-panel')).toBe(false);
    expect(opened.problems).toEqual([]);
    await close(opened);
  });
});

describe('locale dropdown', () => {
  test('links keep the path, query string and hash, before hydration and after navigating', async () => {
    const hrefs = (page: Page, menu = '.locale-dropdown') =>
      page.$$eval(`.navbar-items-right ${menu} a[data-locale-base]`, (as) =>
        as.map((a) => a.getAttribute('href')),
      );
    // The runtime blocked: the inline script alone.
    const plain = await tab();
    await plain.route(/\/assets\/js\//, (route) => route.abort());
    await plain.route(/stats\.example/, (route) => route.abort());
    await plain.goto(`${fixture.base}/docs/intro?tab=cli#getting-started`);
    expect(await hrefs(plain)).toEqual([
      '/docs/intro?tab=cli#getting-started',
      '/id/docs/intro?tab=cli#getting-started',
    ]);
    // The same links in the navbar's "more" menu (shown on narrower desktops).
    expect(await hrefs(plain, '.navbar-more')).toEqual([
      '/docs/intro?tab=cli#getting-started',
      '/id/docs/intro?tab=cli#getting-started',
    ]);

    const opened = await open('/docs/intro?tab=cli#getting-started');
    const { page } = opened;
    expect(await hrefs(page)).toEqual([
      '/docs/intro?tab=cli#getting-started',
      '/id/docs/intro?tab=cli#getting-started',
    ]);
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('h1:has-text("Install")');
    expect(await hrefs(page)).toEqual(['/docs/guides/install', '/id/docs/guides/install']);
    expect(await hrefs(page, '.navbar-more')).toEqual([
      '/docs/guides/install',
      '/id/docs/guides/install',
    ]);
    await page.evaluate(() => (location.hash = '#requirements'));
    await page.waitForFunction(() =>
      document
        .querySelector('.navbar-items-right .locale-dropdown .dropdown-link')
        ?.getAttribute('href')
        ?.endsWith('#requirements'),
    );
    // Escape closes the open dropdown and gives focus back to it.
    await page.click('.navbar-items-right .locale-dropdown summary');
    expect(
      await page.getAttribute('.navbar-items-right .locale-dropdown summary', 'aria-expanded'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    expect(
      await page.getAttribute('.navbar-items-right .locale-dropdown summary', 'aria-expanded'),
    ).toBe('false');
    await close(opened);
  });
});

describe('image zoom', () => {
  test('content images zoom on click, also after an in-place navigation', async () => {
    const opened = await open('/docs/guides/install');
    const { page } = opened;
    await page.waitForSelector('.markdown img.medium-zoom-image');
    // medium-zoom ignores Escape while its opening animation runs: wait for the animation's end.
    await page.$eval('.markdown img', (img) => {
      (window as unknown as { zoomed: Promise<unknown> }).zoomed = new Promise((resolve) =>
        img.addEventListener('medium-zoom:opened', resolve, { once: true }),
      );
    });
    await page.click('.markdown img');
    await page.waitForSelector('body.medium-zoom--opened');
    await page.evaluate(() => (window as unknown as { zoomed: Promise<unknown> }).zoomed);
    await page.keyboard.press('Escape');
    await page.waitForSelector('body:not(.medium-zoom--opened)');
    await page.click('.doc-sidebar a[href="/docs/intro"]');
    await page.waitForSelector('h1:has-text("Introduction")');
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('.markdown img.medium-zoom-image');
    await page.click('.markdown img');
    await page.waitForSelector('body.medium-zoom--opened');
    await close(opened);
  });
});

describe('resilience', () => {
  test('with localStorage blocked everything works and one warning is written', async () => {
    const opened = await open('/docs/intro', {
      init: () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    });
    const { page, problems } = opened;
    await page.click('.announcement-close');
    expect(await page.locator('.announcement').count()).toBe(0);
    await page.click('.doc-sidebar a[href="/docs/guides/install"]');
    await page.waitForSelector('h1:has-text("Install")');
    expect(
      problems.filter((p) => p.startsWith('warning:') && p.includes('localStorage')),
    ).toHaveLength(1);
    expect(problems.filter((p) => !p.startsWith('warning:'))).toEqual([]);
    expect(problems).toHaveLength(1);
    await close(opened);
  });

  test('without JavaScript every page is readable and links load normally', async () => {
    const opened = await open('/docs/intro', { javaScriptEnabled: false });
    const { page } = opened;
    expect(await page.isVisible('.markdown >> text=Welcome')).toBe(true);
    await Promise.all([
      page.waitForEvent('load'),
      page.click('.doc-sidebar a[href="/docs/guides/install"]'),
    ]);
    expect(await page.textContent('h1')).toBe('Install');
    await close(opened);
  });

  test('opened under a base URL it was not built for, a banner explains the problem', async () => {
    const page = await tab();
    await page.route(/stats\.example/, (route) => route.abort());
    // The site served one folder deeper than it was built for.
    await page.route(`${fixture.base}/mirror/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('/mirror/', '/') });
      await route.fulfill({ response });
    });
    await page.goto(`${fixture.base}/mirror/docs/intro`);
    expect(await page.textContent('#base-url-issue-banner')).toContain(
      'Your site did not load properly.',
    );
    expect(await page.textContent('#base-url-issue-banner')).toContain('/mirror/');
    await page.goto(`${fixture.base}/docs/intro`);
    expect(await page.locator('#base-url-issue-banner').count()).toBe(0);
  });
});

describe('budget', () => {
  test('first load of a doc: JavaScript ≤ 12 kB and CSS ≤ 25 kB gzip, and no React', async () => {
    const opened = await open('/id/docs/intro');
    const { page, requests } = opened;
    await zoomSetUp(page);
    // And the zoom's chunk requested, where the page has a content image.
    if (await page.locator('.markdown img:not(a img)').count())
      await page.waitForSelector('.markdown img.medium-zoom-image');
    const gzipped = (ext: string) =>
      requests
        .filter((r) => r.endsWith(ext))
        .reduce(
          (sum, r) =>
            sum +
            zlib.gzipSync(fs.readFileSync(path.join(fixture.site, 'dist', decodeURIComponent(r))))
              .length,
          0,
        );
    const js = gzipped('.js');
    // The runtime and image zoom: the plain view, with React (~69 kB) left to pages with an island.
    expect(js).toBeGreaterThan(4_000);
    expect(js).toBeLessThanOrEqual(12 * 1024);
    const scripts = requests.filter((r) => r.endsWith('.js'));
    const react = scripts.filter((r) =>
      fs
        .readFileSync(path.join(fixture.site, 'dist', decodeURIComponent(r)), 'utf8')
        .includes('Minified React error'),
    );
    expect(react).toEqual([]);
    expect(gzipped('.css')).toBeLessThanOrEqual(25 * 1024);
    await close(opened);
  });
});

describe('dev server content updates', () => {
  test('a sitegen:content-changed event updates the page in place, keeping the scroll position', async () => {
    const opened = await open('/docs/intro', { viewport: { width: 1280, height: 300 } });
    const { page } = opened;
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    const file = path.join(fixture.site, 'dist', 'docs', 'intro', 'index.html');
    const original = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, original.replaceAll('Welcome.', 'Welcome, edited.'));
      const handled = await page.evaluate(
        () =>
          !window.dispatchEvent(
            new CustomEvent('sitegen:content-changed', {
              cancelable: true,
              detail: { urls: ['/docs/intro'] },
            }),
          ),
      );
      expect(handled).toBe(true);
      await page.waitForSelector('.markdown >> text=Welcome, edited.');
      expect(await sameDocument(page)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(200);
    } finally {
      fs.writeFileSync(file, original);
    }
    await close(opened);
  });
});

describe('keyboard only', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.tagName.toLowerCase()}${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}|${el.textContent?.trim() ?? ''}`
        : '';
    });
  /** Presses Tab until the focused element matches, failing after `limit` presses. */
  async function tabTo(page: Page, matches: (focus: string) => boolean, limit = 60) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      if (matches(await focused(page))) return;
    }
    throw new Error(`never reached the element; last focus: ${await focused(page)}`);
  }

  test('navbar, locale dropdown and sidebar work from the keyboard at desktop width', async () => {
    const opened = await open('/docs/guides/install');
    const { page } = opened;
    await tabTo(page, (f) => f.startsWith('a #main-content'));
    await tabTo(page, (f) => f.startsWith('a /docs/intro|Docs'));
    await tabTo(page, (f) => f.startsWith('summary') && f.includes('English'));
    await page.keyboard.press('Enter');
    expect(
      await page.getAttribute('.navbar-items-right .locale-dropdown summary', 'aria-expanded'),
    ).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('/docs/guides/install|English');
    await page.keyboard.press('Escape');
    expect(
      await page.getAttribute('.navbar-items-right .locale-dropdown summary', 'aria-expanded'),
    ).toBe('false');
    // A sidebar category closes and opens with Enter on its summary.
    await tabTo(page, (f) => f.startsWith('summary') && f.includes('Guides'));
    const category = page.locator('.doc-sidebar details.menu-category').first();
    expect(await category.getAttribute('open')).toBe('');
    await page.keyboard.press('Enter');
    expect(await category.getAttribute('open')).toBeNull();
    await page.keyboard.press('Enter');
    expect(await category.getAttribute('open')).toBe('');
    // Enter on a sidebar link navigates in place.
    await tabTo(page, (f) => f.startsWith('a /docs/guides/configuration'));
    await markDocument(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/guides/configuration');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await close(opened);
  });
});

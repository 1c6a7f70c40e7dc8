/**
 * The built fixture site in a real browser: every page kind hydrates and renders without console
 * errors or accessibility violations, the colour mode is set before paint, and the no-JavaScript
 * menus work at phone width.
 */
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');
let base: string;
let browser: Browser;
beforeAll(() => {
  base = env.fixture?.base;
  browser = env.browser;
});

// The tests take turns in one tab, each load a new document.
const tab = reusedTab(env, { setup: stubOtherHosts });

/** Loads `url` at `width` in the file's tab. */
async function open(url: string, width: number) {
  const page = await tab({ width, height: 900 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(base + url, { waitUntil: 'load' });
  return { page, problems, status: response?.status() };
}

test('highlighted code is drawn as code: theme rules do not reach its tokens', async () => {
  const { page } = await open('/docs/guides/install', 1280);
  const tokens = await page.$$eval('.code-block .token.tag, .code-block .token.code-block', (els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        classes: el.className,
        border: style.borderTopWidth,
        display: style.display,
        padding: style.paddingLeft,
        margin: style.marginBottom,
      };
    }),
  );
  expect(
    tokens.filter((t) => t.classes.includes('tag')).length,
    'the HTML sample has tag tokens',
  ).toBeGreaterThan(0);
  expect(
    tokens.filter((t) => t.classes.includes('code-block')).length,
    'the Markdown sample has a code-block token',
  ).toBeGreaterThan(0);
  for (const token of tokens)
    expect(token, token.classes).toMatchObject({
      border: '0px',
      display: 'inline',
      padding: '0px',
      margin: '0px',
    });
});

// An API operation is wider on purpose (reference and samples side by side): its reference column keeps the measure.
test('docs, API and blog pages share one frame: the same left edge and text width', async () => {
  const { page } = await open('/id/docs/intro', 1366);
  const measure = async (url: string) => {
    await page.goto(base + url, { waitUntil: 'load' });
    const box = await page.evaluate(() => {
      const article = document
        .querySelector('main h1')!
        .closest('.doc-article, .blog-post-article, .blog-main, .page-article')!;
      const h1 = document.querySelector('main h1')!.getBoundingClientRect();
      const { left, right } = article.getBoundingClientRect();
      const text = document.querySelector('main .api-op-doc')?.getBoundingClientRect() ?? h1;
      return {
        h1: Math.round(h1.left),
        left: Math.round(left),
        right: Math.round(right),
        width: Math.round(text.width),
      };
    });
    return box;
  };
  const doc = await measure('/id/docs/intro');
  for (const url of [
    '/id/api/website-add',
    '/id/blog',
    '/id/blog/2025/01/10/first-post',
    '/id/blog/tags',
    '/id/blog/archive',
  ]) {
    const box = await measure(url);
    expect(box.h1, `${url}: left edge`).toBe(doc.h1);
    expect(box.width, `${url}: text width`).toBeLessThanOrEqual(800);
  }
  // A standalone page has no sidebar: its column is centred in the window.
  const about = await measure('/id/about');
  expect(
    Math.abs(about.left - (1366 - about.right)),
    'standalone page centred',
  ).toBeLessThanOrEqual(2);
});

test('first-level docs in the sidebar look like the categories beside them, not disabled', async () => {
  const { page } = await open('/id/docs/guides/install', 1366);
  const colour = (selector: string) => page.$eval(selector, (el) => getComputedStyle(el).color);
  const category = await colour('.doc-sidebar .menu-level-1 > .menu-item .menu-category-label');
  expect(
    await colour('.doc-sidebar .menu-level-1 > .menu-item > a.menu-link[href="/id/docs/intro"]'),
  ).toBe(category);
});

test('unknown paths show the translated not-found page with status 404', async () => {
  const { page, status } = await open('/id/no/such/page', 1280);
  expect(status).toBe(404);
  expect(await page.textContent('h1')).toBe('Halaman Tidak Ditemukan');
});

test('at phone width without JavaScript the menu opens with the navbar items, and the docs sidebar follows the content', async () => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${base}/id/docs/guides/install`);
  expect(await page.isVisible('.navbar-items-left')).toBe(false);
  const sidebar = page.locator('.doc-sidebar .sidebar');
  expect(await sidebar.isVisible()).toBe(true);
  const below = await page.evaluate(
    () =>
      document.querySelector('.doc-sidebar')!.getBoundingClientRect().top -
      document.querySelector('.doc-article')!.getBoundingClientRect().bottom,
  );
  expect(below).toBeGreaterThanOrEqual(0);
  expect((await sidebar.boundingBox())!.width, 'the sidebar spans the page').toBeGreaterThan(340);
  expect(
    await sidebar.locator('a[href="/id/docs/guides/install"]').getAttribute('aria-current'),
  ).toBe('page');
  await page.click('.navbar-toggle');
  expect(await page.isVisible('.navbar-panel')).toBe(true);
  expect(await page.isVisible('.navbar-panel >> text=Dokumentasi')).toBe(true);
  await context.close();
});

test('with JavaScript at phone width the sidebar is only in the menu', async () => {
  const { page } = await open('/id/docs/guides/install', 390);
  expect(await page.isVisible('.doc-sidebar')).toBe(false);
});

test('the skip link is the first focusable element and targets the main content', async () => {
  const { page } = await open('/id/docs/intro', 1280);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
    '#main-content',
  );
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => location.hash)).toBe('#main-content');
});

test('a dismissed announcement stays hidden from the first paint', async () => {
  const { page } = await open('/id/docs/intro', 1280);
  expect(await page.isVisible('.announcement')).toBe(true);
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'fixture-1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  expect(await page.getAttribute('html', 'data-announcement-dismissed')).toBe('');
  expect(await page.isVisible('.announcement')).toBe(false);
});

// One load per page kind and width serves every check: it hydrates and renders cleanly, and
// axe-core finds nothing. Most in the second locale, whose labels are translated; the default
// locale's pages at the site root; a doc opened with a query string and a hash.
describe('every page kind hydrates, renders cleanly and passes axe-core', () => {
  const notFound = '/id/no/such/page';
  const urls = [
    '/',
    '/docs/intro',
    '/docs/guides/advanced',
    '/id/',
    '/id/index.html',
    '/id/docs/intro?tab=1#getting-started',
    '/id/docs/guides/install',
    '/id/about',
    '/id/blog',
    '/id/blog/2025/01/10/first-post',
    '/id/blog/tags',
    '/id/blog/tags/self-host',
    '/id/api',
    '/id/api/website-add',
    notFound,
  ];
  for (const width of [1280, 390]) {
    test(`at ${width} px`, { timeout: 120_000 }, async () => {
      // One tab per width, loading each page as a new document: every load hydrates from scratch.
      const { page, problems } = await open(urls[0], width);
      for (const url of urls) {
        problems.length = 0;
        const status = (await page.goto(base + url, { waitUntil: 'load' }))?.status();
        expect(status, url).toBe(url === notFound ? 404 : 200);
        // Hydrated: the shell renders aria-expanded on the menu toggle from its first render on.
        await page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });
        // No console error or warning (React's hydration warnings among them), no uncaught error;
        // the not-found page arrives with status 404, which the console reports.
        expect(
          problems.filter((p) => !(url === notFound && /status of 404/.test(p))),
          url,
        ).toEqual([]);
        // React comes only with an island (a React page, the search page); these have none.
        const islands = await page.evaluate(() => ({
          page: document.querySelector('[data-sitegen-page], [data-search-page]') !== null,
          react: '__sitegenShared' in window,
        }));
        if (!islands.page) expect(islands.react, `${url} loaded React`).toBe(false);
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
        expect(await page.getAttribute('html', 'lang')).toBe(url.startsWith('/id/') ? 'id' : 'en');
        expect(
          await page.locator('#base-url-issue-banner').count(),
          `${url} shows the wrong-base banner`,
        ).toBe(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), url).toEqual([]);
      }
    });
  }
});

describe('accessibility (axe-core) of open menus and errors', () => {
  test(
    'no violations with the mobile menu open, the locale dropdown open, or a page error shown',
    { timeout: 60_000 },
    async () => {
      const { page } = await open('/id/docs/guides/install', 390);
      // Visible links are prefetched at once: fail this one from the start.
      await page.route('**/id/docs/intro', (route) =>
        route.request().resourceType() === 'fetch'
          ? route.fulfill({ status: 503, body: '' })
          : route.fallback(),
      );
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });
      await page.click('.navbar-toggle');
      await page.click('.navbar-panel .locale-dropdown summary');
      expect(await page.isVisible('.navbar-panel .dropdown-menu')).toBe(true);
      expect(await axeViolations(page), 'menu open').toEqual([]);
      await page.click('.navbar-panel .sidebar a[href="/id/docs/intro"]');
      await page.waitForSelector('.page-error');
      expect(await axeViolations(page), 'page error').toEqual([]);
    },
  );
});

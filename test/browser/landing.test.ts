/**
 * The Tianji site's home and pricing pages in Chromium at phone, tablet and desktop widths: nothing
 * scrolls sideways, every plan card and its price sit inside the viewport, the install snippet
 * scrolls inside its own box, and axe finds nothing to fix.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, browserOnSite, reusedTab, stubOtherHosts } from './browser.js';

const PREFIXES = ['', '/id', '/de', '/ja'];
const WIDTHS = [390, 1024, 1366];

// The real site's shared build (every locale), served, and the run's Chromium.
const env = browserOnSite();
let base: string;
beforeAll(() => {
  ({ base } = env);
});
// One tab for the file (the analytics tracker lives on another host, which the tab answers: this
// machine has no network).
const tab = reusedTab(env, { setup: stubOtherHosts });

/** Loads `url` in the file's tab at `width` as a new document, with its console errors. */
async function open(url: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await tab({ width, height: 900 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(base + url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
  return { page, problems };
}

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The left and right edges of every element matching `selector`, with the viewport width. */
const edges = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        width: box.width,
        text: el.textContent ?? '',
        viewport: window.innerWidth,
      };
    }),
  );

/**
 * Loads `url` once, at phone width, then widens the window through the others, running `check` at
 * each (`at` names the page and width for its failures). A phone is where a reader most often
 * opens these pages first; the sweep of browser/site.test.ts loads them at the widest width and
 * narrows, so both ways are seen.
 */
async function atEveryWidth(
  url: string,
  check: (page: Page, at: string) => Promise<void>,
): Promise<{ page: Page; problems: string[] }> {
  const opened = await open(url, WIDTHS[0]);
  for (const width of WIDTHS) {
    const at = `${url} at ${width} px`;
    await opened.page.setViewportSize({ width, height: 900 });
    expect(await sideways(opened.page), `${at} scrolls sideways`).toBeLessThanOrEqual(0);
    await check(opened.page, at);
  }
  return opened;
}

describe('pricing', () => {
  for (const prefix of PREFIXES) {
    const url = `${prefix}/pricing`;
    test(
      `every plan card and price of ${url} is readable at ${WIDTHS.join(', ')} px`,
      { timeout: 60_000 },
      async () => {
        const { page, problems } = await atEveryWidth(url, async (page, at) => {
          const cards = await edges(page, '.pricing-plan');
          expect(cards, at).toHaveLength(4);
          const prices = await edges(page, '.pricing-amount');
          expect(prices, at).toHaveLength(4);
          for (const box of [...cards, ...prices]) {
            expect(box.width, `${at}: ${box.text.slice(0, 40)}`).toBeGreaterThan(0);
            expect(box.left, `${at}: ${box.text.slice(0, 40)}`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${at}: ${box.text.slice(0, 40)}`).toBeLessThanOrEqual(box.viewport);
          }
          for (const price of prices) expect(price.text, at).toMatch(/\d/);
        });
        // One plan stands out, and every plan has its own call to action.
        expect(await page.locator('.pricing-plan-highlighted').count(), url).toBe(1);
        expect(await page.locator('.pricing-plan-highlighted .button-primary').count(), url).toBe(
          1,
        );
        expect(await page.locator('.pricing-plan a.pricing-cta[href]').count(), url).toBe(4);
        expect(problems, url).toEqual([]);
      },
    );
  }

  test('prices are the billing figures, written for the locale', async () => {
    const amounts = async (url: string) => {
      const { page } = await open(url, 390);
      const texts = await page.locator('.pricing-amount').allTextContents();
      // Intl writes a no-break space between figure and symbol ("19,99 $").
      return texts.map((text) => text.replace(/\s/g, ' '));
    };
    expect(await amounts('/pricing')).toEqual(['$0', '$0', '$19.99', '$99.99']);
    expect(await amounts('/de/pricing')).toEqual(['0 $', '0 $', '19,99 $', '99,99 $']);
  });
});

describe('home', () => {
  for (const prefix of PREFIXES) {
    const url = `${prefix}/`;
    test(
      `nothing of ${url} leaves the viewport at ${WIDTHS.join(', ')} px; the install snippet scrolls in its box`,
      { timeout: 60_000 },
      async () => {
        const { page, problems } = await atEveryWidth(url, async (page, at) => {
          const [snippet] = await edges(page, '.home-code');
          expect(snippet.left, at).toBeGreaterThanOrEqual(0);
          expect(
            snippet.right,
            `${at}: the snippet box runs past the right edge`,
          ).toBeLessThanOrEqual(snippet.viewport);
          for (const box of await edges(
            page,
            '.home-shot, .home-hero .button, .home-feature, .home-run-card',
          )) {
            expect(box.right, `${at}: ${box.text.slice(0, 40)}`).toBeLessThanOrEqual(box.viewport);
          }
        });
        expect(await page.$eval('.home-code', (el) => getComputedStyle(el).overflowX), url).toBe(
          'auto',
        );
        expect(await page.locator('.home-feature svg').count(), url).toBe(8);
        expect(await page.getAttribute('.home-shot', 'aria-label'), url).toBeTruthy();
        // A locale's home page is at `/<locale>/`; that is not a wrong base URL.
        expect(await page.locator('#base-url-issue-banner').count(), url).toBe(0);
        expect(problems, url).toEqual([]);
      },
    );
  }
});

test(
  'axe finds nothing on the Indonesian home and pricing pages at phone width',
  { timeout: 60_000 },
  async () => {
    for (const url of ['/id/', '/id/pricing']) {
      const { page } = await open(url, 390);
      expect(await axeViolations(page), url).toEqual([]);
    }
  },
);

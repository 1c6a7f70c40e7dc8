/**
 * The notice on a page shown untranslated (the basic fixture's Indonesian locale), in Chromium:
 * closing it hides it and keeps it hidden on that page from the first paint of the next visit (no
 * layout shift), while another untranslated page still shows its own, also after an in-place
 * navigation.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');
let base: string;
beforeAll(() => {
  base = env.fixture?.base;
});
// The tests take turns in one tab (its storage, where a closed notice is kept, emptied between).
const tab = reusedTab(env, { setup: stubOtherHosts });

const NOTICE = '.untranslated-notice';

/** The layout shifts of the page's load, summed (Chromium's layout-shift entries). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test('closing the notice hides it for that page, from the first paint of the next visit', async () => {
  const page = await tab({ width: 1366, height: 900 });
  await page.goto(`${base}/id/docs/intro`, { waitUntil: 'load' });
  expect(await page.isVisible(NOTICE)).toBe(true);
  expect(await page.textContent(`${NOTICE} a`)).toBe('Baca halaman dalam English');
  expect(await page.getAttribute(`${NOTICE} a`, 'href')).toBe('/docs/intro');
  const titleBefore = (await page.locator('h1').boundingBox())!.y;

  await page.click('.untranslated-notice-close');
  expect(await page.isVisible(NOTICE)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

  await page.reload({ waitUntil: 'load' });
  expect(await page.getAttribute('html', 'data-untranslated-dismissed')).toBe('');
  expect(await page.isVisible(NOTICE)).toBe(false);
  // A notice drawn and then hidden would move the page's content up by its height (a shift of
  // 0.05 or more at this size); what is left is the page's own (about 0.001, its images).
  expect(await shifts(page)).toBeLessThan(0.01);
  // The title moved up by the notice's height: the notice was never laid out.
  expect((await page.locator('h1').boundingBox())!.y).toBeLessThan(titleBefore);

  // Another untranslated page keeps its notice, loaded or reached in place, and back again.
  await page.goto(`${base}/id/about`, { waitUntil: 'load' });
  expect(await page.isVisible(NOTICE)).toBe(true);
  await page.goto(`${base}/id/docs/guides/install`, { waitUntil: 'load' });
  expect(await page.locator(NOTICE).count()).toBe(0);
  await page.click('.doc-sidebar a[href="/id/docs/intro"]');
  await page.waitForURL(`${base}/id/docs/intro`);
  await page.waitForSelector('h1:text("Introduction"), h1', { state: 'visible' });
  expect(await page.isVisible(NOTICE)).toBe(false);
  await page.evaluate(() => history.back());
  await page.waitForURL(`${base}/id/docs/guides/install`);
  await page.goBack();
  await page.waitForURL(`${base}/id/about`);
  await page.waitForSelector(NOTICE, { state: 'visible' });
});

test('at phone width the notice wraps beside its close button, nothing overflows', async () => {
  const page = await tab({ width: 390, height: 844 });
  await page.goto(`${base}/id/docs/intro`, { waitUntil: 'load' });
  const notice = (await page.locator(NOTICE).boundingBox())!;
  const close = (await page.locator('.untranslated-notice-close').boundingBox())!;
  expect(notice.x + notice.width).toBeLessThanOrEqual(390);
  expect(close.x + close.width).toBeLessThanOrEqual(notice.x + notice.width);
  expect(close.width).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

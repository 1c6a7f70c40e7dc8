/**
 * The search page (`/search?q=…`) in headless Chromium: the query of the address searched on load
 * with the search dialog's own results, the address kept up to date as the reader types (replaced,
 * not pushed), a result followed in place, and without JavaScript a note that search needs it.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture } from './browser.js';

const env = browserOnFixture('search');

const titles = (page: Page) =>
  page.$$eval('.search-hit:not(.search-hit-section) .search-hit-title', (els) =>
    els.map((el) => el.textContent),
  );

test('/search?q=<word> shows the pages with that word, and typing keeps the address', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${env.fixture.base}/search?q=quasar`, { waitUntil: 'load' });
    await page.waitForSelector('.search-page-box .search-hit', { timeout: 15_000 });
    expect(await titles(page)).toEqual(['Tuning']);
    expect(await page.inputValue('.search-input')).toBe('quasar');
    expect(await page.textContent('h1')).toBe('Search');
    // A page, not a dialog: nothing to close, the page still scrolls.
    expect(await page.locator('[role="dialog"], .search-close, .search-backdrop').count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('search-open')),
    ).toBe(false);

    const historyLength = await page.evaluate(() => history.length);
    await page.fill('.search-input', 'zzqqxx');
    await page.waitForFunction(() => location.search === '?q=zzqqxx');
    await page.waitForFunction(() =>
      document.querySelector('.search-status')?.textContent?.includes('zzqqxx'),
    );
    expect(await page.locator('.search-hit').count()).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.fill('.search-input', 'quasar');
    await page.waitForSelector('.search-hit');
    await page.click('.search-hit:not(.search-hit-section)');
    await page.waitForURL('**/docs/guides/tuning');
    expect(await page.textContent('h1')).toBe('Tuning');
    // Back to the search page in place: the search is mounted again, with the address's query.
    await page.goBack();
    await page.waitForSelector('.search-page-box .search-hit', { timeout: 15_000 });
    expect(await page.inputValue('.search-input')).toBe('quasar');
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

test('without JavaScript the search page says that search needs it', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${env.fixture.base}/search?q=quasar`);
    expect(await page.locator('main').innerText()).toContain('Search needs JavaScript');
  } finally {
    await context.close();
  }
});

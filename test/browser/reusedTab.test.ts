/**
 * The tab browser tests take turns in (reusedTab, test/browser/browser.ts): nothing a test leaves
 * in it reaches the next one, as nothing would in a new context.
 */
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('basic');
const tab = reusedTab(env);
const seen = { console: 0, requests: 0 };

test('a test leaves storage, a cookie, a route, an init script, listeners and the pointer in the tab', async () => {
  const page = await tab({ width: 1024, height: 700 }, () => {
    (window as unknown as { scripted: boolean }).scripted = true;
  });
  page.on('console', () => seen.console++);
  page.on('request', () => seen.requests++);
  await page.route('**/docs/intro', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await page.goto(`${env.fixture.base}/docs/guides/install`, { waitUntil: 'load' });
  expect(await page.evaluate(() => (window as unknown as { scripted?: boolean }).scripted)).toBe(
    true,
  );
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; path=/';
  });
  await page.hover('.doc-sidebar a[href="/docs/intro"]');
  expect(await page.locator('.doc-sidebar a[href="/docs/intro"]:hover').count()).toBe(1);
});

test('the next test finds none of it, at its own viewport', async () => {
  const page = await tab({ width: 800, height: 600 });
  expect(page.viewportSize()).toEqual({ width: 800, height: 600 });
  const before = { ...seen };
  const response = await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  expect(await response?.text(), 'the route is gone').not.toBe('routed');
  expect(seen, 'the listeners are gone').toEqual(before);
  // A scroll makes Chromium look again at what is under the pointer.
  await page.evaluate(async () => {
    scrollBy(0, 40);
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
  expect(
    await page.evaluate(() => ({
      local: localStorage.getItem('left'),
      session: sessionStorage.getItem('left'),
      cookie: document.cookie.includes('left='),
      scripted: (window as unknown as { scripted?: boolean }).scripted ?? false,
      hovered: document.querySelectorAll(':hover').length,
    })),
  ).toEqual({ local: null, session: null, cookie: false, scripted: false, hovered: 0 });
});

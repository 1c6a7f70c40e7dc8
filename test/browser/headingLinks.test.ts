/**
 * A heading's link to itself in Chromium: hidden until the heading is hovered or the link has the
 * keyboard's focus, a visible `#` then, named for screen readers, and it goes to the heading.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');
const LINK = '#getting-started .hash-link';
// The tests take turns in one tab (the pointer off the page at the start of each).
const tab = reusedTab(env, { setup: stubOtherHosts });

async function open(width = 1280): Promise<Page> {
  const page = await tab({ width, height: 700 });
  await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  return page;
}

/** Waits until the link's opacity (it fades) is `value`. */
const opacityIs = (page: Page, value: string) =>
  page.waitForFunction(
    ([selector, expected]) =>
      getComputedStyle(document.querySelector(selector)!).opacity === expected,
    [LINK, value] as const,
    { timeout: 5_000 },
  );

test('the link shows a # on hover only, and is named for screen readers', async () => {
  const page = await open();
  const link = page.locator(LINK);
  expect(await link.getAttribute('aria-label')).toBe('Direct link to Getting started');
  expect(await link.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"#"');
  await opacityIs(page, '0');
  await page.hover('#getting-started');
  await opacityIs(page, '1');
  const box = await link.boundingBox();
  expect(box!.width).toBeGreaterThan(4);
  await page.mouse.move(5, 690);
  await opacityIs(page, '0');
});

test('the keyboard reaches the link, which shows while focused, and Enter goes to the heading', async () => {
  const page = await open(390);
  // The paragraph's last link comes just before the heading in the tab order.
  await page.focus('.markdown a[href$="reference/api"]');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
    '#getting-started',
  );
  await opacityIs(page, '1');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#getting-started');
  // The heading is at the top, below the sticky navbar, not under it.
  await page.waitForFunction(() => {
    const top = document.querySelector('#getting-started')!.getBoundingClientRect().top;
    return top > 40 && top < 140;
  });
});

/**
 * A navbar whose labels are too long for the breakpoints of navbar.css: once hydrated it measures
 * itself and collapses into its menu instead of running off the window, and comes back when the
 * window is wide enough.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic', (site) => {
  const file = path.join(site, 'locales/en.json');
  const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  strings['navbar.docs'] =
    'Documentation, guides, tutorials, worked examples and the complete reference for every part of the product';
  fs.writeFileSync(file, JSON.stringify(strings, null, 2));
});

const state = (page: Page) =>
  page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    crowded: document.querySelector('.navbar')!.hasAttribute('data-crowded'),
    menu:
      getComputedStyle(document.querySelector('.navbar-toggle')!).display !== 'none' &&
      !!document.querySelector('.navbar-toggle')!.getClientRects().length,
    items: !!document.querySelector('.navbar-items-left')!.getClientRects().length,
  }));

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test('items that do not fit go into the menu, and come back when the window is wide enough', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 800 } });
  await stubOtherHosts(page);
  await page.goto(`${env.fixture.base}/docs/intro`);
  await page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });
  await resize(page, 1100);
  expect(await state(page)).toEqual({ overflow: 0, crowded: true, menu: true, items: false });
  await page.click('.navbar-toggle');
  expect(await page.isVisible('.navbar-panel >> text=Documentation, guides')).toBe(true);
  await page.click('.navbar-toggle');
  await resize(page, 1900);
  expect(await state(page)).toEqual({ overflow: 0, crowded: false, menu: false, items: true });
  await resize(page, 1100);
  expect(await state(page)).toEqual({ overflow: 0, crowded: true, menu: true, items: false });
  await page.close();
});

/**
 * An Arabic locale of a site, in Chromium: `<html dir="rtl">` without the config saying so, the
 * theme's words in Arabic, the layout mirrored (sidebar on the right, table of contents on the
 * left, admonition and quote borders on the right, breadcrumbs and carets pointing left, the next
 * page at the left, the mobile menu sliding in from the right), and code still left to right.
 * The fixture is `basic/` with an `ar` locale added and `rtl-locale/` laid over it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { editFile } from '../helpers.js';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic', (site) => {
  fs.cpSync(path.resolve('test/fixtures/rtl-locale'), site, { recursive: true });
  editFile(
    path.join(site, 'sitegen.config.ts'),
    "id: { label: 'Bahasa Indonesia' } }",
    "id: { label: 'Bahasa Indonesia' }, ar: {} }",
  );
});
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env, { setup: stubOtherHosts });

async function open(url: string, width: number): Promise<Page> {
  const page = await tab({ width, height: 900 });
  await page.goto(`${env.fixture.base}${url}`, { waitUntil: 'load' });
  return page;
}

const box = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

test('an ar page is right to left and in Arabic; the default locale stays left to right', async () => {
  const page = await open('/ar/docs/intro', 1366);
  expect(
    await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  ).toEqual(['ar', 'rtl']);
  expect(await page.locator('.toc-desktop .toc-title').first().textContent()).toContain(
    'في هذه الصفحة',
  );
  expect(await page.locator('.pagination-sub').first().textContent()).toBe('التالي');
  await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
});

test('the layout mirrors at 1366 px, and code stays left to right', async () => {
  const page = await open('/ar/docs/intro', 1366);
  const sidebar = await box(page, '.sidebar');
  const article = await box(page, '.markdown');
  const toc = await box(page, '.toc-desktop');
  expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
  expect(toc.x + toc.width).toBeLessThan(article.x + 1);

  const borders = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return [parseFloat(style.borderLeftWidth), parseFloat(style.borderRightWidth)];
      });
  const [admonitionLeft, admonitionRight] = await borders('.admonition');
  expect(admonitionRight).toBeGreaterThan(admonitionLeft);
  const [quoteLeft, quoteRight] = await borders('.markdown blockquote');
  expect(quoteRight).toBeGreaterThan(quoteLeft);

  // The next page is the end side's: the left.
  const next = await box(page, '.pagination-next');
  expect(next.x).toBeLessThan(article.x + article.width / 2);

  // Code: left to right, its line numbers at the left of its lines, its copy button at the right.
  expect(
    await page
      .locator('.code-block pre')
      .first()
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('ltr');
  // Inline code too, as one unit: `npm start` reads so inside the Arabic sentence.
  const inline = page.locator('.markdown p code').first();
  expect(await inline.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await inline.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  const code = await box(page, '.code-block');
  const line = await box(page, '.code-block .code-line');
  expect(line.x - code.x).toBeLessThan(40);
  await page.hover('.code-block pre');
  const copy = await box(page, '.code-copy');
  expect(copy.x).toBeGreaterThan(code.x + code.width / 2);

  // A category's caret is the same corner as left to right (the turn, not the border, mirrors it):
  // its right and bottom borders, turned to point down, as on the English page.
  const caret = () =>
    page
      .locator('.sidebar .menu-category-label')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el, '::after');
        return [style.borderRightWidth, style.borderBottomWidth, style.transform];
      });
  const arabic = await caret();
  await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  expect(arabic).toEqual(await caret());
  expect(arabic[0]).toBe('2px');
});

test('at 390 px the menu slides in from the right', async () => {
  const page = await open('/ar/docs/intro', 390);
  await page.click('.navbar-toggle');
  const panel = await box(page, '.navbar-panel');
  expect(Math.round(panel.x + panel.width)).toBe(390);
  expect(panel.x).toBeGreaterThan(0);
});

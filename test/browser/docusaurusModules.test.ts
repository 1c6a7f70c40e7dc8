/**
 * Docusaurus modules in Chromium: what a page renders only in the browser carries the CSS module
 * class names the stylesheet has (esbuild named them differently in the browser's bundle, so it
 * came out unstyled); `useColorMode` and sitegen's switch change the colour mode together and
 * each follows the other; DocCardList's cards need no module.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('docusaurus-modules');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env);

async function open(url: string) {
  const page = await tab({ width: 1200, height: 800 });
  const problems: string[] = [];
  const modules: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (/\/assets\/js\/page\./.test(request.url())) modules.push(request.url());
  });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  return { page, problems, modules };
}

const style = (page: Page, selector: string, property: string) =>
  page.$eval(
    selector,
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );

test('an element rendered only in the browser is styled by its CSS module, as the server-rendered ones are', async () => {
  const { page, problems } = await open('/');
  await page.waitForSelector('#late');
  expect(await style(page, '#late', 'color')).toBe('rgb(200, 40, 40)');
  expect(await style(page, '#banner', 'background-color')).toBe('rgb(10, 60, 90)');
  expect(await style(page, '#banner span', 'color')).toBe('rgb(0, 120, 0)');
  expect(problems).toEqual([]);
});

test("useColorMode's setColorMode and the navbar's switch change the mode together", async () => {
  const { page, problems } = await open('/docs/hooks');
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  expect(await page.textContent('#color-mode')).toBe('light');
  await page.click('#switch-mode');
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  await expect.poll(() => page.textContent('#color-mode')).toBe('dark');
  const toggle = page.locator('.navbar-items-right .color-mode-toggle');
  await expect.poll(() => toggle.getAttribute('aria-label')).toMatch(/dark/i);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await toggle.click();
  await expect.poll(() => page.textContent('#color-mode')).toBe('light');
  expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  expect(problems).toEqual([]);
});

test("DocCardList's cards show without a module of the doc's own", async () => {
  const { page, problems, modules } = await open('/docs/guides');
  expect(await page.locator('.card-grid').first().locator('a.card').count()).toBe(3);
  expect(await page.locator('a.card[href="/docs/guides/advanced/moon"]').textContent()).toContain(
    '2 items',
  );
  // In a row, as on a generated index page: the doc's list spacing does not stagger them.
  const tops = await page
    .locator('.card-grid')
    .first()
    .locator('a.card')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(modules).toEqual([]);
  expect(problems).toEqual([]);
});

test("what a swizzled DocRoot/Layout/Main adds stacks above the doc, which keeps its column's width", async () => {
  const { page, problems } = await open('/docs/intro');
  const box = (selector: string) => page.locator(selector).first().boundingBox();
  const notice = (await box('.tide-notice'))!;
  const article = (await box('.doc-article'))!;
  const sidebar = (await box('.doc-sidebar'))!;
  expect(notice.y + notice.height).toBeLessThanOrEqual(article.y);
  expect(article.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
  expect(article.x).toBeLessThan(sidebar.x + sidebar.width + 80);
  expect(problems).toEqual([]);
});

/**
 * Several docs sidebars in Chromium, on the built `docusaurus-sidebars` fixture: after in-place
 * navigation from a page of one sidebar to a page of another, the page shows the other sidebar,
 * the navbar marks its item, the mobile menu copies that sidebar, and a doc in no sidebar leaves
 * the menu without one; search leads to a page of the other sidebar, which shows it.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('docusaurus-sidebars');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env);

async function open(url: string, width: number) {
  const page = await tab({ width, height: 800 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  // Marks the document, to tell an in-place navigation from a new load.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  return { page, problems };
}

const kept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept);
const activeItems = (page: Page) =>
  page
    .locator('.navbar-items-left a.navbar-link.active')
    .evaluateAll((links) => links.map((a) => a.textContent));
const columnLinks = (page: Page, selector: string) =>
  page
    .locator(`${selector} a.menu-link`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('navigating in place to a page of another sidebar shows it, and marks its navbar item', async () => {
  const { page, problems } = await open('/docs/next/intro', 1366);
  expect(await activeItems(page)).toEqual(['Guide']);
  await page.locator('.navbar-items-left a.navbar-link:text-is("Reference")').click();
  await page.waitForURL('**/docs/next/varieties');
  await page.waitForSelector('h1:text-is("Varieties")');
  expect(await kept(page)).toBe(true);
  expect(await activeItems(page)).toEqual(['Reference']);
  expect(await columnLinks(page, '.doc-sidebar')).toEqual([
    '/docs/next/varieties',
    '/docs/next/basics/soils',
    '/docs/next/tools',
    '/docs/next/faq',
    'https://seeds.example',
  ]);
  // A doc of the reference shown with the guide (displayed_sidebar).
  await page.locator('.doc-sidebar a.menu-link[href="/docs/next/faq"]').click();
  await page.waitForSelector('h1:text-is("Questions")');
  expect(await activeItems(page)).toEqual(['Guide']);
  expect(await columnLinks(page, '.doc-sidebar')).toContain('/docs/next/basics/pruning');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the mobile menu copies the sidebar of the page it is opened on, and none for a doc in no sidebar', async () => {
  const { page, problems } = await open('/docs/next/basics/soils', 390);
  await page.locator('.navbar-toggle').click();
  expect(await columnLinks(page, '.navbar-sidebar')).toEqual([
    '/docs/next/varieties',
    '/docs/next/basics/soils',
    '/docs/next/tools',
    '/docs/next/faq',
    'https://seeds.example',
  ]);
  await page.locator('.navbar-sidebar a.menu-link[href="/docs/next/tools"]').click();
  await page.waitForSelector('h1:text-is("Tools")');
  await page.locator('.navbar-toggle').click();
  // "tools" is in both sidebars: the guide's, the first.
  expect(await columnLinks(page, '.navbar-sidebar')).toContain('/docs/next/basics/pruning');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.navbar-toggle').click();
  await page.goto(`${env.fixture.base}/docs/next/changelog`, { waitUntil: 'load' });
  await page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });
  await page.locator('.navbar-toggle').click();
  expect(await columnLinks(page, '.navbar-sidebar')).toEqual([]);
  expect(await page.locator('.navbar-panel a.navbar-link:text-is("Guide")').isVisible()).toBe(true);
  expect(problems).toEqual([]);
});

test('a search hit in the other sidebar leads to its page, showing that sidebar', async () => {
  const { page, problems } = await open('/docs/next/intro', 1366);
  await page.click('.search-button');
  await page.fill('.search-input', 'loam');
  await page.waitForSelector('.search-hit[data-href="/docs/next/basics/soils"]', {
    timeout: 15_000,
  });
  await page.locator('.search-hit[data-href="/docs/next/basics/soils"]').first().click();
  await page.waitForSelector('h1:text-is("Soils")');
  expect(await kept(page)).toBe(true);
  expect(await activeItems(page)).toEqual(['Reference']);
  expect(await columnLinks(page, '.doc-sidebar')).toContain('/docs/next/varieties');
  expect(problems).toEqual([]);
});

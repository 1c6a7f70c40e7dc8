/**
 * Docs versions in Chromium, on the built `versioned-docs` fixture: the version menu (desktop and
 * mobile), the banner's link to the last version, the preferred version saved per docs section
 * and then followed by the navbar, the sidebar and the home page on other pages (after in-place
 * navigation and after a new load), the search's version choice, and blocked storage.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('versioned-docs');
// The tests take turns in one tab (its storage, where the preferred versions are kept, emptied
// between them).
const tab = reusedTab(env);

interface Opened {
  page: Page;
  /** Console errors and warnings, uncaught exceptions. */
  problems: string[];
}

async function open(
  url: string,
  { width = 1366, init }: { width?: number; init?: () => void } = {},
): Promise<Opened> {
  const page = await tab({ width, height: 800 }, init);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  return { page, problems };
}

const preferred = (page: Page, section: string) =>
  page.evaluate((key) => localStorage.getItem(key), `docs-preferred-version-${section}`);
const hrefOf = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute('href');
const guideLink = '.navbar-items-left a.navbar-link:text-is("Guide")';

test('the menu leads to the same doc in the chosen version, keeps the choice, and the navbar, sidebar and home follow it', async () => {
  const { page, problems } = await open('/docs/next/guides/install');
  const menu = page.locator('.navbar-items-right .version-menu');
  expect(await menu.locator('summary').textContent()).toBe('Docs: Next');
  await menu.locator('summary').click();
  expect(
    await menu
      .locator('.dropdown-link')
      .evaluateAll((links) =>
        links.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.className}`),
      ),
  ).toEqual([
    'Next /docs/next/guides/install dropdown-link active',
    '2.0 /docs/guides/install dropdown-link',
    '1.0 /docs/1.0/guides/install dropdown-link',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await menu.locator('.dropdown-link:text-is("1.0")').click();
  await page.waitForURL('**/docs/1.0/guides/install');
  await page.waitForSelector('h1:text-is("Install")');
  expect(await preferred(page, 'default')).toBe('1.0');
  expect(await menu.locator('summary').textContent()).toBe('Docs: 1.0');
  // Elsewhere the docs lead to 1.0: the navbar, the sidebar of another section, the home page.
  await page.click('.navbar-items-left a:text-is("Community")');
  await page.waitForURL('**/community/support');
  expect(await hrefOf(page, guideLink)).toBe('/docs/1.0/intro');
  expect(await hrefOf(page, '.doc-sidebar a:has-text("The guide")')).toBe('/docs/1.0/intro');
  // Here the menu is the community's, with a preferred version of its own (none yet).
  expect(await page.locator('.version-menu summary').textContent()).toBe('Community: 1.0');
  expect(await preferred(page, 'community')).toBeNull();
  await page.click('.navbar-brand');
  await page.waitForURL(`${env.fixture.base}/`);
  expect(await hrefOf(page, '.main a:text-is("Docs")')).toBe('/docs/1.0/intro');
  // Off the docs, the docs' menu stands on the preferred version.
  expect(await page.locator('.version-menu summary').textContent()).toBe('Docs: 1.0');
  // A new load reads the choice back.
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(
    () => document.querySelector('.main a.button')?.getAttribute('href') === '/docs/1.0/intro',
  );
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAttribute('href') === '/docs/1.0/intro',
    '.navbar-items-left a.navbar-link',
  );
  await page.click('.main a:text-is("Docs")');
  await page.waitForURL('**/docs/1.0/intro');
  expect(problems).toEqual([]);
});

test('the banner leads to the same doc in the last version, which becomes the preferred one', async () => {
  const { page, problems } = await open('/docs/1.0/intro');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.reload({ waitUntil: 'load' });
  const banner = page.locator('.version-banner');
  expect(await banner.locator('p').first().textContent()).toBe(
    'This documentation is for Tidewater 1.0, which is no longer maintained.',
  );
  await banner.locator('a').click();
  await page.waitForURL('**/docs/intro');
  await page.waitForSelector('.version-badge:text-is("Version: 2.0")');
  expect(await page.locator('.version-banner').count()).toBe(0);
  expect(await preferred(page, 'default')).toBe('2.0');
  // On a page of no version the menu now stands on 2.0, and docs links lead to 2.0.
  await page.click('.navbar-brand');
  await page.waitForURL(`${env.fixture.base}/`);
  expect(await hrefOf(page, '.main a:text-is("Docs")')).toBe('/docs/intro');
  expect(await page.locator('.version-menu summary').textContent()).toBe('Docs: 2.0');
  // A version the site no longer has is forgotten.
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null);
  expect(problems).toEqual([]);
});

test('each docs section keeps its own preferred version', async () => {
  const { page } = await open('/community/support');
  await page.locator('.version-menu summary').click();
  await page.locator('.version-menu .dropdown-link:text-is("Next")').click();
  await page.waitForURL('**/community/next/support');
  expect(await preferred(page, 'community')).toBe('current');
  expect(await preferred(page, 'default')).toBeNull();
  await page.click('.navbar-brand');
  await page.waitForURL(`${env.fixture.base}/`);
  expect(await hrefOf(page, '.main a:text-is("Community")')).toBe('/community/next/support');
  expect(await hrefOf(page, '.main a:text-is("Docs")')).toBe('/docs/intro');
});

test('in the mobile menu the versions are a group of links that keep the choice', async () => {
  const { page, problems } = await open('/docs/intro', { width: 390 });
  await page.locator('.navbar-toggle').click();
  const panel = page.locator('.navbar-panel');
  expect(await panel.locator('.navbar-panel-group').textContent()).toBe('Docs: 2.0');
  expect(await axeViolations(page)).toEqual([]);
  await panel.locator('a.navbar-link:text-is("Next")').click();
  await page.waitForURL('**/docs/next/intro');
  expect(await preferred(page, 'default')).toBe('current');
  expect(await page.locator('.navbar-panel').isVisible()).toBe(false);
  expect(problems).toEqual([]);
});

test('search reads the page’s version, and another one when chosen', async () => {
  const { page } = await open('/docs/1.0/intro');
  await page.click('.search-button');
  const select = page.locator('.search-version select');
  expect(await select.inputValue()).toBe('default/1.0');
  await page.fill('.search-input', 'install');
  const hits = () =>
    page
      .locator('.search-hit:not(.search-hit-section)')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-href')));
  await page.waitForSelector('.search-hit');
  expect((await hits()).every((href) => href?.startsWith('/docs/1.0/'))).toBe(true);
  expect(await hits()).toContain('/docs/1.0/guides/install');
  await select.selectOption('default/2.0');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-hit')].some(
      (hit) => hit.getAttribute('data-href') === '/docs/guides/install',
    ),
  );
  expect((await hits()).some((href) => href?.startsWith('/docs/1.0/'))).toBe(false);
});

test('with localStorage blocked the menu and the banner lead on, a choice lasts until the next load, and each load warns once', async () => {
  const { page, problems } = await open('/docs/next/intro', {
    init: () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
  });
  await page.locator('.version-menu summary').click();
  await page.locator('.version-menu .dropdown-link:text-is("1.0")').click();
  await page.waitForURL('**/docs/1.0/intro');
  await page.click('.navbar-brand');
  await page.waitForURL(`${env.fixture.base}/`);
  // Kept in the page while it is open…
  expect(await hrefOf(page, '.main a:text-is("Docs")')).toBe('/docs/1.0/intro');
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^warning: .*localStorage/);
  // …and gone with a new load: the docs lead to the last version.
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  expect(await hrefOf(page, '.main a:text-is("Docs")')).toBe('/docs/intro');
  await page.locator('.version-menu summary').click();
  await page.locator('.version-menu .dropdown-link:text-is("1.0")').click();
  await page.waitForURL('**/docs/1.0/intro');
  await page.locator('.version-banner a').click();
  await page.waitForURL('**/docs/intro');
  expect(problems).toHaveLength(2);
  expect(problems.every((problem) => /^warning: .*localStorage/.test(problem))).toBe(true);
});

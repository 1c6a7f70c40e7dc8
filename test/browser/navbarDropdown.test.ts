/**
 * Navbar dropdowns (`{ label, items }` in the config): they open on click, lead to their links in
 * the reader's locale, are marked active on a page they lead to, close on Escape, and show as a
 * group of links in the mobile menu.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const open = async (url: string, width: number) => {
  const page = await tab({ width, height: 800 });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  return page;
};

const env = browserOnFixture('basic', (site) => {
  const file = path.join(site, 'sitegen.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  const items = `{ label: 'navbar.docs', to: '/docs/intro', position: 'left' },
      { label: 'Guides', items: [{ label: 'Introduction', to: '/docs/intro' }, { label: 'About', to: '/about' }] },
      { label: 'Elsewhere', position: 'right', items: [{ label: 'Source', href: 'https://example.com/source' }] },`;
  const edited = config.replace(
    /\{ label: 'navbar\.docs'[^\n]*\n[^\n]*navbar\.source[^\n]*/,
    items,
  );
  if (edited === config) throw new Error('the fixture navbar changed: update this test');
  fs.writeFileSync(file, edited);
});
// The tests take turns in one tab, each loading its pages as new documents (the fixture's
// tracker host does not exist: the tab answers its requests).
const tab = reusedTab(env, { setup: stubOtherHosts });

test('a dropdown opens on click, leads to its links in the locale, is active on their pages and closes on Escape', async () => {
  const page = await open('/id/docs/intro', 1366);
  const guides = page.locator('.navbar-items-left .navbar-dropdown');
  await expect(guides.locator('.dropdown-menu').isVisible()).resolves.toBe(false);
  await guides.locator('summary').click();
  await expect(guides.locator('.dropdown-menu').isVisible()).resolves.toBe(true);
  expect(await guides.locator('summary').getAttribute('aria-expanded')).toBe('true');
  const links = await guides
    .locator('.dropdown-link')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.className]));
  expect(links).toEqual([
    [
      'Introduction',
      '/id/docs/intro',
      'dropdown-link active dropdown__link dropdown__link--active',
    ],
    ['About', '/id/about', 'dropdown-link dropdown__link'],
  ]);
  expect(await guides.locator('summary').getAttribute('class')).toBe(
    'navbar-link active navbar__link',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(guides.locator('.dropdown-menu').isVisible()).resolves.toBe(false);
  // An external link in a dropdown on the right opens in a new tab and says so.
  await page.locator('.navbar-items-right .navbar-dropdown summary').click();
  const source = page.locator('.navbar-items-right .navbar-dropdown .dropdown-link');
  expect(await source.getAttribute('target')).toBe('_blank');
});

test('in the mobile menu a dropdown is a group of links under its label', async () => {
  const page = await open('/docs/intro', 390);
  await page.locator('.navbar-toggle').click();
  const groups = await page
    .locator('.navbar-panel-group')
    .evaluateAll((spans) => spans.map((s) => s.textContent));
  expect(groups).toEqual(['Guides', 'Elsewhere']);
  const guideLinks = await page
    .locator('.navbar-panel-links li:has(> .navbar-panel-group) a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(guideLinks).toEqual(['/docs/intro', '/about', 'https://example.com/source']);
});

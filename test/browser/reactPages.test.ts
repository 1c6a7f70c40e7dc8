/**
 * React pages in Chromium: state, context, effects and events work after the server render is
 * hydrated, on the first visit and after in-place navigation away and back (one root each time);
 * a string shown only after a click comes from the site's locale file; a `.js` page hydrates; a
 * page that opts out loads no page module. The site's replacement of the footer (which wraps the
 * theme's) is hydrated with the shell and keeps its state across in-place navigation.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('react-pages');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env);

async function open(url: string): Promise<{ page: Page; problems: string[]; modules: string[] }> {
  const page = await tab({ width: 1024, height: 800 });
  const problems: string[] = [];
  const modules: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/\/assets\/js\/page\./.test(request.url())) modules.push(request.url());
  });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  return { page, problems, modules };
}

const counterText = (page: Page) => page.locator('#counter').textContent();

test('a .tsx page hydrates: state, context, effects, events; again after navigating away and back', async () => {
  const { page, problems } = await open('/');
  await page.waitForSelector('#counter[data-hydrated="true"]');
  // The step (2) comes through context.
  await page.click('#counter');
  await page.click('#counter');
  expect(await counterText(page)).toBe('Clicked 4');
  // The CSS module's class is kept: its colour applies.
  expect(await page.locator('#counter').evaluate((el) => getComputedStyle(el).color)).toBe(
    'rgb(170, 20, 40)',
  );
  // A string the server never rendered, from the site's locales/en.json.
  await page.click('#details');
  expect(await page.locator('#details').textContent()).toBe('Hide the details');
  await expect(page.locator('#more').isVisible()).resolves.toBe(true);

  // In-place navigation (no new document), then back: the page is hydrated anew.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.click('#page-content a[href="/docs/intro"]');
  await page.waitForURL('**/docs/intro');
  await page.waitForSelector('h1:text("Introduction")');
  // The page's root was unmounted: its effects were cleaned up.
  expect(await page.evaluate(() => (window as unknown as { counters?: number }).counters)).toBe(0);
  await page.goBack();
  await page.waitForSelector('#counter[data-hydrated="true"]');
  expect(await counterText(page)).toBe('Clicked 0');
  await page.click('#counter');
  // One root: a click adds the step once.
  expect(await counterText(page)).toBe('Clicked 2');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { counters?: number }).counters)).toBe(1);
  expect(problems).toEqual([]);
});

test('a .js page with JSX hydrates after an in-place navigation', async () => {
  const { page, problems } = await open('/');
  await page.waitForSelector('#counter[data-hydrated="true"]');
  await page.click('#page-content a[href="/other"]');
  await page.waitForURL('**/other');
  const toggle = page.locator('#toggle');
  await page.waitForFunction(() => {
    const button = document.querySelector('#toggle');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
  });
  await toggle.click();
  expect(await toggle.textContent()).toBe('On');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(problems).toEqual([]);
});

test('a page that opts out loads no page module, and works without one', async () => {
  const { page, problems, modules } = await open('/still');
  await page.waitForSelector('.search-button:not([hidden])');
  expect(modules).toEqual([]);
  await expect(page.locator('#still').isVisible()).resolves.toBe(true);
  // The top margin inside the hero does not collapse through it: its background starts right
  // under the navbar, as in Docusaurus, not 40 px lower.
  const tops = await page.evaluate(() =>
    ['#main-content', '#hero', '#still'].map(
      (s) => document.querySelector(s)!.getBoundingClientRect().top,
    ),
  );
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2] - tops[1]).toBeGreaterThanOrEqual(40);
  expect(problems).toEqual([]);
});

test("the site's footer replacement is hydrated as an island and keeps its state across navigation", async () => {
  const { page, problems } = await open('/');
  const like = page.locator('#like');
  await page.waitForFunction(() => {
    const button = document.querySelector('#like');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
  });
  await like.click();
  expect(await like.textContent()).toBe('Thank you!');
  // An island of its own: the rest of the shell (the navbar) is the plain view's, not React's.
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('.navbar-toggle')!).some((key) =>
        key.startsWith('__react'),
      ),
    ),
  ).toBe(false);
  // The theme's footer it wraps is there, once.
  await expect(page.locator('footer.footer').count()).resolves.toBe(1);
  // The shell is not rendered again on an in-place navigation: the state stays.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.click('#page-content a[href="/docs/intro"]');
  await page.waitForURL('**/docs/intro');
  await page.waitForSelector('h1:text("Introduction")');
  expect(await like.textContent()).toBe('Thank you!');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems).toEqual([]);
});

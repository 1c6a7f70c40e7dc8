/**
 * Docusaurus plugins' client modules in Chromium (no request leaves the machine): the copy-page
 * button renders its React button on a doc, and gtag's onRouteDidUpdate reports an in-place
 * navigation (window.dataLayer grows).
 */
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('docusaurus-plugins');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env, { setup: stubOtherHosts });

test("copy-page-button's button appears and gtag's client module sees an in-place navigation", async () => {
  const page = await tab({ width: 1200, height: 800 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  await page.waitForSelector('#copy-page-button-container button', { timeout: 10_000 });
  const before = await page.evaluate(
    () => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0,
  );
  expect(before).toBeGreaterThan(0);
  await page.click('article a[href$="/docs/fog"]');
  await page.waitForURL(/\/docs\/fog$/);
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0))
    .toBeGreaterThanOrEqual(before + 2);
  // gtag's calls are `arguments` objects; tag manager's pushes are plain objects.
  const sent = await page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) =>
      Array.from(args).join(' '),
    ),
  );
  expect(sent).toContain('set page_path /docs/fog');
  expect(problems).toEqual([]);
});

test("a component of the site plugin's theme folder (@theme/LighthouseBeam) hydrates on the plugin's page, with the plugin's default translations of the locale", async () => {
  const page = await tab({ width: 1280, height: 720 });
  await page.goto(`${env.fixture.base}/fr/lighthouses/bell-rock`, { waitUntil: 'load' });
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  await page.click('#beam');
  await expect.poll(() => page.textContent('#beam')).toBe('Bell Rock : 1 tours');
  expect(await page.textContent('#beam-hint')).toBe('Touchez le faisceau');
});

test("ideal-image's component loads a resized image of the width the page needs, with no error", async () => {
  const page = await tab({ width: 800, height: 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${env.fixture.base}/fr/docs/lantern`, { waitUntil: 'load' });
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  // Once shown, the component swaps its placeholder for the image (not the <noscript> one).
  const image = page.locator('article img[src*="/assets/ideal-img/lantern."]');
  await image.waitFor({ timeout: 10_000 });
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/fr\/assets\/ideal-img\/lantern\.[0-9a-f]{7}\.(640|1030)\.png$/);
  expect(fetched).toContain(src);
  expect(await image.getAttribute('alt')).toBe('The lantern room');
  expect(problems).toEqual([]);
});

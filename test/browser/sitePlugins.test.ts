/**
 * A site plugin's page in Chromium (test/fixtures/site-plugins): its component hydrates with the
 * props the plugin gave (state works); the plugin's browser module runs on the first page and
 * its `onRouteDidUpdate` after each in-place navigation, with the page before, speaking the
 * locale's words (its `translate()` reads the locale's strings).
 */
import { expect, test } from 'vitest';
import { browserOnFixture } from './browser.js';

const env = browserOnFixture('site-plugins');

test("a plugin's page hydrates with its props; its browser module follows in-place navigation", async () => {
  const page = await env.browser.newPage({ viewport: { width: 1024, height: 800 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${env.fixture.base}/fr/showcase`, { waitUntil: 'load' });
  const visits = () =>
    page.evaluate(() => (window as unknown as { showcaseVisits: string[] }).showcaseVisits);
  await expect.poll(visits).toEqual(['vue: none -> /fr/showcase']);

  await page.click('a[href="/fr/showcase/beta"]');
  await page.waitForSelector('[data-hydrated] .showcase-like');
  await page.click('.showcase-like');
  await page.click('.showcase-like');
  expect(await page.locator('.showcase-like').textContent()).toBe('Likes: 2');
  // The props came from the page: the entry's text as the server rendered it.
  expect(await page.locator('.showcase-description').textContent()).toBe(
    'A dashboard <b>for</b> the beta team.',
  );
  expect(await visits()).toEqual([
    'vue: none -> /fr/showcase',
    'vue: /fr/showcase -> /fr/showcase/beta',
  ]);
  await page.goBack();
  await page.waitForSelector('a[href="/fr/showcase/alpha"]');
  await expect.poll(visits).toHaveLength(3);
  expect(problems).toEqual([]);
  await page.close();
});

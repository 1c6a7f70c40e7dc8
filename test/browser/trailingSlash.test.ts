/**
 * `trailingSlash: true` in the browser: an in-place navigation asks for the page by its own URL
 * (`/docs/guides/install/`, not a form the host redirects), and the address bar shows that URL, the
 * canonical one, as a normal visit would.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { editFile } from '../helpers.js';
import { browserOnFixture, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic', (site) => {
  editFile(
    path.join(site, 'sitegen.config.ts'),
    "baseUrl: '/',",
    "baseUrl: '/', trailingSlash: true,",
  );
});

test('a sidebar link is followed in place to the URL it names, slash and all', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await stubOtherHosts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch') asked.push(url.pathname);
  });
  await page.goto(`${env.fixture.base}/docs/intro/`, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
  await page.click('.doc-sidebar a[href="/docs/guides/install/"]');
  await page.waitForSelector('h1:has-text("Install")');
  expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
  expect(await page.evaluate(() => window.location.pathname)).toBe('/docs/guides/install/');
  expect(asked).toContain('/docs/guides/install/');
  expect(asked).not.toContain('/docs/guides/install');
  // Back: the first page again, at its own URL.
  await page.goBack();
  await page.waitForSelector('h1:has-text("Introduction")');
  expect(await page.evaluate(() => window.location.pathname)).toBe('/docs/intro/');
  await context.close();
});

/**
 * An open tab under `serve --watch` in headless Chromium: it follows edits without a manual
 * reload (keeping its scroll position), hands content changes to the site's runtime when the
 * runtime takes them, and shows the error overlay while a file is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumMissing, sharedBrowser, stubOtherHosts } from './browser.js';
import { serveWatchedFixture, type WatchedFixture } from '../helpers.js';

const env = sharedBrowser();
let fixture: WatchedFixture;
let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing()) return;
  fixture = await serveWatchedFixture('basic');
  browser = env.browser;
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

const WAIT = { timeout: 30_000 };
const file = (rel: string) => path.join(fixture.site, rel);
const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(file(rel), change(fs.readFileSync(file(rel), 'utf8')));

async function open(url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
  // The analytics tracker lives on another host; this machine has no network.
  await stubOtherHosts(page);
  await page.goto(fixture.base + url, { waitUntil: 'load' });
  // Connected once the server has sent its state.
  await page.waitForFunction(
    () => (window as unknown as { __sitegenDev?: unknown }).__sitegenDev !== undefined,
    undefined,
    WAIT,
  );
  return page;
}

test('an open page shows an edit by itself and keeps its scroll position', async () => {
  const page = await open('/docs/intro');
  await page.evaluate(() => window.scrollTo(0, 150));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  edit('docs/intro.md', (text) =>
    text.replace('Some text.', 'Text changed while the page was open.'),
  );
  await page.waitForFunction(
    () => document.body.textContent?.includes('Text changed while the page was open.'),
    undefined,
    WAIT,
  );
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled, WAIT);
  await page.close();
}, 90_000);

test('a runtime that takes the content-changed event updates the page itself; nothing reloads', async () => {
  const page = await open('/docs/intro');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
    window.addEventListener('sitegen:content-changed', (event) => {
      event.preventDefault();
      (window as unknown as { changedUrls: string[] }).changedUrls = (
        event as CustomEvent<{ urls: string[] }>
      ).detail.urls;
    });
  });
  edit('docs/intro.md', (text) => text.replace('More text.', 'More text, handled in place.'));
  const urls = await page.waitForFunction(
    () => (window as unknown as { changedUrls?: string[] }).changedUrls,
    undefined,
    WAIT,
  );
  expect(await urls.jsonValue()).toContain('/docs/intro');
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await page.close();
}, 90_000);

test('a broken file shows the overlay on the open page; fixing it removes the overlay', async () => {
  const page = await open('/docs/guides/install');
  const original = fs.readFileSync(file('docs/guides/01-install.md'), 'utf8');
  fs.writeFileSync(
    file('docs/guides/01-install.md'),
    `${original}\nA [dead link](./missing-page.md).\n`,
  );
  try {
    const message = page.locator('sitegen-error-overlay .message');
    await message.waitFor(WAIT);
    expect(await message.textContent()).toContain('missing-page.md');
    expect(await page.locator('sitegen-error-overlay .where').textContent()).toMatch(
      /docs\/guides\/01-install\.md:\d+:\d+/,
    );
    expect(await page.locator('sitegen-error-overlay pre').textContent()).toContain(
      'A [dead link](./missing-page.md).',
    );
  } finally {
    fs.writeFileSync(
      file('docs/guides/01-install.md'),
      `${original}\nA link that works: [intro](../intro.md).\n`,
    );
  }
  await page.waitForFunction(
    () => document.body.textContent?.includes('A link that works'),
    undefined,
    WAIT,
  );
  expect(await page.locator('sitegen-error-overlay').count()).toBe(0);
  await page.close();
}, 90_000);

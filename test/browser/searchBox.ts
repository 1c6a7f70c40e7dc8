/**
 * The search box as the search tests drive it: a page opened with its console problems and its
 * requests recorded, a query typed and waited for, and the titles of the hits shown.
 */
import type { Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught errors. */
  problems: string[];
  /** Every request the page made, as a path under `base`. */
  requests: string[];
}

/**
 * Loads `base + url` at 1280 px wide in the tab `tab` gives (a file's `reusedTab`) and waits for
 * the search button to be ready.
 */
export async function openForSearch(
  tab: (viewport: { width: number; height: number }) => Promise<Page>,
  base: string,
  url: string,
  height = 800,
): Promise<OpenedPage> {
  const page = await tab({ width: 1280, height });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => requests.push(request.url().slice(base.length)));
  await page.goto(base + url, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  return { page, problems, requests };
}

/** Types a query and waits until the results (or the no-results note) reflect it. */
export async function search(page: Page, query: string): Promise<void> {
  await page.fill('.search-input', query);
  await page.waitForFunction(
    (q) => {
      const status = document.querySelector('.search-status')?.textContent ?? '';
      return document.querySelectorAll('.search-hit').length > 0 || status.includes(q);
    },
    query,
    { timeout: 15_000 },
  );
}

/** The titles of the page hits shown, in order (not their sections). */
export const hitTitles = (page: Page) =>
  page.$$eval('.search-hit:not(.search-hit-section) .search-hit-title', (els) =>
    els.map((el) => el.textContent),
  );

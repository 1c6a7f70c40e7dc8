/**
 * An API operation page of the built fixture in Chromium, on a phone and a laptop: no sideways
 * scroll, reference and samples side by side when wide, samples highlighted at build time, the
 * path broken only at "/", parameters stacked on a phone, the sample tabs working without
 * the page's script and keeping the reader's language across pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');

/** The generated samples' tabs, in order (src/plugins/api/sampleLanguages.ts). */
const LANGUAGES = ['curl', 'JavaScript', 'Python', 'Go', 'Java', 'PHP', 'C#'];

// The tests take turns in a tab with JavaScript and one without (each load a new document).
const tabs = {
  script: reusedTab(env, { setup: stubOtherHosts }),
  noScript: reusedTab(env, { context: { javaScriptEnabled: false }, setup: stubOtherHosts }),
};

/** Loads `url` at `width`, in the tab with JavaScript or the one without. */
async function open(url: string, width: number, javaScript = true): Promise<Page> {
  const page = await tabs[javaScript ? 'script' : 'noScript']({ width, height: 900 });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  return page;
}

const box = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
  });

/** The tops of the line boxes of each "/segment" of the endpoint's path (one when never split). */
const segmentLines = (page: Page) =>
  page.$eval('.api-endpoint code', (code) =>
    [...code.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
      }),
  );

describe('an operation page', () => {
  for (const url of ['/api/website-add', '/id/api/website-add']) {
    test(`${url} at 1366 px: two columns, highlighted samples, no sideways scroll`, async () => {
      const page = await open(url, 1366);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const doc = await box(page, '.api-op-doc');
      const samples = await box(page, '.api-op-samples');
      expect(samples.left, 'samples sit to the right of the reference').toBeGreaterThanOrEqual(
        doc.right,
      );
      expect(Math.abs(samples.top - doc.top)).toBeLessThan(40);
      expect(samples.width).toBeGreaterThan(300);
      expect(
        await page.$$eval('.api-op-samples pre .token', (tokens) => tokens.length),
      ).toBeGreaterThan(20);
      expect(await page.$eval('.api-op-samples', (el) => getComputedStyle(el).position)).toBe(
        'sticky',
      );
    });
  }

  test('at 390 px: one column, the path wraps only at "/", parameters stacked, no sideways scroll', async () => {
    const page = await open('/api/website-add', 390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect((await box(page, '.api-endpoint code')).right).toBeLessThanOrEqual(390);
    const doc = await box(page, '.api-op-doc');
    const samples = await box(page, '.api-op-samples');
    expect(samples.top, 'samples come after the reference').toBeGreaterThanOrEqual(doc.bottom);
    // The fixture's path fits a phone; narrow its box so that it has to wrap.
    await page.$eval(
      '.api-endpoint code',
      (code) => ((code as HTMLElement).style.maxWidth = '170px'),
    );
    const lines = await segmentLines(page);
    expect(lines.length).toBe(4);
    expect(
      lines.every((tops) => tops.length === 1),
      `path segments split: ${JSON.stringify(lines)}`,
    ).toBe(true);
    expect(new Set(lines.flat()).size, 'the path wraps').toBeGreaterThan(1);
    const name = await box(page, '.api-parameters .api-field-name');
    const info = await box(page, '.api-parameters .api-field-info');
    expect(info.top, 'description below the name').toBeGreaterThanOrEqual(name.bottom - 1);
    expect(info.right).toBeLessThanOrEqual(390);
    expect(
      await page.$$eval('.api-op-samples pre .token', (tokens) => tokens.length),
    ).toBeGreaterThan(20);
  });

  test('the sample tabs switch between languages, also without script', async () => {
    const only = (i: number) => LANGUAGES.map((_, j) => j === i);
    for (const javaScript of [true, false]) {
      const page = await open('/api/website-add', 1366, javaScript);
      const visible = () =>
        page.$$eval('.api-sample', (els) => els.map((el) => (el as HTMLElement).offsetHeight > 0));
      expect(
        await page.$$eval('.api-sample-tabs label', (els) => els.map((el) => el.textContent)),
      ).toEqual(LANGUAGES);
      expect(await visible()).toEqual(only(0));
      await page.click('label[for="api-sample-1"]');
      expect(await visible()).toEqual(only(1));
      await page.focus('#api-sample-1');
      await page.keyboard.press('ArrowLeft');
      expect(await visible()).toEqual(only(0));
      await page.click('label[for="api-sample-6"]');
      expect(await visible()).toEqual(only(6));
      expect(await page.textContent('.api-sample:nth-of-type(8)')).toContain('new HttpClient()');
    }
  });

  test("the reader's language is kept across pages, in place and on a fresh load", async () => {
    const page = await open('/api/website-add', 1366);
    const shown = () =>
      page.$$eval('.api-sample', (els) =>
        els.flatMap((el, i) => ((el as HTMLElement).offsetHeight > 0 ? [i] : [])),
      );
    await page.click('label[for="api-sample-2"]'); // Python
    expect(await shown()).toEqual([2]);
    // In place: the link to the previous operation (its own x-codeSamples tab comes first).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.click('a[href="/api/website-all"][rel="prev"]');
    await page.waitForURL(/\/api\/website-all$/);
    await page.waitForSelector('label[for="api-sample-0"]:text("CLI")');
    const labels = await page.$$eval('.api-sample-tabs label', (els) =>
      els.map((e) => e.textContent),
    );
    expect(labels[0]).toBe('CLI');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(labels[(await shown())[0]]).toBe('Python');
    // A fresh load of a third page.
    await page.goto(`${env.fixture.base}/api/user-login`, { waitUntil: 'load' });
    const fresh = await page.$$eval('.api-sample-tabs label', (els) =>
      els.map((e) => e.textContent),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="api-sample"]')].some(
        (input) => input.checked && input.value === 'Python',
      ),
    );
    expect(fresh[(await shown())[0]]).toBe('Python');
  });

  test("x-codeSamples: the description's own sample comes first, shown as code, escaped", async () => {
    const page = await open('/api/website-all', 1366, false);
    expect(await page.textContent('.api-sample:nth-of-type(2)')).toContain(
      "echo '<script>alert(1)</script>'",
    );
    expect(await page.$$('.api-sample script')).toHaveLength(0);
    expect(
      await page.$$eval('.api-sample:nth-of-type(2) pre .token', (tokens) => tokens.length),
    ).toBeGreaterThan(3);
  });

  test('a schema page: fields stacked on a phone, side by side on a laptop, no sideways scroll', async () => {
    for (const [width, stacked] of [
      [390, true],
      [1366, false],
    ] as const) {
      const page = await open('/api/schemas/website', width);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const name = await box(page, '.api-schema .api-field-name');
      const info = await box(page, '.api-schema .api-field-info');
      expect(info.top >= name.bottom - 1, `${width} px`).toBe(stacked);
      expect(await page.textContent('.api-schema .schema-type a')).toBe('User');
    }
  });

  test('the shared errors link leads to their section of the overview', async () => {
    const page = await open('/id/api/website-add', 1366);
    await page.click('.api-shared-errors a');
    await page.waitForURL(/\/id\/api#errors$/);
    await page.waitForSelector('#errors');
    expect(await page.textContent('#errors')).toBe('Galat');
  });
});

describe("the API reference's stylesheet", () => {
  const apiSheets = (page: Page) =>
    page.$$eval('link[rel="stylesheet"]', (links) =>
      links.map((l) => l.getAttribute('href')!).filter((href) => /\/api\.\w+\.css$/.test(href)),
    );

  test('a doc page links none; an operation reached in place is styled when it is shown', async () => {
    const page = await open('/docs/intro', 1366);
    expect(await apiSheets(page)).toEqual([]);
    // What every sidebar uses stays in the shared stylesheet.
    expect(await page.$eval('.menu-label', (el) => getComputedStyle(el).flexGrow)).toBe('1');
    // A slow stylesheet: the page must wait for it rather than show the operation unstyled.
    await page.route(/\/assets\/css\/api\.\w+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // When the operation's markup enters the page, its columns are already laid out by api.css.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const columns = document.querySelector('.api-op-columns');
        if (columns && seen.length === 0) seen.push(getComputedStyle(columns).display);
      }).observe(document.body, { childList: true, subtree: true });
      const link = document.createElement('a');
      link.href = '/api/website-add';
      link.id = 'to-api';
      link.textContent = 'API';
      document.getElementById('page-content')?.prepend(link);
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.click('#to-api');
    await page.waitForSelector('.api-op-columns');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'grid',
    ]);
    const [sheet] = await apiSheets(page);
    expect(sheet).toMatch(/^\/assets\/css\/api\.[0-9a-f]{8}\.css$/);
    // On to another operation: the same stylesheet stays, once; back to a doc: it goes.
    await page.click('.pagination-nav a[rel="prev"]');
    await page.waitForURL((url) => url.pathname !== '/api/website-add');
    await page.waitForSelector('.api-op-columns');
    expect(await apiSheets(page)).toEqual([sheet]);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/docs\/intro$/);
    await page.waitForFunction(() => !document.querySelector('.api-op-columns'));
    expect(await apiSheets(page)).toEqual([]);
  });

  test('an operation page links it on a first load, after the theme stylesheet', async () => {
    const page = await open('/api/website-add', 1366);
    const sheets = await page.$$eval('link[rel="stylesheet"]', (links) =>
      links.map((l) => l.getAttribute('href')!),
    );
    const api = sheets.findIndex((href) => /\/api\.\w+\.css$/.test(href));
    expect(api).toBeGreaterThan(sheets.findIndex((href) => /\/theme\.\w+\.css$/.test(href)));
    expect(await page.$eval('.api-op-columns', (el) => getComputedStyle(el).display)).toBe('grid');
  });
});

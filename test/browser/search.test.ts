/**
 * Built-in search in headless Chromium, on a fixture with docs in English, Indonesian and
 * Japanese: keyboard-only from the shortcut to the matching heading, each language's words, kind
 * filters, and pages that must not be found (unlisted, drafts).
 */
import { describe, expect, test } from 'vitest';
import { axeViolations, browserOnFixture, contrastRatio, pixelAt, reusedTab } from './browser.js';
import { hitTitles as titles, openForSearch, search } from './searchBox.js';

const env = browserOnFixture('search');
// The tests take turns in one tab, each loading its page as a new document.
const tab = reusedTab(env);

const open = (url: string, height?: number) => openForSearch(tab, env.fixture.base, url, height);

describe('search', () => {
  test('from "/" to the matching heading with the keyboard alone, navigating in place', async () => {
    const { page, problems, requests } = await open('/docs/intro');
    // Nothing of search is loaded before it is opened.
    expect(requests.filter((r) => r.includes('pagefind'))).toEqual([]);
    const scriptsBefore = requests.filter((r) => r.endsWith('.js')).length;
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.keyboard.press('/');
    await page.waitForSelector('.search-dialog');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('search-input')),
    ).toBe(true);
    expect(requests.filter((r) => r.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    await page.keyboard.type('quasar');
    await page.waitForSelector('.search-hit');
    expect(await titles(page)).toEqual(['Tuning']);
    expect(await page.textContent('.search-hit mark')).toMatch(/quasar/i);
    // The second line is the section that matched.
    await page.keyboard.press('ArrowDown');
    expect(await page.textContent('.search-hit[aria-selected="true"] .search-hit-title')).toBe(
      'Tuning › Heartbeat intervals',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/guides/tuning#heartbeat');
    expect(await page.locator('.search-dialog').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    const top = await page.evaluate(
      () => document.getElementById('heartbeat')!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    expect(problems).toEqual([]);
  });

  test('Ctrl+K opens it, Escape closes it and gives focus back to the button', async () => {
    const { page } = await open('/docs/intro');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-dialog');
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-dialog').count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('search-button')),
    ).toBe(true);
  });

  test('closing the dialog keeps the reader where they were on the page', async () => {
    // A short window, so the page scrolls and the sticky navbar's button is far from the page top.
    const { page } = await open('/docs/guides/tuning', 300);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(bottom, 'the page scrolls').toBeGreaterThan(250);
    await page.evaluate((y) => scrollTo(0, y), bottom);
    const closers: Array<[string, () => Promise<unknown>]> = [
      ['a click outside', () => page.mouse.click(5, 295)],
      ['the close button', () => page.click('.search-close')],
      ['Escape', () => page.keyboard.press('Escape')],
    ];
    for (const [name, closeIt] of closers) {
      await page.keyboard.press('/');
      await page.waitForSelector('.search-dialog');
      await closeIt();
      await page.waitForSelector('.search-dialog', { state: 'detached' });
      await page.waitForTimeout(50);
      expect(await page.evaluate(() => scrollY), name).toBe(bottom);
    }
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('search-button')),
    ).toBe(true);
  });

  test('one close button, words highlighted without their punctuation, a dialog set off from the page', async () => {
    const { page } = await open('/docs/intro');
    await page.click('.search-button');
    await page.waitForSelector('.search-dialog');
    // A search field would add the browser's own clear button beside the close button.
    expect(await page.locator('.search-dialog input[type="search"]').count()).toBe(0);
    expect(await page.locator('.search-dialog button:not(.search-filter)').count()).toBe(1);
    await search(page, 'cadence');
    for (const mark of await page.$$eval('.search-hit mark', (els) =>
      els.map((el) => el.textContent),
    ))
      expect(mark).toMatch(/^\p{L}+$/u);
    const box = (await page.locator('.search-dialog').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const edge = await pixelAt(page, Math.floor(box.x), y);
    const outside = await pixelAt(page, Math.floor(box.x) - 24, y);
    expect(
      contrastRatio(edge, outside),
      `edge ${edge} against backdrop ${outside}`,
    ).toBeGreaterThanOrEqual(3);
  });

  test('Indonesian pages are found by Indonesian words, with the strings in Indonesian', async () => {
    const { page } = await open('/id/docs/intro');
    await page.click('.search-button');
    expect(await page.getAttribute('.search-input', 'placeholder')).toBe(
      'Cari di dokumentasi, blog, dan API',
    );
    await search(page, 'kilat');
    expect(await titles(page)).toEqual(['Penyetelan']);
    expect(await page.getAttribute('.search-hit', 'data-href')).toMatch(
      /^\/id\/docs\/guides\/tuning/,
    );
  });

  test('Japanese pages are found by a Japanese word inside a sentence', async () => {
    const { page } = await open('/ja/docs/intro');
    await page.click('.search-button');
    await search(page, '稲妻');
    expect(await titles(page)).toEqual(['チューニング']);
    expect(await page.getAttribute('.search-hit', 'data-href')).toMatch(
      /^\/ja\/docs\/guides\/tuning/,
    );
  });

  test('unlisted pages and drafts are not found', async () => {
    const { page } = await open('/docs/intro');
    await page.click('.search-button');
    for (const word of ['marmalade', 'tangerine']) {
      await search(page, word);
      expect(await page.locator('.search-hit').count(), word).toBe(0);
      expect(await page.textContent('.search-status')).toContain(`Nothing found for “${word}”`);
    }
  });

  test('the open dialog with results has no accessibility violations', async () => {
    const { page } = await open('/docs/intro');
    await page.click('.search-button');
    await search(page, 'cadence');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the kind filter narrows the results', async () => {
    const { page } = await open('/docs/intro');
    await page.click('.search-button');
    await search(page, 'tests');
    expect(await titles(page)).toEqual(['About']);
    await page.click('.search-filter:has-text("Docs")');
    expect(await page.getAttribute('.search-filter:has-text("Docs")', 'aria-pressed')).toBe('true');
    await page.waitForFunction(() => document.querySelectorAll('.search-hit').length === 0);
    await page.click('.search-filter:has-text("Pages")');
    await page.waitForSelector('.search-hit');
    expect(await titles(page)).toEqual(['About']);
  });
});

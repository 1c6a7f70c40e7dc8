/**
 * Infima (the infima package Docusaurus loads) on a Docusaurus site's landing page (`src/pages/harbour.js` of the
 * `docusaurus-config` fixture), in Chromium at 390 and 1366 px, in light and dark mode: the hero,
 * columns side by side on a wide window and stacked on a phone, buttons, cards, badges, an alert,
 * text and spacing helpers, readable (axe's contrast check) and never wider than the window.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('docusaurus-config');

/** One tab per colour mode, which it stores before every load; the tests take turns in them. */
const tabs = {
  light: reusedTab(env, { setup: (page) => inMode(page, 'light') }),
  dark: reusedTab(env, { setup: (page) => inMode(page, 'dark') }),
};

async function inMode(page: Page, mode: 'light' | 'dark') {
  await page.context().addInitScript((theme) => {
    // The tab's blank page between tests has no storage of its own.
    if (location.protocol === 'http:') localStorage.setItem('theme', theme);
  }, mode);
  // The preset's gtag loads Google's script: answered here, empty, so nothing leaves the machine.
  await stubOtherHosts(page);
}

async function open(width: number, mode: 'light' | 'dark'): Promise<Page> {
  const page = await tabs[mode]({ width, height: 900 });
  await page.goto(`${env.fixture.base}/harbour`, { waitUntil: 'load' });
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
  return page;
}

/**
 * axe's violations, but for the contrast of Infima's own colours inside the page's columns: white
 * on Infima's success green (#00a400) and black on the site's one primary colour in dark mode are
 * what Docusaurus draws too. Everything else, sitegen's parts included, must pass.
 */
async function readable(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.flatMap((line) => {
    if (!line.startsWith('color-contrast: ')) return [line];
    const targets = line
      .slice('color-contrast: '.length)
      .split(', ')
      .filter((target) => !/\.badge--success|\.button--primary/.test(target));
    return targets.length === 0 ? [] : [`color-contrast: ${targets.join(', ')}`];
  });
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

for (const mode of ['light', 'dark'] as const) {
  describe(`${mode} mode`, () => {
    test('at 1366 px: the columns side by side, every part styled, readable', async () => {
      const page = await open(1366, mode);
      const cards = await page
        .locator('#duties .col')
        .evaluateAll((cols) => cols.map((col) => col.getBoundingClientRect().toJSON() as DOMRect));
      expect(cards).toHaveLength(3);
      expect(new Set(cards.map((box) => Math.round(box.top))).size).toBe(1);
      expect(cards[1].left).toBeGreaterThan(cards[0].right - 1);
      // The container is centred and no wider than its maximum.
      const container = await page.locator('#duties').boundingBox();
      expect(container!.width).toBeLessThanOrEqual(1140);
      expect(Math.abs(container!.x * 2 + container!.width - 1366)).toBeLessThan(2);
      // The hero in the accent, its title large, in Infima's inverse colour (white on the light
      // page, black on the dark one).
      expect(await style(page, '#hero', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
      expect(await style(page, '.hero__title', 'color')).toBe(
        mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)',
      );
      expect(parseFloat(await style(page, '.hero__title', 'font-size'))).toBeGreaterThanOrEqual(40);
      // Buttons: the block button fills its card; the large one's text is larger.
      const card = await page.locator('.card').first().boundingBox();
      const block = await page.locator('.button--block').first().boundingBox();
      expect(block!.width).toBeGreaterThanOrEqual(card!.width - 2 * 16 - 2);
      expect(parseFloat(await style(page, '#start', 'font-size'))).toBeGreaterThan(
        parseFloat(await style(page, '#log', 'font-size')),
      );
      expect(await style(page, '#log', 'background-color')).toBe('rgba(0, 0, 0, 0)');
      // A card made of parts pads the parts, not itself.
      expect(await style(page, '.card', 'padding-top')).toBe('0px');
      expect(await style(page, '.card__body', 'padding-left')).toBe('16px');
      expect(await style(page, '.badge', 'border-radius')).not.toBe('0px');
      expect(await style(page, '#storm', 'border-left-width')).toBe('5px');
      expect(await style(page, '#motto', 'text-align')).toBe('center');
      expect(await style(page, '#motto', 'text-overflow')).toBe('ellipsis');
      expect(await style(page, '#duties', 'padding-top')).toBe('32px');
      expect(await style(page, '.col--4', 'margin-bottom')).toBe('16px');
      expect(await readable(page)).toEqual([]);
    });

    test('at 390 px: the columns stacked, nothing wider than the window, readable', async () => {
      const page = await open(390, mode);
      const cols = await page
        .locator('#duties .col')
        .evaluateAll((list) => list.map((col) => col.getBoundingClientRect().toJSON() as DOMRect));
      expect(cols[1].top).toBeGreaterThan(cols[0].bottom - 1);
      for (const col of cols) expect(col.width).toBeGreaterThan(300);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      // Infima's title keeps its size (3rem), within the window.
      const title = await page.locator('.hero__title').boundingBox();
      expect(title!.x + title!.width).toBeLessThanOrEqual(390);
      expect(await readable(page)).toEqual([]);
    });
  });
}

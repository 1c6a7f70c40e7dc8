/**
 * What a reader of a Docusaurus site sees (the `docusaurus-look` fixture, read from its
 * docusaurus.config.js), in Chromium: images drawn at the size their attributes give, Infima's
 * element styles on a React page, the site's prism themes in light and dark mode, and admonitions
 * in Docusaurus's colours with their icons.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserOnFixture } from './browser.js';

const env = browserOnFixture('docusaurus-look');

async function open(path: string, width: number, mode: 'light' | 'dark'): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  await page.goto(`${env.fixture.base}${path}`, { waitUntil: 'load' });
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

describe('images', () => {
  test('an image with a height attribute is drawn that tall, at every width', async () => {
    for (const width of [1366, 390]) {
      const home = await open('/', width, 'light');
      expect((await box(home, '#hero-logo')).height).toBe(32);
      await home.context().close();
      const doc = await open('/docs/next/intro', width, 'light');
      expect((await box(doc, '#logo-32')).height).toBe(32);
      await doc.context().close();
    }
  });

  test('a Markdown image scales down on a narrow window, keeping its aspect ratio', async () => {
    const page = await open('/docs/next/intro', 390, 'light');
    const chart = await box(page, 'img[alt="A wide chart"]');
    expect(chart.width).toBeLessThan(390);
    expect(chart.height / chart.width).toBeCloseTo(300 / 1200, 2);
    await page.context().close();
  });
});

describe('code blocks in the prism themes of the config', () => {
  const colours = (page: Page) =>
    page
      .locator('.code-block')
      .first()
      .evaluate((block) => {
        const keyword = block.querySelector('.token.keyword')!;
        return {
          background: getComputedStyle(block).backgroundColor,
          text: getComputedStyle(block.querySelector('pre')!).color,
          keyword: getComputedStyle(keyword).color,
          keywordStyle: getComputedStyle(keyword).fontStyle,
        };
      });

  test('dark mode draws Dracula', async () => {
    const page = await open('/docs/next/signals', 1366, 'dark');
    expect(await colours(page)).toEqual({
      background: 'rgb(40, 42, 54)',
      text: 'rgb(248, 248, 242)',
      keyword: 'rgb(189, 147, 249)',
      keywordStyle: 'italic',
    });
    await page.context().close();
  });

  test('light mode draws GitHub', async () => {
    const page = await open('/docs/next/signals', 1366, 'light');
    expect(await colours(page)).toEqual({
      background: 'rgb(246, 248, 250)',
      text: 'rgb(57, 58, 52)',
      keyword: 'rgb(0, 0, 159)',
      keywordStyle: 'normal',
    });
    await page.context().close();
  });
});

/**
 * What a reader of a Docusaurus site sees (the `docusaurus-look` fixture, read from its
 * docusaurus.config.js), in Chromium: images drawn at the size their attributes give, Infima's
 * element styles on a React page, the site's prism themes in light and dark mode, and admonitions
 * in Docusaurus's colours with their icons.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserOnFixture, loadAxe, reusedTab } from './browser.js';

const env = browserOnFixture('docusaurus-look');

// One tab per colour mode, which it stores before every load; each test loads its pages in it.
const tabs = {
  light: reusedTab(env, { setup: (page) => storeTheme(page, 'light') }),
  dark: reusedTab(env, { setup: (page) => storeTheme(page, 'dark') }),
};

function storeTheme(page: Page, mode: 'light' | 'dark') {
  return page.context().addInitScript((theme) => {
    // The tab's blank page between tests has no storage of its own.
    if (location.protocol === 'http:') localStorage.setItem('theme', theme);
  }, mode);
}

/** Loads `path` in the tab of the colour mode, at `width`: a new document, in that mode. */
async function open(path: string, width: number, mode: 'light' | 'dark'): Promise<Page> {
  const page = await tabs[mode]({ width, height: 900 });
  await load(page, path, mode);
  return page;
}

/** Loads `path` in the same tab as a new document. */
async function load(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await page.goto(`${env.fixture.base}${path}`, { waitUntil: 'load' });
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

describe('images', () => {
  test('an image with a height attribute is drawn that tall, at every width', async () => {
    for (const width of [1366, 390]) {
      const page = await open('/', width, 'light');
      expect((await box(page, '#hero-logo')).height).toBe(32);
      await load(page, '/docs/next/intro', 'light');
      expect((await box(page, '#logo-32')).height).toBe(32);
    }
  });

  test('a Markdown image scales down on a narrow window, keeping its aspect ratio', async () => {
    const page = await open('/docs/next/intro', 390, 'light');
    const chart = await box(page, 'img[alt="A wide chart"]');
    expect(chart.width).toBeLessThan(390);
    expect(chart.height / chart.width).toBeCloseTo(300 / 1200, 2);
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
  });

  test('light mode draws GitHub', async () => {
    const page = await open('/docs/next/signals', 1366, 'light');
    expect(await colours(page)).toEqual({
      background: 'rgb(246, 248, 250)',
      text: 'rgb(57, 58, 52)',
      keyword: 'rgb(0, 0, 159)',
      keywordStyle: 'normal',
    });
  });
});

describe('Infima, as a page written for Docusaurus expects it', () => {
  const style = (page: Page, selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: the page's table, container, headings and variables are Infima's`, async () => {
      const page = await open('/', 1366, mode);
      // A table on a React page is drawn with borders and padded cells, as Infima draws it.
      expect(await style(page, '#tides td', 'border-top-style')).toBe('solid');
      expect(await style(page, '#tides td', 'padding-left')).toBe('12px');
      // The container is Infima's width, centred; its variables are there for the site's CSS.
      const container = await box(page, '#features');
      expect(container.width).toBe(1140);
      expect(await style(page, 'html', '--ifm-container-width')).toBe('1140px');
      expect(await style(page, 'html', '--ifm-heading-font-weight').then(Number)).toBe(700);
      expect(await style(page, '#more h2', 'font-size')).toBe('24px');
      // The site's --ifm-color-primary recolours buttons, the hero and the navbar's active item.
      const primary = mode === 'light' ? 'rgb(46, 133, 85)' : 'rgb(37, 194, 160)';
      expect(await style(page, '#card-button', 'background-color')).toBe(primary);
      expect(await style(page, '#hero', 'background-color')).toBe(primary);
      await load(page, '/docs/intro', mode);
      expect(await style(page, '.navbar-link.active', 'color')).toBe(primary);
    });
  }

  test('at 390 px the columns stack and nothing is wider than the window', async () => {
    const page = await open('/', 390, 'light');
    const cols = await page
      .locator('#features .col')
      .evaluateAll((list) => list.map((col) => col.getBoundingClientRect().toJSON() as DOMRect));
    expect(cols[1].top).toBeGreaterThan(cols[0].bottom - 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

describe('admonitions as Docusaurus draws them', () => {
  // Infima's alert colours: [background, left edge] of each kind, light then dark.
  const COLOURS = {
    note: ['rgb(253, 253, 254)', 'rgb(71, 71, 72)', 'rgb(212, 213, 216)'],
    tip: ['rgb(230, 246, 230)', 'rgb(0, 49, 0)', 'rgb(0, 148, 0)'],
    info: ['rgb(238, 249, 253)', 'rgb(25, 60, 71)', 'rgb(76, 179, 212)'],
    warning: ['rgb(255, 248, 230)', 'rgb(77, 56, 0)', 'rgb(230, 167, 0)'],
    danger: ['rgb(255, 235, 236)', 'rgb(75, 17, 19)', 'rgb(225, 50, 56)'],
    caution: ['rgb(255, 248, 230)', 'rgb(77, 56, 0)', 'rgb(230, 167, 0)'],
  };

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: each kind in its colours, with its icon, readable`, async () => {
      const page = await open('/docs/next/signals', 1366, mode);
      for (const [kind, [light, dark, edge]] of Object.entries(COLOURS)) {
        const drawn = await page.locator(`.markdown .admonition-${kind}`).evaluate((box) => {
          const title = box.querySelector('.admonition-title')!;
          const icon = getComputedStyle(title, '::before');
          return {
            background: getComputedStyle(box).backgroundColor,
            edge: getComputedStyle(box).borderLeftColor,
            edgeWidth: getComputedStyle(box).borderLeftWidth,
            title: getComputedStyle(title).textTransform,
            icon: icon.maskImage.startsWith('url("data:image/svg+xml'),
            iconSize: Math.round(parseFloat(icon.width)),
          };
        });
        expect(drawn, kind).toEqual({
          background: mode === 'light' ? light : dark,
          edge,
          edgeWidth: '5px',
          title: 'uppercase',
          icon: true,
          iconSize: 22,
        });
      }
      // A custom title is shown instead of the kind's word.
      expect(await page.locator('.admonition-tip .admonition-title').textContent()).toBe(
        "Keeper's tip",
      );
      // The admonitions' text is readable (the page's code is in the site's prism theme, whose
      // comments are as faint as in Docusaurus: not judged here).
      await loadAxe(page);
      expect(await admonitionContrast(page)).toEqual([]);
    });
  }
});

/** axe's colour-contrast check over the admonitions only (axe loaded by loadAxe). */
function admonitionContrast(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: Function } }).axe;
    const result = (await axe.run(
      { include: [['.markdown .admonition']] },
      { runOnly: ['color-contrast'] },
    )) as { violations: Array<{ nodes: Array<{ target: string[] }> }> };
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  });
}

describe("the site's CSS on Docusaurus's theme class names", () => {
  test('reaches the navbar title, the current sidebar link, the pagination and the copyright', async () => {
    for (const width of [1366, 390]) {
      const page = await open('/docs/next/intro', width, 'light');
      const style = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const css = getComputedStyle(el);
            return {
              background: css.backgroundColor,
              transform: css.textTransform,
              decoration: css.textDecorationLine,
              fontStyle: css.fontStyle,
              spacing: css.letterSpacing,
            };
          });
      expect(await style('.navbar-title')).toMatchObject({
        background: 'rgb(21, 194, 19)',
        transform: 'uppercase',
      });
      expect((await box(page, '.navbar-title')).width).toBeGreaterThan(0);
      expect(await style('.pagination-label')).toMatchObject({ fontStyle: 'italic' });
      expect(await style('.footer-copyright')).toMatchObject({ spacing: '1px' });
      if (width === 1366) {
        expect(await style('.doc-sidebar .menu-link[aria-current="page"]')).toMatchObject({
          decoration: 'underline',
        });
        // A link that is not the current page is not marked.
        expect(
          await style('.doc-sidebar .menu-link:not([aria-current])').then((s) => s.decoration),
        ).not.toBe('underline');
      }
    }
  });
});

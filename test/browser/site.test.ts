/**
 * The real site in the browser, where the fixture cannot stand in for it:
 * - the navbar fits at every width in every locale: no sideways scroll, no item outside the
 *   window, no two items overlapping; between the desktop breakpoint and 1280px the items on the
 *   right move into the "more" menu, which lists them and the languages;
 * - the changelog has year headings with a year table of contents, and a height that stays the
 *   same while it is scrolled through;
 * - the sweep: one page of every kind in every locale at a phone, a small laptop and a desktop
 *   width (each page in a frame of that width), checked for what a feature-by-feature test never sees together: a wrong-base banner,
 *   sideways scroll, navbar items that overlap or leave the window, console errors, requests to
 *   the site that fail, and React loaded on a page with no island. Each failure names locale, page, width and problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { BASE_URL_BANNER_ID } from '../../src/render/inlineScripts.js';
import { builtSite } from '../helpers.js';
import { axeViolations, browserOnSite, reusedTab, stubOtherHosts } from './browser.js';

const LOCALES = ['en', 'fr', 'de', 'id', 'ja', 'zh-Hans'];
const WIDTHS = [390, 996, 997, 1024, 1100, 1200, 1279, 1280, 1366];

// The real site's shared build (every locale), served, and the run's Chromium.
const env = browserOnSite();
let out: string;
let base: string;
beforeAll(() => {
  ({ base } = env);
  out = builtSite().dir;
});
// The tests take turns in one tab, each loading its pages as new documents. The analytics
// tracker lives on another host; this machine has no network: the tab answers its requests.
const tab = reusedTab(env, { setup: stubOtherHosts });

async function openDoc(locale: string): Promise<Page> {
  const page = await tab({ width: 1366, height: 800 });
  await page.goto(`${base}${locale === 'en' ? '' : `/${locale}`}/docs/intro`);
  await page.waitForSelector('.search-button:not([hidden])');
  return page;
}

/** What is wrong with the navbar as laid out now: sideways scroll, items outside or overlapping. */
function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    const parts = [
      ...document.querySelectorAll<HTMLElement>(
        '.navbar-toggle, .navbar-brand, .navbar-items > li, .search-button',
      ),
    ]
      .map((el) => ({
        name: (el.textContent || el.className).trim().slice(0, 30),
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .sort((a, b) => a.box.left - b.box.left);
    if (parts.length < 3) problems.push(`only ${parts.length} navbar items are visible`);
    for (const { name, box } of parts)
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(`"${name}" leaves the window (${box.left}–${box.right})`);
    for (let i = 1; i < parts.length; i++) {
      if (parts[i].box.left < parts[i - 1].box.right - 0.5)
        problems.push(`"${parts[i - 1].name}" overlaps "${parts[i].name}"`);
    }
    return problems;
  });
}

describe('the navbar fits', () => {
  for (const locale of LOCALES) {
    test(`in ${locale} at ${WIDTHS.join(', ')} px`, async () => {
      const page = await openDoc(locale);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await navbarProblems(page), `${locale} at ${width}px`).toEqual([]);
        const more = await page.isVisible('.navbar-more > summary');
        expect(more, `the "more" menu at ${width}px`).toBe(width >= 997 && width < 1280);
      }
    });
  }
});

test('the footer keeps its copyright apart from its columns, at every width', async () => {
  const page = await openDoc('en');
  for (const width of [390, 1024, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const gap = await page.evaluate(() => {
      const columns = document.querySelector('.footer-columns')!.getBoundingClientRect();
      return (
        document.querySelector('.footer-copyright')!.getBoundingClientRect().top - columns.bottom
      );
    });
    expect(gap, `at ${width} px`).toBeGreaterThanOrEqual(24);
  }
});

test('the "more" menu holds the links on the right and every language', async () => {
  const page = await openDoc('id');
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await page.isVisible('.navbar-items-right .locale-dropdown')).toBe(false);
  await page.click('.navbar-more > summary');
  const links = await page.$$eval('.navbar-more .dropdown-link', (els) =>
    els.map((el) => el.getAttribute('href')),
  );
  expect(links).toContain('https://github.com/msgbyte/tianji');
  expect(links).toContain('/de/docs/intro');
  expect(await page.getAttribute('.navbar-more > summary', 'aria-label')).toBe('Lainnya');
  expect(await page.getAttribute('.navbar-more a[aria-current="true"]', 'href')).toBe(
    '/id/docs/intro',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(await page.isVisible('.navbar-more .dropdown-menu')).toBe(false);
});

describe('the changelog', () => {
  for (const width of [1366, 390]) {
    test(
      `keeps one height while scrolled through, at ${width} px`,
      { timeout: 120_000 },
      async () => {
        const page = await tab({ width, height: 800 });
        await page.goto(`${base}/id/changelog`, { waitUntil: 'load' });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const heights = await page.evaluate(async () => {
          const seen = new Set<number>();
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise(requestAnimationFrame);
            await new Promise(requestAnimationFrame);
            seen.add(document.documentElement.scrollHeight);
          }
          return [...seen];
        });
        expect(heights).toEqual([height]);
      },
    );
  }

  test('has a heading per year and the years as its table of contents', async () => {
    const page = await tab({ width: 1366, height: 800 });
    await page.goto(`${base}/id/changelog`);
    const years = await page.$$eval('.markdown h2', (els) =>
      els.map((el) => [el.id, el.textContent]),
    );
    expect(years).toEqual([
      ['release-2026', '2026'],
      ['release-2025', '2025'],
      ['release-2024', '2024'],
    ]);
    const toc = await page.$$eval('.toc-desktop a', (els) =>
      els.map((el) => el.getAttribute('href')),
    );
    expect(toc).toEqual(['#release-2026', '#release-2025', '#release-2024']);
    expect(await page.isVisible('.toc-desktop')).toBe(true);
    // Each release under its year.
    expect(await page.locator('.markdown h3').count()).toBeGreaterThan(200);
  });
});

const SWEEP_WIDTHS = [390, 1024, 1366];

/** The first folder under `dir` that is a page, leaving out `skip`: the sweep takes pages the build made. */
function firstPage(dir: string, skip: string[] = []): string {
  const name = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) =>
        e.isDirectory() &&
        !skip.includes(e.name) &&
        fs.existsSync(path.join(dir, e.name, 'index.html')),
    )
    .map((e) => e.name)
    .sort()[0];
  if (!name) throw new Error(`no page under ${dir}`);
  return name;
}

/** One page of every kind, as a path under the locale's base. */
function pagesOf(locale: string): Array<[kind: string, rel: string]> {
  const dir = locale === 'en' ? out : path.join(out, locale);
  return [
    ['home', ''],
    ['doc', 'docs/intro'],
    ['doc with code', 'docs/website/track-script'],
    ['API overview', 'api'],
    ['API operation', `api/${firstPage(path.join(dir, 'api'), ['introduction'])}`],
    ['blog list', 'blog'],
    ['post', `blog/${firstPage(path.join(dir, 'blog'), ['page', 'tags', 'archive'])}`],
    ['tag', `blog/tags/${firstPage(path.join(dir, 'blog', 'tags'), ['page'])}`],
    ['pricing', 'pricing'],
    ['changelog', 'changelog'],
    ['not found', 'no-such-page-here'],
  ];
}

/** Everything wrong with the page as laid out now. */
function layoutProblems(page: Frame): Promise<string[]> {
  return page.evaluate((bannerId) => {
    const problems: string[] = [];
    if (document.getElementById(bannerId)) problems.push('the wrong-base banner is shown');
    // React comes only with an island (a React page, the search page); none of these has one.
    if (
      '__sitegenShared' in window &&
      !document.querySelector('[data-sitegen-page], [data-search-page]')
    )
      problems.push('React was loaded on a page without an island');
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the widest culprit, so the failure says where to look.
      let widest = '';
      let right = width;
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        if (box.right > right + 0.5 && getComputedStyle(el).position !== 'fixed') {
          right = box.right;
          widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
        }
      }
      problems.push(
        `the page scrolls sideways (${scrollWidth}px wide; widest: ${widest || 'unknown'})`,
      );
    }
    const navbar = document.querySelector('nav, .navbar');
    const items = [...(navbar?.querySelectorAll<HTMLElement>('a, button, summary') ?? [])]
      .filter(
        (el) =>
          !el.closest('[hidden], details:not([open]) > :not(summary), .navbar-sidebar, dialog'),
      )
      .map((el) => ({
        el,
        name: (el.getAttribute('aria-label') || el.textContent || el.className).trim().slice(0, 30),
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < 200);
    for (const { name, box } of items) {
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(
          `navbar item "${name}" leaves the window (${Math.round(box.left)}–${Math.round(box.right)}px)`,
        );
    }
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i].box;
        const b = items[j].box;
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        const nested = items[i].el.contains(items[j].el) || items[j].el.contains(items[i].el);
        if (overlap && !nested)
          problems.push(`navbar items "${items[i].name}" and "${items[j].name}" overlap`);
      }
    }
    return problems;
  }, BASE_URL_BANNER_ID);
}

// The pages of a locale are laid out side by side in frames of one document, stacked at the top of
// it so that none is out of view, where Chromium may throttle a frame's rendering: a frame's
// width is the page's viewport, its media queries and `innerWidth` answer to it. Each page is
// loaded once, at the widest width, and then narrowed: the layout, the navbar's fit and the banner
// are checked at every width (the navbar test above loads pages as tabs, at every width). A page
// opened in a frame costs Chromium about half of what a new document in the tab does.
describe('every page kind in every locale at 390, 1024 and 1366 px', () => {
  const widths = [...SWEEP_WIDTHS].sort((a, b) => b - a);
  for (const locale of LOCALES) {
    test(locale, { timeout: 120_000 }, async () => {
      const problems: string[] = [];
      const home = locale === 'en' ? '/' : `/${locale}/`;
      const page = await tab({ width: widths[0], height: 850 });
      // The page being loaded or checked: an error a page logs later is named with a later one.
      let where = `${locale}`;
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text()))
          problems.push(`${where}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${where}: page error: ${error.message}`));
      page.on('response', (response) => {
        const url = response.url();
        if (
          url.startsWith(base) &&
          response.status() >= 400 &&
          !url.includes('no-such-page-here')
        ) {
          problems.push(`${where}: ${response.status()} for ${url.slice(base.length)}`);
        }
      });
      // A document of the site with nothing in it, to hold the frames.
      await page.goto(`${base}/robots.txt`);
      await page.evaluate(() => {
        document.body.replaceChildren();
        document.body.style.margin = '0';
      });
      const frames: Array<{ kind: string; rel: string; frame: Frame }> = [];
      for (const [kind, rel] of pagesOf(locale)) {
        where = `${locale} ${kind} (${home}${rel})`;
        const handle = await page.evaluateHandle(
          ({ src, width }) =>
            new Promise<HTMLIFrameElement>((resolve) => {
              const frame = document.createElement('iframe');
              frame.style.cssText = `position:absolute;top:0;left:0;border:0;height:850px;width:${width}px`;
              frame.onload = () => resolve(frame);
              frame.src = src;
              document.body.append(frame);
            }),
          { src: `${home}${rel}`, width: widths[0] },
        );
        const frame = await handle.contentFrame();
        if (!frame) throw new Error(`${where}: the frame has no document`);
        frames.push({ kind, rel, frame });
      }
      for (const width of widths) {
        if (width !== widths[0])
          await page.evaluate((width) => {
            for (const frame of document.querySelectorAll('iframe'))
              frame.style.width = `${width}px`;
          }, width);
        for (const { kind, rel, frame } of frames) {
          where = `${locale} ${kind} (${home}${rel}) at ${width}px`;
          // Hydrated (or resized): the runtime has run and rendered what it renders.
          await frame.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          for (const problem of await layoutProblems(frame)) problems.push(`${where}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

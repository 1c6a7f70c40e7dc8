/**
 * Docusaurus's theme components in Chromium, in a site built from its docusaurus.config.js: Tabs
 * in an MDX doc switch by click and by arrow keys, a group's choice shows in every Tabs of the
 * group and is kept for the next visit, a `queryString` tab follows the address; without
 * JavaScript every panel shows under its label. ThemedImage follows the colour mode, TOCInline's
 * links lead to their headings, the router moves in place, a component the site's MDXComponents
 * adds works without an import, and a doc that only uses static components loads no module.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('docusaurus-theme');
// The tests take turns in one tab (its storage, where Tabs keep a choice, emptied between them).
const tab = reusedTab(env);

interface Opened {
  page: Page;
  problems: string[];
  modules: string[];
}

async function open(url: string): Promise<Opened> {
  const page = await tab({ width: 1024, height: 800 });
  const problems: string[] = [];
  const modules: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/\/assets\/js\/page\./.test(request.url())) modules.push(request.url());
  });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  return { page, problems, modules };
}

const hydrated = (page: Page) => page.waitForSelector('[data-sitegen-page][data-hydrated]');

/** The label of the selected tab of each tab list, and whether its panel alone shows. */
const selectedTabs = (page: Page) =>
  page.$$eval('.tabs-container', (containers) =>
    containers.map((container) => {
      const selected = container.querySelector('[role="tab"][aria-selected="true"]');
      const panel = selected && document.getElementById(selected.getAttribute('aria-controls')!);
      const shown = [...container.querySelectorAll('[role="tabpanel"]')].filter(
        (p) => (p as HTMLElement).offsetHeight > 0,
      );
      return `${selected?.textContent}${shown.length === 1 && shown[0] === panel ? '' : ' (panels wrong)'}`;
    }),
  );

test('Tabs in an MDX doc switch by click and by keys; a group shows one choice, kept for the next visit', async () => {
  const { page, problems, modules } = await open('/docs/install');
  await hydrated(page);
  expect(modules).toHaveLength(1);
  expect(await selectedTabs(page)).toEqual(['macOS', 'macOS', 'Yarn']);
  await page.click('.tabs-container >> nth=0 >> [role="tab"]:text("Linux")');
  expect(await selectedTabs(page)).toEqual(['Linux', 'Linux', 'Yarn']);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('linux');

  // WAI-ARIA tab list: arrows move and show (wrapping), Home and End go to the ends.
  const focusedTab = () => page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('ArrowRight');
  expect(await focusedTab()).toBe('Windows');
  expect(await selectedTabs(page)).toEqual(['Windows', 'Windows', 'Yarn']);
  await page.keyboard.press('ArrowRight');
  expect(await focusedTab()).toBe('macOS');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedTab()).toBe('Windows');
  await page.keyboard.press('Home');
  expect(await selectedTabs(page)).toEqual(['macOS', 'macOS', 'Yarn']);
  await page.keyboard.press('End');
  expect(await selectedTabs(page)).toEqual(['Windows', 'Windows', 'Yarn']);
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

  // The next visit shows the stored choice; so does another page's Tabs of the group.
  await page.reload({ waitUntil: 'load' });
  await hydrated(page);
  expect(await selectedTabs(page)).toEqual(['Windows', 'Windows', 'Yarn']);
  await page.click('.tabs-container >> nth=1 >> [role="tab"]:text("Linux")');
  await page.goto(`${env.fixture.base}/where`, { waitUntil: 'load' });
  await hydrated(page);
  expect(await selectedTabs(page)).toEqual(['Linux']);
  expect(problems).toEqual([]);
});

test('a queryString tab follows the address and writes it', async () => {
  const { page, problems } = await open('/docs/install?pm=npm#package-managers');
  await hydrated(page);
  expect((await selectedTabs(page))[2]).toBe('npm');
  await page.click('.tabs-container >> nth=2 >> [role="tab"]:text("Yarn")');
  expect((await selectedTabs(page))[2]).toBe('Yarn');
  expect(new URL(page.url()).search).toBe('?pm=yarn');
  expect(new URL(page.url()).hash).toBe('#package-managers');
  expect(problems).toEqual([]);
});

test('without JavaScript every panel shows under its label, and the tab list is gone', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.fixture.base}/docs/install`);
  const first = page.locator('.tabs-container').first();
  expect(await first.locator('[role="tablist"]').isVisible()).toBe(false);
  expect(await first.locator('.tabs-panel-label').allTextContents()).toEqual([
    'macOS',
    'Linux',
    'Windows',
  ]);
  for (const panel of await first.locator('[role="tabpanel"]').all())
    expect(await panel.isVisible()).toBe(true);
  expect(await first.textContent()).toContain('apt install tide-clock');
  await context.close();
});

test('a hydrated doc gets copy buttons on its code blocks, and no hydration error', async () => {
  const { page, problems } = await open('/docs/install');
  await hydrated(page);
  await page.waitForSelector('.tabs-panel .code-block .code-copy', { state: 'attached' });
  expect(await page.locator('.tabs-panel .code-copy').count()).toBe(2);
  expect(problems).toEqual([]);
});

test('ThemedImage shows the image of the colour mode, and follows a switch', async () => {
  const { page, problems, modules } = await open('/docs/reading');
  // Only static components: the doc loads no module of its own.
  expect(modules).toEqual([]);
  const shown = () =>
    page.$$eval('img.themed-image', (images) =>
      images
        .filter((image) => (image as HTMLElement).offsetHeight > 0)
        .map((image) => image.getAttribute('src')),
    );
  // The navbar's logo (themeConfig.navbar.logo.srcDark) switches the same way, by the stylesheet.
  const logo = () =>
    page.$$eval('.navbar-brand img', (images) =>
      images
        .filter((image) => getComputedStyle(image).display !== 'none')
        .map((image) => image.getAttribute('src')),
    );
  expect(await shown()).toEqual(['/img/harbour-light.svg']);
  expect(await logo()).toEqual(['/img/harbour-light.svg']);
  await page.waitForSelector('.navbar-toggle[aria-expanded]', { state: 'attached' });
  await page.click('.navbar-items-right .color-mode-toggle');
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  // The dark image loads lazily, once shown: it has no height until it has loaded.
  await expect.poll(shown).toEqual(['/img/harbour-dark.svg']);
  expect(await logo()).toEqual(['/img/harbour-dark.svg']);
  expect(problems).toEqual([]);
});

test("TOCInline's links lead to the doc's headings", async () => {
  const { page, problems } = await open('/docs/reading');
  const links = await page.$$eval('.toc-inline a', (anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(links).toEqual([
    '#high-water',
    '#spring-tides',
    '#low-water',
    '#full-table',
    '#spring-tides',
    '#equinoxes',
  ]);
  await page.click('.toc-inline >> nth=1 >> a:text("Equinoxes")');
  expect(new URL(page.url()).hash).toBe('#equinoxes');
  const top = await page.locator('#equinoxes').evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  expect(problems).toEqual([]);
});

test('the router: location, history.push on the page and to another page, Redirect', async () => {
  const { page, problems } = await open('/where');
  await hydrated(page);
  expect(await page.textContent('#pathname')).toBe('/where');
  await page.click('#tide');
  await page.waitForSelector('#search:text("?tide=high")');
  expect(new URL(page.url()).search).toBe('?tide=high');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.click('#guide');
  await page.waitForURL('**/docs/intro');
  await page.waitForSelector('h1:text("Introduction")');
  // In place: the same document.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.goto(`${env.fixture.base}/moved`);
  await page.waitForURL('**/docs/reading');
  expect(problems).toEqual([]);
});

test("a component the site's MDXComponents adds works in a doc without an import", async () => {
  const { page, problems } = await open('/docs/globals');
  await hydrated(page);
  await page.click('button.highlight');
  expect(await page.textContent('button.highlight')).toBe('a lit buoy (1)');
  expect(problems).toEqual([]);
});

test('Tabs in a blog post switch', async () => {
  const { page, problems } = await open('/blog/2026/02/01/spring-tides');
  await hydrated(page);
  await page.click('[role="tab"]:text("Full moon")');
  expect(await selectedTabs(page)).toEqual(['Full moon']);
  expect(problems).toEqual([]);
});

test('the tabs, the inline table of contents and the themed images pass axe-core', async () => {
  for (const url of ['/docs/install', '/docs/reading']) {
    const { page } = await open(url);
    // In the dark mode: the theme's light tip title is too pale (a theme matter, not the module's).
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'load' });
    if (url === '/docs/install') await hydrated(page);
    expect(await axeViolations(page), url).toEqual([]);
  }
});

test("a site's own <button> has the browser's font, as under Docusaurus; Tabs' tabs keep the page's", async () => {
  const { page, problems } = await open('/where');
  await hydrated(page);
  const font = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return { size: style.fontSize, family: style.fontFamily };
      });
  const body = await font('body');
  const own = await font('#tide');
  // Infima sets no font on <button>: Chromium's own is 13.333 px, in its own family.
  expect(own.size).toBe('13.3333px');
  expect(own.family).not.toBe(body.family);
  // sitegen's own parts keep the theme's reset: the tabs, a <Tabs> made of buttons here.
  expect(await font('.tabs__item')).toEqual({ size: body.size, family: body.family });
  expect(problems).toEqual([]);
});

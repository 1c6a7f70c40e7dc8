/**
 * A page written for Docusaurus, in Chromium: it hydrates with sitegen's versions of the
 * Docusaurus modules (state and events work, BrowserOnly renders its browser part, translate()
 * reads the locale's strings, an MDX partial it imports is part of it), with no console errors;
 * a `.md` doc whose npm2yarn code block (the site's remark plugin) became tabs that switch.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('docusaurus-config');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env, { setup: stubOtherHosts });

/**
 * The file's tab, for a page of the site; a request to another host (the preset's gtag loads
 * Google's script) is answered there, empty, so nothing leaves the machine and nothing fails in
 * the console.
 */
function newPage(): Promise<Page> {
  return tab({ width: 1024, height: 800 });
}

test("the site's Infima brand colour (--ifm-color-primary in its custom.css) is the theme's accent and link colour", async () => {
  const page = await newPage();
  await page.goto(`${env.fixture.base}/docs/intro`);
  const color = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const link = document.querySelector('.markdown a');
    return {
      accent: style.getPropertyValue('--sg-accent').trim(),
      link: link ? getComputedStyle(link).color : '',
    };
  });
  expect(color.accent).toBe('#c2410c');
  expect(color.link).toBe('rgb(194, 65, 12)');
});

test('a redirect of the client-redirects plugin leads on, keeping the query and hash, from a link too', async () => {
  const page = await newPage();
  await page.goto(`${env.fixture.base}/fr/docs/start?q=1#top`);
  await page.waitForURL(`${env.fixture.base}/fr/docs/intro?q=1#top`);
  expect(await page.locator('main').textContent()).toContain('Tenir un phare');
  // A link to the old path, followed in place, loads the redirect normally.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/docs/old/wick';
    link.id = 'old-link';
    link.textContent = 'old';
    document.querySelector('main')!.append(link);
  });
  await page.click('#old-link');
  await page.waitForURL(`${env.fixture.base}/docs/guides/wick`);
});

test('the Docusaurus page hydrates: BrowserOnly, state, translate() in the locale', async () => {
  const page = await newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${env.fixture.base}/fr/about`, { waitUntil: 'load' });
  await page.waitForSelector('#where:text("browser")');
  await page.click('#light');
  await page.click('#light');
  expect(await page.locator('#light').textContent()).toBe('Allumé 2 fois');
  expect(await page.locator('#greeting').innerHTML()).toBe('Bonjour, <b>Ada</b>');
  // The MDX partial the page imports hydrates with it.
  expect(await page.locator('#supply .flame').textContent()).toBe('flame (spare)');
  expect(problems).toEqual([]);
});

test("a .md doc's npm2yarn tabs (the site's remark plugin) switch, with the partial it shows hydrating too", async () => {
  const page = await newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${env.fixture.base}/docs/guides/lamp-kit`, { waitUntil: 'load' });
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  const shown = () =>
    page.$$eval('.tabs-container [role="tabpanel"]', (panels) =>
      panels
        .filter((p) => (p as HTMLElement).offsetHeight > 0)
        .map((p) => p.querySelector('code')?.textContent),
    );
  const selected = () =>
    page.locator('.tabs-container [role="tab"][aria-selected="true"]').textContent();
  expect(await selected()).toBe('npm');
  expect(await shown()).toEqual(['npm install --save lamp-kit\n']);
  await page.click('.tabs-container [role="tab"]:text("Yarn")');
  expect(await selected()).toBe('Yarn');
  expect(await shown()).toEqual(['yarn add lamp-kit\n']);
  await page.keyboard.press('ArrowRight');
  expect(await selected()).toBe('pnpm');
  expect(await shown()).toEqual(['pnpm add lamp-kit\n']);
  // `sync: true`: the choice is the npm2yarn group's, kept for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  expect(await selected()).toBe('pnpm');
  // The Markdown partial the doc shows is part of the hydrated module, its heading in TOCInline.
  expect(await page.locator('#safety-first + p strong').textContent()).toBe('unattended');
  expect(await page.locator('.toc-inline a').allTextContents()).toEqual([
    'Getting the kit',
    'Safety first',
    'Putting it together',
  ]);
  expect(problems).toEqual([]);
});

test('navigating in place between a page with its own <main> and one without keeps one main landmark', async () => {
  const page = await newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(`${env.fixture.base}/about`, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  const mains = () => page.evaluate(() => document.querySelectorAll('main').length);
  // The region's element, and the navbar's (a banner unless the page brings its own landmarks).
  const region = () =>
    page.evaluate(
      () =>
        `${document.getElementById('main-content')!.tagName} ${document.querySelector('.navbar')!.tagName}`,
    );
  expect([await mains(), await region()]).toEqual([1, 'MAIN HEADER']);
  const follow = async (href: string) => {
    await page.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      link.id = 'next-page';
      link.textContent = to;
      document.querySelector('#main-content')!.append(link);
    }, href);
    await page.click('#next-page');
  };
  await follow('/harbour');
  await page.waitForSelector('#duties');
  expect([await mains(), await region()]).toEqual([1, 'DIV DIV']);
  // The skip link still leads to the page's content.
  expect(await page.getAttribute('.skip-link', 'href')).toBe('#main-content');
  await follow('/about');
  await page.waitForSelector('#greeting');
  expect([await mains(), await region()]).toEqual([1, 'MAIN HEADER']);
  expect(problems).toEqual([]);
});

test('in a doc read as CommonMark, the tabs a remark plugin made switch, and its Details opens', async () => {
  const page = await newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(`${env.fixture.base}/docs/guides/log-format`, { waitUntil: 'load' });
  await page.waitForSelector('[data-sitegen-page][data-hydrated]');
  await page.click('.tabs-container [role="tab"]:text("Yarn")');
  expect(
    await page.$$eval('.tabs-container [role="tabpanel"]', (panels) =>
      panels
        .filter((p) => (p as HTMLElement).offsetHeight > 0)
        .map((p) => p.querySelector('code')?.textContent),
    ),
  ).toEqual(['yarn add log-printer\n']);
  await page.click('details.details > summary');
  expect(await page.locator('details.details .details-content').isVisible()).toBe(true);
  expect(problems).toEqual([]);
});

test('a footer copyright of HTML paragraphs hydrates as rendered: no mismatch, the content stays', async () => {
  const page = await newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${env.fixture.base}/docs/intro`, { waitUntil: 'load' });
  await page.waitForSelector('.search-button:not([hidden])');
  expect(await page.locator('.footer-copyright p').allTextContents()).toEqual([
    expect.stringContaining('The Keepers.'),
    'Kept with care.',
  ]);
  expect(await page.locator('#page-content h1').textContent()).toBe('Introduction');
  expect(problems).toEqual([]);
});

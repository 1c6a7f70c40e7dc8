/**
 * What readers of docs expect, in the browser: a copy button on code blocks that copies what a
 * reader would type and says so in the page's language, and a table of contents that marks the
 * section being read, also after an in-place navigation.
 */
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const paragraph =
  'Monitors check each service on a schedule and keep a history of what they saw. '.repeat(30);
const LONG_DOC = [
  '# Long read',
  '',
  ...['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].flatMap((name) => [
    `## ${name} section`,
    '',
    paragraph,
    '',
    paragraph,
    '',
  ]),
  '```console',
  '$ docker compose up -d',
  'Creating tianji ... done',
  '$ docker compose logs \\',
  '  --follow',
  '```',
  '',
  '```js showLineNumbers',
  'const a = 1;',
  'const b = 2;',
  '```',
  '',
  '```js',
  "import { old } from './old'; // [!code --]",
  "import { next } from './next'; // [!code ++]",
  'next(); // [!code focus]',
  '```',
  '',
].join('\n');

const env = browserOnFixture('basic', (site) =>
  fs.writeFileSync(path.join(site, 'docs', 'long.md'), LONG_DOC),
);

// The tests take turns in one tab, allowed to use the clipboard, each loading its pages anew.
const tab = reusedTab(env, {
  setup: async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.fixture.base,
    });
    await stubOtherHosts(page);
  },
});

async function open(url: string, width = 1280): Promise<Page> {
  const page = await tab({ width, height: 800 });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  // Hydrated: the runtime shows the search button.
  await page.waitForSelector('.search-button:not([hidden])');
  return page;
}

describe('the copy button', () => {
  test('is a labelled button on every code block, reachable by keyboard, and copies without line numbers or prompts', async () => {
    const page = await open('/id/docs/long');
    const blocks = await page.locator('.markdown pre').count();
    expect(blocks).toBe(3);
    expect(await page.locator('.code-copy').count()).toBe(blocks);
    expect(await page.getAttribute('.code-copy >> nth=0', 'aria-label')).toBe('Salin kode');

    // From the keyboard: focus the first button and press Enter.
    await page.focus('.code-copy >> nth=0');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('docker compose up -d\ndocker compose logs \\\n  --follow');
    expect(await page.textContent('.code-copy >> nth=0')).toBe('Disalin');
    await expect
      .poll(() => page.textContent('#code-copy-announcer[aria-live="polite"]'))
      .toBe('Disalin');

    await page.click('.code-copy >> nth=1');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('const a = 1;\nconst b = 2;');

    // Notation: no markers, and the removed line is not copied (as VitePress copies).
    await page.click('.code-copy >> nth=2');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("import { next } from './next';\nnext();");
  });

  test('is added to the code of a page reached by in-place navigation, and not twice', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/guides/install';
      link.id = 'go';
      link.textContent = 'go';
      document.querySelector('.markdown')!.append(link);
    });
    await page.click('#go');
    await page.waitForURL('**/docs/guides/install');
    await page.waitForSelector('.code-copy');
    const perBlock = await page.$$eval('.markdown pre', (pres) =>
      pres.map((pre) => (pre.closest('.code-block') ?? pre).querySelectorAll('.code-copy').length),
    );
    expect(perBlock.length).toBeGreaterThan(0);
    expect(perBlock.every((n) => n === 1)).toBe(true);
    expect(await page.getAttribute('.code-copy >> nth=0', 'aria-label')).toBe('Copy code');
  });

  test('is not there without JavaScript', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.fixture.base}/docs/long`);
    expect(await page.locator('.markdown pre').count()).toBe(3);
    expect(await page.locator('.code-copy').count()).toBe(0);
    await context.close();
  });
});

describe('the table of contents', () => {
  const active = (page: Page) =>
    page.$$eval('.toc-desktop .toc-link[aria-current="location"]', (links) =>
      links.map((a) => a.textContent),
    );

  test('marks the section being read as the reader scrolls, and follows in-place navigation', async () => {
    const page = await open('/docs/long', 1366);
    await page.evaluate(() => document.getElementById('charlie-section')!.scrollIntoView());
    await expect.poll(() => active(page)).toEqual(['Charlie section']);
    await page.evaluate(() => document.getElementById('alpha-section')!.scrollIntoView());
    await expect.poll(() => active(page)).toEqual(['Alpha section']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => active(page)).toEqual(['Echo section']);
    expect(
      await page.$eval('.toc-link[aria-current="location"]', (a) => getComputedStyle(a).fontWeight),
    ).toBe('600');

    // Another page with a table of contents, reached in place.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/intro';
      link.id = 'go';
      link.textContent = 'go';
      document.querySelector('.markdown')!.prepend(link);
      window.scrollTo(0, 0);
    });
    await page.click('#go');
    await page.waitForURL('**/docs/intro');
    await page.evaluate(() => document.getElementById('details')!.scrollIntoView());
    await expect.poll(() => active(page)).toEqual(['Details']);
  });

  test('marks it in the "on this page" box on a phone too', async () => {
    const page = await open('/docs/long', 390);
    await page.evaluate(() => document.getElementById('delta-section')!.scrollIntoView());
    await expect
      .poll(() =>
        page.$$eval('.toc-mobile .toc-link[aria-current="location"]', (links) =>
          links.map((a) => a.textContent),
        ),
      )
      .toEqual(['Delta section']);
  });
});

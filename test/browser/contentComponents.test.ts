/**
 * The content components (Steps, FileTree, cards, link cards, badges) in Chromium, on the basic
 * fixture's MDX doc that uses them all: at 1366 and 390 px, in the light and the dark mode, the
 * page does not overflow, the card grid has two columns where there is room and one on a phone,
 * the whole link card is its link, the page loads no page script, and right to left the
 * components mirror. Each width and mode leaves a
 * screenshot in test/.tmp/shots/ to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { repoRoot } from '../helpers.js';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');
const shots = path.join(repoRoot, 'test', '.tmp', 'shots');
// The tests take turns in one tab, each loading the page as a new document.
const tab = reusedTab(env, { setup: stubOtherHosts });

async function open(
  width: number,
  mode: 'light' | 'dark',
): Promise<{ page: Page; scripts: string[] }> {
  const page = await tab({ width, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.fixture.base}/docs/reference/components`, { waitUntil: 'networkidle' });
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
  return { page, scripts };
}

for (const width of [1366, 390])
  for (const mode of ['light', 'dark'] as const)
    test(`at ${width} px in the ${mode} mode: no overflow, ${width > 800 ? 'two columns' : 'one column'} of cards, no page script`, async () => {
      const { page, scripts } = await open(width, mode);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // Nothing inside the content sticks out of it (the file tree scrolls inside itself).
      const sticking = await page.evaluate(() => {
        const content = document.querySelector('.markdown')!.getBoundingClientRect();
        return [...document.querySelectorAll('.markdown [class^="sg-"]')]
          .filter((el) => el.getBoundingClientRect().right > content.right + 1)
          .map((el) => el.className);
      });
      expect(sticking).toEqual([]);
      const columns = await page
        .locator('.sg-card-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width > 800 ? 2 : 1);
      // The badges' colours follow the mode.
      const text = await page
        .locator('.sg-badge--tip')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(text).toBe(mode === 'dark' ? 'rgb(231, 233, 239)' : 'rgb(27, 31, 41)');
      expect(scripts.filter((script) => /\/page\.\w+\.js$/.test(script))).toEqual([]);
      expect(scripts.some((script) => /\/main\.\w+\.js$/.test(script))).toBe(true);
      fs.mkdirSync(shots, { recursive: true });
      await page
        .locator('.markdown')
        .screenshot({ path: path.join(shots, `content-components-${width}-${mode}.png`) });
    });

test('the whole link card is its one link, named by its title', async () => {
  const { page } = await open(390, 'light');
  const card = page.locator('.sg-link-card').first();
  expect(await card.locator('a').count()).toBe(1);
  await expect(
    page.getByRole('link', { name: 'Read the introduction', exact: true }).count(),
  ).resolves.toBe(1);
  // A click on the card's description, outside the link's text, follows the link.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.locator('.sg-link-card__description').boundingBox())!;
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  // The runtime follows it in place: the address changes, with no load event.
  await page.waitForFunction(() => location.pathname === '/docs/intro', null, { timeout: 5_000 });
});

test('the steps are numbered 1, 2, 3 in circles joined by a line, the list still a list', async () => {
  const { page } = await open(1366, 'dark');
  const steps = page.locator('.sg-steps > ol > li');
  expect(await steps.count()).toBe(3);
  const marks = await steps.evaluateAll((items) =>
    items.map((li) => {
      const before = getComputedStyle(li, '::before');
      const after = getComputedStyle(li, '::after');
      return {
        radius: before.borderRadius,
        line: after.content !== 'none',
        list: getComputedStyle(li).display,
      };
    }),
  );
  expect(marks.map((m) => m.radius)).toEqual(['50%', '50%', '50%']);
  // The line joins a step to the next; the last has none.
  expect(marks.map((m) => m.line)).toEqual([true, true, false]);
  expect(await page.locator('.sg-steps > ol').evaluate((ol) => ol.tagName)).toBe('OL');
});

test('right to left, the numbers, icons and arrows move to the other side', async () => {
  const { page } = await open(390, 'dark');
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  const step = page.locator('.sg-steps > ol > li').first();
  expect(
    await step.evaluate((li) => [
      getComputedStyle(li).paddingRight,
      getComputedStyle(li).paddingLeft,
    ]),
  ).toEqual(['44px', '0px']);
  // A file's icon is right of its name, and a link card's arrow points left, at its left end.
  const [icon, name] = await Promise.all([
    page.locator('.sg-file-tree__icon').first().boundingBox(),
    page.locator('.sg-file-tree__name').first().boundingBox(),
  ]);
  expect(icon!.x).toBeGreaterThan(name!.x);
  const card = page.locator('.sg-link-card').first();
  const [arrow, box] = await Promise.all([
    card.locator('.sg-link-card__arrow').boundingBox(),
    card.boundingBox(),
  ]);
  expect(arrow!.x - box!.x).toBeLessThan(box!.width / 2);
  expect(
    await card.locator('.sg-link-card__arrow').evaluate((svg) => getComputedStyle(svg).transform),
  ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});

/**
 * Mermaid diagrams in Chromium (`test/fixtures/docusaurus-mermaid/`): drawn as SVG where the page
 * has one, after an in-place navigation too, redrawn in the other colour mode when the reader
 * switches it; a page without a diagram requests no chunk of mermaid; a diagram mermaid cannot
 * read keeps its source on show with mermaid's message.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { loadClientBundle } from '../../src/emit/clientBundle.js';
import { browserOnFixture, reusedTab } from './browser.js';

const env = browserOnFixture('docusaurus-mermaid');
// The tests take turns in one tab, each loading its pages as new documents.
const tab = reusedTab(env);
const mermaidFiles = new Set(
  loadClientBundle()
    .mermaidFiles()
    .map((file) => `/${file.file}`),
);

/** Opens a page, noting the mermaid chunks it requests and its console errors. */
async function open(url: string): Promise<{ page: Page; chunks: string[]; errors: string[] }> {
  const page = await tab({ width: 1024, height: 800 });
  const chunks: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (mermaidFiles.has(path)) chunks.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${env.fixture.base}${url}`, { waitUntil: 'networkidle' });
  return { page, chunks, errors };
}

const nodeFill = (page: Page) =>
  page.evaluate(() => {
    const shape = document.querySelector(
      '.docusaurus-mermaid-container svg .node rect, .docusaurus-mermaid-container svg .node polygon',
    );
    return shape ? getComputedStyle(shape).fill : '';
  });

test('a page without a diagram requests no part of mermaid; after navigating in place to one, it is drawn', async () => {
  const { page, chunks, errors } = await open('/docs/intro');
  expect(await page.locator('.docusaurus-mermaid-container').count()).toBe(0);
  expect(chunks).toEqual([]);
  await page.click('.markdown a[href="/docs/interlocking"]');
  await page.waitForURL(`${env.fixture.base}/docs/interlocking`);
  await page.locator('.docusaurus-mermaid-container .mermaid-drawing svg').waitFor();
  expect(chunks.length).toBeGreaterThan(0);
  expect(await page.locator('.docusaurus-mermaid-container > pre').isHidden()).toBe(true);
  expect(errors).toEqual([]);
});

test('the diagram is drawn as SVG with the light theme, and again with the dark one when the reader switches', async () => {
  const { page, errors } = await open('/docs/interlocking');
  const drawing = page.locator('.docusaurus-mermaid-container .mermaid-drawing svg');
  await drawing.waitFor();
  expect(await drawing.getAttribute('aria-roledescription')).toBe('flowchart-v2');
  expect(await page.locator('.mermaid-drawing').textContent()).toContain('Points free?');
  // The label's HTML is mermaid's, sanitised (strict): no script, no handler.
  expect(await page.locator('.mermaid-drawing').innerHTML()).not.toMatch(/<script|onerror=/);
  const light = await nodeFill(page);
  await page.click('.navbar-items-right .color-mode-toggle');
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  await expect.poll(() => nodeFill(page)).not.toBe(light);
  const dark = await nodeFill(page);
  // Darker than the light theme's fill.
  const lightness = (rgb: string) =>
    (rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .reduce((a, b) => a + b, 0);
  expect(lightness(dark)).toBeLessThan(lightness(light));
  expect(errors).toEqual([]);
});

test('<Mermaid value> is drawn; a diagram mermaid cannot read keeps its source, with the reason', async () => {
  const { page, errors } = await open('/docs/component');
  const containers = page.locator('.docusaurus-mermaid-container');
  await containers.nth(0).locator('.mermaid-drawing svg').waitFor();
  expect(await containers.nth(0).locator('svg').getAttribute('aria-roledescription')).toBe(
    'stateDiagram',
  );
  const broken = containers.nth(1);
  await broken.locator('.mermaid-error').waitFor();
  expect(await broken.locator('pre').isVisible()).toBe(true);
  expect(await broken.locator('.mermaid-error').textContent()).toMatch(
    /^This diagram could not be drawn: Parse error on line 2/,
  );
  expect(await broken.locator('.mermaid-drawing svg').count()).toBe(0);
  // No copy button on a diagram's source.
  expect(await page.locator('.docusaurus-mermaid-container .code-copy').count()).toBe(0);
  expect(errors).toEqual([]);
});

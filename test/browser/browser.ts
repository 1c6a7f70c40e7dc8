/** Headless Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core. */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveBuiltFixture, type ServedFixture } from '../helpers.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function hasChromium(): boolean {
  return fs.existsSync(CHROMIUM);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A built fixture, served, and Chromium: what a browser test file opens its pages with. */
export interface BrowserOnFixture {
  fixture: ServedFixture;
  browser: Browser;
}

/**
 * Builds and serves the fixture `name` (`prepare` edits the copy first) and launches Chromium
 * before the file's tests, closing both after them. The fields are set once the tests start.
 */
export function browserOnFixture(name: string, prepare?: (site: string) => void): BrowserOnFixture {
  const env = {} as BrowserOnFixture;
  beforeAll(async () => {
    if (!hasChromium())
      throw new Error('Chromium is missing: install Debian\'s "chromium" package (.ci/run does)');
    env.fixture = await serveBuiltFixture(name, prepare);
    env.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.fixture?.close();
  });
  return env;
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core run over the page as it is now: one line per violation, with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document);
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** The colour of one pixel of the page as drawn, [r, g, b], read from a 1×1 PNG screenshot. */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  let colourType = 6;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IHDR') colourType = png[at + 8 + 9];
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  // One row of one pixel: whatever the row's filter, with nothing left of or above it the bytes are the colour.
  const row = zlib.inflateSync(Buffer.concat(chunks));
  if (colourType !== 2 && colourType !== 6)
    throw new Error(`unexpected PNG colour type ${colourType}`);
  return [row[1], row[2], row[3]];
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, b2] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Integration: generated social cards (`socialCards: true`): a PNG per page, named in its head as
 * og:image and twitter:image where the page names no image of its own, and taken from the cache
 * folder on the next build instead of drawn again. A title in a script no installed font draws
 * (Korean: sitegen does not bring the large CJK fonts) makes one warning naming the package and
 * the locale; an Arabic one needs nothing more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import type { SiteError } from '../../src/errors.js';
import { copyBuiltFixture, editFile, read, removeDir } from '../helpers.js';

let site: string;
let dist: string;
let cacheFolder: string;
let warnings: SiteError[];
beforeAll(async () => {
  site = copyBuiltFixture('basic');
  dist = path.join(site, 'dist');
  cacheFolder = path.join(site, 'node_modules', '.cache', 'sitegen', 'social-cards');
  editFile(
    path.join(site, 'sitegen.config.ts'),
    "baseUrl: '/',",
    "baseUrl: '/', socialCards: true,",
  );
  // A doc with an image of its own keeps it.
  const own = path.join(site, 'docs', 'guides', 'advanced', 'tuning.md');
  fs.writeFileSync(
    own,
    fs.readFileSync(own, 'utf8').replace('---\n', '---\nimage: /img/logo.svg\n'),
  );
  // Two pages titled in Korean, one in Arabic.
  for (const [name, title] of [
    ['korean', '시작하기'],
    ['korean-too', '설치'],
    ['arabic', 'مرحبا بكم'],
  ])
    fs.writeFileSync(path.join(site, 'docs', `${name}.md`), `# ${title}\n\nText.\n`);
  ({ warnings } = await build({ root: site, locales: ['en'] }));
}, 120_000);
afterAll(() => removeDir(site));

const imageOf = (page: string) => {
  const html = read(dist, page);
  const og = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1];
  expect(twitter).toBe(og);
  return og;
};

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('each page gets a 1200×630 PNG card, named in its head', () => {
  const image = imageOf('docs/intro/index.html')!;
  expect(image).toMatch(/^https:\/\/fixture\.example\/assets\/social\/[0-9a-f]{16}\.png$/);
  const png = fs.readFileSync(path.join(dist, new URL(image).pathname));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(sizeOf(png)).toEqual([1200, 630]);
  // Another page, another card; the not-found page has none.
  expect(imageOf('docs/guides/install/index.html')).not.toBe(image);
  expect(imageOf('blog/second-post/index.html')).toMatch(/\/assets\/social\/[0-9a-f]{16}\.png$/);
  expect(read(dist, '404.html')).not.toContain('/assets/social/');
});

test('a page with an image of its own keeps it', () => {
  expect(imageOf('docs/tuning-guide/index.html')).toBe('https://fixture.example/img/logo.svg');
});

test('an unchanged page’s card is taken from the cache; a changed title draws a new one', async () => {
  const before = new Map(
    fs
      .readdirSync(cacheFolder)
      .map((file) => [file, fs.statSync(path.join(cacheFolder, file)).mtimeMs]),
  );
  expect(before.size).toBeGreaterThan(20);
  const intro = imageOf('docs/intro/index.html');
  const doc = path.join(site, 'docs', 'guides', '01-install.md');
  fs.writeFileSync(
    doc,
    fs.readFileSync(doc, 'utf8').replace(/^title: .*$/m, 'title: Installing it'),
  );
  await build({ root: site, locales: ['en'] });
  expect(imageOf('docs/intro/index.html')).toBe(intro);
  const after = fs.readdirSync(cacheFolder);
  const added = after.filter((file) => !before.has(file));
  expect(added).toHaveLength(1);
  for (const [file, mtime] of before)
    expect(fs.statSync(path.join(cacheFolder, file)).mtimeMs, file).toBe(mtime);
  expect(imageOf('docs/guides/install/index.html')).toContain(added[0]);
}, 120_000);

test('one warning names the font package a title needs and the locale, with the command', () => {
  const fonts = warnings.filter((w) => w.message.startsWith('social cards:'));
  expect(fonts).toHaveLength(1);
  expect(fonts[0].message).toBe(
    'social cards: 2 cards have characters no installed font draws, left blank on the card (drawn in Noto Sans, which lacks them); the fonts they need: @fontsource/noto-sans-kr (en)',
  );
  expect(fonts[0].hint).toMatch(
    /^install it in the site: npm install -D @fontsource\/noto-sans-kr /,
  );
  expect(fonts[0].file).toMatch(/sitegen\.config\.ts$/);
});

/**
 * Integration: a doc kept unchanged in a released version (its "twin" in the docs folder has the
 * same text) is compiled once for both, and each copy's links lead to the pages of its own version,
 * in every locale; a copy whose link finds no page in its version is told about, as on its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, editFile, read, removeDir } from '../helpers.js';

const site = copyFixture('docusaurus-sidebars');
afterAll(() => removeDir(site));

const TEXT = [
  '---',
  'title: Seasons',
  '---',
  '',
  'Pick the [keeping apples](varieties.md#keepers) late, after [the first steps](./intro.md).',
  '',
  'Plant them as [planting](./planting.md) says.',
  '',
].join('\n');

test("a doc unchanged between versions links to its own version's pages, in every locale", async () => {
  editFile(
    path.join(site, 'docusaurus.config.js'),
    "onBrokenLinks: 'throw',",
    "onBrokenLinks: 'throw',\n  onBrokenMarkdownLinks: 'warn',",
  );
  // `harvest.md`'s links lead to a page in both versions; `seasons.md` has one that does not.
  const harvest = TEXT.split('\n').slice(0, 6).join('\n').replace('Seasons', 'Harvest');
  for (const folder of ['docs', 'versioned_docs/version-1.0']) {
    fs.writeFileSync(path.join(site, folder, 'seasons.md'), TEXT);
    fs.writeFileSync(path.join(site, folder, 'harvest.md'), harvest);
  }
  const summary = await build({ root: site });
  const html = (url: string) => read(site, `dist${url}/index.html`);
  const hrefsIn = (text: string) => [...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  // The links of the doc's own paragraphs (not the sidebar's or the pagination's).
  const links = (url: string) =>
    hrefsIn([...html(url).matchAll(/<p>(?:Pick|Plant)[^]*?<\/p>/g)].join(''));
  // The docs folder is "Next"; version 1.0 is the latest. Only 1.0 has `planting.md` beside it
  // (the docs folder has it under basics/), so the link stays as written in the docs folder's copy.
  for (const [prefix, version] of [
    ['', 'next/'],
    ['', ''],
    ['/fr', 'next/'],
    ['/fr', ''],
  ]) {
    const own = (page: string) => `${prefix}/docs/${version}${page}`;
    // The docs folder is "Next"; version 1.0 is the latest. Only 1.0 has `planting.md` beside it
    // (the docs folder has it under basics/), so the link stays as written in the docs folder's copy.
    expect(links(own('seasons'))).toEqual([
      own('varieties#keepers'),
      own('intro'),
      version === 'next/' ? './planting.md' : own('planting'),
    ]);
    expect(links(own('harvest'))).toEqual([own('varieties#keepers'), own('intro')]);
  }
  for (const url of ['/docs/next/seasons', '/docs/seasons', '/fr/docs/seasons', '/docs/harvest'])
    expect(
      hrefsIn(html(url)).filter((href) => href.includes('\uE000') || href.includes('%EE%80%80')),
    ).toEqual([]);
  // The broken link is the docs folder's copy's alone, told once for its file.
  expect(
    summary.warnings
      .filter((warning) => warning.message.includes('planting.md'))
      .map((warning) => path.relative(site, warning.file)),
  ).toEqual([path.join('docs', 'seasons.md')]);
}, 120_000);

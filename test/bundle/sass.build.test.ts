/**
 * A Docusaurus site styled in Sass builds as it is: its SCSS customCss and the .module.scss its
 * home page imports are compiled with the sass package Node finds for the site, the module's class
 * names the same in the page and the stylesheet. A site without sass fails with one error at its
 * own Sass file (never at sitegen's stylesheet), saying what to install.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { builtFixture, read } from '../helpers.js';

const { dir: site, summary } = builtFixture('docusaurus-sass');

function stylesheets(dir: string): string {
  const folder = path.join(dir, 'dist/assets/css');
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
    .join('');
}

test('customCss in SCSS and a page’s .module.scss are compiled with the site’s sass', () => {
  expect(summary.pages).toMatchObject({ page: 1, doc: 1 });
  const css = stylesheets(site);
  // custom.scss, with its partial's variable and nesting.
  expect(css).toContain('--ifm-color-primary: #0b6e99');
  expect(css).toContain('.tide-note{border-left:4px solid #0b6e99');
  expect(css).toContain('.tide-note p{margin:0');
  // index.module.scss: a CSS module, its names in the page as in the stylesheet.
  const home = read(site, 'dist/index.html');
  const tides = /<main class="([^"]+)"/.exec(home)?.[1];
  const heading = /<h1 class="([^"]+)"/.exec(home)?.[1];
  expect(tides).toMatch(/tides/);
  expect(css).toContain(`.${tides}{padding:2rem`);
  expect(css).toContain(`.${tides} .${heading}{letter-spacing:.05em`);
});

test('without a sass package, one error at the site’s Sass file says to install it', async () => {
  // Outside this repository, Node finds no sass for the site.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nosass-'));
  try {
    fs.cpSync(path.resolve('test/fixtures/docusaurus-sass'), dir, { recursive: true });
    // No React page (React itself would not be found out here either).
    fs.rmSync(path.join(dir, 'src/pages'), { recursive: true });
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    expect(failed?.errors).toEqual([
      {
        file: path.join(dir, 'src/css/custom.scss'),
        line: 1,
        column: 1,
        message: 'custom.scss is Sass, and the site has no "sass" package to compile it',
        hint: 'install it in the site: npm i -D sass',
      },
    ]);
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

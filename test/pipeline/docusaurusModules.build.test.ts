/**
 * The Docusaurus modules sites commonly use beyond the theme's components, in a site built from
 * its docusaurus.config.js: DocCardList and DocCard (the cards of a category's own doc, drawn as
 * sitegen's generated index pages draw theirs), theme-common and docs-client hooks answered from
 * the build, raw imports showing a file's text, CSS modules named alike on the server and in the
 * browser, a swizzled MDXContent and DocRoot/Layout/Main used on every doc, and a swizzle of a
 * part sitegen lacks warned by name and file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/index.js';
import { builtFixture, copyFixture, read, removeDir } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('docusaurus-modules');

const page = (url: string) => read(site, path.join('dist', url, 'index.html'));
const content = (url: string) => {
  const html = page(url);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** Each card of a list: its link, icon, title and description. */
const cards = (html: string) =>
  [
    ...html.matchAll(
      /<a class="card" href="([^"]+)"><span class="card-title"[^>]*><span class="card-icon" aria-hidden="true">([^<]+)<\/span> (?:<!-- -->)?([^<]+)<\/span>(?:<span class="card-description"[^>]*>([^<]*)<\/span>)?<\/a>/g,
    ),
  ].map(([, href, icon, title, description]) => `${icon} ${title} ${href}: ${description ?? ''}`);
const hydrated = (url: string) => /data-sitegen-page="\/assets\/js\/page\./.test(page(url));

test('the site builds; the swizzle of a part sitegen does not have is warned by name and file', () => {
  expect(summary.linkCheck?.broken).toEqual([]);
  expect(summary.warnings.map((w) => `${path.relative(site, w.file)}: ${w.message}`)).toEqual([
    "src/theme/DocItem/Footer/index.js: replaces @theme/DocItem/Footer, a part of Docusaurus's theme sitegen does not have (ignored)",
  ]);
});

test('<DocCardList /> lists the cards of the category whose doc this is; items and DocCard draw given ones', () => {
  const html = content('docs/guides');
  const [own, given] = html.split('<h2');
  expect(cards(own)).toEqual([
    '📄 Setup /docs/guides/setup: Set the cranes up before the first ship.',
    '📄 Tuning /docs/guides/tuning: Tune the gauges for your harbour.',
    '🗃️ Advanced /docs/guides/advanced/moon: 2 items',
  ]);
  expect(cards(given)).toEqual([
    '📄 Raw files /docs/raw: ',
    '🔗 Docusaurus https://docusaurus.io: ',
    '📄 Introduction /docs/intro: Where the harbour starts.',
  ]);
  expect(given).toContain('<section class="card-grid elsewhere">');
  // Cards need no JavaScript.
  expect(hydrated('docs/guides')).toBe(false);
});

test("a generated index page's cards are drawn by the same component", () => {
  expect(cards(content('docs/category/reference'))).toEqual([
    '📄 Cranes /docs/reference/cranes: The cranes of every quay.',
    '📄 Quays /docs/reference/quays: Quays hold the ships.',
  ]);
});

test('the hooks answer from the build: theme config, colour mode, docs section, version, doc, sidebar', () => {
  const facts = Object.fromEntries(
    [...page('docs/hooks').matchAll(/data-fact="(\w+)">([^<]*)</g)].map(([, k, v]) => [k, v]),
  );
  expect(facts).toEqual({
    navbarTitle: 'Harbour',
    defaultMode: 'light',
    plugin: 'default',
    activeVersion: 'current',
    activeDoc: 'hooks',
    versions: '1',
    latest: 'Next',
    preferred: 'none',
    docsVersion: 'current',
    sidebar: 'defaultSidebar: 6',
    windowSize: 'ssr',
    markdownClass: 'theme-doc-markdown',
  });
  expect(page('docs/hooks')).toContain('<span id="color-mode">light</span>');
  // The docs data goes only into the modules of pages whose code reads it.
  // (the data is JSON in a string the module parses: JSON.parse("{\"categoryDescriptions\":…"))
  const moduleOf = (url: string) =>
    read(site, `dist${/data-sitegen-page="([^"]+)"/.exec(page(url))![1]}`);
  expect(moduleOf('docs/hooks')).toContain('categoryDescriptions');
  expect(moduleOf('')).not.toContain('categoryDescriptions');
  // The colour mode changes in the browser.
  expect(hydrated('docs/hooks')).toBe(true);
});

test("raw imports show the file's text, from the docs folder and from beside the site's folders", () => {
  const html = text(content('docs/raw'));
  expect(html).toContain('def tide(hour):');
  expect(html).toMatch(/return "high" if hour % 12 &(lt|#x3C);? 6 else "low"/);
  expect(html).toContain('{ "harbour": "north", "cranes": 4 }');
});

test('CSS modules: one name per class and file, the same in the HTML, the stylesheet and the browser module', () => {
  const home = page('');
  const banner = /<header id="banner" class="([^"]+)"/.exec(home)![1];
  const tag = /<span class="([^"]+)">north<\/span>/.exec(home)![1];
  const quays = /<header class="(heroBanner[^"]+)"/.exec(page('quays'))![1];
  expect(banner).toMatch(/^heroBanner_[0-9a-f]{6}$/);
  expect(quays).toMatch(/^heroBanner_[0-9a-f]{6}$/);
  expect(quays).not.toBe(banner);
  const sheets = fs.readdirSync(path.join(site, 'dist/assets/css'));
  const css = sheets.map((file) => read(site, `dist/assets/css/${file}`)).join('');
  expect(css).toContain(`.${banner}{`);
  expect(css).toContain(`.${quays}{`);
  expect(css).toContain(`.${tag}{`);
  // The class of what only the browser renders is in the page's module, as the stylesheet names it.
  const script = /data-sitegen-page="([^"]+)"/.exec(home)![1];
  const module = read(site, `dist${script}`);
  const late = /late:"(late_[0-9a-f]{6})"/.exec(module)?.[1];
  expect(late).toBeDefined();
  expect(css).toContain(`.${late}{`);
  expect(module).toContain(`"${banner}"`);
  // A doc's own CSS module with the same class names, in the server's bundle only.
  expect(hydrated('docs/styled')).toBe(false);
  const styled = /<p class="(late_[0-9a-f]{6})">/.exec(page('docs/styled'))![1];
  expect(styled).not.toBe(late);
  expect(css).toContain(`.${styled}{font-style:italic}`);
});

test("a swizzled MDXContent wraps every doc's content, a swizzled DocRoot/Layout/Main every doc's column; both read Docusaurus's modules", () => {
  for (const url of ['docs/intro', 'docs/guides', 'docs/guides/advanced/moon', 'docs/hooks']) {
    expect(content(url), url).toContain(
      '<aside class="ad-slot">Harbour Works<!-- --> supplies: rope, chain, paint.</aside>',
    );
    expect(content(url), url).toMatch(
      /<div class="doc-main-column"[^>]*><p class="tide-notice notice_[0-9a-f]{6}">Tide tables are updated daily \(<!-- -->defaultSidebar<!-- -->\)\.<\/p><div class="doc-main/,
    );
  }
  // A generated index has no MDX content, but the docs' column.
  expect(content('docs/category/reference')).not.toContain('ad-slot');
  expect(content('docs/category/reference')).toContain('tide-notice');
  expect(content('')).not.toContain('ad-slot');
  // DocBreadcrumbs, Docusaurus's name of sitegen's Breadcrumbs, wrapped.
  expect(content('docs/guides/setup')).toMatch(
    /<\/nav><p class="breadcrumbs-note">You are in the harbour docs\.<\/p>/,
  );
  // The CSS module the replacement imports is in the page stylesheet.
  const notice = /class="tide-notice (notice_[0-9a-f]{6})"/.exec(page('docs/intro'))![1];
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  expect(css).toContain(`.${notice}{font-weight:700}`);
});

/** The errors of a build of the fixture with `files` added. */
async function buildErrors(files: Record<string, string>) {
  const dir = copyFixture('docusaurus-modules');
  try {
    for (const [rel, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, rel), body);
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    return (failed?.errors ?? []).map((e) => ({
      at: `${path.relative(dir, e.file)}:${e.line}:${e.column} ${e.message}`,
      hint: e.hint,
    }));
  } finally {
    removeDir(dir);
  }
}

test('a hook sitegen lacks is an error at its import, naming it and what the module has', async () => {
  const errors = await buildErrors({
    'docs/broken.mdx':
      "# Broken\n\nimport { useColorMode, useAnnouncementBar } from '@docusaurus/theme-common';\n\nText.\n",
  });
  expect(errors.map((e) => e.at)).toEqual([
    "docs/broken.mdx:3:24 useAnnouncementBar is not one of sitegen's @docusaurus/theme-common exports",
  ]);
  expect(errors[0].hint).toMatch(/^sitegen's @docusaurus\/theme-common has useColorMode, /);
});

test('a raw import of a hidden file is refused at its line', async () => {
  const errors = await buildErrors({
    '.notes': 'private\n',
    'docs/broken.mdx': "# Broken\n\nimport notes from '!!raw-loader!../.notes';\n\n{notes}\n",
  });
  expect(errors.map((e) => e.at)).toEqual([
    'docs/broken.mdx:3:20 import of "!!raw-loader!../.notes" refused: it is a hidden file or inside a hidden folder',
  ]);
});

test('serve --watch: an edit to a raw file outside the content folders reaches the doc', async () => {
  const dir = copyFixture('docusaurus-modules');
  const builder = createWatchBuilder({ root: dir, outDir: path.join(dir, 'served') });
  try {
    expect((await builder.build([])).errors).toEqual([]);
    const raw = path.join(dir, 'examples/config.json');
    fs.writeFileSync(raw, '{ "harbour": "south" }\n');
    const report = await builder.build([raw]);
    expect(report.errors).toEqual([]);
    expect(text(read(dir, 'served/docs/raw/index.html'))).toContain('{ "harbour": "south" }');
  } finally {
    await builder.close();
    removeDir(dir);
  }
});

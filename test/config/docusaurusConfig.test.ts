/**
 * A Docusaurus site builds from its own `docusaurus.config.*` with no sitegen config: its title,
 * locales, preset sections, navbar, footer (HTML copyright), colour mode and custom CSS are used;
 * each key or plugin sitegen does not use is one warning; a `sitegen.config.ts` beside it wins;
 * TypeScript and function configs load too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fromDocusaurus } from '../../src/config/docusaurus.js';
import { loadConfig } from '../../src/config/index.js';
import { build, type BuildSummary } from '../../src/pipeline/build.js';
import { copyFixture, read, removeDir } from '../helpers.js';

let site: string;
let summary: BuildSummary;
beforeAll(async () => {
  site = copyFixture('docusaurus-config');
  summary = await build({ root: site });
}, 60_000);
afterAll(() => removeDir(site));

test('the CommonJS config (with require.resolve) builds the site it describes', () => {
  expect(summary.pages).toMatchObject({ doc: 4, page: 2 });
  expect(summary.linkCheck?.broken).toEqual([]);
  const home = read(site, 'dist/index.html');
  expect(home).toContain('<title>Lighthouse Keeper · Notes on keeping a light</title>');
  expect(home).toContain('data-theme="dark"');
  expect(home).toContain('<link rel="icon" href="/img/favicon.svg"');
  expect(home).toMatch(/<a class="navbar-link" href="\/docs\/intro">Guide<\/a>/);
  expect(home).toContain('<p class="footer-copyright">Copyright © ');
  expect(home).toContain('The <b>Keepers</b>.');
  expect(home).toContain('<h2 class="footer-title">Elsewhere</h2>');
  // The locale dropdown is sitegen's own; French comes from i18n.localeConfigs.
  expect(home).toContain('Français');
  expect(read(site, 'dist/fr/docs/intro/index.html')).toContain('Tenir un phare');
  // docs.editUrl as Docusaurus means it: the base, then the file's path in the site.
  expect(read(site, 'dist/docs/guides/wick/index.html')).toContain(
    'href="https://github.com/keepers/keeper/tree/main/docs/guides/wick.md"',
  );
  // blog.postsPerPage, authors.yml beside the posts
  expect(read(site, 'dist/blog/index.html')).toContain('Ada Keeper');
  // theme.customCss
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  expect(css).toContain('.navbar{border-bottom:2px solid #c2410c}');
});

test('each key, option or plugin sitegen does not use is one warning naming it', () => {
  expect(summary.warnings.map((w) => `${path.basename(w.file)} ${w.message}`)).toEqual([
    'docusaurus.config.js presets: classic: docs.sidebarPath: sitegen does not use it (ignored)',
    'docusaurus.config.js plugins: docusaurus-plugin-sass: sitegen cannot run Docusaurus plugins (ignored)',
    'docusaurus.config.js themeConfig.prism: sitegen does not use it (ignored)',
  ]);
});

test('a sitegen.config.ts beside it wins, key by key', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    fs.writeFileSync(
      path.join(dir, 'sitegen.config.ts'),
      "export default { title: 'Keeper Notes', colorMode: { defaultMode: 'light' } };\n",
    );
    const config = await loadConfig(dir);
    expect(config.title).toBe('Keeper Notes');
    expect(config.colorMode).toMatchObject({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
    });
    expect(config.url).toBe('https://keeper.example.org');
    expect(Object.keys(config.locales)).toEqual(['en', 'fr']);
  } finally {
    removeDir(dir);
  }
});

test('a TypeScript config, and one that is an async function, load as Docusaurus loads them', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    fs.rmSync(path.join(dir, 'docusaurus.config.js'));
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "import type { Config } from '@docusaurus/types';",
        'export default async function createConfig(): Promise<Config> {',
        "  return { title: 'Typed', url: 'https://typed.example', baseUrl: '/handbook/', trailingSlash: true };",
        '}',
      ].join('\n'),
    );
    const config = await loadConfig(dir);
    expect(config).toMatchObject({ title: 'Typed', baseUrl: '/handbook/' });
    expect(config.warnings.map((w) => w.message)).toEqual([
      'trailingSlash: sitegen does not use it (ignored)',
    ]);
  } finally {
    removeDir(dir);
  }
});

test('navbar items as sitegen has them; unknown item types and presets are warnings', () => {
  const { config, warnings } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/' } }], 'some-preset'],
      themeConfig: {
        navbar: {
          items: [
            { type: 'doc', docId: 'start/intro', label: 'Start' },
            { type: 'dropdown', label: 'More', items: [{ label: 'Blog', href: '/blog' }] },
            { type: 'search', position: 'right' },
            { type: 'html', value: '<b>x</b>' },
          ],
        },
        announcementBar: { id: 'v2', content: 'Version <b>2</b> is out', isCloseable: false },
      },
    },
    'docusaurus.config.js',
    '/site',
  );
  expect(config.navbar?.items).toEqual([
    { label: 'Start', to: '/docs/start/intro', position: 'left' },
    { label: 'More', position: 'left', items: [{ label: 'Blog', to: '/blog' }] },
  ]);
  expect(config.content?.docs).toEqual({ routeBasePath: '' });
  expect(config.announcementBar).toEqual({
    id: 'v2',
    content: { html: 'Version <b>2</b> is out' },
    closeable: false,
  });
  expect(warnings.map((w) => w.message)).toEqual([
    'presets: some-preset: sitegen has no such preset (ignored)',
    'themeConfig.navbar.items: html item: sitegen has no such item (ignored)',
  ]);
});

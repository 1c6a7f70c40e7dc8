/**
 * Docusaurus's theme modules in a site built from its docusaurus.config.js: what each one renders
 * in docs, a post and pages, in two locales; which MDX files are hydrated (those using interactive
 * components or a component the site's MDXComponents adds) and which ship nothing; their styles
 * once in the page stylesheet; the global data; `@site/` imports. sitegen's modules win over
 * packages of the same name in the site's node_modules, a site's `src/theme/<Name>` replaces one,
 * and a Docusaurus module sitegen does not have is an error naming the import and its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/index.js';
import { builtFixture, copyFixture, read, removeDir } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('docusaurus-theme');

const page = (url: string) => read(site, path.join('dist', url, 'index.html'));
/** The page's content region. */
const content = (url: string) => {
  const html = page(url);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const hydrated = (url: string) => /data-sitegen-page="\/(fr\/)?assets\/js\/page\./.test(page(url));

test('the site builds with no warning about its src/theme/MDXComponents.js', () => {
  expect(summary.linkCheck?.broken).toEqual([]);
  expect(summary.warnings.map((w) => w.message)).toEqual([]);
});

test('a navbar logo with srcDark puts both images in the navbar, each marked with its colour mode', () => {
  for (const url of ['/', '/docs/reading', '/fr/docs/reading']) {
    const brand = /<a class="navbar-brand[^>]*>([\s\S]*?)<\/a>/.exec(page(url))![1];
    const images = [...brand.matchAll(/<img class="([^"]*)" src="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const base = url.startsWith('/fr/') ? '/fr/' : '/';
    expect(images).toEqual([
      ['navbar-logo navbar__logo navbar-logo--light', `${base}img/harbour-light.svg`],
      ['navbar-logo navbar__logo navbar-logo--dark', `${base}img/harbour-dark.svg`],
    ]);
  }
});

test('navbar icon items (a header-github-link class, a bare link to a network) show that network’s icon, named for screen readers', () => {
  const html = page('/docs/reading');
  const bar = html.slice(html.indexOf('navbar-items-right'));
  const icons = [
    ...bar.matchAll(
      /<a class="([^"]*)" href="([^"]*)"[^>]*><span class="social-link-icon"><svg class="social-icon"[^>]*data-platform="([a-z]+)"[\s\S]*?<span class="social-link-label">([^<]*)<\/span>/g,
    ),
  ].map((m) => [m[2], m[3], m[4], m[1].includes('header-github-link')]);
  expect(icons).toEqual([
    ['https://github.com/tides/tides', 'github', 'GitHub repository', true],
    ['https://discord.gg/tides', 'discord', 'Discord', false],
  ]);
});

test("the blog's showReadingTime: false leaves reading times out of posts and lists", () => {
  const post = page('blog/2026/02/01/spring-tides');
  expect(post).toContain('<p class="post-date"><time dateTime="2026-02-01">');
  expect(post).not.toContain('min read');
  expect(page('blog')).not.toContain('min read');
});

test('a doc, a post or a page is hydrated when it uses interactive components; the others ship nothing', () => {
  expect(hydrated('docs/intro')).toBe(false);
  expect(hydrated('docs/reading')).toBe(false);
  expect(hydrated('docs/install')).toBe(true);
  expect(hydrated('docs/globals')).toBe(true);
  expect(hydrated('blog/2026/02/01/spring-tides')).toBe(true);
  expect(hydrated('where')).toBe(true);
  expect(hydrated('fr/docs/install')).toBe(true);
  // A post's excerpt in the list is its server HTML, not a module.
  expect(page('blog')).toContain('<p>The biggest tides of the month.</p>');
  expect(hydrated('blog')).toBe(false);
});

test('Tabs: every panel in the HTML, a tab list per Tabs, the default and values as given', () => {
  const html = content('docs/install');
  expect(html.match(/class="tabs-container"/g)).toHaveLength(3);
  const text = html.replace(/<[^>]+>/g, '');
  for (const words of ['brew install', 'apt install', 'harbour office', 'npm install', 'yarn add'])
    expect(text).toContain(words);
  const selected = [...html.matchAll(/aria-selected="true"[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(selected).toEqual(['macOS', 'macOS', 'Yarn']);
  // A fenced block inside a TabItem is highlighted as any other.
  expect(html).toContain('<span class="token function">install</span>');
});

test('the static modules render in a doc that loads no module, in the locale', () => {
  const html = content('docs/reading');
  expect(html).toContain(
    '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#high-water">High water</a><ul><li><a href="#spring-tides">Spring tides</a></li></ul></li><li><a href="#low-water">Low water</a></li><li><a href="#full-table">Full table</a></li></ul></div>',
  );
  expect(html).toContain(
    '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Mind the rocks</p>',
  );
  expect(html).toContain('<p class="admonition-title">Warning</p>');
  expect(content('fr/docs/reading')).toContain('<p class="admonition-title">Avertissement</p>');
  expect(html).toContain('<details class="details"><summary>Why twice a day?</summary>');
  expect(html).toContain('<div class="code-block-title">tide.js</div>');
  expect(html).toContain(
    '<span class="code-line line-number" line="2"><span class="token keyword">',
  );
  expect(html).toContain('class="themed-image themed-image--light"');
  expect(content('fr/docs/reading')).toContain('<img src="/fr/img/harbour-dark.svg"');
  // An image imported with @site/ from the site root.
  expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="The harbour at dawn"/);
});

test("the modules' stylesheet is in the page stylesheet once", () => {
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .filter((file) => file.startsWith('pages.'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  expect(css.match(/\.tabs-container\{/g)).toHaveLength(1);
  expect(css).toContain('html:not(.js) .tabs-panel[hidden]{display:block}');
});

test('useGlobalData: the docs of the locale, with their ids, URLs and sidebar; the router reports the URL', () => {
  expect(content('where')).toContain(
    '<ul id="docs"><li>globals<!-- --> <!-- -->/docs/globals</li><li>install<!-- --> <!-- -->/docs/install</li><li>intro<!-- --> <!-- -->/docs/intro</li><li>reading<!-- --> <!-- -->/docs/reading</li></ul>',
  );
  expect(content('fr/where')).toContain('<li>intro<!-- --> <!-- -->/fr/docs/intro</li>');
  expect(content('where')).toContain('<p id="pathname">/where</p>');
  expect(content('fr/where')).toContain('<p id="pathname">/fr/where</p>');
});

test("sitegen's modules win over packages of the same name in the site's node_modules", async () => {
  const dir = copyFixture('docusaurus-theme');
  try {
    const fake = (name: string, code: string) => {
      const folder = path.join(dir, 'node_modules', name);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(
        path.join(folder, 'package.json'),
        JSON.stringify({ name, version: '3.0.0', main: 'index.js' }),
      );
      fs.writeFileSync(path.join(folder, 'index.js'), code);
    };
    fake('@docusaurus/router', 'throw new Error("the installed router was used");\n');
    fake('@docusaurus/useGlobalData', 'throw new Error("the installed global data was used");\n');
    fake('@theme/Tabs', 'throw new Error("the installed Tabs was used");\n');
    await build({ root: dir });
    expect(read(dir, 'dist/docs/install/index.html')).toContain('class="tabs-container"');
    expect(read(dir, 'dist/where/index.html')).toContain('<p id="pathname">/where</p>');
  } finally {
    removeDir(dir);
  }
});

test("a site's src/theme/Tabs replaces sitegen's, wrapping it through @theme-original/Tabs", async () => {
  const dir = copyFixture('docusaurus-theme');
  try {
    fs.writeFileSync(
      path.join(dir, 'src/theme/Tabs.js'),
      [
        "import React from 'react';",
        "import OriginalTabs from '@theme-original/Tabs';",
        'export default function Tabs(props) {',
        '  return <div className="site-tabs"><OriginalTabs {...props} /></div>;',
        '}',
      ].join('\n'),
    );
    const result = await build({ root: dir });
    expect(result.warnings).toEqual([]);
    const html = read(dir, 'dist/docs/install/index.html');
    expect(html.match(/<div class="site-tabs"><div class="tabs-container">/g)).toHaveLength(3);
  } finally {
    removeDir(dir);
  }
});

test('a Docusaurus module sitegen does not have is an error naming the import and its file', async () => {
  const dir = copyFixture('docusaurus-theme');
  try {
    fs.writeFileSync(
      path.join(dir, 'docs/cards.mdx'),
      "# Cards\n\nimport useRouteContext from '@docusaurus/useRouteContext';\nimport DocItem from '@theme/DocItem';\n\nText.\n",
    );
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    const errors = failed?.errors.map(
      (e) => `${path.relative(dir, e.file)}:${e.line} ${e.message}`,
    );
    expect(errors).toEqual([
      'docs/cards.mdx:3 module not found: "@docusaurus/useRouteContext" imported by docs/cards.mdx',
      'docs/cards.mdx:4 module not found: "@theme/DocItem" imported by docs/cards.mdx',
    ]);
    expect(failed?.errors[0].hint).toContain(
      'sitegen has its own versions of these Docusaurus modules',
    );
  } finally {
    removeDir(dir);
  }
});

test("serve --watch: an edit to the site's MDXComponents reaches the docs using it", async () => {
  const dir = copyFixture('docusaurus-theme');
  const builder = createWatchBuilder({ root: dir, outDir: path.join(dir, 'served') });
  try {
    expect((await builder.build([])).errors).toEqual([]);
    const components = path.join(dir, 'src/theme/MDXComponents.js');
    fs.writeFileSync(
      components,
      fs
        .readFileSync(components, 'utf8')
        .replace(
          '{ ...MDXComponents, Highlight }',
          "{ ...MDXComponents, Highlight: () => 'buoy' }",
        ),
    );
    const report = await builder.build([components]);
    expect(report.errors).toEqual([]);
    const html = read(dir, 'served/docs/globals/index.html');
    expect(html).toContain('<!-- -->buoy<!-- -->');
    expect(html).not.toContain('class="highlight"');
  } finally {
    await builder.close();
    removeDir(dir);
  }
});

/** How a Docusaurus config's link policies read: `log` is a warning, and Docusaurus 3.9's `markdown.hooks`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { fromDocusaurus } from '../../src/config/docusaurus.js';

const read = (fields: Record<string, unknown>) =>
  fromDocusaurus(
    { title: 'T', url: 'https://t.example', ...fields },
    'docusaurus.config.js',
    '/site',
  );

test("onBrokenLinks and onBrokenMarkdownLinks: 'log' is a warning that never fails the build", () => {
  const { config } = read({ onBrokenLinks: 'log', onBrokenMarkdownLinks: 'log' });
  expect(config.onBrokenLinks).toBe('warn');
  expect(config.onBrokenMarkdownLinks).toBe('warn');
});

test('markdown.hooks.onBrokenMarkdownLinks takes the place of the top-level key; a function is warned about by name', () => {
  const hooked = read({
    onBrokenMarkdownLinks: 'throw',
    markdown: { hooks: { onBrokenMarkdownLinks: 'log', onBrokenMarkdownImages: 'throw' } },
  });
  expect(hooked.config.onBrokenMarkdownLinks).toBe('warn');
  expect(hooked.warnings).toEqual([]);
  const fn = read({
    markdown: {
      hooks: { onBrokenMarkdownLinks: () => '/fallback', onBrokenMarkdownImages: 'warn' },
    },
  });
  expect(fn.config.onBrokenMarkdownLinks).toBe('warn');
  expect(fn.warnings.map((w) => w.message)).toEqual([
    "markdown.hooks.onBrokenMarkdownLinks: sitegen does not run a function here; a broken Markdown link is a warning, as with 'warn' (ignored)",
    'markdown.hooks.onBrokenMarkdownImages: sitegen does not use it (ignored)',
  ]);
});

test("the blog's authorsBasePath moves the authors' pages; sitegen's config takes it as blog.authorsBasePath", () => {
  const { config, warnings } = read({
    presets: [['classic', { docs: false, blog: { authorsBasePath: '/people/' } }]],
  });
  expect(warnings).toEqual([]);
  expect((config.content?.blog as { authorsBasePath?: string }).authorsBasePath).toBe('people');
});

test('Mermaid as Docusaurus turns it on: markdown.mermaid for fences, the mermaid theme, themeConfig.mermaid', () => {
  const on = read({
    markdown: { mermaid: true },
    themes: ['@docusaurus/theme-mermaid'],
    themeConfig: {
      mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 900 } },
    },
  });
  expect(on.warnings).toEqual([]);
  expect(on.config.markdown).toMatchObject({
    mermaid: {
      blocks: true,
      theme: { light: 'neutral', dark: 'forest' },
      options: { maxTextSize: 900 },
    },
  });
  // Without markdown.mermaid a fence stays code (sitegen's own default is on); <Mermaid> still draws.
  const themeOnly = read({ themes: [['@docusaurus/theme-mermaid', {}]] });
  expect(themeOnly.warnings).toEqual([]);
  expect(themeOnly.config.markdown).toMatchObject({ mermaid: false });
  expect(
    read({ themeConfig: { mermaid: { theme: { light: 'base' }, zoom: true } } }).warnings.map(
      (w) => w.message,
    ),
  ).toEqual(['themeConfig.mermaid.zoom: sitegen does not use it (ignored)']);
});

test("the blog sidebar lists its posts under their year, as Docusaurus 3.5+ does, unless themeConfig.blog.sidebar.groupByYear is false (Jest's 5 recent posts are under 2025, 2022, 2021)", () => {
  const blogOf = (config: { content?: unknown }) =>
    (config.content as { blog: { sidebarGroupByYear?: boolean } }).blog;
  const preset = { presets: [['classic', { blog: { blogSidebarCount: 5 } }]] };
  const byDefault = read(preset);
  expect(blogOf(byDefault.config).sidebarGroupByYear).toBe(true);
  const off = read({ ...preset, themeConfig: { blog: { sidebar: { groupByYear: false } } } });
  expect(blogOf(off.config).sidebarGroupByYear).toBe(false);
  expect(off.warnings).toEqual([]);
});

test("reading time counts words as the site's installed Docusaurus does: the reading-time package before 3.8 (Tianji, 3.7), Intl.Segmenter after (Jest, 3.10)", () => {
  const site = (version?: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
    if (version) {
      const core = path.join(dir, 'node_modules/@docusaurus/core');
      fs.mkdirSync(core, { recursive: true });
      fs.writeFileSync(
        path.join(core, 'package.json'),
        JSON.stringify({ name: '@docusaurus/core', version }),
      );
    }
    return dir;
  };
  const wordsOf = (root: string) => {
    const { config } = fromDocusaurus(
      { title: 'T', url: 'https://t.example', presets: [['classic', { blog: {} }]] },
      'docusaurus.config.js',
      root,
    );
    return (config.content as { blog: { readingTimeWords?: string } }).blog.readingTimeWords;
  };
  const roots = [site('3.7.0'), site('3.10.2'), site()];
  try {
    expect(roots.map(wordsOf)).toEqual(['reading-time', undefined, undefined]);
    // A preset that names no blog options, as Tianji's: its blog folder still gets the rule.
    fs.mkdirSync(path.join(roots[0], 'blog'));
    const { config } = fromDocusaurus(
      { title: 'T', url: 'https://t.example', presets: [['classic', { docs: {} }]] },
      'docusaurus.config.js',
      roots[0],
    );
    expect(config.content?.blog).toEqual({
      sidebarGroupByYear: true,
      readingTimeWords: 'reading-time',
    });
  } finally {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a search page where Docusaurus makes one: only with a search theme, at its searchPagePath', () => {
  const page = (fields: Record<string, unknown>) => read(fields).config.searchPage;
  expect(page({})).toBe(false);
  expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } } })).toBe(
    'search',
  );
  expect(page({ themeConfig: { algolia: { searchPagePath: '/find/' } } })).toBe('find');
  expect(page({ themeConfig: { algolia: { searchPagePath: false } } })).toBe(false);
  expect(page({ themes: [['@easyops-cn/docusaurus-search-local', {}]] })).toBe('search');
});

test('plugins sitegen does not run (PWA, more blogs…) are warned by name, shorthand or not; the others (ideal-image too) become entries', () => {
  const { config, warnings } = read({
    plugins: [
      '@docusaurus/plugin-pwa',
      ['ideal-image', {}],
      'content-blog',
      ['google-gtag', { trackingID: 'G-1' }],
    ],
  });
  expect(warnings.map((w) => w.message)).toEqual([
    'plugins: @docusaurus/plugin-pwa: sitegen cannot run it: it builds its service worker with webpack (ignored)',
    "plugins: content-blog: sitegen builds the preset's blog only (ignored)",
  ]);
  expect((config.plugins ?? []).map((entry) => entry.name)).toEqual(['ideal-image', 'google-gtag']);
});

/** How a Docusaurus config's link policies read: `log` is a warning, and Docusaurus 3.9's `markdown.hooks`. */
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

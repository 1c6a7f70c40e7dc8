import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { parseConfig } from '../../src/config/validate.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let copy: string | undefined;

/** A config object as written, checked and resolved against the basic fixture's folder. */
function resolved(input: Record<string, unknown>) {
  const parsed = parseConfig(input, 'sitegen.config.ts');
  return resolveConfig(parsed.config!, path.resolve('test/fixtures/basic'), 'x');
}
afterAll(() => copy && removeDir(copy));

test('every file and folder the config names is absolute once loaded', async () => {
  const { site, config } = await loadFixtureConfig('basic');
  copy = site;
  const { blog, pages, api } = config.content;
  const docs = config.content.docs[0];
  if (!docs || !pages) throw new Error('the fixture has docs and pages');
  expect(config.root).toBe(site);
  expect(docs.dir).toBe(path.join(site, 'docs'));
  expect(docs.translations).toBe(path.join(site, 'i18n/{locale}/docs'));
  expect(pages.dir).toBe(path.join(site, 'pages'));
  expect(blog?.authorsFile).toBe(path.join(site, 'blog/authors.yml'));
  expect(api?.spec).toBe(path.join(site, 'openapi.json'));
  expect(api?.specTranslations).toBe(path.join(site, 'openapi-i18n/{locale}.json'));
  expect(config.staticDir).toBe(path.join(site, 'static'));
  expect(config.localesDir).toBe(path.join(site, 'locales'));
  // URLs stay as written.
  expect(docs.routeBasePath).toBe('docs');
  expect(config.favicon).toBe('/img/logo.svg');
});

test("each section's Markdown plugins are the markdown section's, then its own", async () => {
  const [a, b, c] = [() => undefined, () => undefined, () => undefined];
  const { config } = resolved({
    title: 'T',
    url: 'https://t.example',
    markdown: { remarkPlugins: [a], magicComments: [{ className: 'x', line: 'mark' }] },
    content: { docs: { dir: '.', remarkPlugins: [b] }, blog: { dir: '.', rehypePlugins: [c] } },
  });
  expect(config?.markdown).toMatchObject({
    format: 'detect',
    magicComments: [{ className: 'x', line: 'mark' }],
    pluginsKey: '',
  });
  const { docs, blog, pages, api } = config!.markdown.plugins;
  expect(docs?.remarkPlugins).toEqual([a, b]);
  expect(blog).toMatchObject({ remarkPlugins: [a], rehypePlugins: [c] });
  expect(pages?.remarkPlugins).toEqual([a]);
  expect(api?.remarkPlugins).toEqual([a]);
});

test("each docs section has its own Markdown plugins, after the markdown section's", async () => {
  const [a, b, c] = [() => undefined, () => undefined, () => undefined];
  const { config, errors } = resolved({
    title: 'T',
    url: 'https://t.example',
    markdown: { remarkPlugins: [a] },
    content: {
      docs: [
        { dir: 'docs', remarkPlugins: [b] },
        { id: 'community', dir: 'docs', rehypePlugins: [c] },
      ],
    },
  });
  expect(errors).toEqual([]);
  expect(config!.content.docs.map((section) => section.id)).toEqual(['default', 'community']);
  const plugins = config!.markdown.plugins;
  expect(plugins.docs?.remarkPlugins).toEqual([a, b]);
  expect(plugins['docs-community']).toMatchObject({ remarkPlugins: [a], rehypePlugins: [c] });
});

test('a navbar, dropdown, footer or announcement link with neither "to" nor "href" is an error naming it', async () => {
  const { errors } = resolved({
    title: 'T',
    url: 'https://t.example',
    navbar: {
      items: [
        { label: 'Docs', type: 'docSidebar' },
        // A version menu needs neither a label nor a link.
        { type: 'docsVersionDropdown', position: 'right' },
        { label: 'More', items: [{ label: 'About', herf: '/about' }] },
      ],
    },
    footer: { columns: [{ title: 'Elsewhere', items: [{ label: 'Chat' }] }] },
  });
  expect(errors.map((e) => e.message)).toEqual([
    '"navbar.items[2].items[0]" ("About") leads nowhere: it has no "to" or "href"',
    '"footer.columns[0].items[0]" ("Chat") leads nowhere: it has no "to" or "href"',
  ]);
  expect(errors[0].hint).toContain('give navbar.items[2].items[0] "to" (a path of the site');
});

test('the blog puts its authors’ pages under authors/ unless blog.authorsBasePath says otherwise', () => {
  const base = { title: 'T', url: 'https://t.example' };
  expect(resolved(base).config!.content.blog?.authorsBasePath).toBe('authors');
  expect(
    resolved({ ...base, content: { blog: { authorsBasePath: 'people' } } }).config!.content.blog
      ?.authorsBasePath,
  ).toBe('people');
  // A path under the blog, without a leading slash (as the other route bases are written).
  expect(
    parseConfig({ ...base, content: { blog: { authorsBasePath: '/people' } } }, 'x').errors.map(
      (e) => e.message,
    ),
  ).toEqual([expect.stringContaining('content.blog.authorsBasePath')]);
});

test('markdown.mermaid: fences are diagrams unless false; an object sets the themes and options', () => {
  const base = { title: 'T', url: 'https://t.example' };
  const mermaidOf = (mermaid?: unknown) =>
    resolved({ ...base, ...(mermaid !== undefined && { markdown: { mermaid } }) }).config!.markdown
      .mermaid;
  expect(mermaidOf()).toEqual({
    blocks: true,
    theme: { light: 'default', dark: 'dark' },
    options: {},
  });
  expect(mermaidOf(false).blocks).toBe(false);
  expect(mermaidOf({ theme: { dark: 'forest' }, options: { fontFamily: 'serif' } })).toEqual({
    blocks: true,
    theme: { light: 'default', dark: 'forest' },
    options: { fontFamily: 'serif' },
  });
  expect(mermaidOf({ blocks: false }).blocks).toBe(false);
});

test('Arabic, Persian and Hebrew locales run right to left unless the config says a direction', () => {
  const { config } = resolved({
    title: 'T',
    url: 'https://t.example',
    defaultLocale: 'en',
    locales: {
      en: {},
      ar: {},
      'fa-IR': {},
      he: { direction: 'ltr' },
      x: { htmlLang: 'he-IL' },
      es: { direction: 'rtl' },
    },
  });
  const directions = Object.fromEntries(
    Object.entries(config!.locales).map(([id, locale]) => [id, locale.direction]),
  );
  expect(directions).toEqual({
    en: 'ltr',
    ar: 'rtl',
    'fa-IR': 'rtl',
    he: 'ltr',
    x: 'rtl',
    es: 'rtl',
  });
});

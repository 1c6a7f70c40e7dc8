/**
 * The pages plugin through the shape the pipeline runs it by (plugins/types.ts): it loads the
 * locale's pages, adds one route each at its path, makes each page's data, and under
 * `serve --watch` reads an edited page again, saying whether the route table must be made again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { openFrontMatterCache } from '../../../src/content/index.js';
import type { PageSource } from '../../../src/content/types.js';
import { ErrorList } from '../../../src/errors.js';
import { pagesPlugin as pages } from '../../../src/plugins/pages/index.js';
import type { LoadContext } from '../../../src/plugins/types.js';
import type { PageDataContext } from '../../../src/render/index.js';
import { loadFixtureConfig, removeDir, routeTableOf } from '../../helpers.js';

const pagesPlugin = pages().content!;

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

const contextOf = (locale: string, errors = new ErrorList()): LoadContext => ({
  config,
  locale,
  errors,
  includeDrafts: false,
  frontMatter: openFrontMatterCache(site),
});

test('it is on for a site with a pages folder, which it reads and watches', () => {
  expect(pagesPlugin.enabled(config)).toBe(true);
  expect(pagesPlugin.enabled({ ...config, content: { ...config.content, pages: undefined } })).toBe(
    false,
  );
  expect(pagesPlugin.folders(config)).toEqual([
    expect.objectContaining({ folder: config.content.pages, section: 'pages' }),
  ]);
});

test('each page is a route at its path, standing for its default-locale file', () => {
  const errors = new ErrorList();
  const pages = pagesPlugin.load(contextOf('id', errors));
  expect(errors.errors).toEqual([]);
  expect(pagesPlugin.sources(pages).map((page) => page.relPath)).toEqual(['about.md', 'index.tsx']);
  const table = routeTableOf(config, 'id', { pages }, errors);
  const about = table.byUrl.get('/id/about');
  expect(about).toMatchObject({ kind: 'page', outFile: 'about/index.html' });
  expect(table.urlOfSource.get(path.join(site, 'pages', 'about.md'))).toBe('/id/about');
  // The React index page is the home: no home page is generated beside it.
  expect(table.routes.filter((route) => route.url === '/id/')).toMatchObject([{ kind: 'page' }]);
});

test('its page data: the title from front matter, a React page wide and without Markdown', () => {
  const errors = new ErrorList();
  const pages = pagesPlugin.load(contextOf('en', errors));
  const table = routeTableOf(config, 'en', { pages }, errors);
  const ctx = {
    config,
    locale: 'en',
    table,
    compiledOf: () => undefined,
    t: (key: string) => key,
    commits: new Map(),
    highlight: () => '',
  } as unknown as PageDataContext;
  const about = pagesPlugin.pageData(ctx, table.byUrl.get('/about')!, pages);
  expect(about).toMatchObject({ kind: 'page', title: 'About', markdown: true, wide: false });
  const home = pagesPlugin.pageData(ctx, table.byUrl.get('/')!, pages);
  expect(home).toMatchObject({ kind: 'page', markdown: false, wide: true });
});

test('an edited page is read again; the table is made again only when its path moved', () => {
  const ctx = contextOf('en');
  const before = pagesPlugin.load(ctx);
  const file = path.join(site, 'pages', 'about.md');
  const changes = { sources: [{ relPath: 'about.md' }], data: false };

  fs.writeFileSync(file, '---\ntitle: About\n---\n\nThe text, edited.\n');
  const text = pagesPlugin.update!(ctx, before, changes);
  expect(text.routes).toBe(false);
  expect(text.changed).toHaveLength(1);
  const after = text.content.find((page: PageSource) => page.relPath === 'about.md')!;
  expect(after.body).toContain('The text, edited.');

  fs.writeFileSync(file, '---\ntitle: About\nslug: /about-us\n---\n\nMoved.\n');
  const moved = pagesPlugin.update!(ctx, text.content, changes);
  expect(moved.routes).toBe(true);

  fs.rmSync(file);
  const gone = pagesPlugin.update!(ctx, moved.content, changes);
  expect(gone.routes).toBe(true);
  expect(gone.content.map((page: PageSource) => page.relPath)).toEqual(['index.tsx']);
});

import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let copy: string | undefined;
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

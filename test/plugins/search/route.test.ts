/**
 * The search plugin's page (plugins/search): `search` under each locale's base URL, as
 * Docusaurus's search themes make it, only with search on, and never in place of a site's own page.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import type { PageSource } from '../../../src/content/types.js';
import { ErrorList } from '../../../src/errors.js';
import { loadFixtureConfig, removeDir, routeTableOf, type TableContent } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

const noContent: TableContent = { docs: [], pages: [], blog: [] };

function searchRoutes(cfg: ResolvedConfig, locale: string, inputs = noContent) {
  const errors = new ErrorList();
  const table = routeTableOf(cfg, locale, inputs, errors);
  expect(errors.errors).toEqual([]);
  return table.routes.filter((route) => route.path === 'search');
}

test('every locale gets a search page at search under its base URL', () => {
  expect(searchRoutes(config, 'en')).toMatchObject([
    { kind: 'search', url: '/search', outFile: 'search/index.html', sourceFile: '' },
  ]);
  expect(searchRoutes(config, 'id')).toMatchObject([{ kind: 'search', url: '/id/search' }]);
});

test('a site without search gets no search page', () => {
  expect(searchRoutes({ ...config, search: false }, 'en')).toEqual([]);
});

test("a site's own search page is kept, with no duplicate-URL error", () => {
  const own = {
    file: `${site}/src/pages/search.tsx`,
    defaultFile: `${site}/src/pages/search.tsx`,
    slug: 'search',
    draft: false,
    unlisted: false,
  } as PageSource;
  expect(searchRoutes(config, 'en', { ...noContent, pages: [own] })).toMatchObject([
    { kind: 'page', url: '/search', sourceFile: own.file },
  ]);
});

test('searchPage moves the page, or leaves it out with false', () => {
  const kinds = (searchPage: string | false) =>
    routeTableOf({ ...config, searchPage }, 'en', noContent, new ErrorList())
      .routes.filter((route) => route.kind === 'search')
      .map((route) => route.url);
  expect(kinds('find/all')).toEqual(['/find/all']);
  expect(kinds(false)).toEqual([]);
});

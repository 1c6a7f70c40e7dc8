/**
 * The route table as content plugins fill it (routes/routeTable.ts `RouteAdder`): each plugin's
 * routes in the order given, generated pages after every section's and the site's plugins' pages,
 * a page added "unless taken" after the generated home, implied redirects giving way to pages.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { ErrorList } from '../../src/errors.js';
import type { PluginPage } from '../../src/plugin/index.js';
import { buildRouteTable, type RouteProducer } from '../../src/routes/index.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

const pluginPage = (path: string): PluginPage =>
  ({ path, sourceFile: `${path}.tsx`, component: `${path}.tsx`, props: {} }) as PluginPage;

test("the routes come in the order of the plugins' calls, whatever order they are made in", () => {
  const errors = new ErrorList();
  const first: RouteProducer = (adder) => {
    adder.addLater({ path: 'later', kind: 'search' });
    adder.add({ path: 'one', kind: 'search' });
    adder.addUnlessTaken({ path: 'taken', kind: 'search' });
    adder.addUnlessTaken({ path: 'free', kind: 'search' });
  };
  const second: RouteProducer = (adder) => {
    adder.add({ path: 'two', kind: 'search' });
    adder.add({ path: 'taken', kind: 'search' });
    expect(adder.has('one')).toBe(true);
    expect(adder.has('later')).toBe(false);
  };
  const table = buildRouteTable(config, 'id', [first, second], errors, [pluginPage('plugged')]);
  expect(errors.errors).toEqual([]);
  expect(table.routes.map((route) => `${route.kind}:${route.path}`)).toEqual([
    'search:one',
    'search:two',
    'search:taken',
    'plugin:plugged',
    'search:later',
    'home:',
    'search:free',
    'not-found:404',
  ]);
});

test('what a plugin says of its routes besides them lands in the table; redirects it implies give way', () => {
  const errors = new ErrorList();
  const table = buildRouteTable(
    config,
    'en',
    [
      (adder) => {
        adder.add({ path: 'api', kind: 'search', standsFor: '/site/api.md' });
        adder.add({ path: 'api/intro', kind: 'search' });
        adder.imply({ from: '/api/introduction', to: '/api' });
        adder.imply({ from: '/api/intro', to: '/api' });
        return { apiOrder: [{ label: 'API', href: '/api' }] };
      },
    ],
    errors,
  );
  expect(errors.errors).toEqual([]);
  expect(table.apiOrder).toEqual([{ label: 'API', href: '/api' }]);
  expect(table.urlOfSource.get('/site/api.md')).toBe('/api');
  // The page at api/intro wins over the implied redirect from it, without a word.
  expect(table.redirects.map((r) => [r.url, r.to])).toEqual([['/api/introduction', '/api']]);
});

test('two plugins claiming one URL is an error naming both', () => {
  const errors = new ErrorList();
  buildRouteTable(
    config,
    'en',
    [
      (adder) => adder.add({ path: 'same', kind: 'search', sourceFile: 'a.md' }),
      (adder) => adder.add({ path: 'same', kind: 'search', sourceFile: 'b.md' }),
    ],
    errors,
  );
  expect(errors.errors.map((e) => e.message)).toEqual([
    'two sources claim the URL /same: a.md and b.md',
  ]);
});

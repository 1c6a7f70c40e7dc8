/**
 * The API reference's routes and sidebar: one page per schema of `components.schemas` under
 * `schemas/<kebab-case name>`, as docusaurus-openapi-docs places them, in a "Schemas" group last.
 */
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { ApiSpec } from '../../../src/content/apiSpec.js';
import { ErrorList } from '../../../src/errors.js';
import { loadOpenApi } from '../../../src/plugins/api/openapi.js';
import { apiRoutes, apiSidebar } from '../../../src/plugins/api/routes.js';
import { repoRoot } from '../../helpers.js';

let spec: ApiSpec;
beforeAll(async () => {
  spec = (await loadOpenApi(
    path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
    new ErrorList(),
  ))!;
});

test('a route per schema under the base path', () => {
  const routes = apiRoutes(spec, [], 'reference');
  expect(routes.filter((r) => r.data.kind === 'api-schema').map((r) => r.path)).toEqual([
    'reference/schemas/website',
    'reference/schemas/user',
    'reference/schemas/error',
  ]);
});

test('the sidebar lists the schemas in a group of their own, last', () => {
  const items = apiSidebar(
    spec,
    [],
    { overview: 'Overview', schemas: 'Skema' },
    (p) => `/id/${p}`,
    'api',
  );
  const last = items[items.length - 1];
  expect(last).toMatchObject({ type: 'category', label: 'Skema', collapsed: true });
  expect(last.type === 'category' && last.items).toEqual([
    { type: 'link', label: 'Website', href: '/id/api/schemas/website' },
    { type: 'link', label: 'User', href: '/id/api/schemas/user' },
    { type: 'link', label: 'Error', href: '/id/api/schemas/error' },
  ]);
});

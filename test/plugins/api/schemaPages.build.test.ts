/**
 * `schemaPages: false` (what a Docusaurus config's OpenAPI preset maps to, as the preset makes no
 * page per schema): no schema page, and operation pages link to none (the link check would fail
 * on a link to a page that is not there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fromDocusaurus } from '../../../src/config/docusaurus.js';
import { build } from '../../../src/pipeline/build.js';
import type { BuildSummary } from '../../../src/pipeline/buildTypes.js';
import { copyBuiltFixture, editFile, read, removeDir } from '../../helpers.js';

let site: string;
let summary: BuildSummary;
beforeAll(async () => {
  site = copyBuiltFixture('basic');
  editFile(
    path.join(site, 'sitegen.config.ts'),
    "routeBasePath: 'api' }",
    "routeBasePath: 'api', schemaPages: false }",
  );
  summary = await build({ root: site });
});
afterAll(() => removeDir(site));

test('without schema pages, operation pages link to none', () => {
  const out = path.join(site, 'dist');
  // A link to a missing page would have failed the build; none is let through as a warning either.
  expect(summary.warnings.filter((w) => /broken/.test(w.message))).toEqual([]);
  for (const prefix of ['', 'id/']) {
    expect(fs.existsSync(path.join(out, `${prefix}api/schemas`))).toBe(false);
    const operation = read(out, `${prefix}api/website-add/index.html`);
    expect(operation).toContain('website-add');
    expect(operation).not.toContain(`/${prefix}api/schemas/`);
  }
});

test("a Docusaurus config's OpenAPI preset makes no schema pages, as the preset does not", () => {
  const { config } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [
        ['docusaurus-preset-openapi', { api: { path: './openapi.json', routeBasePath: '/api' } }],
      ],
    },
    'docusaurus.config.js',
    '/site',
  );
  expect(config.content?.api).toMatchObject({ slugs: 'summary', schemaPages: false });
});

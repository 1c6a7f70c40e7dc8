import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { loadDocs } from '../../../src/plugins/docs/load.js';
import { loadPages } from '../../../src/content/pages.js';
import { ErrorList } from '../../../src/errors.js';
import { loadFixtureConfig, removeDir, routeTableOf } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

describe('loadDocs', () => {
  test('ids and slugs follow the Docusaurus rules', () => {
    const [{ docs }] = loadDocs(config, 'en', new ErrorList(), false);
    const byId = Object.fromEntries(docs.map((d) => [d.id, d]));
    expect(Object.keys(byId).sort()).toEqual([
      'guides/advanced/index',
      'guides/advanced/tuning',
      'guides/configuration',
      'guides/install',
      'hidden',
      'intro',
      'reference/api',
      'reference/components',
    ]);
    expect(byId['guides/install'].slug).toBe('guides/install'); // number prefix stripped
    expect(byId['guides/configuration']).toMatchObject({
      slug: 'guides/configuration',
      title: 'Configuring',
      sidebarLabel: 'Configure it',
    });
    expect(byId['guides/advanced/index']).toMatchObject({ slug: 'guides/advanced', isIndex: true });
    expect(byId['guides/advanced/tuning'].slug).toBe('tuning-guide'); // absolute slug
    expect(byId.hidden.unlisted).toBe(true);
  });

  test('drafts are only loaded when asked for', () => {
    expect(loadDocs(config, 'en', new ErrorList(), false)[0].docs.some((d) => d.id === 'wip')).toBe(
      false,
    );
    expect(
      loadDocs(config, 'en', new ErrorList(), true)[0].docs.find((d) => d.id === 'wip')?.draft,
    ).toBe(true);
  });

  test('a locale reads its translation and falls back to the default file', () => {
    const [{ docs, categories }] = loadDocs(config, 'id', new ErrorList(), false);
    const install = docs.find((d) => d.id === 'guides/install')!;
    expect(install).toMatchObject({ translated: true, title: 'Pasang' });
    expect(install.file).toContain('/i18n/id/docs/');
    expect(install.defaultFile).toContain('/docs/guides/01-install.md');
    expect(docs.find((d) => d.id === 'intro')).toMatchObject({
      translated: false,
      title: 'Introduction',
    });
    expect(categories.get('guides')).toMatchObject({ label: 'Panduan', position: 2 });
    expect(categories.get('reference')?.label).toBe('reference');
    expect(categories.get('reference')?.position).toBeUndefined();
  });
});

describe('category files', () => {
  test('a value of the wrong type is an error at its line, and the key is left unset', () => {
    const file = path.join(site, 'docs', 'guides', 'advanced', '_category_.json');
    fs.writeFileSync(
      file,
      '{\n  "label": {},\n  "position": "2",\n  "link": { "type": "generated-index", "slug": 5 }\n}\n',
    );
    try {
      const errors = new ErrorList();
      const [{ categories }] = loadDocs(config, 'en', errors, false);
      expect(errors.errors.map((e) => [e.file, e.line, e.column, e.message])).toEqual([
        [file, 2, 12, 'category "label" must be a string, got {}'],
        [file, 3, 15, 'category "position" must be a number, got "2"'],
        [
          file,
          4,
          11,
          expect.stringMatching(/^category "link" must be \{"type": "doc", "id": "..."\} or/),
        ],
      ]);
      expect(categories.get('guides/advanced')).toMatchObject({ label: 'advanced' });
    } finally {
      fs.rmSync(file);
    }
  });

  test('a byte-order mark before a category file is dropped', () => {
    const file = path.join(site, 'docs', 'guides', 'advanced', '_category_.json');
    fs.writeFileSync(file, '\uFEFF{ "label": "Deep", "position": 4 }\n');
    try {
      const errors = new ErrorList();
      const [{ categories }] = loadDocs(config, 'en', errors, false);
      expect(errors.errors).toEqual([]);
      expect(categories.get('guides/advanced')).toMatchObject({ label: 'Deep', position: 4 });
    } finally {
      fs.rmSync(file);
    }
  });
});

describe('the route table', () => {
  test('decides every URL once and maps sources to URLs for link rewriting', () => {
    const errors = new ErrorList();
    const table = routeTableOf(
      config,
      'id',
      {
        docs: loadDocs(config, 'id', errors, false),
        pages: loadPages(config, 'id', errors, false),
        blog: [],
      },
      errors,
    );
    expect(errors.size).toBe(0);
    expect(
      table.routes
        .map((r) => r.url)
        .filter((u) => !u.startsWith('/id/blog'))
        .sort(),
    ).toEqual([
      '/id/',
      '/id/404',
      '/id/about',
      '/id/docs/guides/advanced',
      '/id/docs/guides/configuration',
      '/id/docs/guides/install',
      '/id/docs/hidden',
      '/id/docs/intro',
      '/id/docs/reference/api',
      '/id/docs/reference/components',
      '/id/docs/tuning-guide',
      '/id/search',
    ]);
    expect(table.routes.find((r) => r.kind === 'not-found')?.outFile).toBe('404.html');
    expect(table.urlOfSource.get(`${site}/docs/guides/01-install.md`)).toBe(
      '/id/docs/guides/install',
    );
  });

  test('two sources claiming one URL is an error naming both', () => {
    const errors = new ErrorList();
    const docs = loadDocs(config, 'en', errors, false);
    const intro = docs[0].docs.find((d) => d.id === 'intro')!;
    docs[0].docs.push({ ...intro, file: `${site}/docs/copy.md`, id: 'copy' });
    routeTableOf(config, 'en', { docs, pages: [], blog: [] }, errors);
    expect(errors.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /two sources claim the URL \/docs\/intro: .*intro\.md and .*copy\.md/,
        ),
      }),
    ]);
  });
});

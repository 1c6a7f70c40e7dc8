/**
 * The docs plugin's global data (`useGlobalData`) of a site with two docs sections and versions
 * (`test/fixtures/versioned-docs/`): one instance per section, every version in the menu's order.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { DOCS_PLUGIN, docsGlobalData } from '../../../src/plugins/docs/globalData.js';
import type { DocsGlobalData } from '../../../src/theme/docusaurus/globalData.js';
import { loadFixtureConfig, removeDir, docsRouteTable } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('versioned-docs'));
});
afterAll(() => removeDir(site));

function docsData(locale: string): Record<string, DocsGlobalData> {
  const { table, errors } = docsRouteTable(config, locale);
  expect(errors.size).toBe(0);
  return docsGlobalData(config, locale, table)[DOCS_PLUGIN] as Record<string, DocsGlobalData>;
}

test('each docs section is an instance of the docs plugin, with its versions as Docusaurus lists them', () => {
  const data = docsData('fr');
  expect(Object.keys(data)).toEqual(['default', 'community']);
  expect(data.default.path).toBe('/fr/docs');
  expect(
    data.default.versions.map((v) => [v.name, v.label, v.isLast, v.path, v.mainDocId]),
  ).toEqual([
    // The French label of the docs folder's version comes from current.json.
    ['current', 'Prochaine', false, '/fr/docs/next', 'intro'],
    ['2.0', '2.0', true, '/fr/docs', 'intro'],
    ['1.0', '1.0', false, '/fr/docs/1.0', 'intro'],
  ]);
  const old = data.default.versions[2];
  expect(old.docs).toEqual([
    { id: 'charts', path: '/fr/docs/1.0/charts', sidebar: 'guide' },
    { id: 'guides/install', path: '/fr/docs/1.0/guides/install', sidebar: 'guide' },
    { id: 'intro', path: '/fr/docs/1.0/intro', sidebar: 'guide' },
  ]);
  expect(old.sidebars).toEqual({
    guide: { link: { path: '/fr/docs/1.0/intro', label: 'Introduction' } },
  });
  expect(data.community.path).toBe('/fr/community');
  expect(data.community.versions.map((v) => [v.name, v.path, v.mainDocId])).toEqual([
    ['current', '/fr/community/next', 'support'],
    ['1.0', '/fr/community', 'support'],
  ]);
  expect(data.community.versions[0].docs.map((doc) => doc.sidebar)).toEqual([
    'community',
    'community',
  ]);
  // English keeps the config's labels.
  expect(docsData('en').default.versions[0]).toMatchObject({ label: 'Next', path: '/docs/next' });
});

test('a version with several sidebars: each doc names the sidebar its page shows, and each sidebar its first link', async () => {
  const fixture = await loadFixtureConfig('docusaurus-sidebars');
  try {
    const { table, errors } = docsRouteTable(fixture.config, 'en');
    expect(errors.size).toBe(0);
    const data = docsGlobalData(fixture.config, 'en', table)[DOCS_PLUGIN] as Record<
      string,
      DocsGlobalData
    >;
    const next = data.default.versions[0];
    const sidebarOf = Object.fromEntries(next.docs.map((doc) => [doc.id, doc.sidebar]));
    expect(sidebarOf).toEqual({
      'basics/planting': 'guide',
      'basics/pruning': 'guide',
      'basics/soils': 'reference',
      changelog: undefined,
      faq: 'guide',
      glossary: 'reference',
      hidden: undefined,
      intro: 'guide',
      tools: 'guide',
      varieties: 'reference',
    });
    expect(next.sidebars).toEqual({
      guide: { link: { path: '/docs/next/intro', label: 'Welcome' } },
      reference: { link: { path: '/docs/next/varieties', label: 'Varieties' } },
    });
  } finally {
    removeDir(fixture.site);
  }
});

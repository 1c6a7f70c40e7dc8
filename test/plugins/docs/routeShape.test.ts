/**
 * `docRouteShape` is what a rebuild compares to know whether an edited doc leaves the route table
 * as it was. For every front matter key sitegen reads, changing it on a doc either leaves the
 * table (URLs, sidebars, navigation, redirects) as it was or changes the doc's shape: a key read
 * by the sidebar or the navigation and not compared would keep stale sidebars under `serve --watch`.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/index.js';
import type { DocSource } from '../../../src/content/index.js';
import { loadDocs, toDoc, type LoadedDocs } from '../../../src/plugins/docs/load.js';
import { FRONT_MATTER_FIELDS } from '../../../src/content/frontMatterSchema.js';
import { ErrorList } from '../../../src/errors.js';
import type { RouteTable } from '../../../src/routes/index.js';
import { docRouteShape } from '../../../src/plugins/docs/routes.js';
import { loadFixtureConfig, removeDir, routeTableOf } from '../../helpers.js';

/** A value of each key, different from what the fixture's doc has. */
const SAMPLES: Record<string, unknown> = {
  id: 'set-up',
  title: 'A new title',
  description: 'A new description',
  slug: '/moved/configure',
  sidebar_label: 'A new label',
  sidebar_position: 99,
  sidebar_class_name: 'highlighted',
  tags: ['one'],
  authors: ['someone'],
  date: '2025-01-01',
  draft: true,
  unlisted: true,
  hide_table_of_contents: true,
  toc_min_heading_level: 3,
  toc_max_heading_level: 4,
  image: '/img/cover.png',
  keywords: ['word'],
  format: 'md',
  displayed_sidebar: null,
  pagination_prev: null,
  pagination_next: 'intro',
  pagination_label: 'Setting up',
  custom_edit_url: 'https://example.com/edit',
  hide_title: true,
  parse_number_prefixes: false,
  last_update: { date: '2025-01-01' },
  wide: true,
  sidebar_custom_props: { badge: 'new' },
  sidebar_key: 'configure',
  wrapperClassName: 'wide-page',
  author: 'Someone',
  author_title: 'Writer',
  author_url: 'https://example.com',
  author_image_url: '/img/someone.png',
  authorTitle: 'Writer',
  authorURL: 'https://example.com',
  authorImageURL: '/img/someone.png',
};

let site: string;
let config: ResolvedConfig;
let loaded: LoadedDocs[];

beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
  const errors = new ErrorList();
  loaded = loadDocs(config, 'en', errors, true);
  expect(errors.errors).toEqual([]);
});
afterAll(() => removeDir(site));

/** What the table decides, without the sources themselves. */
function decided(table: RouteTable): string {
  return JSON.stringify({
    routes: table.routes.map((route) => [
      route.url,
      route.kind,
      route.outFile,
      route.kind === 'doc' ? route.twin : undefined,
    ]),
    docs: table.docs.map((group) => ({
      sidebars: group.sidebars,
      navigation: [...group.navigation].map(([url, page]) => [
        url,
        page.sidebar?.id,
        page.previous,
        page.next,
      ]),
      docUrls: [...group.docUrls],
      mainDoc: group.mainDoc,
    })),
    sidebar: table.sidebar,
    redirects: table.redirects,
    urlOfSource: [...table.urlOfSource],
  });
}

function tableWith(doc: DocSource): RouteTable {
  const errors = new ErrorList();
  const docs = loaded.map((group) => ({
    ...group,
    docs: group.docs.map((d) => (d.file === doc.file ? doc : d)),
  }));
  const table = routeTableOf(config, 'en', { docs, pages: [], blog: [] }, errors);
  expect(errors.errors).toEqual([]);
  return table;
}

test('every front matter key sitegen reads has a sample value here', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(FRONT_MATTER_FIELDS).sort());
});

test('a front matter key that changes the route table changes the doc’s route shape', () => {
  const doc = loaded[0].docs.find((d) => d.relPath === 'guides/02-configure.md')!;
  const before = decided(tableWith(doc));
  const missed: string[] = [];
  const read: string[] = [];
  for (const [key, value] of Object.entries(SAMPLES)) {
    const edited = toDoc(
      { ...doc, frontMatter: { ...doc.frontMatter, [key]: value } },
      { key: doc.group },
      new ErrorList(),
    );
    if (decided(tableWith(edited)) === before) continue;
    read.push(key);
    if (docRouteShape(edited) === docRouteShape(doc)) missed.push(key);
  }
  expect(missed).toEqual([]);
  // The keys the sidebar and the navigation read are among those found to matter.
  expect(read).toEqual(
    expect.arrayContaining([
      'sidebar_custom_props',
      'sidebar_class_name',
      'sidebar_label',
      'pagination_next',
      'displayed_sidebar',
      'slug',
      'id',
      'unlisted',
    ]),
  );
});

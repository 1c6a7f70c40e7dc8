/**
 * The docs hooks of `@docusaurus/plugin-content-docs/client` and `@docusaurus/theme-common` on the
 * server, from the global data and the docs data a build writes and the page's URL: the active
 * section, version and doc (the longest version path first, the last version at the section's
 * root), the other versions of the doc, the sidebar the page shows, the category whose own page
 * this is (an error naming the hook elsewhere), and the cards of DocCardList.
 */
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, expect, test } from 'vitest';
import { PAGE_URL_GLOBAL } from '../../../src/theme/dom.js';
import {
  useActiveDocContext,
  useActivePlugin,
  useActiveVersion,
  useCurrentSidebarCategory,
  useDocsSidebar,
  useDocsVersion,
  useLatestVersion,
  useVersions,
} from '../../../src/theme/docusaurus/docsClient.js';
import { docsData } from '../../../src/theme/docusaurus/docsData.js';
import { globalData } from '../../../src/theme/docusaurus/globalData.js';
import { DocCardList } from '../../../src/theme/docusaurus/DocCard.js';
import { themeData } from '../../../src/theme/docusaurus/themeData.js';
import type { SidebarItem } from '../../../src/shared/index.js';

const global = globalThis as Record<string, unknown>;
afterEach(() => delete global[PAGE_URL_GLOBAL]);

const sidebar = (base: string): SidebarItem[] => [
  { type: 'link', label: 'Intro', href: `${base}/intro`, docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: `${base}/guides`,
    docId: 'guides/index',
    collapsed: false,
    collapsible: true,
    items: [
      { type: 'link', label: 'Setup', href: `${base}/guides/setup`, docId: 'guides/setup' },
      {
        type: 'category',
        label: 'Advanced',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'Moon', href: `${base}/guides/moon`, docId: 'guides/moon' }],
      },
    ],
  },
];

const docs = (base: string) =>
  ['intro', 'guides/index', 'guides/setup', 'guides/moon'].map((id) => ({
    id,
    path: `${base}/${id.replace(/\/index$/, '')}`,
    sidebar: 'tutorial',
  }));

const version = (name: string, label: string, isLast: boolean, path: string) => ({
  name,
  label,
  isLast,
  path,
  mainDocId: 'intro',
  docs: docs(path),
  draftIds: [],
  sidebars: { tutorial: { link: { path: `${path}/intro`, label: 'Intro' } } },
});

globalData['docusaurus-plugin-content-docs'] = {
  default: {
    path: '/docs',
    versions: [
      version('current', 'Next', false, '/docs/next'),
      version('1.0', '1.0', true, '/docs'),
    ],
    breadcrumbs: true,
  },
};
docsData.versions = [
  ['current', 'Next', false, '/docs/next'],
  ['1.0', '1.0', true, '/docs'],
].map(([name, label, isLast, path]) => ({
  pluginId: 'default',
  name: name as string,
  label: label as string,
  isLast: isLast as boolean,
  path: path as string,
  banner: null,
  badge: false,
  sidebars: { tutorial: sidebar(path as string) },
  docs: {
    'guides/setup': {
      id: 'guides/setup',
      title: 'Setup',
      description: `Set up ${name as string}.`,
      permalink: `${path as string}/guides/setup`,
    },
  },
  categoryDescriptions: {},
}));
themeData.docCardItems = { one: '1 item', other: '{count} items' };
afterAll(() => {
  delete globalData['docusaurus-plugin-content-docs'];
  docsData.versions = [];
});

function Facts() {
  const context = useActiveDocContext();
  return (
    <p>
      {[
        useActivePlugin()?.pluginId,
        useActiveVersion()?.name,
        context.activeDoc?.id,
        Object.keys(context.alternateDocVersions).join('+'),
        useVersions().length,
        useLatestVersion().name,
        useDocsVersion().version,
        useDocsSidebar()?.name,
        useCurrentSidebarCategory().label,
      ].join('|')}
    </p>
  );
}

test('the section, version, doc and sidebar of the page, the last version at the root', () => {
  global[PAGE_URL_GLOBAL] = '/docs/next/guides';
  expect(renderToString(<Facts />)).toBe(
    '<p>default|current|guides/index|current+1.0|2|1.0|current|tutorial|Guides</p>',
  );
  global[PAGE_URL_GLOBAL] = '/docs/guides';
  expect(renderToString(<Facts />)).toBe(
    '<p>default|1.0|guides/index|current+1.0|2|1.0|1.0|tutorial|Guides</p>',
  );
});

test("DocCardList lists the page's category: docs with their descriptions, a category's size", () => {
  global[PAGE_URL_GLOBAL] = '/docs/next/guides';
  const html = renderToString(<DocCardList />);
  expect(html).toContain('href="/docs/next/guides/setup"');
  expect(html).toContain('Set up current.');
  expect(html).toContain('href="/docs/next/guides/moon"');
  expect(html).toContain('>1 item<');
});

test('useCurrentSidebarCategory away from a category page is an error naming it', () => {
  global[PAGE_URL_GLOBAL] = '/docs/intro';
  expect(() => renderToString(<DocCardList />)).toThrow(
    /useCurrentSidebarCategory \(and <DocCardList \/> without items\) is used on \/docs\/intro/,
  );
  global[PAGE_URL_GLOBAL] = '/blog';
  expect(() => renderToString(<Facts />)).toThrow(/not a page of a docs version/);
});

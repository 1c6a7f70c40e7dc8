/** Which docs pages show a sidebar edit: those where the edited item is in view, and no others. */
import { expect, test } from 'vitest';
import { sidebarChanges } from '../../../src/plugins/docs/sidebarChanges.js';
import type {
  DocsPageNavigation,
  DocsSidebar,
  RouteTable,
  SidebarCategory,
  SidebarItem,
} from '../../../src/routes/index.js';

const link = (href: string, label = href) => ({ type: 'link' as const, label, href });
const category = (
  label: string,
  items: SidebarItem[],
  fields: Partial<SidebarCategory> = {},
): SidebarCategory => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...fields,
});

/** A docs version with one sidebar, every link of it a page showing it, previous/next in order. */
function table(items: SidebarItem[], labels: Record<string, string> = {}): RouteTable {
  const sidebar = { id: 'docs', items, docIds: [], order: [] } as DocsSidebar;
  const urls: string[] = [];
  const walk = (list: SidebarItem[]) =>
    list.forEach((item) => {
      if (item.type === 'category') {
        if (item.href) urls.push(item.href);
        walk(item.items);
      } else if (item.type === 'link') urls.push(item.href);
    });
  walk(items);
  const navigation = new Map<string, DocsPageNavigation>(
    urls.map((url, i) => {
      const next = urls[i + 1];
      return [
        url,
        { sidebar, next: next ? { href: next, label: labels[next] ?? next } : undefined },
      ];
    }),
  );
  return { docs: [{ key: 'docs/current', sidebars: [sidebar], navigation }] } as RouteTable;
}

const tree = (guideLabel = 'Install', topLabel = 'Intro', open = false) => [
  link('/docs/intro', topLabel),
  category('Guides', [link('/docs/guides/install', guideLabel), link('/docs/guides/run')], {
    href: '/docs/guides',
  }),
  category(
    'Reference',
    [category('API', [link('/docs/reference/api/a'), link('/docs/reference/api/b')])],
    { collapsed: !open },
  ),
];

const pagesOf = (before: RouteTable, after: RouteTable) =>
  [...sidebarChanges(before, after).pages].sort();

test('nothing edited: no page', () => {
  const changes = sidebarChanges(table(tree()), table(tree()));
  expect([...changes.pages]).toEqual([]);
  expect([...changes.groups]).toEqual([]);
});

test('a label in a collapsed category shows on the pages that category holds', () => {
  const changes = sidebarChanges(table(tree()), table(tree('Set up')));
  expect([...changes.pages].sort()).toEqual([
    '/docs/guides',
    '/docs/guides/install',
    '/docs/guides/run',
  ]);
  expect([...changes.groups]).toEqual(['docs/current']);
});

test('a label outside any collapsed category shows on every page of the sidebar', () => {
  expect(pagesOf(table(tree()), table(tree('Install', 'Start')))).toHaveLength(6);
});

test('under a category open on every page, the collapsed category above decides', () => {
  const before = table([
    category('Outer', [category('Inner', [link('/a')], { collapsed: false })]),
    link('/b'),
  ]);
  const after = table([
    category('Outer', [category('Inner', [link('/a', 'A')], { collapsed: false })]),
    link('/b'),
  ]);
  expect(pagesOf(before, after)).toEqual(['/a']);
});

test('a changed shape (an item added, a target or a category opening differently) shows everywhere', () => {
  const all = pagesOf(table(tree()), table(tree()));
  expect(all).toEqual([]);
  const added = tree();
  (added[1] as SidebarCategory).items.push(link('/docs/guides/more'));
  expect(pagesOf(table(tree()), table(added))).toHaveLength(7);
  expect(pagesOf(table(tree()), table(tree('Install', 'Intro', true)))).toHaveLength(6);
});

test('previous/next labels are compared page by page', () => {
  const before = table(tree());
  const after = table(tree(), { '/docs/guides/run': 'Run it' });
  expect(pagesOf(before, after)).toEqual(['/docs/guides/install']);
});

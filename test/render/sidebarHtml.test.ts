import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createSidebarHtml } from '../../src/render/sidebarHtml.js';
import { DocSidebar } from '../../src/theme/components/DocSidebar.js';
import { StringsProvider } from '../../src/theme/i18n.js';
import type { SidebarItem } from '../../src/theme/types.js';
import { seededRandom } from '../helpers.js';

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href });
const category = (
  label: string,
  items: SidebarItem[],
  extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {},
): SidebarItem => ({
  type: 'category',
  label,
  collapsed: true,
  collapsible: true,
  items,
  ...extra,
});

// Nested and linked categories, one that is always open, one that cannot collapse, a page linked
// twice, and an href React has to escape.
const items: SidebarItem[] = [
  link('Intro', '/docs/intro'),
  category('Guides', [
    link('Install', '/docs/guides/install'),
    category('Deep', [
      link('Tuning', '/docs/guides/deep/tuning'),
      link('Intro again', '/docs/intro'),
    ]),
  ]),
  category('Linked', [link('Child', '/docs/linked/child')], { href: '/docs/linked' }),
  category('Open', [link('Always', '/docs/open/always')], { collapsed: false }),
  category('Fixed', [link('Fixed child', '/docs/fixed/child')], { collapsible: false }),
  link('Quotes', '/docs/it\'s-"odd"&<more>'),
];
const hrefs = [
  '/docs/intro',
  '/docs/guides/install',
  '/docs/guides/deep/tuning',
  '/docs/linked',
  '/docs/linked/child',
  '/docs/open/always',
  '/docs/fixed/child',
  '/docs/it\'s-"odd"&<more>',
  '/docs/not-in-sidebar',
];

const strings = { 'docs.sidebarLabel': 'Docs sidebar', 'docs.toggleCategory': 'Toggle {label}' };
const direct = (activeHref: string, openHref = activeHref) =>
  renderToString(
    createElement(
      StringsProvider,
      { value: strings },
      createElement(DocSidebar, { items, activeHref, openHref }),
    ),
  );

test('the sidebar of every page is exactly what DocSidebar renders for it, with far fewer renders', () => {
  let renders = 0;
  const { html: sidebarHtml } = createSidebarHtml((list, activeHref, openHref) => {
    renders++;
    expect(list).toBe(items);
    return direct(activeHref, openHref);
  });
  for (const href of hrefs) {
    expect(sidebarHtml(items, href), href).toBe(direct(href));
  }
  const first = renders;
  // Pages whose open categories were seen before cost no render at all.
  for (const href of hrefs) sidebarHtml(items, href);
  expect(renders).toBe(first);
  expect(first).toBeLessThan(hrefs.length);
  expect(sidebarHtml(items, '/docs/guides/install')).toContain(
    '<a class="menu-link active menu__link menu__link--active" href="/docs/guides/install" aria-current="page">',
  );
});

test('a page linked twice is marked twice, as DocSidebar marks it', () => {
  const { html: sidebarHtml } = createSidebarHtml((_, activeHref, openHref) =>
    direct(activeHref, openHref),
  );
  // "Intro again" sits in Guides › Deep, which opens because it holds the page.
  const html = sidebarHtml(items, '/docs/intro');
  expect(html.split('aria-current="page"').length - 1).toBe(2);
  expect(html).toBe(direct('/docs/intro'));
});

const renderSidebar = (list: SidebarItem[], activeHref: string, openHref: string) =>
  renderToString(
    createElement(
      StringsProvider,
      { value: strings },
      createElement(DocSidebar, { items: list, activeHref, openHref }),
    ),
  );

describe.each([
  ['from the render', false],
  ['from the items shown', true],
])('keys made %s', (_, keyFromItems) => {
  test('two pages have the same sidebar key exactly when their sidebars are the same, and an edit changes only the keys of pages showing it', () => {
    const before = createSidebarHtml(renderSidebar, keyFromItems);
    for (const a of hrefs)
      for (const b of hrefs)
        expect(before.key(items, a) === before.key(items, b), `${a} ${b}`).toBe(
          before.html(items, a) === before.html(items, b),
        );
    // "Tuning" renamed: shown by the pages of Guides › Deep (open for them), by no other page.
    const renamed = structuredClone(items);
    const deep = (renamed[1] as Extract<SidebarItem, { type: 'category' }>).items[1];
    (deep as Extract<SidebarItem, { type: 'category' }>).items[0].label = 'Tuning, renamed';
    const after = createSidebarHtml(renderSidebar, keyFromItems);
    const changed = hrefs.filter((href) => before.key(items, href) !== after.key(renamed, href));
    expect(changed).toEqual(['/docs/intro', '/docs/guides/deep/tuning']);
    for (const href of hrefs)
      expect(before.html(items, href) === after.html(renamed, href), href).toBe(
        !changed.includes(href),
      );
  });

  test('whatever is edited, a page whose sidebar differs has another key', () => {
    const next = seededRandom(7);
    const random = (n: number) => Math.floor(next() * n);
    const all = (list: SidebarItem[]): SidebarItem[] =>
      list.flatMap((item) => (item.type === 'category' ? [item, ...all(item.items)] : [item]));
    const edits: Array<(item: SidebarItem) => void> = [
      (item) => ((item as { label: string }).label += ' edited'),
      (item) => (item.className = 'extra'),
      (item) => {
        if (item.type === 'category') item.collapsed = !item.collapsed;
        else if (item.type === 'link') item.badge = 'get';
      },
      (item) => {
        if (item.type === 'category') item.collapsible = !item.collapsible;
        else if (item.type === 'link') item.href = '/docs/moved';
      },
      (item) => {
        if (item.type === 'category') item.href = item.href ? undefined : '/docs/category';
      },
      (item) => {
        if (item.type === 'category') item.items.reverse();
      },
    ];
    const before = createSidebarHtml(renderSidebar, keyFromItems);
    let caught = 0;
    for (let round = 0; round < 200; round++) {
      const edited = structuredClone(items);
      const targets = all(edited);
      edits[random(edits.length)](targets[random(targets.length)]);
      const after = createSidebarHtml(renderSidebar, keyFromItems);
      for (const href of hrefs) {
        if (before.html(items, href) === after.html(edited, href)) continue;
        caught++;
        expect(after.key(edited, href), `round ${round}, ${href}`).not.toBe(
          before.key(items, href),
        );
      }
    }
    expect(caught).toBeGreaterThan(200);
  });
});

test('keys made from the items shown render no sidebar', () => {
  let renders = 0;
  const sidebar = createSidebarHtml((list, activeHref, openHref) => {
    renders++;
    return renderSidebar(list, activeHref, openHref);
  }, true);
  for (const href of hrefs) sidebar.key(items, href);
  expect(renders).toBe(0);
});

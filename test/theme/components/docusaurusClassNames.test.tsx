/**
 * The theme's parts carry Docusaurus's class names beside sitegen's, so a Docusaurus site's CSS
 * written for them (`.navbar__title`, `.menu__link--active`, `.footer--dark`…) reaches them.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Breadcrumbs } from '../../../src/theme/components/Breadcrumbs.js';
import { DocSidebar } from '../../../src/theme/components/DocSidebar.js';
import { Footer } from '../../../src/theme/components/Footer.js';
import { Navbar } from '../../../src/theme/components/Navbar.js';
import { PageMeta } from '../../../src/theme/components/PageMeta.js';
import { Pagination } from '../../../src/theme/components/Pagination.js';
import {
  TableOfContents,
  TableOfContentsMobile,
} from '../../../src/theme/components/TableOfContents.js';
import { DocPage } from '../../../src/theme/pages/DocPage.js';
import type { ClientShell, PageData, ShellData } from '../../../src/theme/types.js';

/** The classes of every element of the HTML, as a list of class lists. */
function classLists(html: string): string[][] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1].split(' '));
}

/** The class list of the first element carrying `own` (one of sitegen's classes). */
function classesOf(html: string, own: string): string[] {
  const found = classLists(html).find((list) => list.includes(own));
  if (!found) throw new Error(`no element of class ${own} in ${html}`);
  return found;
}

const shell: ClientShell = {
  siteTitle: 'Jest',
  locale: 'en',
  localeBase: '/',
  strings: {},
  navbar: {
    title: 'Jest',
    logo: { src: '/img/logo.svg', alt: 'Jest' },
    items: [
      { label: 'Docs', href: '/docs/intro', external: false, position: 'left' },
      {
        label: 'More',
        href: '/docs/a',
        external: false,
        position: 'left',
        items: [{ label: 'A', href: '/docs/a', external: false }],
      },
      { label: 'Blog', href: '/blog', external: false, position: 'right' },
    ],
    hideOnScroll: false,
  },
  footer: {
    columns: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro', external: false }] }],
    copyright: '© Jest',
    style: 'dark',
  },
  locales: [],
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  search: false,
};

test('the navbar carries Docusaurus class names: brand, logo, title, items, active link, dropdown', () => {
  const html = renderToString(<Navbar shell={shell} path="/docs/intro" />);
  expect(classesOf(html, 'navbar')).toContain('theme-layout-navbar');
  expect(classesOf(html, 'navbar-inner')).toContain('navbar__inner');
  expect(classesOf(html, 'navbar-toggle')).toContain('navbar__toggle');
  expect(classesOf(html, 'navbar-brand')).toContain('navbar__brand');
  expect(classesOf(html, 'navbar-logo')).toContain('navbar__logo');
  expect(html).toMatch(/<span class="[^"]*\bnavbar__title\b[^"]*">Jest<\/span>/);
  expect(classesOf(html, 'navbar-items-left')).toEqual(
    expect.arrayContaining(['navbar__items', 'theme-layout-navbar-left']),
  );
  expect(classesOf(html, 'navbar-items-right')).toEqual(
    expect.arrayContaining(['navbar__items', 'navbar__items--right', 'theme-layout-navbar-right']),
  );
  // In the row, the current section's link is Docusaurus's active navbar link; the others are not.
  const row = html.slice(html.indexOf('navbar-items-left'));
  expect(row).toMatch(
    /<a class="[^"]*\bnavbar__item navbar__link navbar__link--active\b[^"]*" href="\/docs\/intro">Docs</,
  );
  expect(row).toMatch(/<a class="[^"]*\bnavbar__link\b(?![^"]*--active)[^"]*" href="\/blog">Blog</);
  expect(classesOf(row, 'navbar-dropdown')).toContain('navbar__item');
  expect(classesOf(row, 'dropdown-menu')).toContain('dropdown__menu');
  expect(classesOf(row, 'dropdown-link')).toContain('dropdown__link');
  // In the menu panel, Docusaurus's items are menu links.
  const panel = html.slice(html.indexOf('navbar-panel'), html.indexOf('navbar-brand'));
  expect(panel).toMatch(/class="[^"]*\bmenu__link menu__link--active\b[^"]*" href="\/docs\/intro"/);
});

test('the footer carries Docusaurus class names: dark style, columns, titles, links, copyright', () => {
  const html = renderToString(<Footer footer={shell.footer} />);
  expect(classesOf(html, 'footer')).toEqual(
    expect.arrayContaining(['footer--dark', 'theme-layout-footer']),
  );
  expect(classesOf(html, 'footer-columns')).toContain('footer__links');
  expect(classesOf(html, 'footer-column')).toEqual(
    expect.arrayContaining(['footer__col', 'theme-layout-footer-column']),
  );
  expect(classesOf(html, 'footer-title')).toContain('footer__title');
  expect(classesOf(html, 'footer-link')).toContain('footer__link-item');
  expect(classesOf(html, 'footer-copyright')).toContain('footer__copyright');
  const light = renderToString(<Footer footer={{ ...shell.footer, style: undefined }} />);
  expect(classesOf(light, 'footer')).not.toContain('footer--dark');
});

test('the docs sidebar carries Docusaurus class names: menu, lists, items by level, links, caret', () => {
  const html = renderToString(
    <DocSidebar
      activeHref="/docs/b"
      items={[
        { type: 'link', label: 'A', href: '/docs/a' },
        {
          type: 'category',
          label: 'Guides',
          href: '/docs/guides',
          collapsed: false,
          collapsible: true,
          items: [{ type: 'link', label: 'B', href: '/docs/b' }],
        },
      ]}
    />,
  );
  expect(classesOf(html, 'sidebar')).toContain('menu');
  expect(classesOf(html, 'menu-level-1')).toEqual(
    expect.arrayContaining(['menu__list', 'theme-doc-sidebar-menu']),
  );
  expect(classesOf(html, 'menu-level-2')).toContain('menu__list');
  expect(classesOf(html, 'menu-level-2')).not.toContain('theme-doc-sidebar-menu');
  expect(classesOf(html, 'menu-item')).toEqual(
    expect.arrayContaining([
      'menu__list-item',
      'theme-doc-sidebar-item-link',
      'theme-doc-sidebar-item-link-level-1',
    ]),
  );
  expect(classesOf(html, 'menu-item-category')).toEqual(
    expect.arrayContaining([
      'menu__list-item',
      'theme-doc-sidebar-item-category',
      'theme-doc-sidebar-item-category-level-1',
    ]),
  );
  expect(html).toMatch(/<a class="[^"]*\bmenu__link\b[^"]*" href="\/docs\/a">/);
  expect(html).toMatch(
    /<a class="[^"]*\bmenu__link menu__link--active\b[^"]*" href="\/docs\/b" aria-current="page">/,
  );
  expect(html).toMatch(/theme-doc-sidebar-item-link-level-2/);
  expect(classesOf(html, 'menu-caret')).toContain('menu__caret');
});

test('the table of contents carries Docusaurus class names, desktop and mobile', () => {
  const entries = [
    { id: 'a', text: 'A', level: 2 },
    { id: 'b', text: 'B', level: 3 },
  ];
  const desktop = renderToString(<TableOfContents entries={entries} />);
  expect(classesOf(desktop, 'toc')).toContain('theme-doc-toc-desktop');
  expect(classesOf(desktop, 'toc-list')).toContain('table-of-contents');
  expect(desktop.match(/\btable-of-contents__link\b/g)).toHaveLength(2);
  const mobile = renderToString(<TableOfContentsMobile entries={entries} />);
  expect(classesOf(mobile, 'toc')).toContain('theme-doc-toc-mobile');
  expect(classesOf(mobile, 'toc-list')).toContain('table-of-contents');
});

test('pagination and breadcrumbs carry Docusaurus class names', () => {
  const pagination = renderToString(
    <Pagination previous={{ label: 'A', href: '/a' }} next={{ label: 'C', href: '/c' }} />,
  );
  expect(classesOf(pagination, 'pagination')).toContain('pagination-nav');
  expect(classesOf(pagination, 'pagination-prev')).toEqual(
    expect.arrayContaining(['pagination-nav__link', 'pagination-nav__link--prev']),
  );
  expect(classesOf(pagination, 'pagination-next')).toEqual(
    expect.arrayContaining(['pagination-nav__link', 'pagination-nav__link--next']),
  );
  expect(classesOf(pagination, 'pagination-sub')).toContain('pagination-nav__sublabel');
  expect(classesOf(pagination, 'pagination-label')).toContain('pagination-nav__label');

  const breadcrumbs = renderToString(
    <Breadcrumbs home="/" trail={[{ label: 'Guides', href: '/docs/guides' }]} current="B" />,
  );
  expect(classesOf(breadcrumbs, 'breadcrumbs')).toContain('theme-doc-breadcrumbs');
  expect(breadcrumbs.match(/class="breadcrumbs__item[^"]*"/g)).toHaveLength(3);
  expect(breadcrumbs).toMatch(/<a class="breadcrumbs__link" href="\/docs\/guides">Guides<\/a>/);
  expect(breadcrumbs).toMatch(
    /<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">B<\/span>/,
  );
});

test("a doc page's sidebar column and Markdown carry Docusaurus's class names", () => {
  const page = {
    kind: 'doc',
    title: 'B',
    html: '<p>Hello</p>',
    toc: [],
  } as unknown as PageData;
  const html = renderToString(
    <DocPage
      shell={{ ...shell, docsSidebar: [] } as ShellData}
      page={page}
      sidebarHtml="<nav></nav>"
    />,
  );
  expect(classesOf(html, 'doc-sidebar')).toContain('theme-doc-sidebar-container');
  expect(html).toContain('<div class="markdown theme-doc-markdown"><p>Hello</p></div>');
});

test("a doc's footer, its edit link and its date carry Docusaurus's class names; a post's has no doc footer", () => {
  const meta = {
    editUrl: 'https://example.com/edit',
    lastUpdated: '2024-04-05T00:00:00Z',
    locale: 'en',
  };
  const doc = renderToString(<PageMeta {...meta} doc />);
  expect(classesOf(doc, 'page-meta')).toContain('theme-doc-footer');
  expect(classesOf(doc, 'page-edit-link')).toContain('theme-edit-this-page');
  expect(classesOf(doc, 'page-last-updated')).toContain('theme-last-updated');
  expect(classesOf(renderToString(<PageMeta {...meta} />), 'page-meta')).not.toContain(
    'theme-doc-footer',
  );
});

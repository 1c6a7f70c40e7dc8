/**
 * Every theme config Docusaurus's own validation accepts is read, or warned about by name, and is
 * never an error. The shapes are the accepted cases of docusaurus-theme-classic's options test
 * (packages/docusaurus-theme-classic/src/__tests__/options.test.ts in facebook/docusaurus), each
 * fed through the Docusaurus config reading, the schema and the resolving a build does.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { fromDocusaurus } from '../../src/config/docusaurus.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { parseConfig } from '../../src/config/validate.js';
import type { ResolvedConfig } from '../../src/config/types.js';

const root = path.resolve('test/fixtures/docusaurus-config');
const file = path.join(root, 'docusaurus.config.js');

/** A theme (prism-react-renderer's shape): only its shape matters here. */
const prismTheme = { plain: { color: '#fff' }, styles: [] };

/** A site's config with this theme config (and these classic-theme options), as a build reads it. */
function read(themeConfig: Record<string, unknown>, theme: Record<string, unknown> = {}) {
  const mapped = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [['classic', { docs: { sidebarPath: path.join(root, 'sidebars.js') }, theme }]],
      themeConfig,
    },
    file,
    root,
  );
  const parsed = parseConfig(mapped.config, file);
  const resolved = parsed.config ? resolveConfig(parsed.config, root, file) : { errors: [] };
  return {
    errors: [...parsed.errors, ...resolved.errors].map((e) => e.message),
    warnings: [...mapped.warnings, ...parsed.warnings].map((w) => w.message),
    config: resolved.config as ResolvedConfig,
  };
}

/** The accepted cases of the options test, by its test names. */
const ACCEPTED: Array<[string, Record<string, unknown>]> = [
  ['accepts empty theme config', {}],
  [
    'accepts valid theme config',
    {
      prism: {
        theme: prismTheme,
        darkTheme: prismTheme,
        defaultLanguage: 'javaSCRIPT',
        additionalLanguages: ['koTLin', 'jaVa'],
        magicComments: [
          {
            className: 'theme-code-block-highlighted-line',
            line: 'highlight-next-line',
            block: { start: 'highlight-start', end: 'highlight-end' },
          },
        ],
      },
      docs: { versionPersistence: 'localStorage', sidebar: { hideable: true } },
      blog: { sidebar: { groupByYear: false } },
      announcementBar: {
        id: 'supports',
        content: 'pls support',
        backgroundColor: '#fff',
        textColor: '#000',
        isCloseable: true,
      },
      image: 'img/docusaurus-social-card.jpg',
      navbar: {
        style: 'primary',
        hideOnScroll: true,
        title: 'Docusaurus',
        logo: {
          alt: 'Docusaurus Logo',
          src: 'img/docusaurus.svg',
          srcDark: 'img/docusaurus_keytar.svg',
          target: '_self',
          className: 'navbar__logo__custom',
          style: { maxWidth: 42 },
        },
        items: [
          {
            type: 'docsVersionDropdown',
            position: 'left',
            dropdownItemsBefore: [],
            dropdownItemsAfter: [],
          },
          {
            to: 'docs/next/support',
            label: 'Community',
            position: 'left',
            activeBaseRegex: `docs/next/(support|team|resources)`,
            'aria-label': 'Community',
          },
        ],
      },
      footer: {
        style: 'dark',
        links: [{ title: 'Learn', items: [{ label: 'Introduction', to: 'docs' }] }],
        logo: {
          alt: 'Meta Open Source Logo',
          src: 'img/footer_logo.png',
          href: 'https://opensource.facebook.com',
          target: '_self',
          className: 'footer__logo__custom',
          style: { maxWidth: 42 },
        },
        copyright: `Copyright © Facebook, Inc. Built with Docusaurus.`,
      },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
    },
  ],
  [
    'allows possible types of navbar items',
    {
      navbar: {
        items: [
          { type: 'doc', position: 'left', docId: 'intro', label: 'Introduction' },
          { type: 'doc', position: 'left', docId: 'intro', html: '<b>Introduction</b>' },
          { to: '/guide/', label: 'Guide', position: 'left', activeBaseRegex: '/guide/' },
          { to: '/guide/', html: '<b>Guide</b>', position: 'left', activeBaseRegex: '/guide/' },
          {
            label: 'Community',
            position: 'right',
            items: [
              { label: 'Facebook', href: 'https://.facebook.com/', target: '_self' },
              {
                label: 'GitHub',
                href: 'https://github.com/facebook/docusaurus',
                className: 'github-link',
              },
            ],
          },
          { type: 'html', position: 'right', value: '<button>Give feedback</button>' },
          {
            type: 'dropdown',
            label: 'Tools <sup>new</sup>',
            position: 'left',
            items: [
              { type: 'html', value: '<b>Supported package managers</b>' },
              { type: 'doc', docId: 'npm', label: 'npm' },
              { to: '/yarn', label: 'Yarn' },
            ],
          },
          {
            type: 'docsVersionDropdown',
            position: 'right',
            dropdownActiveClassDisabled: true,
            dropdownItemsBefore: [
              {
                href: 'https://www.npmjs.com/package/docusaurus?activeTab=versions',
                label: 'Versions on npm',
                className: 'npm-styled',
                target: '_self',
              },
            ],
            dropdownItemsAfter: [
              { type: 'html', value: '<hr/>' },
              { to: '/versions', label: 'All versions', className: 'all_vers' },
            ],
          },
          {
            href: 'https://github.com/facebook/docusaurus',
            position: 'right',
            className: 'header-github-link',
            'aria-label': 'GitHub repository',
          },
          { type: 'docsVersion', position: 'left', label: 'Current version' },
          { type: 'search', position: 'right', className: 'search-bar-wrapper' },
        ],
      },
    },
  ],
  [
    'accept "custom-" prefixed custom navbar item type',
    {
      navbar: {
        items: [
          { type: 'custom-x', position: 'left', xyz: 42 },
          {
            label: 'Dropdown with custom item',
            position: 'right',
            items: [
              { label: 'Facebook', href: 'https://.facebook.com/', target: '_self' },
              { type: 'custom-y', any: new Date(), prop: 42, isAccepted: true },
            ],
          },
        ],
      },
    },
  ],
  [
    'allows empty alt tags for the logo image in the header',
    { navbar: { logo: { alt: '', src: '/arbitrary-logo.png' }, hideOnScroll: false } },
  ],
  [
    'allows empty alt tags for the logo image in the footer',
    { footer: { logo: { alt: '', src: '/arbitrary-logo.png' } } },
  ],
  [
    'allows simple links in footer',
    {
      footer: {
        links: [
          { label: 'Privacy', href: 'https://opensource.facebook.com/legal/privacy/' },
          { label: 'Terms', href: 'https://opensource.facebook.com/legal/terms/' },
          { label: 'Cookie Policy', href: 'https://opensource.facebook.com/legal/cookie-policy/' },
        ],
      },
    },
  ],
  [
    'allows footer column with no title',
    {
      footer: {
        links: [
          {
            items: [
              {
                label: 'Cookie Policy',
                href: 'https://opensource.facebook.com/legal/cookie-policy/',
              },
            ],
          },
        ],
      },
    },
  ],
  [
    'allows width and height specification for logo',
    {
      navbar: {
        logo: {
          alt: '',
          src: '/arbitrary-logo.png',
          srcDark: '/arbitrary-dark-logo.png',
          width: '20px',
          height: '20%',
        },
      },
    },
  ],
  [
    'prism config: accepts a range of magic comments',
    { prism: { additionalLanguages: ['kotlin', 'java'], theme: prismTheme, magicComments: [] } },
  ],
  [
    'prism config: accepts a range of magic comments (line)',
    {
      prism: {
        additionalLanguages: [],
        theme: prismTheme,
        magicComments: [{ className: 'a', line: 'a-next-line' }],
      },
    },
  ],
  [
    'prism config: accepts a range of magic comments (block)',
    {
      prism: {
        additionalLanguages: [],
        theme: prismTheme,
        magicComments: [{ className: 'a', block: { start: 'a-start', end: 'a-end' } }],
      },
    },
  ],
  [
    'color mode config: max config',
    { colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true } },
  ],
  ['color mode config: undefined config', { colorMode: undefined }],
  ['color mode config: empty config', { colorMode: {} }],
  ['tableOfContents: accepts undefined', { tableOfContents: undefined }],
  ['tableOfContents: accepts empty', { tableOfContents: {} }],
  ['tableOfContents: accepts min', { tableOfContents: { minHeadingLevel: 3 } }],
  ['tableOfContents: accepts max', { tableOfContents: { maxHeadingLevel: 5 } }],
  // Footer items of HTML (Docusaurus's FooterLinkItem takes `html` instead of a label and a link).
  [
    'footer html items',
    {
      footer: {
        links: [
          {
            title: 'More',
            items: [
              {
                html: '<a href="https://www.netlify.com"><img src="/netlify.svg" alt="Netlify"></a>',
              },
              { label: 'Blog', to: 'blog', className: 'footer-blog' },
            ],
          },
        ],
      },
    },
  ],
];

test.each(ACCEPTED)('%s: read, never an error', (_name, themeConfig) => {
  const { errors, config } = read(themeConfig);
  expect(errors).toEqual([]);
  expect(config).toBeDefined();
});

test.each([
  ['customCss undefined', { customCss: undefined }],
  ['customCss string', { customCss: './src/css/custom.css' }],
  ['customCss string array', { customCss: ['./src/css/custom.css', './src/css/custom.css'] }],
])('validateOptions: accepts %s', (_name, theme) => {
  expect(read({}, theme).errors).toEqual([]);
});

test('a navbar item with items and no type is a dropdown, keeping its className', () => {
  const { config } = read({
    navbar: {
      items: [
        {
          label: 'More',
          className: 'narrow-only',
          items: [
            { label: 'Blog', to: 'blog' },
            { type: 'html', value: '<hr>' },
          ],
        },
      ],
    },
  });
  expect(config.navbar.items).toEqual([
    {
      label: 'More',
      className: 'narrow-only',
      position: 'left',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: '', html: '<hr>' },
      ],
    },
  ]);
});

test('html items and html labels are kept as the author wrote them', () => {
  const { config } = read(
    ACCEPTED.find(([name]) => name === 'allows possible types of navbar items')![1],
  );
  const items = config.navbar.items;
  expect(items.find((item) => item.html === '<button>Give feedback</button>')).toMatchObject({
    position: 'right',
    label: 'Give feedback',
  });
  expect(items.find((item) => item.html === '<b>Guide</b>')).toMatchObject({ to: '/guide/' });
  const tools = items.find((item) => item.label === 'Tools <sup>new</sup>');
  expect(tools?.items?.[0]).toMatchObject({ html: '<b>Supported package managers</b>' });
  expect(tools?.items?.[1]).toMatchObject({ type: 'docSidebar', doc: 'npm', label: 'npm' });
  const footer = read(ACCEPTED.find(([name]) => name === 'footer html items')![1]).config.footer;
  expect(footer.columns[0].items[0].html).toContain('netlify');
  expect(footer.columns[0].items[1]).toMatchObject({ className: 'footer-blog', to: '/blog' });
});

test('a simple footer is one column of links with no title', () => {
  const { config } = read(ACCEPTED.find(([name]) => name === 'allows simple links in footer')![1]);
  expect(config.footer.columns).toHaveLength(1);
  expect(config.footer.columns[0].title).toBeUndefined();
  expect(config.footer.columns[0].items.map((item) => item.label)).toEqual([
    'Privacy',
    'Terms',
    'Cookie Policy',
  ]);
});

test("the footer's dark style is kept, as Docusaurus draws it (a logo made for a dark background stays visible)", () => {
  const { config, warnings } = read({ footer: { style: 'dark', links: [] } });
  expect(config.footer.style).toBe('dark');
  expect(warnings.join('\n')).not.toContain('footer.style');
  expect(read({ footer: { style: 'light', links: [] } }).config.footer.style).toBeUndefined();
});

test('the announcement bar keeps its colours, as Docusaurus draws them', () => {
  const { config, warnings } = read(ACCEPTED.find(([, c]) => 'announcementBar' in c)![1]);
  expect(config.announcementBar).toMatchObject({ backgroundColor: '#fff', textColor: '#000' });
  expect(warnings.join('\n')).not.toContain('announcementBar');
});

test('what sitegen does not use is warned about by name', () => {
  const all = ACCEPTED.flatMap(([, themeConfig]) => read(themeConfig).warnings);
  expect(all).toEqual(
    expect.arrayContaining([
      expect.stringContaining('themeConfig.navbar.items: custom-x item'),
      expect.stringContaining('themeConfig.navbar.items (in a dropdown): custom-y item'),
      expect.stringContaining('themeConfig.navbar.logo.width'),
      expect.stringContaining('themeConfig.footer.logo.style'),
      expect.stringContaining('docsVersionDropdown.dropdownItemsBefore'),
      expect.stringContaining('themeConfig.docs.sidebar.hideable'),
    ]),
  );
});

test("the navbar logo's srcDark is read, as a path on the site, not warned", () => {
  const { config, warnings } = read({
    navbar: { logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' } },
  });
  expect(config.navbar.logo).toEqual({
    src: '/img/logo.svg',
    srcDark: '/img/logo-dark.svg',
    alt: 'Logo',
  });
  expect(warnings.join('\n')).not.toContain('srcDark');
});

import { expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import {
  pageHeadTags,
  pageTitle,
  pageStylesheetTags,
  siteBodyTags,
  siteHeadParts,
  siteHeadTags,
  type HeadInput,
} from '../../src/render/head.js';
import type { PageData, ShellData } from '../../src/theme/types.js';

const config = {
  url: 'https://site.example',
  baseUrl: '/',
  defaultLocale: 'en',
  title: 'Site',
  tagline: 'site.tagline',
  titleTemplate: '%s | Site',
  favicon: '/img/favicon.svg',
  manifest: '/site.webmanifest',
  image: '/img/card.png',
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  tracker: { host: 'https://stats.example/', websiteId: 'w-1' },
  scripts: [],
  metadata: [],
  stylesheets: [],
  headTags: [],
} as unknown as ResolvedConfig;

const shell = {
  locale: 'id',
  localeBase: '/id/',
  strings: { 'site.tagline': 'Semua dalam satu' },
  locales: [
    { id: 'en', label: 'English', htmlLang: 'en', base: '/' },
    { id: 'id', label: 'Indonesia', htmlLang: 'id', base: '/id/' },
    { id: 'zh-Hans', label: '简体中文', htmlLang: 'zh-Hans', base: '/zh-Hans/' },
  ],
} as unknown as ShellData;

const doc = {
  kind: 'doc',
  url: '/id/docs/intro',
  title: 'Pengantar',
  description: 'Mulai di sini.',
} as PageData;

const head = (overrides: Partial<HeadInput> = {}) =>
  pageHeadTags({ config, shell, page: doc, alternates: true, noindex: false, ...overrides });
const site = (overrides: Partial<ResolvedConfig> = {}) =>
  siteHeadTags({
    config: { ...config, ...overrides },
    shell,
    stylesheets: ['/id/assets/css/theme.abc.css'],
    feeds: { title: 'Site Blog', rss: '/id/blog/rss.xml', atom: '/id/blog/atom.xml' },
  });

/** Each tag as written, attributes in order; page tags also carry data-page-head. */
const expectTags = (html: string, tags: string[]) => {
  for (const tag of tags) expect(html).toContain(tag.replace(/>$/, ''));
};

test('a doc: title, description, canonical, every hreflang plus x-default, Open Graph, keywords', () => {
  expect(pageTitle(config, shell, doc)).toBe('Pengantar | Site');
  expectTags(head({ keywords: ['a', 'b'] }), [
    '<meta name="description" content="Mulai di sini.">',
    '<link rel="canonical" href="https://site.example/id/docs/intro">',
    '<meta name="keywords" content="a, b">',
    '<link rel="alternate" hreflang="en" href="https://site.example/docs/intro">',
    '<link rel="alternate" hreflang="id" href="https://site.example/id/docs/intro">',
    '<link rel="alternate" hreflang="zh-Hans" href="https://site.example/zh-Hans/docs/intro">',
    '<link rel="alternate" hreflang="x-default" href="https://site.example/docs/intro">',
    '<meta property="og:title" content="Pengantar">',
    '<meta property="og:url" content="https://site.example/id/docs/intro">',
    '<meta property="og:type" content="article">',
    '<meta property="og:image" content="https://site.example/id/img/card.png">',
    '<meta name="twitter:image" content="https://site.example/id/img/card.png">',
  ]);
  expect(head()).not.toContain('noindex');
});

test('every page of a locale: generator, Twitter card, locale, favicon, manifest, feeds, stylesheets', () => {
  expectTags(site(), [
    '<meta name="generator" content="sitegen">',
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta property="og:locale" content="id">',
    '<link rel="icon" href="/id/img/favicon.svg">',
    '<link rel="manifest" href="/id/site.webmanifest">',
    '<link rel="alternate" type="application/rss+xml" title="Site Blog RSS" href="/id/blog/rss.xml">',
    '<link rel="alternate" type="application/atom+xml" title="Site Blog Atom" href="/id/blog/atom.xml">',
    '<link rel="stylesheet" href="/id/assets/css/theme.abc.css">',
  ]);
});

test('the social image comes from front matter when it has one, absolute URLs kept', () => {
  expect(head({ image: '/img/post.png' })).toContain(
    '<meta property="og:image" content="https://site.example/id/img/post.png"',
  );
  expect(head({ image: 'img/cover.png' })).toContain(
    '<meta property="og:image" content="https://site.example/id/img/cover.png"',
  );
  expect(head({ image: 'https://cdn.example/p.png' })).toContain(
    '<meta name="twitter:image" content="https://cdn.example/p.png"',
  );
  expect(
    pageHeadTags({
      config: { ...config, image: undefined },
      shell,
      page: doc,
      alternates: true,
      noindex: false,
    }),
  ).not.toContain('og:image');
});

test('pages other than docs and posts are websites; the home page title is the site title and tagline', () => {
  const home = { ...doc, kind: 'page', url: '/id/', title: '', description: undefined } as PageData;
  expect(pageTitle(config, shell, home)).toBe('Site · Semua dalam satu');
  // A page that names itself nothing, or as the site, is titled as the site, as in Docusaurus.
  const help = { ...doc, kind: 'page', url: '/id/help', title: 'Site' } as PageData;
  expect(pageTitle(config, shell, help)).toBe('Site');
  expect(pageTitle(config, shell, { ...help, title: ' ' })).toBe('Site');
  expect(head({ page: home })).toContain('<meta property="og:type" content="website"');
  expect(head({ page: home })).toContain('<meta name="description" content="Semua dalam satu"');
});

test('the not-found page and unlisted pages: noindex, and no alternates where asked', () => {
  const html = head({
    page: { ...doc, kind: 'not-found', url: '/id/404' },
    alternates: false,
    noindex: true,
  });
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(html).not.toContain('hreflang');
});

test("the config's scripts and metadata: a script by URL or attributes (false ones left out), meta tags", () => {
  const tags = site({
    scripts: ['/js/a.js', { src: '/js/b.js', defer: true, async: false, 'data-x': 'y' }],
    metadata: [{ name: 'keywords', content: 'a, "b"' }],
  });
  expect(tags).toContain('<script src="/js/a.js"></script>');
  expect(tags).toContain('<script src="/js/b.js" defer data-x="y"></script>');
  expect(tags).toContain('<meta name="keywords" content="a, &quot;b&quot;">');
});

test('the tracker from the config, and none without one', () => {
  expect(site()).toContain(
    '<script async defer src="https://stats.example/tracker.js" data-website-id="w-1"></script>',
  );
  expect(site({ tracker: undefined })).not.toContain('tracker.js');
  expect(site({ tracker: undefined })).not.toContain('data-website-id');
});

test("plugins' tags by position: the head's in the head, the body's apart, attributes escaped", () => {
  const pluginTags = [
    { tagName: 'meta', attributes: { name: 'in-head', content: 'a "b"' } },
    { tagName: 'noscript', innerHTML: '<iframe src="x"></iframe>', position: 'preBody' as const },
    {
      tagName: 'img',
      attributes: { src: '/p.gif?a=1&b=2', alt: '<x>' },
      position: 'preBody' as const,
    },
    { tagName: 'div', attributes: { 'data-note': '"on" & <off>' }, position: 'postBody' as const },
  ];
  const head = siteHeadTags({ config, shell, stylesheets: [], pluginTags });
  expect(head).toContain('<meta name="in-head" content="a &quot;b&quot;">');
  expect(head).not.toContain('noscript');
  expect(head).not.toContain('data-note');
  expect(siteBodyTags(pluginTags)).toEqual({
    preBody:
      '<noscript><iframe src="x"></iframe></noscript>\n<img src="/p.gif?a=1&amp;b=2" alt="&lt;x&gt;">',
    postBody: '<div data-note="&quot;on&quot; &amp; &lt;off&gt;"></div>',
  });
  expect(siteBodyTags([])).toEqual({ preBody: '', postBody: '' });
});

test("a page's own stylesheets go right after the shared ones, marked as the page's", () => {
  const parts = siteHeadParts({
    config,
    shell,
    stylesheets: ['/id/assets/css/theme.abc.css', '/id/assets/css/pages.def.css'],
  });
  expect(parts.start).toMatch(/<link rel="stylesheet" href="\/id\/assets\/css\/pages\.def\.css">$/);
  expect(parts.end).not.toContain('rel="stylesheet"');
  expect(parts.end).toMatch(/^<link rel="manifest"/);
  expect(`${parts.start}\n${parts.end}`).toBe(
    siteHeadTags({
      config,
      shell,
      stylesheets: ['/id/assets/css/theme.abc.css', '/id/assets/css/pages.def.css'],
    }),
  );
  expect(pageStylesheetTags(['/id/assets/css/api.123.css'])).toBe(
    '<link rel="stylesheet" href="/id/assets/css/api.123.css" data-page-head>',
  );
});

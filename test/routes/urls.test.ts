import { expect, test } from 'vitest';
import { blogPaths } from '../../src/plugins/blog/routes.js';
import {
  contentAssetFile,
  markdownFileOf,
  outFileOf,
  stylesheetFile,
} from '../../src/routes/files.js';
import {
  absoluteOf,
  absoluteUrl,
  fileUrlOf,
  localeBase,
  localizeLink,
  siteUrlOf,
  urlOf,
} from '../../src/routes/urls.js';

const config = { baseUrl: '/', defaultLocale: 'en' };

test('the default locale lives at the root, others under their id', () => {
  expect(localeBase(config, 'en')).toBe('/');
  expect(localeBase(config, 'id')).toBe('/id/');
  expect(urlOf(config, 'id', 'docs/intro')).toBe('/id/docs/intro');
  expect(urlOf(config, 'en', '/docs/intro/')).toBe('/docs/intro');
  expect(urlOf({ baseUrl: '/site/', defaultLocale: 'en' }, 'ja', 'blog')).toBe('/site/ja/blog');
});

test('each page is written as <path>/index.html, a Markdown twin beside it, assets under hashed names', () => {
  expect(outFileOf('')).toBe('index.html');
  expect(outFileOf('docs/intro')).toBe('docs/intro/index.html');
  expect(markdownFileOf('docs/intro')).toBe('docs/intro.md');
  expect(stylesheetFile('theme', '1a2b3c4d')).toBe('assets/css/theme.1a2b3c4d.css');
  expect(contentAssetFile('diagram', '1a2b3c4d', '.svg')).toBe(
    'assets/images/diagram-1a2b3c4d.svg',
  );
});

test('absolute URLs put the site origin before the locale URL', () => {
  expect(absoluteOf({ url: 'https://site.example/' }, '/id/docs/intro')).toBe(
    'https://site.example/id/docs/intro',
  );
  const site = { url: 'https://site.example', baseUrl: '/sub/', defaultLocale: 'en' };
  expect(siteUrlOf(site, 'id', 'blog/rss.xml')).toBe('https://site.example/sub/id/blog/rss.xml');
  expect(siteUrlOf({ ...site, url: 'https://site.example/' }, 'en', 'sitemap.xml')).toBe(
    'https://site.example/sub/sitemap.xml',
  );
});

test('every blog path comes from its base path', () => {
  const paths = blogPaths({ routeBasePath: 'news' });
  expect([paths.list, paths.post('hello'), paths.tags, paths.tag('slo'), paths.archive]).toEqual([
    'news',
    'news/hello',
    'news/tags',
    'news/tags/slo',
    'news/archive',
  ]);
  expect([paths.rss, paths.atom]).toEqual(['news/rss.xml', 'news/atom.xml']);
});

test('site-absolute content links get the locale prefix once', () => {
  expect(localizeLink(config, 'id', '/docs/intro#x')).toBe('/id/docs/intro#x');
  expect(localizeLink(config, 'id', '/id/docs/intro')).toBe('/id/docs/intro');
  expect(localizeLink(config, 'en', '/img/a.svg')).toBe('/img/a.svg');
  expect(localizeLink(config, 'id', 'https://example.com')).toBe('https://example.com');
  expect(localizeLink(config, 'id', '//cdn.example/x')).toBe('//cdn.example/x');
});

test('whyNotAPath refuses dot segments, "%", "?", "#", backslashes and control characters', async () => {
  const { whyNotAPath } = await import('../../src/routes/urls.js');
  for (const ok of ['', 'docs/intro', 'blog/2025/01/02/post', 'docs/日本語', 'api/a-b_c.d'])
    expect(whyNotAPath(ok)).toBeUndefined();
  expect(whyNotAPath('docs/../pricing')).toContain('".." segment');
  expect(whyNotAPath('./x')).toContain('".." segment');
  expect(whyNotAPath('docs/50%-off')).toContain('"%"');
  expect(whyNotAPath('docs/what?')).toContain('"?"');
  expect(whyNotAPath('docs/c#')).toContain('"#"');
  expect(whyNotAPath('docs\\x')).toContain('"\\"');
  expect(whyNotAPath('docs/a\nb')).toContain('control character');
});

test('absolute URLs join the host and the path with one slash, relative links read from the root', () => {
  const site = { url: 'https://site.example', baseUrl: '/', defaultLocale: 'en' };
  expect(absoluteUrl(site, 'en', 'img/cover.png')).toBe('https://site.example/img/cover.png');
  expect(absoluteUrl(site, 'id', './img/cover.png')).toBe('https://site.example/id/img/cover.png');
  expect(absoluteUrl(site, 'id', '/img/cover.png')).toBe('https://site.example/id/img/cover.png');
  expect(absoluteUrl({ ...site, url: 'https://site.example/' }, 'en', '/img/a.png')).toBe(
    'https://site.example/img/a.png',
  );
  expect(absoluteUrl({ ...site, baseUrl: '/docs/' }, 'en', 'img/a.png')).toBe(
    'https://site.example/docs/img/a.png',
  );
  expect(absoluteUrl(site, 'id', 'https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
  expect(absoluteUrl(site, 'id', '//cdn.example/p.png')).toBe('//cdn.example/p.png');
});

test('editUrlOf appends the file path to a base URL, or asks the config function', async () => {
  const { editUrlOf } = await import('../../src/routes/urls.js');
  const file = {
    locale: 'id',
    path: 'i18n/id/docs/guides/01 setup.md',
    contentPath: 'guides/01 setup.md',
    translated: true,
  };
  expect(editUrlOf(undefined, file)).toBeUndefined();
  expect(editUrlOf('https://example.com/edit/main/site', file)).toBe(
    'https://example.com/edit/main/site/i18n/id/docs/guides/01%20setup.md',
  );
  expect(editUrlOf('https://example.com/edit/main/', file)).toBe(
    'https://example.com/edit/main/i18n/id/docs/guides/01%20setup.md',
  );
  expect(
    editUrlOf(
      (f) => (f.translated ? `https://x.example/${f.locale}/${f.contentPath}` : undefined),
      file,
    ),
  ).toBe('https://x.example/id/guides/01 setup.md');
});

test('trailingSlash decides how a page URL ends and what its file is called; a file URL never changes', () => {
  const slash = { ...config, trailingSlash: true };
  const none = { ...config, trailingSlash: false };
  expect(urlOf(slash, 'id', 'docs/intro')).toBe('/id/docs/intro/');
  expect(urlOf(slash, 'en', '')).toBe('/');
  expect(urlOf(slash, 'id', '')).toBe('/id/');
  expect(urlOf(none, 'id', 'docs/intro/')).toBe('/id/docs/intro');
  expect(urlOf(none, 'id', '')).toBe('/id/');
  expect(fileUrlOf(slash, 'id', 'blog/rss.xml')).toBe('/id/blog/rss.xml');
  expect(siteUrlOf({ ...slash, url: 'https://site.example' }, 'en', 'docs/intro')).toBe(
    'https://site.example/docs/intro/',
  );
  expect(outFileOf('docs/intro', true)).toBe('docs/intro/index.html');
  expect(outFileOf('docs/intro', false)).toBe('docs/intro.html');
  expect(outFileOf('docs/intro', undefined)).toBe('docs/intro/index.html');
  expect(outFileOf('', false)).toBe('index.html');
  // Content and config links to pages follow it; links to files do not.
  expect(localizeLink(slash, 'id', '/docs/intro#x')).toBe('/id/docs/intro/#x');
  expect(localizeLink(slash, 'id', '/id/docs/intro')).toBe('/id/docs/intro/');
  expect(localizeLink(slash, 'en', '/img/a.svg')).toBe('/img/a.svg');
  expect(localizeLink(none, 'en', '/docs/intro/')).toBe('/docs/intro');
  expect(localizeLink(none, 'id', '/')).toBe('/id/');
});

/**
 * Integration: `trailingSlash` true, false and unset, as Docusaurus defines them, on the basic
 * fixture: the page files' names, every link a page has to another page, the canonical and
 * hreflang URLs, the sitemap, llms.txt, redirects, the link check, and `sitegen serve`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import type { BuildSummary } from '../../src/pipeline/buildTypes.js';
import { serve, type RunningServer } from '../../src/serve/server.js';
import { builtFixture, copyBuiltFixture, editFile, read, removeDir } from '../helpers.js';

/** Every file of a folder, relative to it. */
function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) =>
    fs.statSync(path.join(dir, file)).isFile(),
  );
}

/**
 * The links to pages of the site in the output's pages (their path has no file extension),
 * without the two the fixture writes by hand: its home page's `${localeBase}docs/intro` and a
 * link in the OpenAPI description, which are kept as written.
 */
function pageLinks(dist: string): Set<string> {
  const links = new Set<string>();
  for (const file of filesOf(dist).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
      const pathname = href.split(/[?#]/)[0];
      if (/\.[a-z0-9]+$/i.test(pathname)) continue;
      links.add(pathname);
    }
  }
  for (const written of ['/docs/intro', '/id/docs/intro']) links.delete(written);
  return links;
}

const LOCALE_ROOTS = new Set(['/', '/id/']);

describe.each([
  {
    value: true,
    intro: 'docs/intro/index.html',
    introUrl: '/docs/intro/',
    install: '/docs/guides/install/',
    moved: 'old-intro/index.html',
  },
  {
    value: false,
    intro: 'docs/intro.html',
    introUrl: '/docs/intro',
    install: '/docs/guides/install',
    moved: 'old-intro.html',
  },
])('trailingSlash: $value', ({ value, intro, introUrl, install, moved }) => {
  let site: string;
  let dist: string;
  let summary: BuildSummary;
  beforeAll(async () => {
    site = copyBuiltFixture('basic');
    editFile(
      path.join(site, 'sitegen.config.ts'),
      "baseUrl: '/',",
      `baseUrl: '/', trailingSlash: ${value}, redirects: [{ from: '/old-intro', to: '/docs/intro' }],`,
    );
    summary = await build({ root: site });
    dist = path.join(site, 'dist');
  });
  afterAll(() => removeDir(site));

  test('pages are written under the names Docusaurus gives them', () => {
    const files = filesOf(dist);
    expect(files).toContain(intro);
    expect(files).toContain(`id/${intro}`);
    expect(files).toContain('index.html');
    expect(files).toContain('id/index.html');
    expect(files).toContain('docs/intro.md');
    // No page is written in the other form.
    const other = value ? 'docs/intro.html' : 'docs/intro/index.html';
    expect(files).not.toContain(other);
    const pages = files.filter((f) => f.endsWith('.html') && !f.endsWith('404.html'));
    const wrongForm = pages.filter((f) =>
      value ? !f.endsWith('index.html') : f.endsWith('/index.html') && f !== 'id/index.html',
    );
    expect(wrongForm).toEqual([]);
  });

  test('every link to a page ends as the setting says: navbar, sidebar, Markdown, pagination, blog, tags, API', () => {
    const links = [...pageLinks(dist)];
    expect(links.length).toBeGreaterThan(30);
    const wrong = links.filter((href) => !LOCALE_ROOTS.has(href) && href.endsWith('/') !== value);
    expect(wrong).toEqual([]);
    const page = read(dist, intro);
    expect(page).toContain(`href="${install}"`);
    expect(page).toContain(`href="${install}#requirements"`);
    for (const kind of [
      'blog/tags/slo',
      'blog/page/2',
      'api/website-add',
      'id/docs/guides/install',
    ])
      expect(links).toContain(`/${kind}${value ? '/' : ''}`);
  });

  test('the canonical URL, hreflang alternates, sitemap and llms.txt use the page URL', () => {
    const page = read(dist, intro);
    expect(page).toContain(`<link rel="canonical" href="https://fixture.example${introUrl}"`);
    expect(page).toContain(`hreflang="id" href="https://fixture.example/id${introUrl}"`);
    const sitemap = read(dist, 'sitemap.xml');
    expect(sitemap).toContain(`<loc>https://fixture.example${introUrl}</loc>`);
    expect(sitemap).toContain(`<loc>https://fixture.example${install}</loc>`);
    expect(sitemap).toContain('<loc>https://fixture.example/</loc>');
    const llms = read(dist, 'llms.txt');
    expect(llms).toContain(`(https://fixture.example/docs/reference/api${value ? '/' : ''})`);
    expect(llms).toContain('(https://fixture.example/docs/intro.md)');
  });

  test('a redirect is written as its pages are, and leads to the page URL', () => {
    expect(read(dist, moved)).toContain(`url=${introUrl}`);
  });

  test('the link check passes', () => {
    expect(summary.linkCheck?.broken).toEqual([]);
    expect(summary.linkCheck?.links).toBeGreaterThan(1000);
  });

  describe('sitegen serve', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await serve({ root: site, outDir: 'dist', port: 0, host: '127.0.0.1' });
    });
    afterAll(() => server.close());
    const get = (url: string) => fetch(new URL(url, server.url), { redirect: 'manual' });

    test('answers a page at its URL and moves the other form there, as a static host does', async () => {
      const page = await get(`${introUrl}?x=1`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<link rel="canonical"');
      const other = await get(`${value ? '/docs/intro' : '/docs/intro/'}?x=1`);
      expect(other.status).toBe(301);
      expect(other.headers.get('location')).toBe(`${introUrl}?x=1`);
      expect((await get('/id/')).status).toBe(200);
      expect((await get('/blog/rss.xml')).status).toBe(200);
    });
  });
});

test('trailingSlash unset: pages are <path>/index.html, linked without a slash, every form served', async () => {
  const { dir } = builtFixture('basic');
  const dist = path.join(dir, 'dist');
  expect(fs.existsSync(path.join(dist, 'docs/intro/index.html'))).toBe(true);
  const links = [...pageLinks(dist)].filter((href) => !LOCALE_ROOTS.has(href));
  expect(links.filter((href) => href.endsWith('/'))).toEqual([]);
  expect(read(dist, 'docs/intro/index.html')).toContain(
    '<link rel="canonical" href="https://fixture.example/docs/intro"',
  );
  const server = await serve({ root: dir, outDir: 'dist', port: 0, host: '127.0.0.1' });
  try {
    for (const url of ['/docs/intro', '/docs/intro/'])
      expect((await fetch(new URL(url, server.url), { redirect: 'manual' })).status).toBe(200);
  } finally {
    await server.close();
  }
});

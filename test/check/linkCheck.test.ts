/** The link check over small hand-written output folders, as a build hands it each page it writes. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  createLinkCheck,
  type CheckedPage,
  type LinkCheckOptions,
} from '../../src/check/linkCheck.js';

/** Every page handed over, then the report. */
function checkLinks(options: LinkCheckOptions & { pages: CheckedPage[] }) {
  const check = createLinkCheck(options);
  for (const page of options.pages) check.addPage(page);
  return check.finish();
}

const config = { url: 'https://site.example', baseUrl: '/' };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path → HTML or bytes) into a fresh folder; pages are the `index.html` files. */
function output(files: Record<string, string>): { dir: string; pages: CheckedPage[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-links-'));
  dirs.push(dir);
  const pages: CheckedPage[] = [];
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (rel.endsWith('index.html')) {
      const url = `/${rel.replace(/\/?index\.html$/, '')}`;
      pages.push({
        url,
        locale: url.startsWith('/id') ? 'id' : 'en',
        file,
        sourceFile: `/src${url === '/' ? '/index' : url}.md`,
        kind: 'doc',
      });
    }
  }
  return { dir, pages };
}

const page = (body: string) =>
  `<!doctype html><html><head></head><body><main id="main-content">${body}</main></body></html>`;

async function broken(
  files: Record<string, string>,
  options: { external?: boolean; built?: string[] } = {},
) {
  const { dir, pages } = output(files);
  const report = await checkLinks({
    config,
    outDir: dir,
    pages,
    localeDirs: ['', 'id'],
    builtLocaleDirs: options.built ?? ['', 'id'],
    external: options.external ?? false,
  });
  return { report, broken: report.broken.map((b) => [b.page.url, b.href, b.reason]) };
}

test('a site whose links and anchors all resolve has nothing broken', async () => {
  const { report, broken: found } = await broken({
    'index.html': page(
      '<a href="/docs/a#setup">a</a> <a href="/docs/b">b</a> <a href="#main-content">skip</a> <a href="#top">top</a> <a href="#">none</a> <img src="/img/logo.svg">',
    ),
    'docs/a/index.html': page(
      '<h2 id="setup">Setup</h2><a href="/">home</a> <a href="/docs/a/">self</a> <a href="/docs/a/index.html#setup">file</a>',
    ),
    'docs/b/index.html': page(
      '<a href="a#setup">relative to the canonical URL</a> <a href="/docs/a#:~:text=Setup">text fragment</a>',
    ),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  expect(found).toEqual([]);
  // 11 links, but only 6 distinct URLs: /, /docs/a, /docs/a/, /docs/a/index.html, /docs/b, /img/logo.svg.
  expect(report.links).toBe(11);
  expect(report.targets).toBe(6);
  expect(report.requested).toBe(0);
});

test('a missing page, a missing image and missing anchors on this page and another are each reported', async () => {
  const { report, broken: found } = await broken({
    'index.html': page(
      '<a href="/docs/gone">gone</a> <img src="/img/missing.png"> <a href="#nowhere">here</a> <a href="/docs/a#ports">there</a> <a href="/docs/a#setup">fine</a>',
    ),
    'docs/a/index.html': page('<h2 id="setup">Setup</h2>'),
  });
  expect(found).toEqual([
    ['/', '/docs/gone', 'HTTP 404'],
    ['/', '/img/missing.png', 'HTTP 404'],
    ['/', '#nowhere', 'no element with id "nowhere" on this page'],
    ['/', '/docs/a#ports', 'no element with id "ports" on /docs/a'],
  ]);
  // Answered from the output folder: nothing is requested.
  expect(report.requested).toBe(0);
});

test('anchors are compared decoded, ids created by the theme count like any other', async () => {
  const { broken: found } = await broken({
    'index.html': page(
      '<nav id="sidebar"></nav><a href="#sidebar">menu</a> <a href="/docs/%C3%BCber#gr%C3%B6%C3%9Fe">über</a>',
    ),
    'docs/über/index.html': page('<h2 id="größe">Größe</h2>'),
  });
  expect(found).toEqual([]);
});

test('absolute URLs on the site’s own origin (canonical, og:image, JSON-LD) are checked against the output', async () => {
  const { broken: found } = await broken({
    'index.html':
      '<html><head><link rel="canonical" href="https://site.example/"><meta property="og:image" content="https://site.example/img/card.png">' +
      '<script type="application/ld+json">{"url":"https://site.example/docs/gone"}</script></head><body></body></html>',
  });
  expect(found).toEqual([
    ['/', 'https://site.example/img/card.png', 'HTTP 404'],
    ['/', 'https://site.example/docs/gone', 'HTTP 404'],
  ]);
});

test('links into a locale this build did not write are left alone', async () => {
  const { report, broken: found } = await broken(
    {
      'id/index.html': page(
        '<a href="/">English</a> <a href="/docs/a">English doc</a> <a href="/id/">here</a>',
      ),
    },
    { built: ['id'] },
  );
  expect(found).toEqual([]);
  expect(report.otherLocales).toBe(2);
  expect(report.external).toBe(0);
});

test('external links are not requested unless asked for; then a 404 elsewhere is broken', async () => {
  let requests = 0;
  const elsewhere = http.createServer((_req, res) => {
    requests++;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}/missing`;
  try {
    const files = {
      'index.html': page(
        `<a href="${url}">elsewhere</a> <a href="https://unreachable.invalid/x">nowhere</a> <a href="mailto:a@b.example">mail</a>`,
      ),
    };
    const quiet = await broken(files);
    expect(quiet.broken).toEqual([]);
    expect(quiet.report.external).toBe(2);
    expect(requests).toBe(0);
    const loud = await broken(
      { 'index.html': page(`<a href="${url}">elsewhere</a>`) },
      { external: true },
    );
    expect(loud.broken).toEqual([['/', url, 'HTTP 404']]);
    expect(loud.report.requested).toBe(1);
    expect(requests).toBeGreaterThan(0);
  } finally {
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  }
});

test('a site under a base path is found there', async () => {
  const { dir, pages } = output({
    'index.html': page('<a href="/v2/docs/a">a</a> <a href="/docs/a">outside</a>'),
    'docs/a/index.html': page(''),
  });
  const report = await checkLinks({
    config: { url: 'https://site.example', baseUrl: '/v2/' },
    outDir: dir,
    pages: pages.map((p) => ({ ...p, url: `/v2${p.url}`.replace(/\/$/, '/') })),
    localeDirs: [''],
    builtLocaleDirs: [''],
    external: false,
  });
  expect(report.broken.map((b) => [b.href, b.reason])).toEqual([['/docs/a', 'HTTP 404']]);
});

test('markup shared by many pages is read once, and its links and ids count on every page that holds it', async () => {
  const sidebar = (active: string) =>
    `<nav id="docs-nav"><a href="/docs/a"${active === 'a' ? ' aria-current="page"' : ''}>A</a><a href="/docs/gone">gone</a></nav>`;
  const unmarked = sidebar('');
  const { dir, pages } = output({
    'docs/a/index.html': page(`${sidebar('a')}<a href="#docs-nav">menu</a>${sidebar('a')}`),
    'docs/b/index.html': page(`${sidebar('b')}<a href="/docs/a#docs-nav">A's menu</a>`),
  });
  const shared = pages.map((p) => ({
    ...p,
    shared: { html: sidebar(p.url.endsWith('/a') ? 'a' : 'b'), as: unmarked },
  }));
  const report = await checkLinks({
    config,
    outDir: dir,
    pages: shared,
    localeDirs: [''],
    builtLocaleDirs: [''],
    external: false,
  });
  // Page a holds the sidebar twice, page b once: three broken copies, and the anchors into the sidebar resolve.
  expect(report.broken.map((b) => [b.page.url, b.href])).toEqual([
    ['/docs/a', '/docs/gone'],
    ['/docs/a', '/docs/gone'],
    ['/docs/b', '/docs/gone'],
  ]);
  expect(report.broken.every((b) => !('shared' in b.page))).toBe(true);
  expect(report.links).toBe(2 * 3 + 2);
});

test('shared links are checked once for all holders, yet anchors and relative links are judged from each page', async () => {
  // "/docs/a#intro" is an anchor into page a: broken on both pages, and called "this page" on page a.
  // "c" depends on the page it is on: /docs/c from page a (missing), /guide/c from page b (there).
  const shared =
    '<nav><a href="/docs/a#intro">A</a><a href="c">C</a><a href="https://other.example/">out</a></nav>';
  const { dir, pages } = output({
    'docs/a/index.html': page(`${shared}<p>a</p>`),
    'guide/b/index.html': page(`${shared}<p>b</p>`),
    'guide/c/index.html': page('<p>c</p>'),
  });
  const holders = pages
    .filter((p) => !p.url.endsWith('/c'))
    .map((p) => ({ ...p, shared: { html: shared, as: shared } }));
  const report = await checkLinks({
    config,
    outDir: dir,
    pages: holders,
    localeDirs: [''],
    builtLocaleDirs: [''],
    external: false,
  });
  expect(report.broken.map((b) => [b.page.url, b.href, b.reason]).sort()).toEqual([
    ['/docs/a', '/docs/a#intro', 'no element with id "intro" on this page'],
    ['/docs/a', 'c', 'HTTP 404'],
    ['/guide/b', '/docs/a#intro', 'no element with id "intro" on /docs/a'],
  ]);
  expect(report.links).toBe(6);
  expect(report.external).toBe(2);
});

test('a link to another site in shared markup is requested too, and reported on each page holding it', async () => {
  const elsewhere = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}/gone`;
  try {
    const shared = `<nav><a href="${url}">out</a></nav>`;
    const { dir, pages } = output({
      'docs/a/index.html': page(shared),
      'docs/b/index.html': page(shared),
    });
    const report = await checkLinks({
      config,
      outDir: dir,
      pages: pages.map((p) => ({ ...p, shared: { html: shared, as: shared } })),
      localeDirs: [''],
      builtLocaleDirs: [''],
      external: true,
    });
    expect(report.broken.map((b) => [b.page.url, b.href, b.reason])).toEqual([
      ['/docs/a', url, 'HTTP 404'],
      ['/docs/b', url, 'HTTP 404'],
    ]);
    expect(report.requested).toBe(1);
  } finally {
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  }
});

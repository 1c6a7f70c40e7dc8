/** The link check over small hand-written output folders, as a build hands it each page it writes. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  createLinkCheck,
  IDLE_MS,
  startLinkCheck,
  type CheckedPage,
  type LinkCheckOptions,
  type LinkCheckReport,
  type SharedPart,
} from '../../src/check/linkCheck.js';

type Page = CheckedPage & { html: string };

/** Every page handed over with its HTML, as a build renders it, then the report. */
function checkLinks(options: LinkCheckOptions & { pages: Page[] }) {
  const check = createLinkCheck(options);
  for (const { html, ...page } of options.pages) check.addPage(page, html);
  return check.finish();
}

const config = { url: 'https://site.example', baseUrl: '/' };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * An output folder with `files` (path → text): the `index.html` files are the pages the build
 * renders, handed over in memory and never written (the check must not read them back); the
 * others are written, as static files and assets are.
 */
function output(files: Record<string, string>): { dir: string; pages: Page[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-links-'));
  dirs.push(dir);
  const pages: Page[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (file.endsWith('index.html')) {
      const url = `/${file.replace(/\/?index\.html$/, '')}`;
      pages.push({
        url,
        locale: url.startsWith('/id') ? 'id' : 'en',
        file,
        sourceFile: `/src${url === '/' ? '/index' : url}.md`,
        kind: 'doc',
        html: text,
      });
      continue;
    }
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
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

test('absolute URLs on the site’s own origin (canonical, og:image, og:url) are checked against the output', async () => {
  const { broken: found } = await broken({
    'index.html':
      '<html><head><link rel="canonical" href="https://site.example/"><meta property="og:image" content="https://site.example/img/card.png">' +
      '<meta property="og:url" content="https://site.example/docs/gone"></head><body></body></html>',
  });
  expect(found).toEqual([
    ['/', 'https://site.example/img/card.png', 'HTTP 404'],
    ['/', 'https://site.example/docs/gone', 'HTTP 404'],
  ]);
});

test('a full URL written in a page, to the site’s own origin too, is checked only with external (as Docusaurus does)', async () => {
  const files = {
    'index.html': page(
      '<a href="https://site.example/api/somepage">own</a> <a href="//site.example/gone">own, no scheme</a> <a href="/api/somepage">root-relative</a> <a href="gone">relative</a>',
    ),
    'api/somePage/index.html': page('<h1>Some page</h1>'),
  };
  const quiet = await broken(files);
  expect(quiet.broken).toEqual([
    ['/', '/api/somepage', 'HTTP 404'],
    ['/', 'gone', 'HTTP 404'],
  ]);
  expect(quiet.report.external).toBe(2);
  const loud = await broken(files, { external: true });
  expect(loud.broken.map(([, href]) => href)).toEqual([
    'https://site.example/api/somepage',
    '//site.example/gone',
    '/api/somepage',
    'gone',
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

test('a link many pages hold is judged once and reported on each; relative links and anchors are judged from each page', async () => {
  // "/docs/a#intro" is an anchor into page a: broken on both pages, and called "this page" on page a.
  // "c" depends on the page it is on: /docs/c from page a (missing), /guide/c from page b (there).
  const nav =
    '<nav><a href="/docs/a#intro">A</a><a href="c">C</a><a href="/docs/gone">gone</a><a href="https://other.example/">out</a></nav>';
  const { report, broken: found } = await broken({
    'docs/a/index.html': page(`${nav}<p>a</p>`),
    'guide/b/index.html': page(`${nav}<p>b</p>`),
    'guide/c/index.html': page('<p>c</p>'),
  });
  expect(found.sort()).toEqual([
    ['/docs/a', '/docs/a#intro', 'no element with id "intro" on this page'],
    ['/docs/a', '/docs/gone', 'HTTP 404'],
    ['/docs/a', 'c', 'HTTP 404'],
    ['/guide/b', '/docs/a#intro', 'no element with id "intro" on /docs/a'],
    ['/guide/b', '/docs/gone', 'HTTP 404'],
  ]);
  expect(report.links).toBe(8);
  expect(report.external).toBe(2);
  // /docs/a, /docs/c, /docs/gone and /guide/c: one target each, however many pages hold it.
  expect(report.targets).toBe(4);
});

test('an HTML file the build copied rather than rendered is found in the output, with its ids', async () => {
  const { broken: found } = await broken({
    'index.html': page(
      '<a href="/legacy/old.html#part">old</a> <a href="/legacy/old.html#gone">gone</a> <a href="/legacy/missing.html">missing</a>',
    ),
    'legacy/old.html': page('<h2 id="part">Part</h2>'),
  });
  expect(found).toEqual([
    ['/', '/legacy/old.html#gone', 'no element with id "gone" on /legacy/old.html'],
    ['/', '/legacy/missing.html', 'HTTP 404'],
  ]);
});

test('a link to another site is requested once, and reported on each page holding it', async () => {
  const elsewhere = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}/gone`;
  try {
    const nav = `<nav><a href="${url}">out</a></nav>`;
    const { report, broken: found } = await broken(
      { 'docs/a/index.html': page(nav), 'docs/b/index.html': page(nav) },
      { external: true },
    );
    expect(found).toEqual([
      ['/docs/a', url, 'HTTP 404'],
      ['/docs/b', url, 'HTTP 404'],
    ]);
    expect(report.requested).toBe(1);
  } finally {
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  }
});

test("pages handed over as UTF-8 are read alike on the check's own thread; a small Buffer of Node's pool is copied, not moved", async () => {
  const { dir, pages } = output({
    'index.html': page(
      '<a href="/docs/%C3%BCber#gr%C3%B6%C3%9Fe">über</a> <a href="/docs/gone">gone</a>',
    ),
    'docs/über/index.html': page('<h2 id="größe">Größe</h2>'.padEnd(5_000, ' ')),
  });
  const check = startLinkCheck({
    config,
    outDir: dir,
    localeDirs: [''],
    builtLocaleDirs: [''],
    external: false,
  });
  const neighbour = Buffer.from('kept');
  for (const { html, ...rest } of pages) check.addPage(rest, Buffer.from(html));
  const report = await check.finish();
  expect(report.broken.map((b) => [b.page.url, b.href, b.reason])).toEqual([
    ['/', '/docs/gone', 'HTTP 404'],
  ]);
  // The small page's bytes share their memory with other small Buffers, which stay usable.
  expect(neighbour.toString()).toBe('kept');
});

test('a part many pages share (the docs sidebar) is read once and counts for each page: a broken link of it is reported once with the first page and how many have it, its ids found, its relative links judged from each page', async () => {
  const nav =
    '<nav><a href="/docs/a">a</a> <a href="/docs/gone">gone</a> <a id="nav-top" href="b">relative</a></nav>';
  const { dir, pages } = output({
    'docs/a/index.html': page(`<p>Größe</p>${nav}<a href="#nav-top">to the nav</a>`),
    'docs/b/index.html': page(nav),
    'guide/x/index.html': page(`<p>Ünïcode ✓</p>${nav}`),
  });
  const options = { config, outDir: dir, localeDirs: [''], builtLocaleDirs: [''], external: false };
  const partOf = (html: string, first: boolean): SharedPart => {
    const start = Buffer.byteLength(html.slice(0, html.indexOf(nav)));
    return { key: 'nav', start, end: start + Buffer.byteLength(nav), ...(first && { html: nav }) };
  };
  const whole = createLinkCheck(options);
  const inParts = createLinkCheck(options);
  const onThread = startLinkCheck(options);
  pages.forEach(({ html, ...rest }, i) => {
    whole.addPage(rest, html);
    inParts.addPage(rest, html, [partOf(html, i === 0)]);
    // The thread is sent the part's markup once, however often it is given.
    onThread.addPage(rest, Buffer.from(html), [partOf(html, true)]);
  });
  const each = [
    ['/docs/a', '/docs/gone', 'HTTP 404', undefined],
    ['/docs/b', '/docs/gone', 'HTTP 404', undefined],
    ['/guide/x', '/docs/gone', 'HTTP 404', undefined],
    ['/guide/x', 'b', 'HTTP 404', undefined],
  ];
  const once = [
    ['/docs/a', '/docs/gone', 'HTTP 404', 3],
    ['/guide/x', 'b', 'HTTP 404', undefined],
  ];
  for (const [check, expected] of [
    [whole, each],
    [inParts, once],
    [onThread, once],
  ] as const) {
    const report = await check.finish();
    const found = report.broken.map((b) => [b.page.url, b.href, b.reason, b.pages]);
    expect(found.sort()).toEqual(expected);
    expect(report.links).toBe(10);
    expect(report.targets).toBe(4);
  }
});

test("a page taken from the last build is read from the output, on the check's thread too, and the markup of its shared parts from it", async () => {
  const nav = '<nav id="nav"><a href="/docs/a">a</a> <a href="/docs/gone">gone</a></nav>';
  const files = {
    'docs/a/index.html': page(`<p>Größe</p>${nav}<a href="#nav">to the nav</a>`),
    'docs/b/index.html': page(`${nav}<a href="/docs/a#missing">a</a>`),
  };
  const { dir, pages } = output(files);
  // As the build takes them: written into the output folder, handed over without their HTML.
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  const options = { config, outDir: dir, localeDirs: [''], builtLocaleDirs: [''], external: false };
  const partOf = (html: string): SharedPart => {
    const start = Buffer.byteLength(html.slice(0, html.indexOf(nav)));
    return { key: 'nav', start, end: start + Buffer.byteLength(nav) };
  };
  for (const check of [createLinkCheck(options), startLinkCheck(options)]) {
    for (const { html, ...rest } of pages) check.addPage(rest, undefined, [partOf(html)]);
    const report = await check.finish();
    expect(report.broken.map((b) => [b.page.url, b.href, b.reason, b.pages]).sort()).toEqual([
      ['/docs/a', '/docs/gone', 'HTTP 404', 2],
      ['/docs/b', '/docs/a#missing', expect.stringContaining('missing'), undefined],
    ]);
    expect(report.links).toBe(6);
  }
});

test('a page taken from the last build is read from the file it was taken from when it names one: its file in this build may not be made yet', async () => {
  const files = {
    'docs/a/index.html': page('<h2 id="intro">Intro</h2><a href="/docs/b">b</a>'),
    'docs/b/index.html': page('<a href="/docs/a#intro">a</a> <a href="/docs/a#gone">gone</a>'),
  };
  const { dir, pages } = output(files);
  const last = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-links-last-'));
  dirs.push(last);
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(last, file)), { recursive: true });
    fs.writeFileSync(path.join(last, file), html);
  }
  const options = { config, outDir: dir, localeDirs: [''], builtLocaleDirs: [''], external: false };
  for (const check of [createLinkCheck(options), startLinkCheck(options)]) {
    for (const { html: _, ...rest } of pages)
      check.addPage({ ...rest, readFrom: path.join(last, rest.file) }, undefined);
    const report = await check.finish();
    expect(report.broken.map((b) => [b.page.url, b.href])).toEqual([['/docs/b', '/docs/a#gone']]);
    expect(report.links).toBe(3);
  }
  expect(fs.existsSync(path.join(dir, 'docs'))).toBe(false);
});

test('a page taken from the last build that the last check read under the same key is not read again: its ids and links, and its parts’, are those that check kept', async () => {
  const nav = '<nav id="nav"><a href="/docs/a">a</a> <a href="/docs/gone">gone</a></nav>';
  const { dir, pages } = output({
    'docs/a/index.html': page(`<p>Größe</p>${nav}<a href="#nav">to the nav</a>`),
    'docs/b/index.html': page(`${nav}<a href="/docs/a#missing">a</a>`),
  });
  const scans = { file: path.join(dir, '..', `${path.basename(dir)}.scans.json`), version: 'v1' };
  dirs.push(scans.file);
  const options = {
    ...{ config, outDir: dir, localeDirs: [''], builtLocaleDirs: [''], external: false },
    scans,
  };
  const partOf = (html: string): SharedPart => {
    const start = Buffer.byteLength(html.slice(0, html.indexOf(nav)));
    return { key: 'nav', start, end: start + Buffer.byteLength(nav), html: nav };
  };
  const keyed = (key: string) =>
    pages.map(({ html, ...rest }) => ({ ...rest, key: `${key}${rest.url}` }));
  const first = createLinkCheck(options);
  pages.forEach(({ html }, i) => first.addPage(keyed('k1')[i], html, [partOf(html)]));
  const broken = [
    ['/docs/a', '/docs/gone', 'HTTP 404', 2],
    ['/docs/b', '/docs/a#missing', expect.stringContaining('missing'), undefined],
  ];
  const brokenOf = (report: LinkCheckReport) =>
    report.broken.map((b) => [b.page.url, b.href, b.reason, b.pages]).sort();
  expect(brokenOf(await first.finish())).toEqual(broken);
  // The pages in the output now say something else: a check that read them would find no link.
  for (const { file } of pages) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), page('<p>nothing</p>'));
  }
  const firstHtml = pages[0].html;
  // Taken with their keys, on the check's thread too: as the last check read them.
  for (const check of [createLinkCheck(options), startLinkCheck(options)]) {
    keyed('k1').forEach((taken) =>
      check.addPage(taken, undefined, [{ ...partOf(firstHtml), html: undefined }]),
    );
    const report = await check.finish();
    expect(brokenOf(report)).toEqual(broken);
    expect(report.links).toBe(6);
  }
  // Under other keys, or kept by another version, they are read from the output.
  for (const [key, version] of [
    ['k2', 'v1'],
    ['k1', 'v2'],
  ]) {
    const check = createLinkCheck({ ...options, scans: { ...scans, version } });
    keyed(key).forEach((taken) => check.addPage(taken, undefined));
    const report = await check.finish();
    expect(brokenOf(report)).toEqual([]);
    expect(report.links).toBe(0);
  }
});

test('a thread that gave its report runs the next check of the process; one whose check was let go unfinished, or that waited too long, does not', async () => {
  const { dir, pages } = output({
    'index.html': page('<a href="/docs/a">a</a> <a href="/docs/gone">gone</a>'),
    'docs/a/index.html': page('<h2 id="x">X</h2>'),
  });
  const options = { config, outDir: dir, localeDirs: [''], builtLocaleDirs: [''], external: false };
  /** A whole check on a thread: its broken links and how many checks its thread has begun. */
  const run = async () => {
    const check = startLinkCheck(options);
    for (const { html, ...rest } of pages) check.addPage(rest, Buffer.from(html));
    const report = await check.finish();
    check.stop();
    return [report.broken.map((b) => b.href), report.thread?.checks];
  };
  // The thread kept from a test before this one stops while this test waits.
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 200));
  expect(await run()).toEqual([['/docs/gone'], 1]);
  // The same thread, its last check's pages gone: the report is this check's alone.
  expect(await run()).toEqual([['/docs/gone'], 2]);
  // A check let go before its report (a build that failed) stops its thread.
  const abandoned = startLinkCheck(options);
  abandoned.addPage(pages[0], Buffer.from(pages[0].html));
  abandoned.stop();
  expect(await run()).toEqual([['/docs/gone'], 1]);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 200));
  expect(await run()).toEqual([['/docs/gone'], 1]);
});

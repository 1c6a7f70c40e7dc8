import { expect, test } from 'vitest';
import { linkedPaths, scanPage } from '../../src/check/pageLinks.js';

const values = (html: string) => scanPage(html).links.map((l) => `${l.tag} ${l.value}`);

test('collects every id and <a name>, wherever the element is', () => {
  const { ids } = scanPage(
    '<main id="main-content"><h2 id="database">DB</h2><a name="legacy"></a><sup><a href="#fn-1" id="ref-1">1</a></sup></main>',
  );
  expect([...ids].sort()).toEqual(['database', 'legacy', 'main-content', 'ref-1']);
});

test('collects the URLs of links, images, scripts, stylesheets and srcset candidates, entities decoded', () => {
  expect(
    values(
      '<link rel="stylesheet" href="/assets/a.css"><script src="/assets/js/app.js"></script>' +
        '<a href="/docs/x?a=1&amp;b=2#part">x</a><img src="/img/a.png" srcset="/img/a-2x.png 2x, /img/a-3x.png 3x">',
    ),
  ).toEqual([
    'link /assets/a.css',
    'script /assets/js/app.js',
    'a /docs/x?a=1&b=2#part',
    'img /img/a.png',
    'img /img/a-2x.png',
    'img /img/a-3x.png',
  ]);
});

test('meta content counts only when it is a URL; preconnect hints are not links', () => {
  expect(
    values(
      '<meta name="viewport" content="width=device-width"><meta property="og:image" content="https://site.example/img/card.png">' +
        '<meta name="theme-color" content="#0f1117"><link rel="preconnect" href="https://fonts.example">',
    ),
  ).toEqual(['meta https://site.example/img/card.png']);
});

test('reads nothing out of scripts, styles, comments or code text', () => {
  const html = [
    '<script>document.body.innerHTML = \'<a href="/from-script">\';</script>',
    '<style>a::after { content: \'<a href="/from-style">\'; }</style>',
    '<!-- <a href="/from-comment">old</a> -->',
    '<pre><code>&lt;a href="/from-code">x&lt;/a></code></pre>',
  ].join('');
  expect(values(html)).toEqual([]);
  expect(scanPage(html).ids.size).toBe(0);
});

test('remembers <base href>', () => {
  expect(scanPage('<head><base href="/v2/"></head><a href="x">x</a>').base).toBe('/v2/');
});

test('linkedPaths: the site paths a page links to, as route URLs are written, once each', () => {
  const html =
    '<p><a href="/id/docs/intro#part">a</a> <a href="../guides/install/">b</a> <a href="./new.md">c</a>' +
    ' <a href="https://other.example/docs/intro">d</a> <a href="#here">e</a> <a href="/docs/caf%C3%A9?x=1">f</a>' +
    ' <img src="/img/a.png"><a href="/id/docs/intro">again</a> <a href="mailto:a@b.c">g</a></p>';
  expect(linkedPaths(html, '/id/docs/guides/configure')).toEqual([
    '/id/docs/intro',
    '/id/docs/guides/install',
    '/id/docs/guides/new.md',
    '/id/docs/guides/configure',
    '/docs/café',
  ]);
});

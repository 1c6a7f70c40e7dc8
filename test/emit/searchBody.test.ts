import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { searchBody } from '../../src/emit/searchBody.js';
import { holdSearchIndexer, startSearchIndex } from '../../src/emit/searchIndex.js';

/** What the index is handed of `html`, all of it being the region. */
const body = (html: string) => Buffer.from(searchBody(Buffer.from(html))).toString();

test('the insides of code blocks and of navigation the index skips are left out, their tags kept', () => {
  expect(
    body(
      '<article><nav class="breadcrumbs theme-doc-breadcrumbs"><a href="/">Home</a></nav>' +
        '<h2 id="a">A<a href="#a" class="hash-link" aria-label="Link to A"></a></h2>' +
        '<pre class="language-ts"><code><span class="token keyword">const</span> x</code></pre>' +
        '<p class="note">kept</p><nav class="pagination-nav pagination"><a href="/b">Next</a></nav></article>',
    ),
  ).toBe(
    '<article><nav class="breadcrumbs theme-doc-breadcrumbs"></nav>' +
      '<h2 id="a">A<a href="#a" class="hash-link" aria-label="Link to A"></a></h2>' +
      '<pre class="language-ts"></pre>' +
      '<p class="note">kept</p><nav class="pagination-nav pagination"></nav></article>',
  );
});

test('elements of the same name inside count, and names are read in any case', () => {
  expect(body('<DIV class="toc"><div>a</div><Div>b</DIV></div><p>after</p>')).toBe(
    '<DIV class="toc"></div><p>after</p>',
  );
  expect(body('<PRE>code</Pre><p>after</p>')).toBe('<PRE></Pre><p>after</p>');
});

test('what is not plain is handed over as it is', () => {
  const unchanged = [
    // a filter or metadata inside
    '<div class="toc"><span data-pagefind-filter="a:b"></span>x</div>',
    // a comment other than React's, and a script whose text holds a tag
    '<pre>a<!-- <b> -->b</pre>',
    '<pre><script>"</pre>"</pre>',
    // no closing tag
    '<pre>a<p>b</p>',
    // "class" inside another attribute's value, a single-quoted class, a class of the same prefix
    `<div title='class="toc"'>x</div><p class='tocx'>y</p><span class="toc-list">z</span>`,
    // an element without insides
    '<input class="toc"><img class="toc"/><p>after</p>',
  ];
  for (const html of unchanged) expect(body(html), html).toBe(html);
});

test('after what is not plain, the rest is handed over as it is, and a region is read once', () => {
  expect(body('<pre>a<!-- x -->b</pre><pre>c</pre>')).toBe('<pre>a<!-- x -->b</pre><pre>c</pre>');
  expect(body('<pre>c</pre><pre>a<!-- x -->b</pre>')).toBe('<pre></pre><pre>a<!-- x -->b</pre>');
  // Each unclosed element would otherwise be read to the end: a hundred thousand of them.
  const unclosed = '<p>text</p>' + '<pre class="toc">x'.repeat(100_000);
  expect(body(unclosed)).toBe(unclosed);
});

test("a tag's quoted values may hold > and <; text outside the region is not read", () => {
  expect(body('<pre title="a > b" data-x=\'<pre>\'>code</pre>tail')).toBe(
    '<pre title="a > b" data-x=\'<pre>\'></pre>tail',
  );
  const page = Buffer.from('<pre>before</pre><p>in <pre>code</pre></p><pre>after</pre>');
  const start = page.indexOf('<p>');
  const end = page.indexOf('<pre>after');
  expect(Buffer.from(searchBody(page.subarray(start, end))).toString()).toBe(
    '<p>in <pre></pre></p>',
  );
  // The copy is its own: a change to the page does not reach it.
  const copy = searchBody(page.subarray(start, end));
  page.fill(0);
  expect(Buffer.from(copy).toString()).toBe('<p>in <pre></pre></p>');
});

test('text of a comment or a script is not read for tags, inside a skipped element or not', () => {
  expect(body('<pre><script>"</pre>"</script><TEXTAREA></pre></textarea>x</pre><p>after</p>')).toBe(
    '<pre></pre><p>after</p>',
  );
  expect(body('<!-- <pre> --><p>a</p><script>let s = "<pre>";</script><pre>b</pre>')).toBe(
    '<!-- <pre> --><p>a</p><script>let s = "<pre>";</script><pre></pre>',
  );
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-body-'));
const releaseSearch = holdSearchIndexer();
afterAll(async () => {
  await releaseSearch();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A doc's region as the theme renders one, with words only its skipped parts hold. */
const REGION =
  '<article class="doc-article" data-pagefind-body="" data-pagefind-filter="kind:doc">' +
  '<nav class="breadcrumbs theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ol><li class="breadcrumbs__item">' +
  '<span class="breadcrumbs__link">Crumbword</span></li></ol></nav>' +
  '<details class="toc toc-mobile"><summary class="toc-title">On this page</summary>' +
  '<ul class="toc-list"><li><a class="toc-link" href="#setup">Setup</a></li></ul></details>' +
  '<span hidden="" data-pagefind-filter="version:current"></span>' +
  '<header><h1 class="page-title">Install the agent</h1></header><div class="markdown">' +
  '<p>Run the installer once per host.<!-- -->Then restart it.</p>' +
  '<h2 id="setup">Setup<a href="#setup" class="hash-link" aria-label="Direct link to Setup"></a></h2>' +
  '<div class="code-block" data-language="sh"><div class="code-block-title">install.sh</div>' +
  '<pre class="language-sh" tabindex="0"><code class="language-sh code-highlight">' +
  '<span class="code-line"><span class="token function">curl</span> codeword</span></code></pre></div>' +
  '<p>Check the <code>agent</code> status page afterwards.</p></div>' +
  '<nav class="pagination pagination-nav"><a href="/docs/next"><span>Next</span>Pageword</a></nav></article>';

test('Pagefind writes the same index from what it is handed as from the whole region', async () => {
  const whole = Buffer.from(REGION);
  const handed = searchBody(whole);
  expect(handed.length).toBeLessThan(whole.length * 0.8);
  const written = async (name: string, region: Uint8Array) => {
    const indexer = startSearchIndex(path.join(dir, name, 'cache'), {});
    indexer.add({ url: '/docs/install', lang: 'en', body: region });
    await indexer.write(path.join(dir, name));
    const out = path.join(dir, name, 'pagefind');
    return Object.fromEntries(
      fs
        .readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(out, file), fs.readFileSync(file).toString('base64')];
        }),
    );
  };
  const fromWhole = await written('whole', whole);
  expect(Object.keys(fromWhole).some((file) => file.endsWith('.pf_fragment'))).toBe(true);
  expect(await written('handed', handed)).toEqual(fromWhole);
});

import { expect, test } from 'vitest';
import { hashOf } from '../../src/cache/index.js';
import { sharedPartsOf } from '../../src/pipeline/sharedParts.js';

const navbar =
  '<header class="navbar"><nav><a href="/docs/intro">Docs</a> <a href="/">Ünïcode</a></nav></header>';
const footer = '<footer class="footer"><a href="/blog">Blog</a></footer>';
const sidebarHtml = '<nav class="sidebar"><a href="/docs/a">A</a></nav>';

test('the navbar, the sidebar and the footer are parts, in page order, at their UTF-8 bytes', () => {
  const html = `<body>✓${navbar}<main>é${sidebarHtml}<article>ü</article></main>${footer}</body>`;
  const bytes = Buffer.from(html);
  const start = Buffer.byteLength(html.slice(0, html.indexOf(sidebarHtml)));
  const sidebar = {
    start,
    end: start + Buffer.byteLength(sidebarHtml),
    shared: { html: sidebarHtml, hash: 'sidebar-key' },
  };
  const parts = sharedPartsOf(bytes, sidebar);
  expect(parts.map((part) => bytes.toString('utf8', part.start, part.end))).toEqual([
    navbar,
    sidebarHtml,
    footer,
  ]);
  expect(parts.map((part) => part.html)).toEqual([navbar, sidebarHtml, footer]);
  expect(parts[1].key).toBe('sidebar-key');
  // The same markup on another page has the same key; other markup another.
  const other = sharedPartsOf(
    Buffer.from(`<body>${navbar}<p>other</p>${footer}</body>`),
    undefined,
  );
  expect(other.map((part) => part.key)).toEqual([parts[0].key, parts[2].key]);
  const changed = sharedPartsOf(
    Buffer.from(`<body>${navbar.replace('Docs', 'Guide')}</body>`),
    undefined,
  );
  expect(changed[0].key).not.toBe(parts[0].key);
});

test('a markup met before is known by its bytes: one of the same length is told apart, and each keeps its own key', () => {
  const first = (html: string) => sharedPartsOf(Buffer.from(`<body>${html}</body>`), undefined)[0];
  const docs = first(navbar);
  // As many markups of one length as the build keeps and more: each its text and its own hash.
  for (let i = 0; i < 150; i++) {
    const html = navbar.replace('Docs', `D${String(i).padStart(3, '0')}`);
    const part = first(html);
    expect(part.html).toBe(html);
    expect(part.key).toBe(hashOf(html));
    expect(first(html).key).toBe(part.key);
  }
  expect(first(navbar)).toEqual(docs);
  expect(docs.key).toBe(hashOf(navbar));
});

test('a region not found whole is left in the page', () => {
  // A site's own navbar with a <header> inside it, and a footer never closed.
  const nested = '<header class="navbar"><header>inner</header></header>';
  expect(
    sharedPartsOf(Buffer.from(`<body>${nested}<footer class="footer">…</body>`), undefined),
  ).toEqual([]);
});

test("the theme's navbar and footer are found with the classes it gives them (Docusaurus's too); another first class is not one", () => {
  const themed =
    '<header class="navbar theme-layout-navbar"><a href="/docs">Docs</a></header>' +
    '<main>…</main><footer class="footer footer--dark theme-layout-footer"><a href="/blog">Blog</a></footer>';
  const bytes = Buffer.from(`<body>${themed}</body>`);
  expect(sharedPartsOf(bytes, undefined).map((part) => part.html)).toEqual([
    '<header class="navbar theme-layout-navbar"><a href="/docs">Docs</a></header>',
    '<footer class="footer footer--dark theme-layout-footer"><a href="/blog">Blog</a></footer>',
  ]);
  const others = '<header class="navbar-like"></header><footer class="footers"></footer>';
  expect(sharedPartsOf(Buffer.from(`<body>${others}</body>`), undefined)).toEqual([]);
});

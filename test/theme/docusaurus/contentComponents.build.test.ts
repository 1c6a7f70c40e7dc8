/**
 * The content components (Steps, FileTree, Card, CardGrid, LinkCard, Badge) in a built site: an
 * MDX doc of the basic fixture uses each without an import; its HTML has their markup in both
 * locales (a link card's href localized like a Markdown link), their styles are in the pages
 * stylesheet (not in that of a site whose MDX uses none of them), and the page ships no page script (nothing of it hydrates). A site's own import of
 * a name wins over them, and so does a site's own MDXComponents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtFixture, read, searchFragments } from '../../helpers.js';

const { dir: site, summary } = builtFixture('basic');
const dist = path.join(site, 'dist');
const page = (url: string) => read(dist, path.join(url, 'index.html'));
const theme = builtFixture('docusaurus-theme');
const modules = builtFixture('docusaurus-modules');

/** The doc's content, between its title and its footer. */
const body = (url: string) => {
  const html = page(url);
  return html.slice(html.indexOf('<div class="markdown'), html.indexOf('<div class="page-meta'));
};

test('the doc builds without a warning or a broken link', () => {
  expect(summary.warnings.filter((w) => w.file?.endsWith('components.mdx'))).toEqual([]);
  expect(summary.linkCheck?.broken).toEqual([]);
});

test('Steps wraps the ordered list as written, its code block highlighted', () => {
  const html = body('docs/reference/components');
  expect(html).toMatch(
    /<div class="sg-steps"><ol>\s*<li>\s*<p>Install the package\.<\/p>\s*<div class="code-block" data-language="sh">/,
  );
  const steps = html.slice(html.indexOf('sg-steps'), html.indexOf('</ol>'));
  expect(steps.match(/<li>/g)).toHaveLength(3);
});

test('FileTree is nested lists of folders and files, icons hidden, folders named as such', () => {
  const html = body('docs/reference/components');
  const tree = html.slice(
    html.indexOf('<div class="sg-file-tree">'),
    html.indexOf('<h2 id="cards"'),
  );
  expect(tree.match(/<ul>/g)).toHaveLength(4);
  expect(tree.match(/class="sg-file-tree__entry sg-file-tree__folder"/g)).toHaveLength(3);
  expect(tree.match(/class="sg-file-tree__entry sg-file-tree__file"/g)).toHaveLength(5);
  expect(tree.match(/<span class="sg-file-tree__icon" aria-hidden="true"><\/span>/g)).toHaveLength(
    9,
  );
  expect(
    tree.match(/<span class="sr-only" data-pagefind-ignore="">Folder<!-- --> <\/span>/g),
  ).toHaveLength(3);
  expect(tree).toContain(
    '<span class="sg-file-tree__name sg-file-tree__highlight"><strong>intro.md</strong></span><span class="sg-file-tree__comment"> the first page</span>',
  );
  expect(tree).toContain('<span class="sg-file-tree__name">img/logo.svg</span>');
  expect(tree).toContain('sg-file-tree__more');
});

test('cards: a grid of titled cards with hidden icons, and link cards of one link each', () => {
  const html = body('docs/reference/components');
  expect(html).toMatch(
    /<div class="sg-card-grid"><article class="sg-card"><p class="sg-card__title"><svg class="sg-card__icon"[^>]*aria-hidden="true"/,
  );
  expect(html.match(/<article class="sg-card">/g)).toHaveLength(2);
  const cards = html.slice(
    html.indexOf('<div class="sg-link-card">'),
    html.indexOf('<h2 id="badges"'),
  );
  expect(cards.match(/<a /g)).toHaveLength(2);
  expect(cards).toContain(
    '<a class="sg-link-card__link" href="/docs/intro">Read the introduction</a> <span class="sg-link-card__description">Where every reader starts.</span>',
  );
  // A link to a source becomes its page's URL, as in Markdown.
  expect(cards).toContain(
    '<a class="sg-link-card__link" href="/docs/guides/install#requirements">Install guide</a>',
  );
});

test("a link card's href gets the locale's prefix on the locale's page", () => {
  const html = body('id/docs/reference/components');
  expect(html).toContain('href="/id/docs/intro">Read the introduction</a>');
  expect(html).toContain('href="/id/docs/guides/install#requirements">Install guide</a>');
});

test('badges in a heading and in text, in each variant and size', () => {
  const html = body('docs/reference/components');
  expect(html).toContain(
    '<h2 id="steps">Steps <span class="sg-badge sg-badge--tip sg-badge--small">New</span>',
  );
  for (const variant of ['default', 'note', 'tip', 'caution', 'danger', 'success'])
    expect(html).toContain(`sg-badge--${variant}`);
  expect(html).toContain('<span class="sg-badge sg-badge--success sg-badge--large">Success</span>');
});

test('the page ships no page script, and its components are styled by the pages stylesheet', () => {
  const html = page('docs/reference/components');
  expect(html).not.toContain('data-sitegen-page=');
  // The doc importing a site component does.
  expect(page('docs/reference/api')).toMatch(/data-sitegen-page="\/assets\/js\/page\.\w+\.js"/);
  const sheet = /<link rel="stylesheet" href="\/(assets\/css\/pages\.\w+\.css)">/.exec(html)?.[1];
  expect(sheet).toBeDefined();
  const css = fs.readFileSync(path.join(dist, sheet!), 'utf8');
  for (const name of ['.sg-steps', '.sg-file-tree', '.sg-card-grid', '.sg-link-card', '.sg-badge'])
    expect(css).toContain(name);
});

test("a file's own import of a name wins over the component of that name", () => {
  const html = body('docs/reference/api');
  expect(html).toContain('<span class="badge">beta</span>');
  expect(html).not.toContain('sg-badge');
});

test("a site's own MDXComponents wins for a name it gives, and passes the others on", () => {
  const html = read(theme.dir, 'dist/docs/globals/index.html');
  expect(html).toContain('<mark class="site-badge">site&#x27;s own</mark>');
  expect(html).not.toContain('sg-badge');
  expect(html).toMatch(/<div class="sg-steps"><ol>\s*<li>Moor the boat\.<\/li>/);
});

test('a site whose MDX uses none of them carries none of their styles', () => {
  const cssDir = path.join(modules.dir, 'dist', 'assets', 'css');
  const css = fs
    .readdirSync(cssDir)
    .map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8'))
    .join('');
  // The site has MDX docs, whose components come with sitegen's Docusaurus modules' styles.
  expect(css).toContain('.tabs');
  expect(css).not.toContain('sg-steps');
  expect(css).not.toContain('sg-badge');
});

test("the search index reads the components' text, without the folders' hidden word", () => {
  const fragment = searchFragments(dist).find((f) => f.url === '/docs/reference/components');
  expect(fragment?.content).toContain('docs intro.md the first page.');
  expect(fragment?.content).not.toContain('Folder');
  expect(fragment?.content).toContain('Read the introduction Where every reader starts.');
});

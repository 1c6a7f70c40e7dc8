/**
 * Headings' links to themselves in a built site: on the page, in both locales' words, and nowhere
 * a heading is read as text (the table of contents, the search index, the feeds, the published
 * Markdown, llms.txt).
 */
import { expect, test } from 'vitest';
import { builtFixture, read, searchFragments } from '../../helpers.js';

const { dir: site } = builtFixture('basic');
const dist = `${site}/dist`;

test('each h2–h6 of a doc ends with its link, named in the page locale', () => {
  const en = read(dist, 'docs/intro/index.html');
  expect(en).toContain(
    '<h2 id="getting-started">Getting started<a href="#getting-started" class="hash-link" aria-label="Direct link to Getting started"></a></h2>',
  );
  expect(en).toContain('<a href="#deep-heading" class="hash-link"');
  const id = read(dist, 'id/docs/intro/index.html');
  expect(id).toMatch(/class="hash-link" aria-label="Tautan langsung ke [^"]+"/);
  expect(id).not.toContain('Direct link to');
  // A {#custom-id} is the target.
  expect(read(dist, 'docs/guides/install/index.html')).toContain(
    '<h2 id="requirements">Requirements<a href="#requirements" class="hash-link"',
  );
  // Blog posts and pages have them too.
  expect(read(dist, 'blog/2025/01/10/first-post/index.html')).toContain('class="hash-link"');
});

test('the table of contents and the search index hold the headings without their links', () => {
  const page = read(dist, 'docs/intro/index.html');
  expect(page).toContain('href="#getting-started">Getting started</a>');
  const intro = searchFragments(dist).find((fragment) => fragment.url === '/docs/intro')!;
  expect(intro.anchors.map((anchor) => anchor.text)).toEqual([
    'Getting started',
    'Details',
    'Deep heading',
  ]);
  expect(intro.content).toContain('Getting started. Some text.');
  expect(intro.content).not.toContain('\u200B');
});

test('feeds, the published Markdown and llms.txt have no heading links', () => {
  for (const file of ['blog/rss.xml', 'blog/atom.xml']) {
    const feed = read(dist, file);
    expect(feed, file).toContain('After the fold</h2>');
    expect(feed, file).not.toContain('hash-link');
    expect(feed, file).not.toContain('\u200B');
  }
  for (const file of ['docs/intro.md', 'llms.txt'])
    expect(read(dist, file), file).not.toMatch(/hash-link|Direct link|\u200B/);
});

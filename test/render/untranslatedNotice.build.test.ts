/**
 * The notice on a page a locale shows from the default locale's source (the basic fixture's
 * Indonesian locale translates one doc and one post): on untranslated docs, posts and Markdown
 * pages, in the reader's language, linking to the English page; on no translated page, no page
 * of the default locale and no React page. (Its `page-banner` class keeps it out of the search
 * index: theme/search.ts SEARCH_IGNORED.)
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtFixture, read } from '../helpers.js';

const { dir } = builtFixture('basic');
const page = (url: string) => read(dir, path.join('dist', url, 'index.html'));
const NOTICE = 'untranslated-notice';

test('an untranslated doc, post and Markdown page say so in Indonesian, with a link to the English page', () => {
  const doc = page('id/docs/intro');
  expect(doc).toContain(
    '<div class="admonition admonition-info page-banner untranslated-notice" role="note" data-untranslated-notice="/id/docs/intro"><p>Halaman ini belum diterjemahkan, jadi ditampilkan dalam English.<!-- --> <a href="/docs/intro" hrefLang="en">Baca halaman dalam English</a></p><button type="button" class="untranslated-notice-close" aria-label="Sembunyikan pemberitahuan ini"',
  );
  // At the top of the content: before the title.
  expect(doc.indexOf(NOTICE)).toBeLessThan(doc.indexOf('<h1'));
  expect(page('id/blog/second-post')).toContain(NOTICE);
  expect(page('id/about')).toContain(NOTICE);
});

test('no notice on a translated page, in the default locale, or on a React page', () => {
  expect(page('id/docs/guides/install')).not.toContain(NOTICE);
  expect(page('id/blog/2025/01/10/first-post')).not.toContain(NOTICE);
  expect(page('docs/intro')).not.toContain(NOTICE);
  expect(page('about')).not.toContain(NOTICE);
  expect(read(dir, 'dist/id/index.html')).not.toContain(NOTICE);
});

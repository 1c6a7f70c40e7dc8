import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import remarkTruncate, {
  TRUNCATE_HTML,
  withExcerpt,
  withExcerptIn,
} from '../../../src/markdown/plugins/remarkTruncate.js';

const html = (md: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkTruncate)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeStringify)
      .processSync(md),
  );

test('the <!-- truncate --> marker becomes the element the HTML is split at', () => {
  expect(html('Intro.\n\n<!-- truncate -->\n\nRest.')).toBe(
    `<p>Intro.</p>\n${TRUNCATE_HTML}\n<p>Rest.</p>`,
  );
  expect(html('No marker here.')).toBe('<p>No marker here.</p>');
});

test('withExcerpt splits compiled HTML at the marker, and leaves HTML without one alone', () => {
  expect(withExcerpt(`<p>Intro.</p>\n${TRUNCATE_HTML}\n<p>Rest.</p>`)).toEqual({
    html: '<p>Intro.</p>\n\n<p>Rest.</p>',
    excerpt: '<p>Intro.</p>',
  });
  expect(withExcerpt('<p>All.</p>')).toEqual({ html: '<p>All.</p>' });
});

test('withExcerptIn splits HTML in pieces as withExcerpt splits it joined, whichever piece holds the marker', () => {
  const page = `<p>Intro to /fr.</p>\n${TRUNCATE_HTML}\n<p>Rest, /fr again.</p>`;
  // (Never within the marker: a page's pieces are cut at placeholders, which it has none of.)
  const marker = page.indexOf(TRUNCATE_HTML);
  const cuts = [[], [10], [5, marker], [marker + TRUNCATE_HTML.length + 2, 70]];
  for (const at of cuts) {
    const pieces = [0, ...at].map((start, i) => page.slice(start, [...at, page.length][i]));
    const { pieces: rest, excerpt } = withExcerptIn(pieces);
    const whole = withExcerpt(page);
    expect(rest.join('')).toBe(whole.html);
    expect(excerpt).toBe(whole.excerpt);
  }
  expect(withExcerptIn(['<p>All', '.</p>'])).toEqual({ pieces: ['<p>All', '.</p>'] });
});

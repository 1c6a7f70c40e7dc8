import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import remarkTruncate, {
  TRUNCATE_HTML,
  withExcerpt,
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

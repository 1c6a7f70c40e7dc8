import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import { footnoteReference } from '../../src/markdown/footnoteReference.js';

test("footnote references are written as mdast-util-to-hast's own handler writes them", () => {
  const html = (handlers?: object) =>
    String(
      unified()
        .use(remarkParse)
        .use(remarkGfm)
        .use(remarkRehype, { handlers })
        .use(rehypeStringify)
        .processSync(
          'A[^x], B[^Y], A again[^x], none[^gone].\n\n[^x]: Ex.\n[^y]: Why, [^x] inside.\n',
        ),
    );
  expect(html({ footnoteReference })).toBe(html());
  expect(html()).toContain('fnref-x-3');
});

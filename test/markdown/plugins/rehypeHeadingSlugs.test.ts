import { expect, test } from 'vitest';
import rehypeHeadingSlugs from '../../../src/markdown/plugins/rehypeHeadingSlugs.js';
import remarkHeadingIds from '../../../src/markdown/plugins/remarkHeadingIds.js';
import { run } from './run.js';

test('headings get GitHub slugs of their text, numbered when repeated', () => {
  const { html } = run('# Hello World!\n\n## Hello World!\n\n### `code` and *emphasis*', {
    rehype: [rehypeHeadingSlugs],
  });
  expect(html).toBe(
    '<h1 id="hello-world">Hello World!</h1>\n<h2 id="hello-world-1">Hello World!</h2>\n<h3 id="code-and-emphasis"><code>code</code> and <em>emphasis</em></h3>',
  );
});

test('an explicit id is kept, and does not take a number from the others', () => {
  const { html } = run('## Setup {#install}\n\n## Setup', {
    remark: [remarkHeadingIds],
    rehype: [rehypeHeadingSlugs],
  });
  expect(html).toBe('<h2 id="install">Setup</h2>\n<h2 id="setup">Setup</h2>');
});

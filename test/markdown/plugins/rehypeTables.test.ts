import remarkGfm from 'remark-gfm';
import { expect, test } from 'vitest';
import rehypeTables from '../../../src/markdown/plugins/rehypeTables.js';
import { run } from './run.js';

test('tables can take the keyboard focus (they scroll sideways on narrow screens)', () => {
  const { html } = run('| a | b |\n| - | - |\n| 1 | 2 |', {
    remark: [remarkGfm],
    rehype: [rehypeTables],
  });
  expect(html.startsWith('<table tabindex="0">')).toBe(true);
  expect(run('Just text.', { rehype: [rehypeTables] }).html).toBe('<p>Just text.</p>');
});

import { expect, test } from 'vitest';
import remarkLeadingTitle from '../../../src/markdown/plugins/remarkLeadingTitle.js';
import { run } from './run.js';

const html = (md: string) => run(md, { remark: [remarkLeadingTitle] }).html;

test('a # title at the very top is dropped (the theme shows the title)', () => {
  expect(html('# Install\n\nText.')).toBe('<p>Text.</p>');
  // A comment before it does not count (remark-rehype drops the comment here; the pipeline keeps raw HTML).
  expect(html('<!-- a comment first -->\n\n# Install\n\nText.')).toBe('<p>Text.</p>');
});

test('a title further down, or a lower heading at the top, stays', () => {
  expect(html('Intro.\n\n# Later')).toBe('<p>Intro.</p>\n<h1>Later</h1>');
  expect(html('## Section\n\nText.')).toBe('<h2>Section</h2>\n<p>Text.</p>');
  expect(html('# One\n\n# Two')).toBe('<h1>Two</h1>');
});

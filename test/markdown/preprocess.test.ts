import { expect, test } from 'vitest';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';

test('old-style admonition titles get brackets, outside code fences only', () => {
  const input = ':::tip Read this\nx\n:::\n\n```md\n:::tip Keep me\n```\n';
  const out = preprocessMarkdown(input, 'md');
  expect(out).toContain(':::tip[Read this]');
  expect(out).toContain(':::tip Keep me');
});

test('MDX heading ids and the truncate marker are rewritten, keeping the line count', () => {
  const input =
    '## Title {#custom}\n\n<!-- truncate -->\n\nSee `<!-- x -->` <!-- y -->\n\n```js\n// {#not-me}\n```\n';
  const out = preprocessMarkdown(input, 'mdx');
  expect(out).toContain('## Title \\{#custom\\}');
  expect(out).toContain('{/* truncate */}');
  // Other comments are remark-comment's to read: inline code keeps its text.
  expect(out).toContain('See `<!-- x -->` <!-- y -->');
  expect(out).toContain('// {#not-me}');
  expect(out.split('\n').length).toBe(input.split('\n').length);
});

test('plain Markdown keeps heading ids and comments as they are', () => {
  expect(preprocessMarkdown('## A {#a}\n<!-- c -->', 'md')).toBe('## A {#a}\n<!-- c -->');
});

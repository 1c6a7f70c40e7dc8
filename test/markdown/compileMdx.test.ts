import { expect, test } from 'vitest';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { makeContext } from '../helpers.js';

test('MDX goes through the same plugins and exports a component', () => {
  const result = compileMdx(
    '## Title {#custom}\n\n<!-- note -->\n\n:::tip\nx\n:::\n\n[o](./other.md)',
    makeContext(),
  );
  expect(result.problems).toEqual([]);
  expect(result.code).toContain('export default function MDXContent');
  expect(result.code).toContain('"custom"');
  expect(result.code).toContain('admonition-tip');
  expect(result.code).toContain('/id/docs/guide/other');
  expect(result.toc).toEqual([{ id: 'custom', text: 'Title', level: 2 }]);
});

test('invalid MDX is an error with line and column', () => {
  const result = compileMdx('Fine line\n\nBroken <Comp prop={ /> here\n', makeContext());
  expect(result.code).toBe('');
  expect(result.problems[0]).toMatchObject({ file: '/site/docs/guide/page.md', line: 3 });
  expect(result.problems[0].column).toBeGreaterThan(0);
});

import { expect, test } from 'vitest';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { MDX_PROVIDER } from '../../src/markdown/mdxProvider.js';
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

test('MDX exports its headings as `toc` and asks MDX_PROVIDER for the components it does not import', () => {
  const result = compileMdx(
    '## Tides & <i>moons</i>\n\n### Spring\n\n<Details>x</Details>',
    makeContext(),
  );
  expect(result.code).toContain(`from "${MDX_PROVIDER}"`);
  expect(result.code).toContain(
    'export const toc = [{"value":"Tides &amp; moons","id":"tides--moons","level":2},{"value":"Spring","id":"spring","level":3}];',
  );
  // A file that exports a toc of its own keeps it.
  const own = compileMdx('export const toc = [];\n\n## Heading', makeContext());
  expect(own.code.match(/export const toc/g)).toHaveLength(1);
});

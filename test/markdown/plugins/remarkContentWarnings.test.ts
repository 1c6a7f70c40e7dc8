import { expect, test } from 'vitest';
import remarkContentWarnings from '../../../src/markdown/plugins/remarkContentWarnings.js';
import { run } from './run.js';

const warningsOf = (markdown: string, file = '/site/docs/page.md') =>
  (
    run(markdown, {
      remark: [remarkContentWarnings],
      ctx: { file } as Parameters<typeof run>[1]['ctx'],
    }).file.data.warnings ?? []
  ).map((w) => `${w.line}:${w.column} ${w.message}`);

test('an image without alt text is a warning at its line; one with alt text is not', () => {
  expect(warningsOf('Intro.\n\n![](/img/a.png)\n\n![A chart](/img/b.png)\n')).toEqual([
    '3:1 image "/img/a.png" has no alt text',
  ]);
});

test('a heading that skips a level is a warning; going back up any number of levels is not', () => {
  expect(warningsOf('## Two\n\n#### Four\n\n## Two again\n\n### Three\n\n# One\n')).toEqual([
    '3:1 heading level 4 follows level 2, skipping 3',
  ]);
  expect(warningsOf('### Three first\n')).toEqual([
    '1:1 heading level 3 follows level 1, skipping 2',
  ]);
});

test('raw HTML in a .md file is a warning, a comment is not, and MDX is not read for it', () => {
  const markdown = 'Text.\n\n<div class="x">raw</div>\n\n<!-- truncate -->\n';
  expect(warningsOf(markdown)).toEqual([
    '3:1 raw HTML in Markdown: "<div class=\\"x\\">raw</div>"',
  ]);
  expect(warningsOf(markdown, '/site/docs/page.mdx')).toEqual([]);
});

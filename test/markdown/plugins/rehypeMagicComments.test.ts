import { expect, test } from 'vitest';
import type { MagicComment } from '../../../src/config/index.js';
import rehypeHighlight from '../../../src/markdown/plugins/rehypeHighlight.js';
import rehypeMagicComments from '../../../src/markdown/plugins/rehypeMagicComments.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

/** Each line of each code block: its classes past `code-line`, a bar, its text. */
function lines(markdown: string, magicComments?: MagicComment[]) {
  const { html } = run(markdown, {
    remark: [remarkCodeMeta],
    rehype: [rehypeMagicComments, rehypeHighlight],
    ctx: makeContext({ magicComments }),
  });
  return [
    ...html.matchAll(
      /<span class="code-line([^"]*)"[^>]*>([\s\S]*?)<\/span>(?=<span class="code-line|<\/code>)/g,
    ),
  ].map((m) => `${m[1].trim()}|${m[2].replace(/<[^>]+>/g, '').replace(/\n$/, '')}`);
}

test('a highlight comment is taken out and marks the next line; a block marks the lines it holds', () => {
  expect(
    lines(
      '```js\na();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\ne();\n```',
    ),
  ).toEqual([
    '|a();',
    'highlight-line|b();',
    'highlight-line|c();',
    'highlight-line|d();',
    '|e();',
  ]);
});

test.each([
  ['python', '# highlight-next-line'],
  ['bash', '#highlight-next-line'],
  ['html', '<!-- highlight-next-line -->'],
  ['jsx', '{/* highlight-next-line */}'],
  ['ts', '/* highlight-next-line */'],
  ['sql', '-- highlight-next-line'],
  ['lua', '-- highlight-next-line'],
  ['tex', '% highlight-next-line'],
  ['yaml', '# highlight-next-line'],
  ['md', '<!-- highlight-next-line -->'],
])('in %s, %s is a magic comment', (language, comment) => {
  expect(lines(`\`\`\`${language}\n  ${comment}\nmarked\nplain\n\`\`\``)).toEqual([
    'highlight-line|marked',
    '|plain',
  ]);
});

test('a comment of another language, a comment with more on its line, and a block without a language stay', () => {
  expect(lines('```python\n// highlight-next-line\nx = 1\n```')).toEqual([
    '|// highlight-next-line',
    '|x = 1',
  ]);
  expect(lines('```js\nf(); // highlight-next-line\ng();\n```')).toEqual([
    '|f(); // highlight-next-line',
    '|g();',
  ]);
  expect(
    run('```\n// highlight-next-line\nx\n```', {
      remark: [remarkCodeMeta],
      rehype: [rehypeMagicComments],
    }).html,
  ).toContain('// highlight-next-line');
});

test('a range in the meta wins: the comments stay as written, the range takes the first class', () => {
  const comments = [{ className: 'marked', line: 'mark-next' }];
  expect(lines('```js {1}\nx();\n// mark-next\ny();\n```', comments)).toEqual([
    'marked|x();',
    '|// mark-next',
    '|y();',
  ]);
});

test("the config's own comments, each with its class, replace the highlight ones", () => {
  const comments = [
    { className: 'hl', line: 'highlight-next-line' },
    {
      className: 'error-line',
      line: 'This will error',
      block: { start: 'errors-start', end: 'errors-end' },
    },
  ];
  expect(
    lines(
      '```js\n// This will error\nbad();\n// errors-start\nworse();\n// highlight-next-line\nworst();\n// errors-end\n// highlight-start\nfine();\n```',
      comments,
    ),
  ).toEqual([
    'error-line|bad();',
    'error-line|worse();',
    'hl error-line|worst();',
    // highlight-start is not a directive of this config: the line stays.
    '|// highlight-start',
    '|fine();',
  ]);
});

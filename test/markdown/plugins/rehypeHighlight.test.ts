/**
 * rehypeHighlight must write exactly what rehype-prism-plus (which it replaced, for speed) writes:
 * checked on the corners of line splitting (and on every fenced code block of the site:
 * rehypeHighlight.site.test.ts).
 */
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import type { Root, RootContent } from 'hast';
import { VFile } from 'vfile';
import { expect, test } from 'vitest';
import rehypeHighlight, {
  highlightedLines,
} from '../../../src/markdown/plugins/rehypeHighlight.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';

// rehypeHighlight registers the site's extra grammars and aliases on the shared refractor.
const rehypePrismPlus = rehypePrismGenerator(refractor);
const withPlugins = (plugins: PluggableList) =>
  unified()
    .use(remarkParse)
    .use(remarkCodeMeta)
    .use(remarkRehype)
    .use(plugins)
    .use(rehypeStringify)
    .freeze();
const ours = withPlugins([rehypeHighlight]);
const theirs = withPlugins([[rehypePrismPlus, { ignoreMissing: true }]]);
const both = (markdown: string) => [
  String(ours.processSync(markdown)),
  String(theirs.processSync(markdown)),
];

// Every code block of the real site: rehypeHighlight.site.test.ts.
test.each([
  [
    'highlighted lines and ranges',
    '```ts {1, 3-4}\nconst a = 1;\nconst b = `multi\nline ${a}`;\n/* a\ncomment */\n```',
  ],
  [
    'line numbers from a start, and turned off',
    '```js showLineNumbers=7\na()\nb()\n```\n\n```js showLineNumbers=false\nc()\n```\n\n```js showLineNumbers\nd()\n```',
  ],
  [
    'a diff, and a diff of a language',
    '```diff\n- old\n+ new\n  same\n```\n\n```diff-js\n-const a = 1\n+const a = 2\n```',
  ],
  [
    'no language, an unknown one, an alias and capitals',
    '```\nplain <b>\n```\n\n```nosuch\nx\n```\n\n```sh\necho "$HOME"\n```\n\n```YAML\na: 1\n```',
  ],
  ['empty blocks and blank lines', '```js\n```\n\n```js\n\n\n```\n\n```js\na\n\n\nb\n\n```'],
  ['a token that ends a line', '```json\n{\n  "a": "b\\n",\n  "c": [1,\n 2]\n}\n```'],
  ['indented code', '    indented\n    code\n'],
])('%s', (_, markdown) => {
  const [mine, reference] = both(markdown);
  expect(mine).toBe(reference);
});

test('a highlight range past the last line is cut there, with a warning at the fence, in no time', () => {
  const started = performance.now();
  const html = String(
    ours.processSync(
      new VFile({
        path: 'docs/huge.md',
        value: 'Text\n\n```js {2-1000000000, 5000000000}\na()\nb()\nc()\n```\n',
      }),
    ),
  );
  expect(performance.now() - started).toBeLessThan(1000);
  expect(html.match(/highlight-line/g)).toHaveLength(2);
  const compiled = ours.processSync(
    new VFile({ path: 'docs/huge.md', value: 'Text\n\n```js {1-1000000000}\na()\n```\n' }),
  );
  expect(compiled.data.warnings).toEqual([
    {
      file: 'docs/huge.md',
      line: 3,
      column: 1,
      message: "the highlighted lines {1-1000000000} go past the code's last line (1)",
      hint: 'name lines from 1 to 1',
    },
  ]);
  // Within the code, no warning.
  expect(
    ours.processSync(new VFile({ path: 'a.md', value: '```js {1-2}\na\nb\n```\n' })).data.warnings,
  ).toBeUndefined();
});

test('the lines a meta names, reversed ranges read both ways', () => {
  expect([...highlightedLines('{5-3, 1}', 10).lines].sort()).toEqual([1, 3, 4, 5]);
  expect(highlightedLines('title="a"', 10).lines.size).toBe(0);
});

test('code met again is the same HTML, whatever a plugin after the highlighter did to it the first time', () => {
  const mangle = () => (tree: Root) => {
    // Changes every token's class and text in place, as a later plugin may.
    const visit = (node: Root | RootContent) => {
      if (node.type === 'text') node.value = node.value.toUpperCase();
      if (node.type === 'element') (node.properties.className as string[] | undefined)?.push('x');
      if ('children' in node) (node.children as RootContent[]).forEach(visit);
    };
    visit(tree);
  };
  const keeping = withPlugins([[rehypeHighlight, { keep: true }]]);
  const block = '```ts {2}\nconst a = `multi\nline ${a}`;\n// done\n```';
  const first = String(keeping.processSync(block));
  expect(first).toBe(String(ours.processSync(block)));
  String(
    withPlugins([[rehypeHighlight, { keep: true }], mangle]).processSync(`${block}\n\n${block}`),
  );
  expect(String(keeping.processSync(block))).toBe(first);
  // Another language, the same text: tokens of its own.
  expect(String(keeping.processSync(block.replace('```ts', '```python')))).not.toBe(first);
});

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
import { expect, test } from 'vitest';
import rehypeHighlight from '../../../src/markdown/plugins/rehypeHighlight.js';
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

import { expect, test } from 'vitest';
import rehypeCodeWords, { metaWords } from '../../../src/markdown/plugins/rehypeCodeWords.js';
import rehypeHighlight from '../../../src/markdown/plugins/rehypeHighlight.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { run } from './run.js';

const compiled = (markdown: string) =>
  run(markdown, { remark: [remarkCodeMeta], rehype: [rehypeHighlight, rehypeCodeWords] }).html;

/** The text of each marked piece. */
const marked = (html: string) =>
  [...html.matchAll(/<span class="code-word">([^<]*)<\/span>/g)].map((m) => m[1]);

test('the words of a meta: /…/ alone, escaped slashes, not inside quoted values', () => {
  expect(metaWords('/useState/ {1} /a\\/b/ title="src/app/main.ts" /useState/')).toEqual([
    'useState',
    'a/b',
  ]);
  expect(metaWords('title=src/app/x.ts showLineNumbers')).toEqual([]);
  expect(metaWords('/two words/')).toEqual(['two words']);
});

test('every place a word appears is marked, across tokens too', () => {
  const html = compiled(
    '```js /count/ /a.b/\nconst [count, setCount] = useState(0);\nlog(a.b, count);\n```',
  );
  // "count" and the "Count" of setCount differ in case: only the first is marked.
  expect(marked(html)).toEqual(['count', 'a', '.', 'b', 'count']);
  expect(html).toContain('<span class="code-word">count</span>');
  // The code reads the same.
  expect(html.replace(/<[^>]+>/g, '')).toContain('const [count, setCount] = useState(0);');
});

test('a block without words is left as it is', () => {
  const plain = '```js\nconst a = 1;\n```';
  expect(compiled(plain)).toBe(
    run(plain, { remark: [remarkCodeMeta], rehype: [rehypeHighlight] }).html,
  );
  expect(compiled('```js /zzz/\nconst a = 1;\n```')).not.toContain('code-word');
});

test('a regular expression in a meta is text: /.*/ marks a dot and a star only', () => {
  expect(marked(compiled('```js /.*/\na.*b; ab;\n```'))).toEqual(['.', '*']);
});

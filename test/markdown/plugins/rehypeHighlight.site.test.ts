/**
 * rehypeHighlight must write exactly what rehype-prism-plus (which it replaced, for speed) writes
 * on every fenced code block of the real site (the corners of line splitting:
 * rehypeHighlight.test.ts).
 */
import fs from 'node:fs';
import fg from 'fast-glob';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { expect, test } from 'vitest';
import rehypeHighlight from '../../../src/markdown/plugins/rehypeHighlight.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { repoRoot } from '../../helpers.js';

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

const FENCE = /^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

test('every code block of the site is highlighted as rehype-prism-plus highlights it', () => {
  const blocks = fg
    .sync('content/**/*.{md,mdx}', { cwd: repoRoot, absolute: true })
    .flatMap((file) => fs.readFileSync(file, 'utf8').match(FENCE) ?? []);
  expect(blocks.length).toBeGreaterThan(100);
  const [mine, reference] = both(blocks.join('\n\n'));
  expect(mine).toBe(reference);
  expect(mine).toContain('<span class="token');
});

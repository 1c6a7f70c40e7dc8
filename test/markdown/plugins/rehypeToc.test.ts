import remarkGfm from 'remark-gfm';
import { expect, test } from 'vitest';
import rehypeHeadingSlugs from '../../../src/markdown/plugins/rehypeHeadingSlugs.js';
import rehypeToc, { tocBetween } from '../../../src/markdown/plugins/rehypeToc.js';
import { run } from './run.js';

test('h2–h6 with ids become the table of contents, in order, with their plain text', () => {
  const { file } = run('# Title\n\n## First *one*\n\n### Inner\n\n###### Deep\n\n## Second', {
    rehype: [rehypeHeadingSlugs, rehypeToc],
  });
  expect(file.data.toc).toEqual([
    { id: 'first-one', text: 'First one', level: 2 },
    { id: 'inner', text: 'Inner', level: 3 },
    { id: 'deep', text: 'Deep', level: 6 },
    { id: 'second', text: 'Second', level: 2 },
  ]);
});

test('headings without an id, and the footnotes section, are left out', () => {
  const { file } = run('## No id\n\nText[^1].\n\n[^1]: A note.', {
    remark: [remarkGfm],
    rehype: [rehypeToc],
  });
  expect(file.data.toc).toEqual([]);
});

test('tocBetween keeps the levels asked for, inclusive', () => {
  const toc = [
    { id: 'a', text: 'A', level: 2 },
    { id: 'b', text: 'B', level: 3 },
    { id: 'c', text: 'C', level: 4 },
  ];
  expect(tocBetween(toc, 2, 3).map((e) => e.id)).toEqual(['a', 'b']);
  expect(tocBetween(toc, 4, 6).map((e) => e.id)).toEqual(['c']);
});

/**
 * A post's date and slug from its path, checked against the cases of Docusaurus's own
 * `parseBlogFileName` tests (packages/docusaurus-plugin-content-blog/src/__tests__/blogUtils.test.ts).
 */
import { expect, test } from 'vitest';
import { parseBlogFileName } from '../../../src/plugins/blog/fileName.js';

test.each([
  ['some-post.md', undefined, 'some-post', 'some-post'],
  ['some-post/index.md', undefined, 'some-post', 'some-post'],
  ['some-post/some-file.md', undefined, 'some-post/some-file', 'some-post/some-file'],
  [
    'some-post/some-subfolder/index.md',
    undefined,
    'some-post/some-subfolder',
    'some-post/some-subfolder',
  ],
  ['releases/2.0.md', undefined, 'releases/2.0', 'releases/2.0'],
  ['2024/x/index.mdx', undefined, '2024/x', '2024/x'],
  [
    '2021-05-12-announcing-docusaurus-two-beta.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta',
    '2021/05/12/announcing-docusaurus-two-beta',
  ],
  [
    '2021-05-12-announcing-docusaurus-two-beta/index.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta',
    '2021/05/12/announcing-docusaurus-two-beta',
  ],
  [
    '2021/05/12/announcing-docusaurus-two-beta/index.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta',
    '2021/05/12/announcing-docusaurus-two-beta',
  ],
  [
    '2021/05-12-announcing-docusaurus-two-beta/index.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta',
    '2021/05/12/announcing-docusaurus-two-beta',
  ],
  [
    '2021/05/12/announcing-docusaurus-two-beta/subfolder/file.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta/subfolder/file',
    '2021/05/12/announcing-docusaurus-two-beta/subfolder/file',
  ],
  [
    'team-a/2021/05/12/announcing-docusaurus-two-beta.md',
    '2021-05-12',
    'announcing-docusaurus-two-beta',
    '2021/05/12/team-a/announcing-docusaurus-two-beta',
  ],
  [
    'team-a-2021-05-12-hey/announcing-docusaurus-two-beta.md',
    '2021-05-12',
    'hey/announcing-docusaurus-two-beta',
    '2021/05/12/team-a-hey/announcing-docusaurus-two-beta',
  ],
  // A date of one-digit month and day is written out in full; the slug keeps what the path says.
  ['2021-5-2-short.md', '2021-05-02', 'short', '2021/5/2/short'],
])('%s', (relPath, date, text, slug) => {
  expect(parseBlogFileName(relPath)).toEqual({ date, text, slug });
});

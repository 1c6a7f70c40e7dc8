/** The blog sidebar's posts: how many (`sidebarCount`, 0 or 'ALL') and whether under their year. */
import { expect, test } from 'vitest';
import type { BlogFolder } from '../../../src/config/types.js';
import type { BlogPost } from '../../../src/content/types.js';
import { sidebarGroups } from '../../../src/plugins/blog/view.js';

const posts = [
  '2025-03-01',
  '2025-01-10',
  '2024-12-24',
  '2024-06-01',
  '2023-01-01',
  '2022-05-05',
].map((date, i) => ({ date, title: `Post ${i}`, slug: `p${i}` }) as BlogPost);
const link = (post: BlogPost) => ({ label: post.title, href: `/blog/${post.slug}` });
const blog = (settings: Partial<BlogFolder>) =>
  ({ sidebarCount: 5, sidebarGroupByYear: false, ...settings }) as BlogFolder;
const hrefs = (groups: ReturnType<typeof sidebarGroups>) =>
  groups.map((g) => [g.year, g.posts.map((p) => p.href).join(' ')]);

test('five posts by default, in one group with no year', () => {
  expect(hrefs(sidebarGroups(blog({}), posts, link))).toEqual([
    [undefined, '/blog/p0 /blog/p1 /blog/p2 /blog/p3 /blog/p4'],
  ]);
});

test('a count of 0 leaves no sidebar; a number lists that many', () => {
  expect(sidebarGroups(blog({ sidebarCount: 0 }), posts, link)).toEqual([]);
  expect(hrefs(sidebarGroups(blog({ sidebarCount: 2 }), posts, link))).toEqual([
    [undefined, '/blog/p0 /blog/p1'],
  ]);
});

test("'ALL' grouped by year lists every post under its year, newest first", () => {
  expect(
    hrefs(sidebarGroups(blog({ sidebarCount: 'ALL', sidebarGroupByYear: true }), posts, link)),
  ).toEqual([
    ['2025', '/blog/p0 /blog/p1'],
    ['2024', '/blog/p2 /blog/p3'],
    ['2023', '/blog/p4'],
    ['2022', '/blog/p5'],
  ]);
});

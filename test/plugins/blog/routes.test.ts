import { describe, expect, test } from 'vitest';
import type { BlogPost } from '../../../src/content/types.js';
import { tagSlug } from '../../../src/plugins/blog/tags.js';
import { blogRoutes, listPagePath, paginate } from '../../../src/plugins/blog/routes.js';

function post(i: number, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    file: `/b/${i}.md`,
    defaultFile: `/b/${i}.md`,
    relPath: `${i}.md`,
    locale: 'en',
    translated: false,
    format: 'md',
    frontMatter: {},
    body: '',
    slug: `post-${i}`,
    title: `Post ${i}`,
    date: '2025-01-01',
    tags: [{ label: 'Self-Host', slug: 'self-host' }],
    authors: [],
    readingMinutes: 1,
    draft: false,
    unlisted: false,
    ...extra,
  };
}
const posts = (n: number) => Array.from({ length: n }, (_, i) => post(i));
const paths = (n: number) =>
  blogRoutes(posts(n), { routeBasePath: 'blog', postsPerPage: 10 }).map((r) => r.path);

describe('pagination', () => {
  test('0 posts: one empty first page, no page 2', () => {
    expect(paginate([], 10)).toEqual([[]]);
    expect(paths(0)).toContain('blog');
    expect(paths(0)).not.toContain('blog/page/2');
  });
  test('exactly 10 posts fit on one page', () => {
    expect(paginate(posts(10), 10)).toHaveLength(1);
    expect(paths(10)).not.toContain('blog/page/2');
  });
  test('11 posts make a second page with one post', () => {
    const pages = paginate(posts(11), 10);
    expect(pages.map((p) => p.length)).toEqual([10, 1]);
    expect(paths(11)).toContain('blog/page/2');
    expect(paths(11)).toContain('blog/tags/self-host/page/2');
    expect(paths(11)).not.toContain('blog/page/3');
  });
  test('page 1 lives at the list path itself', () => {
    expect(listPagePath('blog', 1)).toBe('blog');
    expect(listPagePath('blog/tags/slo', 3)).toBe('blog/tags/slo/page/3');
  });
});

test('unlisted posts get a page but stay out of lists, tags and the archive', () => {
  const routes = blogRoutes(
    [post(1), post(2, { unlisted: true, tags: [{ label: 'Secret', slug: 'secret' }] })],
    { routeBasePath: 'blog', postsPerPage: 10 },
  );
  expect(routes.map((r) => r.path)).toContain('blog/post-2');
  expect(routes.map((r) => r.path)).not.toContain('blog/tags/secret');
  const list = routes.find((r) => r.path === 'blog')!.data;
  expect(list.kind === 'blog-list' && list.posts.map((p) => p.slug)).toEqual(['post-1']);
  const archive = routes.find((r) => r.path === 'blog/archive')!.data;
  expect(archive.kind === 'blog-archive' && archive.posts).toHaveLength(1);
});

test('tag slugs are derived from labels one way, as Docusaurus derives them', () => {
  expect(
    ['Self-Host', 'AI Automation', 'SLO', 'Website Analytics', 'Tianji', ' Cloud Cost '].map(
      tagSlug,
    ),
  ).toEqual(['self-host', 'ai-automation', 'slo', 'website-analytics', 'tianji', 'cloud-cost']);
  // Punctuation between words is a word break (Docusaurus's lodash kebab case), not dropped.
  expect(['Self\u2011host', 'Node.js', 'uptimeMonitoring'].map(tagSlug)).toEqual([
    'self-host',
    'node-js',
    'uptime-monitoring',
  ]);
});

test('an author’s page after the first is under the authors’ base path, as Docusaurus pages it; authorsBasePath moves them', () => {
  const ada = { key: 'ada', name: 'Ada', page: 'ada' };
  const many = Array.from({ length: 12 }, (_, i) => post(i, { authors: [ada] }));
  const at = (authorsBasePath?: string) =>
    blogRoutes(many, { routeBasePath: 'blog', postsPerPage: 10, authorsBasePath }).map(
      (r) => r.path,
    );
  expect(at()).toEqual(
    expect.arrayContaining(['blog/authors', 'blog/authors/ada', 'blog/authors/ada/authors/2']),
  );
  expect(at()).not.toContain('blog/authors/ada/page/2');
  expect(at('people')).toEqual(
    expect.arrayContaining(['blog/people', 'blog/people/ada', 'blog/people/ada/people/2']),
  );
  expect(at('people').filter((p) => p.includes('authors'))).toEqual([]);
  expect(listPagePath('blog/authors/ada', 2, 'authors')).toBe('blog/authors/ada/authors/2');
});

test('no tags index when no listed post has a tag, as Docusaurus (Jest’s blog has none)', () => {
  const untagged = blogRoutes([post(1, { tags: [] }), post(2, { tags: [] })], {
    routeBasePath: 'blog',
    postsPerPage: 10,
  });
  expect(untagged.map((r) => r.path)).not.toContain('blog/tags');
  expect(paths(1)).toContain('blog/tags');
});

test('the authors index lists the authors file’s authors in its order, a page or not; only those with a page get their posts listed', () => {
  const simen = { key: 'simenb', name: 'Simen', order: 3 };
  const chris = { key: 'cpojer', name: 'Christoph', order: 0 };
  const mira = { key: 'mira', name: 'Mira', order: 1, page: 'mira' };
  const inline = { name: 'Guest' };
  const routes = blogRoutes(
    [
      post(1, { authors: [simen, inline] }),
      post(2, { authors: [chris, mira] }),
      post(3, { authors: [chris] }),
    ],
    { routeBasePath: 'blog', postsPerPage: 10 },
  );
  const index = routes.find((r) => r.path === 'blog/authors')!.data;
  expect(
    index.kind === 'blog-authors' && index.authors.map(({ author, count }) => [author.key, count]),
  ).toEqual([
    ['cpojer', 2],
    ['mira', 1],
    ['simenb', 1],
  ]);
  expect(routes.map((r) => r.path).filter((p) => p.startsWith('blog/authors/'))).toEqual([
    'blog/authors/mira',
  ]);
  // Only inline authors: no index, as Docusaurus makes none without an authors file.
  const noFile = blogRoutes([post(1, { authors: [inline] })], {
    routeBasePath: 'blog',
    postsPerPage: 10,
  });
  expect(noFile.map((r) => r.path)).not.toContain('blog/authors');
});

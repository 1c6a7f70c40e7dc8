/**
 * A Docusaurus blog that keeps its posts in folders (`test/fixtures/docusaurus-nested-blog/`, a
 * `docusaurus.config.js` with the blog's `include` and `exclude`): every post it names has its page
 * at the URL Docusaurus gives it, and is in the feeds, the pages of the list and its tags' pages;
 * the files the options leave out are nowhere. Watching, a nested post is a source of the blog.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { classifyChange } from '../../src/pipeline/changes.js';
import { builtFixture, loadFixtureConfig, read, removeDir } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('docusaurus-nested-blog');

const page = (url: string) => read(site, path.join('dist', url, 'index.html'));
const postLinks = (html: string) => [
  ...new Set([...html.matchAll(/<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((m) => m[1])),
];

const POSTS = [
  '/blog/releases/2.0',
  '/blog/2024/spring',
  '/blog/2023/06/01/tree',
  '/blog/releases/1.0',
  '/blog/2022/11/05/team-a/kickoff',
  '/blog/2022/01/01/top',
  '/blog/2021/01/01/notes/plain',
  '/blog/2020/05/05/notes/night',
];

test('the site builds with no warning and no broken link', () => {
  expect(summary.warnings.map((w) => w.message)).toEqual([]);
  expect(summary.linkCheck?.broken).toEqual([]);
});

test('every post at any depth has its page; the files include and exclude leave out have none', () => {
  for (const url of POSTS)
    expect(fs.existsSync(path.join(site, 'dist', url, 'index.html')), url).toBe(true);
  const built = fs
    .readdirSync(path.join(site, 'dist', 'blog'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(secret|partial|sketch|outside)/.test(file));
  expect(built).toEqual([]);
  expect(page('/blog/releases/2.0')).toContain('href="/blog/releases/1.0"');
});

test('the list pages hold every post, two a page, newest first', () => {
  expect(
    ['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4'].flatMap((url) =>
      postLinks(page(url)),
    ),
  ).toEqual(POSTS);
  expect(fs.existsSync(path.join(site, 'dist/blog/page/5'))).toBe(false);
});

test('the feeds and the tag pages hold the nested posts', () => {
  const rss = read(site, 'dist/blog/rss.xml');
  const items = [...rss.matchAll(/<item>[^]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
  expect(items).toEqual(POSTS.map((url) => `https://lantern.example${url}`));
  expect(read(site, 'dist/blog/atom.xml')).toContain('https://lantern.example/blog/2024/spring');
  expect(postLinks(page('/blog/tags/release'))).toEqual([
    '/blog/releases/2.0',
    '/blog/releases/1.0',
  ]);
  expect(postLinks(page('/blog/tags/season'))).toEqual([
    '/blog/2024/spring',
    '/blog/2023/06/01/tree',
  ]);
});

test('blogSidebarTitle and blogSidebarCount: "ALL" lists every post in the sidebar, under its year', () => {
  const html = page('/blog/releases/2.0');
  const sidebar = html.slice(
    html.indexOf('<div class="blog-sidebar">'),
    html.indexOf('<div class="blog-main">'),
  );
  expect(/class="blog-sidebar-title"[^>]*>([^<]+)</.exec(sidebar)?.[1]).toBe('All posts');
  const groups = [
    ...sidebar.matchAll(/<h3 class="blog-sidebar-year">(\d+)<\/h3><ul>([^]*?)<\/ul>/g),
  ].map((m) => [m[1], [...m[2].matchAll(/href="([^"]+)"/g)].map((h) => h[1])]);
  expect(groups).toEqual([
    ['2024', POSTS.slice(0, 2)],
    ['2023', POSTS.slice(2, 4)],
    ['2022', POSTS.slice(4, 6)],
    ['2021', POSTS.slice(6, 7)],
    ['2020', POSTS.slice(7)],
  ]);
  expect(sidebar).toContain('aria-current="page"');
});

test('author pages, as Docusaurus 3.5+ makes them: an index of the authors file’s authors, and the posts of each one with a page, paginated', () => {
  const index = page('/blog/authors');
  const names = [
    ...index.matchAll(/class="post-author-name"><a href="([^"]+)"[^>]*>([^<]+)</g),
  ].map((m) => `${m[1]} ${m[2]}`);
  expect(names).toEqual(['/blog/authors/mira Mira Lamplighter', '/blog/authors/tom-wick Tom Wick']);
  // Guest Writer has no `page`: in the index (Docusaurus lists every author of the file), unlinked.
  expect(index).toMatch(/class="post-author-name"><span>Guest Writer<\/span>/);
  expect(index).toContain('3 posts');
  expect(
    ['/blog/authors/mira', '/blog/authors/mira/authors/2'].flatMap((url) => postLinks(page(url))),
  ).toEqual(['/blog/releases/2.0', '/blog/2024/spring', '/blog/2022/01/01/top']);
  // Docusaurus pages an author's posts under the authors' base path, not under page/.
  expect(fs.existsSync(path.join(site, 'dist/blog/authors/mira/page'))).toBe(false);
  expect(page('/blog/authors/mira')).toContain('href="/blog/authors/mira/authors/2"');
  expect(postLinks(page('/blog/authors/tom-wick'))).toEqual([
    '/blog/releases/2.0',
    '/blog/releases/1.0',
  ]);
  expect(fs.existsSync(path.join(site, 'dist/blog/authors/guest'))).toBe(false);
  const mira = page('/blog/authors/mira');
  expect(/<h1 class="page-title"><span>Mira Lamplighter<\/span><\/h1>/.test(mira)).toBe(true);
});

test('a post shows its authors’ avatars, their pages (or own URLs) and social links', () => {
  const html = page('/blog/2024/spring');
  const authors = html.slice(html.indexOf('<ul class="post-authors">'));
  expect(authors).toContain('<img class="post-author-avatar" src="/img/mira.svg"');
  expect(authors).toContain('href="/blog/authors/mira" rel="author">Mira Lamplighter</a>');
  expect(authors).toContain('href="https://github.com/mira"');
  expect(authors).toContain('href="https://www.linkedin.com/in/mira-lamplighter/"');
  // Each social link is an icon drawn for its platform (a globe for another site), named for it.
  const socials = [
    ...authors
      .slice(0, authors.indexOf('</ul>'))
      .matchAll(
        /<a href="([^"]+)" rel="me noopener" aria-label="([^"]+)" title="[^"]+"><svg class="social-icon"[^>]*data-platform="([^"]+)"/g,
      ),
  ].map((m) => [m[1], m[2], m[3]]);
  expect(socials).toEqual([
    ['https://github.com/mira', 'Mira Lamplighter: GitHub', 'github'],
    ['https://x.com/mira_lamps', 'Mira Lamplighter: X', 'x'],
    ['https://www.linkedin.com/in/mira-lamplighter/', 'Mira Lamplighter: LinkedIn', 'linkedin'],
    ['https://bsky.app/profile/mira.bsky.social', 'Mira Lamplighter: Bluesky', 'bluesky'],
    ['https://lantern.example/mira', 'Mira Lamplighter: website', 'website'],
  ]);
  // The author page and the authors index show the same icons.
  for (const url of ['/blog/authors/mira', '/blog/authors'])
    expect(page(url)).toContain('data-platform="bluesky"');
  expect(authors).toContain('<img class="post-author-avatar" src="/img/guest.svg"');
  expect(authors).toMatch(/<span>Guest Writer<\/span>/);
  const release = page('/blog/releases/1.0');
  expect(release).toContain('href="/blog/authors/tom-wick" rel="author">Tom Wick</a>');
  expect(release).toContain('href="mailto:tom@lantern.example"');
  expect(release).toContain('href="https://stackoverflow.com/users/12345"');
});

test('a changed file in a folder of the blog is a post when include and exclude name it', async () => {
  const { site: copy, config } = await loadFixtureConfig('docusaurus-nested-blog');
  try {
    const at = (rel: string) => classifyChange(config, path.join(copy, rel));
    expect(at('blog/releases/3.0.md')).toMatchObject({
      type: 'source',
      kind: 'blog',
      relPath: 'releases/3.0.md',
    });
    expect(at('blog/notes/2020-06-06-day.mdx')).toMatchObject({ type: 'source', kind: 'blog' });
    expect(at('blog/2021-07-07-outside.mdx')).toMatchObject({ type: 'asset' });
    expect(at('blog/2021-03-03-sketch.wip.md')).toMatchObject({ type: 'asset' });
  } finally {
    removeDir(copy);
  }
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { lastModified, parseLog, readCommitDates } from '../../src/content/commitDates.js';
import { repoRoot } from '../helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('parseLog keeps each file’s newest commit', () => {
  const log =
    '\x012025-03-01T10:00:00+00:00\0\ndocs/a.md\0docs/b.md\0\x012025-01-01T10:00:00+00:00\0\ndocs/a.md\0docs/c.md\0';
  expect(parseLog('/site', log)).toEqual(
    new Map([
      ['/site/docs/a.md', '2025-03-01T10:00:00+00:00'],
      ['/site/docs/b.md', '2025-03-01T10:00:00+00:00'],
      ['/site/docs/c.md', '2025-01-01T10:00:00+00:00'],
    ]),
  );
});

test('lastModified: last_update, then date, then the publication date, then the last commit', () => {
  const commits = new Map([['/site/a.md', '2025-06-01T00:00:00+00:00']]);
  expect(
    lastModified(
      { last_update: { date: '2025-07-01' }, date: '2025-02-01' },
      '/site/a.md',
      commits,
    ),
  ).toBe('2025-07-01');
  expect(lastModified({ date: '2025-02-01' }, '/site/a.md', commits)).toBe('2025-02-01');
  expect(lastModified({}, '/site/a.md', commits, '2025-01-10')).toBe('2025-01-10');
  expect(lastModified({}, '/site/a.md', commits)).toBe('2025-06-01T00:00:00+00:00');
  expect(lastModified({ last_update: { author: 'x' } }, '', commits)).toBeUndefined();
});

/** Runs git in `cwd` with author and committer set, committing at `date`. */
function gitAt(cwd: string, date: string, ...args: string[]): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.com',
  };
  execFileSync('git', args, { cwd, env, stdio: 'ignore' });
}

/** A copy of the basic fixture as its own git repository, everything committed at `date`. */
function committedFixture(date: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-git-'));
  dirs.push(site);
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', 'basic'), site, { recursive: true });
  const git = (...args: string[]) => gitAt(site, date, ...args);
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'fixture');
  return site;
}

test('readCommitDates reads the content folders of a site in a git repository, and nothing outside one', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  const dates = await readCommitDates({
    root: site,
    content: {
      docs: [{ versions: [{ dir: 'docs', translations: 'i18n/{locale}/docs' }] }],
      pages: { dir: 'pages', translations: 'i18n/{locale}/pages' },
    },
  });
  expect(dates.get(path.join(site, 'docs', 'intro.md'))).toBe('2024-04-05T06:07:08+00:00');
  expect(dates.get(path.join(site, 'i18n', 'id', 'docs', 'guides', '01-install.md'))).toBe(
    '2024-04-05T06:07:08+00:00',
  );
  expect(dates.has(path.join(site, 'blog', '2025-01-10-first-post.md'))).toBe(false);
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nogit-'));
  dirs.push(outside);
  expect(
    await readCommitDates({
      root: outside,
      content: {
        docs: [{ versions: [{ dir: 'docs', translations: 'x/{locale}' }] }],
        pages: { dir: 'pages', translations: 'y/{locale}' },
      },
    }),
  ).toEqual(new Map());
});

test('the sitemap dates docs and pages by their last commit, posts by their date', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  await build({ root: site, locales: ['en'], checkLinks: false });
  const xml = fs.readFileSync(path.join(site, 'dist', 'sitemap.xml'), 'utf8');
  const lastmod = (url: string) =>
    new RegExp(`<loc>https://fixture.example${url}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
  expect(lastmod('/docs/intro')).toBe('2024-04-05T06:07:08.000Z');
  expect(lastmod('/about')).toBe('2024-04-05T06:07:08.000Z');
  expect(lastmod('/blog/2025/01/10/first-post')).toBe('2025-01-10T00:00:00.000Z');
});

test('the dates are kept by the commit checked out, and read again after a new commit', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  const config = {
    root: site,
    content: {
      docs: [{ versions: [{ dir: 'docs', translations: 'i18n/{locale}/docs' }] }],
      pages: { dir: 'pages', translations: 'i18n/{locale}/pages' },
    },
  };
  const cacheFile = path.join(
    site,
    'node_modules',
    '.cache',
    'sitegen',
    'commit-dates',
    'log.json',
  );
  const intro = path.join(site, 'docs', 'intro.md');
  expect((await readCommitDates(config, site)).get(intro)).toBe('2024-04-05T06:07:08+00:00');
  expect(fs.existsSync(cacheFile)).toBe(true);
  // Kept, not read again: what the cache says is the answer.
  fs.writeFileSync(
    cacheFile,
    fs.readFileSync(cacheFile, 'utf8').replaceAll('2024-04-05', '2023-01-01'),
  );
  expect((await readCommitDates(config, site)).get(intro)).toBe('2023-01-01T06:07:08+00:00');
  const date = '2025-02-03T04:05:06+00:00';
  fs.appendFileSync(intro, '\nMore.\n');
  gitAt(site, date, 'commit', '-qam', 'edit');
  expect((await readCommitDates(config, site)).get(intro)).toBe(date);
});

test('docs show when they last changed (committed files only) and lead to their source, a translation to its own file', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  fs.writeFileSync(path.join(site, 'docs', 'fresh.md'), '# Fresh\n\nNot committed yet.\n');
  await build({ root: site, locales: ['en', 'id'], checkLinks: false, search: false });
  const page = (rel: string) => fs.readFileSync(path.join(site, 'dist', rel, 'index.html'), 'utf8');
  const editLink = (html: string) => /<a class="page-edit-link" href="([^"]+)"/.exec(html)?.[1];
  expect(page('docs/intro')).toMatch(
    /<p class="page-last-updated">Last updated on <time dateTime="2024-04-05T06:07:08.000Z">April 5, 2024<\/time><\/p>/,
  );
  expect(page('id/docs/intro')).toMatch(
    /<time dateTime="2024-04-05T06:07:08.000Z">5 April 2024<\/time>/,
  );
  expect(page('docs/fresh')).not.toContain('page-last-updated');
  expect(editLink(page('docs/intro'))).toBe('https://example.com/edit/main/site/docs/intro.md');
  expect(editLink(page('id/docs/intro'))).toBe('https://example.com/edit/main/site/docs/intro.md');
  expect(editLink(page('id/docs/guides/install'))).toBe(
    'https://example.com/edit/main/site/i18n/id/docs/guides/01-install.md',
  );
  expect(editLink(page('blog/2025/01/10/first-post'))).toBe(
    'https://example.com/posts/2025-01-10-first-post.md',
  );
  expect(page('blog/2025/01/10/first-post')).not.toContain('page-last-updated');
  expect(editLink(page('about'))).toBeUndefined();
});

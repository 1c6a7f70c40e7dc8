import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadBlog } from '../../../src/plugins/blog/load.js';
import { firstCommitDate } from '../../../src/plugins/blog/postCreated.js';
import { ErrorList } from '../../../src/errors.js';
import { loadFixtureConfig, removeDir } from '../../helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) removeDir(dir);
});

/** Runs git in `cwd`, committing at `date`. */
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

test('a post dated neither in front matter nor in its path takes its first commit’s date, as in Docusaurus, and is not an error', async () => {
  const { site, config } = await loadFixtureConfig('basic');
  dirs.push(site);
  const blog = path.join(site, 'blog');
  const post = path.join(blog, 'notes', 'no-date.md');
  fs.mkdirSync(path.dirname(post), { recursive: true });
  fs.writeFileSync(post, '---\ntitle: No date anywhere\n---\n\nText.\n');
  gitAt(site, '2021-06-07T23:30:00+00:00', 'init', '-q');
  gitAt(site, '2021-06-07T23:30:00+00:00', 'add', '.');
  gitAt(site, '2021-06-07T23:30:00+00:00', 'commit', '-q', '-m', 'first');
  // A later change does not move the date: the oldest commit, the one that added the file, counts.
  fs.appendFileSync(post, '\nMore.\n');
  gitAt(site, '2023-01-02T10:00:00+00:00', 'commit', '-q', '-am', 'second');
  // Renamed later: still dated by the commit that first added it.
  const moved = path.join(blog, 'notes', 'no-date-moved.md');
  gitAt(site, '2024-03-04T10:00:00+00:00', 'mv', post, moved);
  gitAt(site, '2024-03-04T10:00:00+00:00', 'commit', '-q', '-m', 'rename');
  // Never committed: the file's own time (created today).
  const fresh = path.join(blog, 'notes', 'fresh.md');
  fs.writeFileSync(fresh, '---\ntitle: Fresh\n---\n\nText.\n');

  const errors = new ErrorList();
  const posts = loadBlog(config, 'en', errors, false);
  expect(errors.errors).toEqual([]);
  expect(posts.find((p) => p.title === 'No date anywhere')).toMatchObject({
    date: '2021-06-07',
    slug: 'notes/no-date-moved',
  });
  expect(posts.find((p) => p.title === 'Fresh')?.date).toBe(
    fs.statSync(fresh).birthtime.toISOString().slice(0, 10),
  );
  expect(firstCommitDate(moved)?.toISOString()).toBe('2021-06-07T23:30:00.000Z');
  expect(firstCommitDate(fresh)).toBeUndefined();
});

test('outside any git repository an undated post takes its file’s time', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nogit-'));
  dirs.push(dir);
  const file = path.join(dir, 'post.md');
  fs.writeFileSync(file, 'x');
  expect(firstCommitDate(file)).toBeUndefined();
});

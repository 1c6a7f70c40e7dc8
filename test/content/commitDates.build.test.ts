import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { formatSummary } from '../../src/pipeline/summary.js';
import { lastModified, parseLog, readCommitDates } from '../../src/content/commitDates.js';
import { repoRoot, rewritePack } from '../helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

test('parseLog keeps each file’s newest commit and its author', () => {
  const log =
    '\x012025-03-01T10:00:00+00:00 aaa Ada Lovelace\0\ndocs/a.md\0docs/b.md\0\x012025-01-01T10:00:00+00:00 bbb Grace\0\ndocs/a.md\0docs/c.md\0';
  expect(parseLog('/site', log)).toEqual(
    new Map([
      ['/site/docs/a.md', { date: '2025-03-01T10:00:00+00:00', author: 'Ada Lovelace' }],
      ['/site/docs/b.md', { date: '2025-03-01T10:00:00+00:00', author: 'Ada Lovelace' }],
      ['/site/docs/c.md', { date: '2025-01-01T10:00:00+00:00', author: 'Grace' }],
    ]),
  );
});

test('lastModified: last_update, then date, then the publication date, then the last commit', () => {
  const commits = new Map([['/site/a.md', { date: '2025-06-01T00:00:00+00:00', author: 'A' }]]);
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
  const { dates, gap } = await readCommitDates({
    root: site,
    content: {
      docs: [{ versions: [{ dir: 'docs', translations: 'i18n/{locale}/docs' }] }],
      pages: { dir: 'pages', translations: 'i18n/{locale}/pages' },
    },
  });
  expect(dates.get(path.join(site, 'docs', 'intro.md'))?.date).toBe('2024-04-05T06:07:08+00:00');
  expect(dates.get(path.join(site, 'i18n', 'id', 'docs', 'guides', '01-install.md'))?.date).toBe(
    '2024-04-05T06:07:08+00:00',
  );
  expect(dates.has(path.join(site, 'blog', '2025-01-10-first-post.md'))).toBe(false);
  expect(gap).toBeUndefined();
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
  ).toEqual({ dates: new Map(), gap: 'no-checkout' });
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

test('a build that fails has finished reading the history when it returns: nothing of it runs on', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  // Fails while loading content, long before a page would wait for the dates.
  fs.writeFileSync(path.join(site, 'docs', 'broken.md'), '---\ntitle: [oops\n---\n');
  // A git that takes its time, as on a long history: the build fails before it has answered.
  const slow = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-slow-git-'));
  dirs.push(slow);
  const git = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  fs.writeFileSync(path.join(slow, 'git'), `#!/bin/sh\nsleep 0.4\nexec ${git} "$@"\n`, {
    mode: 0o755,
  });
  const PATH = process.env.PATH;
  process.env.PATH = `${slow}${path.delimiter}${PATH}`;
  try {
    await expect(build({ root: site, locales: ['en'], checkLinks: false })).rejects.toThrow(
      'broken.md',
    );
  } finally {
    process.env.PATH = PATH;
  }
  // The history's cache was written by then: a test (or a script) may remove the site at once.
  const pack = path.join(site, 'node_modules', '.cache', 'sitegen', 'commit-dates', 'log');
  expect(fs.readdirSync(pack).length).toBeGreaterThan(0);
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
  const pack = path.join(site, 'node_modules', '.cache', 'sitegen', 'commit-dates', 'log');
  const intro = path.join(site, 'docs', 'intro.md');
  expect((await readCommitDates(config, site)).dates.get(intro)?.date).toBe(
    '2024-04-05T06:07:08+00:00',
  );
  expect(fs.existsSync(pack)).toBe(true);
  // Kept, not read again: what the cache says is the answer.
  rewritePack(pack, (value) =>
    JSON.parse(JSON.stringify(value).replaceAll('2024-04-05', '2023-01-01')),
  );
  expect((await readCommitDates(config, site)).dates.get(intro)?.date).toBe(
    '2023-01-01T06:07:08+00:00',
  );
  const date = '2025-02-03T04:05:06+00:00';
  fs.appendFileSync(intro, '\nMore.\n');
  gitAt(site, date, 'commit', '-qam', 'edit');
  expect((await readCommitDates(config, site)).dates.get(intro)?.date).toBe(date);
});

test('docs show when they last changed (committed files only) and lead to their source, a translation to its own file', async () => {
  const site = committedFixture('2024-04-05T06:07:08+00:00');
  fs.writeFileSync(path.join(site, 'docs', 'fresh.md'), '# Fresh\n\nNot committed yet.\n');
  await build({ root: site, locales: ['en', 'id'], checkLinks: false, search: false });
  const page = (rel: string) => fs.readFileSync(path.join(site, 'dist', rel, 'index.html'), 'utf8');
  const editLink = (html: string) =>
    /<a class="page-edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1];
  expect(page('docs/intro')).toMatch(
    /<p class="page-last-updated theme-last-updated">Last updated on <time dateTime="2024-04-05T06:07:08.000Z">April 5, 2024<\/time><\/p>/,
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

describe('a build without the whole history says so once, with what is lost', () => {
  const content = {
    docs: [{ versions: [{ dir: 'docs', translations: 'i18n/{locale}/docs' }] }],
    pages: { dir: 'pages', translations: 'i18n/{locale}/pages' },
  };

  /** Runs `body` with environment variables set, then puts them back. */
  async function withEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
    const before = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
    Object.assign(process.env, vars);
    try {
      return await body();
    } finally {
      for (const [key, value] of Object.entries(before))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  }

  test('no git: the gap is "no-git", and the build summary says what the reader loses', async () => {
    const site = committedFixture('2024-04-05T06:07:08+00:00');
    const history = await withEnv({ PATH: path.join(site, 'no-such-folder') }, () =>
      readCommitDates({ root: site, content }),
    );
    expect(history).toEqual({ dates: new Map(), gap: 'no-git' });
    const built = await withEnv({ PATH: path.join(site, 'no-such-folder') }, () =>
      build({ root: site, locales: ['en'], checkLinks: false, search: false }),
    );
    expect(built.historyGap).toBe('no-git');
    const printed = stripVTControlCharacters(formatSummary(built));
    expect(printed).toMatch(
      /\n {2}dates no git history: git is not installed, so docs show no "last updated" line and the sitemap has no <lastmod>/,
    );
    expect(printed.match(/git history/g)).toHaveLength(1);
  });

  test('a copy without .git: "no-checkout"; a checkout with its history: no note', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nogit-'));
    dirs.push(copy);
    fs.cpSync(path.join(repoRoot, 'test', 'fixtures', 'basic'), copy, { recursive: true });
    const built = await build({ root: copy, locales: ['en'], checkLinks: false, search: false });
    expect(built.historyGap).toBe('no-checkout');
    expect(stripVTControlCharacters(formatSummary(built))).toContain(
      'dates no git history: the site is not in a git checkout',
    );
    const site = committedFixture('2024-04-05T06:07:08+00:00');
    const full = await build({ root: site, locales: ['en'], checkLinks: false, search: false });
    expect(full.historyGap).toBeUndefined();
    expect(formatSummary(full)).not.toContain('dates');
  });

  test('a shallow clone dates only what changed in the commits fetched, and says so', async () => {
    const origin = committedFixture('2024-01-01T00:00:00+00:00');
    const intro = path.join('docs', 'intro.md');
    fs.appendFileSync(path.join(origin, intro), '\nMore.\n');
    gitAt(origin, '2024-06-01T00:00:00+00:00', 'commit', '-qam', 'edit intro');
    fs.appendFileSync(path.join(origin, 'pages', 'about.md'), '\nMore.\n');
    gitAt(origin, '2024-07-01T00:00:00+00:00', 'commit', '-qam', 'edit about');
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-shallow-'));
    dirs.push(clone);
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${origin}`, clone]);
    const { dates, gap } = await readCommitDates({ root: clone, content }, clone);
    expect(gap).toBe('shallow');
    expect(dates.get(path.join(clone, 'pages', 'about.md'))?.date).toBe(
      '2024-07-01T00:00:00+00:00',
    );
    // Cut at the commit that edited intro.md: git lists every file there, changed or not.
    expect(dates.has(path.join(clone, intro))).toBe(false);
    expect(dates.has(path.join(clone, 'docs', 'guides', '02-configure.md'))).toBe(false);
    // The whole history fetched: the dates of the full clone, not those of the shallow one.
    execFileSync('git', ['fetch', '-q', '--unshallow'], { cwd: clone });
    const full = await readCommitDates({ root: clone, content }, clone);
    expect(full.gap).toBeUndefined();
    expect(full.dates.get(path.join(clone, intro))?.date).toBe('2024-06-01T00:00:00+00:00');
    expect(full.dates.get(path.join(clone, 'docs', 'guides', '02-configure.md'))?.date).toBe(
      '2024-01-01T00:00:00+00:00',
    );
  });

  // Only root can give a checkout to another user; git's safe.directory in a system or global
  // config (a CI image's) would let it through, so neither is read here.
  test.skipIf(process.getuid?.() !== 0)(
    'a checkout another user owns: "not-owner", with what to do',
    async () => {
      const site = committedFixture('2024-04-05T06:07:08+00:00');
      execFileSync('chown', ['-R', '12345:12345', site]);
      const history = await withEnv(
        { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
        () => readCommitDates({ root: site, content }),
      );
      expect(history).toEqual({ dates: new Map(), gap: 'not-owner' });
    },
  );
});

describe('the last-update author (showLastUpdateAuthor)', () => {
  /** The basic fixture committed by "Ada Lovelace", with a doc whose front matter names its own. */
  function authoredFixture(show: boolean): string {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-author-'));
    dirs.push(site);
    fs.cpSync(path.join(repoRoot, 'test', 'fixtures', 'basic'), site, { recursive: true });
    const config = path.join(site, 'sitegen.config.ts');
    if (show) {
      const text = fs.readFileSync(config, 'utf8');
      fs.writeFileSync(
        config,
        text.replace(
          "routeBasePath: 'docs',",
          "routeBasePath: 'docs', showLastUpdateAuthor: true,",
        ),
      );
    }
    fs.writeFileSync(
      path.join(site, 'docs', 'credits.md'),
      '---\nlast_update:\n  author: Grace Hopper\n---\n\n# Credits\n\nWho wrote what.\n',
    );
    execFileSync('git', ['init', '-q'], { cwd: site });
    execFileSync('git', ['add', '.'], { cwd: site });
    const env = {
      ...process.env,
      GIT_AUTHOR_DATE: '2024-04-05T06:07:08+00:00',
      GIT_COMMITTER_DATE: '2024-04-05T06:07:08+00:00',
      GIT_AUTHOR_NAME: 'Ada Lovelace',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Committer',
      GIT_COMMITTER_EMAIL: 'c@example.com',
    };
    execFileSync('git', ['commit', '-q', '-m', 'fixture'], { cwd: site, env });
    return site;
  }
  const footer = (site: string, page: string) =>
    /<p class="page-last-updated[^"]*">([\s\S]*?)<\/p>/.exec(
      fs.readFileSync(path.join(site, 'dist', page), 'utf8'),
    )?.[1];

  test('a doc says who last changed it: its last commit’s author, or last_update.author', async () => {
    const site = authoredFixture(true);
    await build({ root: site, checkLinks: false });
    expect(footer(site, 'docs/intro/index.html')).toBe(
      'Last updated on <time dateTime="2024-04-05T06:07:08.000Z">April 5, 2024</time> by <b class="page-last-updated-author">Ada Lovelace</b>',
    );
    expect(footer(site, 'docs/credits/index.html')).toContain(
      ' by <b class="page-last-updated-author">Grace Hopper</b>',
    );
    // In the locale's words, the author where the language puts it.
    expect(footer(site, 'id/docs/intro/index.html')).toMatch(
      /^Terakhir diperbarui pada <time [^>]*>.*<\/time> oleh <b [^>]*>Ada Lovelace<\/b>$/,
    );
  }, 60_000);

  test('is off unless the config turns it on, as in Docusaurus', async () => {
    const site = authoredFixture(false);
    await build({ root: site, locales: ['en'], checkLinks: false });
    expect(footer(site, 'docs/intro/index.html')).toMatch(
      /^Last updated on <time [^>]*>[^<]*<\/time>$/,
    );
    expect(footer(site, 'docs/credits/index.html')).not.toContain('Grace Hopper');
  }, 60_000);
});

/**
 * When each source file was last committed and by whom, for the sitemap's `lastmod` and the docs'
 * "last updated" lines (with `showLastUpdateAuthor`, its author): one `git log` over the content folders (newest commit first, so a file's first
 * appearance is its last change), started early so it runs while the site builds. Without git, a
 * checkout, or a history git will read, nothing is known, and the build says why
 * (`HistoryGap`); in a shallow clone only the commits fetched are known.
 * The answer depends only on the commit checked out, so it is kept by that commit (in the cache of
 * `cacheRoot`):
 * the log walks the whole history, which took longer than a warm build's rendering.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashOf, openPackCache } from '../cache/index.js';
import type { ContentFolder, ResolvedConfig } from '../config/index.js';

/** A file's last commit: its committer date (ISO) and author's name, as Docusaurus reads them. */
export interface LastCommit {
  date: string;
  author: string;
}

/** Absolute file path → its last commit. */
export type CommitDates = Map<string, LastCommit>;

/**
 * Why the dates are missing, or some of them: git is not installed, the site is not in a git
 * checkout (or one without a commit), git refuses a checkout another user owns, or the clone is
 * shallow (a file not changed in the commits fetched has no date).
 */
export type HistoryGap = 'no-git' | 'no-checkout' | 'not-owner' | 'shallow';

export interface CommitHistory {
  dates: CommitDates;
  /** Undefined when the whole history was read. */
  gap?: HistoryGap;
}

/** What the dates are read for: the site root and its content folders (every docs version's). */
export interface CommitDatesSite {
  root: string;
  content: Pick<ResolvedConfig['content'], 'pages' | 'blog' | 'api'> & {
    docs: Array<{ versions: ContentFolder[] }>;
  };
}

/** A git command's output, or why it failed. */
type GitResult = { out: string } | { failed: HistoryGap };

export function readCommitDates(
  config: CommitDatesSite,
  cacheRoot?: string,
): Promise<CommitHistory> {
  const { root, content } = config;
  const docs = content.docs.flatMap((section) => section.versions);
  const folders = [...docs, content.pages, content.blog, content.api].flatMap((folder) =>
    folder ? [folder.dir, folder.translations.split('{locale}')[0]] : [],
  );
  if (content.api) folders.push(content.api.spec);
  const pathspecs = [
    ...new Set(folders.map((folder) => folder.replace(/\/+$/, '')).filter(Boolean)),
  ];
  const git = (args: string[]) =>
    new Promise<GitResult>((resolve) => {
      execFile(
        'git',
        args,
        { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout, stderr) =>
          resolve(error ? { failed: gapOf(error, stderr) } : { out: stdout }),
      );
    });
  const log = async (boundaries: Set<string>) => {
    const result = await git([
      'log',
      '-z',
      '--format=%x01%cI %H %an',
      '--name-only',
      '--no-renames',
      '--relative',
      '--',
      ...pathspecs,
    ]);
    return 'out' in result ? parseLog(root, result.out, boundaries) : (new Map() as CommitDates);
  };
  return (async (): Promise<CommitHistory> => {
    const checkout = await git([
      'rev-parse',
      '--is-shallow-repository',
      '--git-path',
      'shallow',
      'HEAD',
    ]);
    if ('failed' in checkout) return { dates: new Map(), gap: checkout.failed };
    const [shallow, shallowFile, head] = checkout.out.trim().split('\n');
    // The commits a shallow clone was cut at: git lists every file in them, as if added there.
    const boundaries = new Set(
      shallow === 'true' ? readLines(path.resolve(root, shallowFile)) : [],
    );
    const gap: HistoryGap | undefined = shallow === 'true' ? 'shallow' : undefined;
    if (!cacheRoot) return { dates: await log(boundaries), gap };
    const cache = openPackCache<Array<[string, LastCommit]>>(cacheRoot, 'commit-dates', 'log');
    const key = hashOf(head, root, ...boundaries, '\0', ...pathspecs, '\0authors');
    const cached = cache.get(key);
    if (cached) return { dates: new Map(cached), gap };
    const dates = await log(boundaries);
    cache.set(key, [...dates]);
    cache.save({ prune: true });
    return { dates, gap };
  })();
}

/** Why a git command failed, as far as the build can say. */
function gapOf(error: { code?: string | number | null }, stderr: string): HistoryGap {
  if (error.code === 'ENOENT') return 'no-git';
  if (/dubious ownership|safe\.directory/.test(stderr)) return 'not-owner';
  return 'no-checkout';
}

function readLines(file: string): string[] {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * `git log -z --format=%x01%cI %H %an --name-only`: "\x01<date> <hash> <author>\0\n<file>\0<file>\0"
 * per commit. The files of a `boundaries` commit (where a shallow clone was cut) get no date: git lists
 * all of them there, changed or not.
 */
export function parseLog(root: string, log: string, boundaries = new Set<string>()): CommitDates {
  const dates: CommitDates = new Map();
  for (const commit of log.split('\x01')) {
    const [head, ...files] = commit.split('\0');
    if (!head) continue;
    const [date, hash, ...name] = head.split(' ');
    if (hash && boundaries.has(hash)) continue;
    const author = name.join(' ');
    for (const name of files) {
      const file = name.replace(/^\n/, '');
      if (file === '') continue;
      const absolute = path.resolve(root, file);
      if (!dates.has(absolute)) dates.set(absolute, { date, author });
    }
  }
  return dates;
}

/**
 * A page's last modification: `last_update.date` from its front matter (as Docusaurus writes it),
 * else its `date` (or a blog post's date from its file name), else its source file's last commit.
 */
export function lastModified(
  frontMatter: Record<string, unknown>,
  sourceFile: string,
  commits: CommitDates,
  published?: string,
): string | undefined {
  const update = frontMatter.last_update as { date?: unknown } | undefined;
  for (const value of [update?.date, frontMatter.date, published]) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  }
  return sourceFile ? commits.get(sourceFile)?.date : undefined;
}

/**
 * Who last changed a page, as Docusaurus says it: `last_update.author` from its front matter, else
 * the author of its source file's last commit.
 */
export function lastAuthor(
  frontMatter: Record<string, unknown>,
  sourceFile: string,
  commits: CommitDates,
): string | undefined {
  const update = frontMatter.last_update as { author?: unknown } | undefined;
  if (typeof update?.author === 'string' && update.author.trim() !== '') return update.author;
  return (sourceFile && commits.get(sourceFile)?.author) || undefined;
}

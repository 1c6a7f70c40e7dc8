/**
 * When each source file was last committed, for the sitemap's `lastmod`: one `git log` over the
 * content folders (newest commit first, so a file's first appearance is its last change), started
 * early so it runs while the site builds. Outside a git work tree, or without git, nothing is known.
 * The answer depends only on the commit checked out, so it is kept by that commit (in the cache of
 * `cacheRoot`):
 * the log walks the whole history, which took longer than a warm build's rendering.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { hashOf, openPackCache } from '../cache/index.js';
import type { ContentFolder, ResolvedConfig } from '../config/index.js';

/** Absolute file path → ISO date of its last commit. */
export type CommitDates = Map<string, string>;

/** What the dates are read for: the site root and its content folders (every docs version's). */
export interface CommitDatesSite {
  root: string;
  content: Pick<ResolvedConfig['content'], 'pages' | 'blog' | 'api'> & {
    docs: Array<{ versions: ContentFolder[] }>;
  };
}

export function readCommitDates(config: CommitDatesSite, cacheRoot?: string): Promise<CommitDates> {
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
    new Promise<string | undefined>((resolve) => {
      execFile(
        'git',
        args,
        { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout) => resolve(error ? undefined : stdout),
      );
    });
  const log = async () => {
    const out = await git([
      'log',
      '-z',
      '--format=%x01%cI',
      '--name-only',
      '--no-renames',
      '--relative',
      '--',
      ...pathspecs,
    ]);
    return out === undefined ? new Map<string, string>() : parseLog(root, out);
  };
  if (!cacheRoot) return log();
  return (async () => {
    const head = (await git(['rev-parse', 'HEAD']))?.trim();
    if (!head) return new Map();
    const cache = openPackCache<Array<[string, string]>>(cacheRoot, 'commit-dates', 'log');
    const key = hashOf(head, root, ...pathspecs);
    const cached = cache.get(key);
    if (cached) return new Map(cached);
    const dates = await log();
    cache.set(key, [...dates]);
    cache.save({ prune: true });
    return dates;
  })();
}

/** `git log -z --format=%x01%cI --name-only`: "\x01<date>\0\n<file>\0<file>\0" per commit. */
export function parseLog(root: string, log: string): CommitDates {
  const dates: CommitDates = new Map();
  for (const commit of log.split('\x01')) {
    const [date, ...files] = commit.split('\0');
    if (!date) continue;
    for (const name of files) {
      const file = name.replace(/^\n/, '');
      if (file === '') continue;
      const absolute = path.resolve(root, file);
      if (!dates.has(absolute)) dates.set(absolute, date);
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
  return sourceFile ? commits.get(sourceFile) : undefined;
}

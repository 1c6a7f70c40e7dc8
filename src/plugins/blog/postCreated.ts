/**
 * The date of a blog post dated neither in its front matter nor in its path, as Docusaurus's blog
 * finds it (`getDate` in its `blogUtils.ts`): the date of the first commit that added the file
 * (`git log --follow --diff-filter=A`), else, when git is missing or the file is not committed,
 * the file's creation time (its modification time where the file system keeps none).
 *
 * Such posts are few, so git is asked once per file, and the answer is kept for the process by the
 * file's path and modification time (every locale that shows the file asks once).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const known = new Map<string, string>();

/** The UTC day (`YYYY-MM-DD`) a post was first committed, else created; undefined if unreadable. */
export function postCreatedDate(file: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const key = `${file}\0${stat.mtimeMs}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const created = firstCommitDate(file) ?? (stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime);
  const day = created.toISOString().slice(0, 10);
  known.set(key, day);
  return day;
}

/** When git first added the file (following renames); undefined outside git or not committed. */
export function firstCommitDate(file: string): Date | undefined {
  let out: string;
  try {
    out = execFileSync(
      'git',
      [
        '-c',
        'log.showSignature=false',
        'log',
        '--format=%ct',
        '--max-count=1',
        '--follow',
        '--diff-filter=A',
        '--',
        path.basename(file),
      ],
      { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    return undefined;
  }
  const seconds = Number(out.trim());
  return out.trim() !== '' && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
}

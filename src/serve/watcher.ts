/**
 * Watches the site's sources with chokidar and reports each changed, added or removed file.
 *
 * chokidar passes on the first change of a file and drops further ones for 50 ms; a second save
 * inside that window would go unseen. So each change is looked at again a little later and
 * reported once more if the file changed meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';

export interface SourceWatcher {
  /** Resolves once the initial scan is done and changes are reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** After chokidar's own 50 ms window for repeated changes of a file. */
const RECHECK_MS = 80;

/** Editors' swap and backup files, version control, dependencies. */
export function isIgnored(file: string): boolean {
  const name = path.basename(file);
  if (name.startsWith('.') && name !== '.') return true;
  if (name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || name === '4913') return true;
  return file.split(path.sep).some((segment) => segment === 'node_modules' || segment === '.git');
}

function signature(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

export function watchSources(paths: string[], onChange: (file: string) => void): SourceWatcher {
  const watcher = chokidar.watch(paths, {
    ignoreInitial: true,
    ignored: (file) => isIgnored(file),
  });
  const rechecks = new Map<string, NodeJS.Timeout>();
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir') return;
    const absolute = path.resolve(file);
    onChange(absolute);
    const seen = signature(absolute);
    clearTimeout(rechecks.get(absolute));
    rechecks.set(
      absolute,
      setTimeout(() => {
        rechecks.delete(absolute);
        if (signature(absolute) !== seen) onChange(absolute);
      }, RECHECK_MS),
    );
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async close() {
      rechecks.forEach((timer) => clearTimeout(timer));
      rechecks.clear();
      await watcher.close();
    },
  };
}

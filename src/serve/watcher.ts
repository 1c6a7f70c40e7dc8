/**
 * Watches the site's sources with chokidar and reports each changed, added or removed file.
 *
 * chokidar passes on the first change of a file and drops further ones for 50 ms; a second save
 * inside that window would go unseen. So each change is looked at again a little later and
 * reported once more if the file changed meanwhile.
 *
 * Symbolic links are followed as the build follows them (content/walkFolder.ts), not by chokidar,
 * which follows a link to its own folder 40 levels deep, many links to it exponentially, and
 * stops the process on a link that loops (`ELOOP`): chokidar watches the real folders, a change
 * under a followed link's target is reported at the link's path too, and a link that appears,
 * goes or changes restarts the watch.
 *
 * chokidar says nothing when a watched folder itself is removed, and never watches it again when it
 * comes back (`rm -rf docs; cp -r saved docs`). So the watched folders are looked at a few times a
 * second: one that is removed, comes back or appears for the first time (a content folder the
 * config names, created after start) restarts the watch and is reported itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { walkFolder, type WalkedLink } from '../content/index.js';

export interface SourceWatcher {
  /** Resolves once the initial scan is done and changes are reported. */
  ready: Promise<void>;
  /** Watches these paths instead, keeping what it knew of the folders among them. */
  update(paths: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions {
  /** Why a link may not be followed (it leads out of the site); undefined when it may. */
  refuse?: (link: string) => string | undefined;
  /** How often the watched folders are looked at (ms). */
  pollMs?: number;
}

/** After chokidar's own 50 ms window for repeated changes of a file. */
const RECHECK_MS = 80;
/** Links change in bursts (a folder copied in): one restart for all of them. */
const RESTART_MS = 50;
const POLL_MS = 250;

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

/** A watched path's identity: a folder removed and copied back is another folder. */
function identity(file: string): string {
  try {
    const stat = fs.statSync(file);
    return stat.isDirectory() ? `dir:${stat.dev}:${stat.ino}` : 'file';
  } catch {
    return 'missing';
  }
}

const inside = (folder: string, file: string) =>
  file === folder || file.startsWith(folder + path.sep);

/** What the walks of the watched folders found: the links followed and every file listed. */
interface Walked {
  links: WalkedLink[];
  /** Where each link found leads (as written), followed or not: a change restarts the watch. */
  linkPaths: Map<string, string | undefined>;
  files: Set<string>;
}

function walkAll(paths: string[], refuse: WatchOptions['refuse']): Walked {
  const walked: Walked = { links: [], linkPaths: new Map(), files: new Set() };
  for (const dir of paths) {
    // A watched file or folder that is itself a link (a config, a docs folder linked in): its
    // target is watched, and reported at the link's path.
    const to = linkTo(dir);
    if (to !== undefined) {
      walked.linkPaths.set(dir, to);
      try {
        walked.links.push({ path: dir, target: fs.realpathSync.native(dir) });
      } catch {
        continue; // a link to nothing
      }
    }
    if (!identity(dir).startsWith('dir:')) continue;
    const walk = walkFolder(dir, {
      skip: (rel) => isIgnored(path.join(dir, rel)),
      refuse,
    });
    walked.links.push(...walk.links);
    for (const link of [...walk.links, ...walk.skipped])
      walked.linkPaths.set(link.path, linkTo(link.path));
    for (const file of walk.files) walked.files.add(path.join(dir, file));
  }
  return walked;
}

export function watchSources(
  initialPaths: string[],
  onChange: (file: string) => void,
  options: WatchOptions = {},
): SourceWatcher {
  let paths = initialPaths;
  let closed = false;
  let walked = walkAll(paths, options.refuse);
  /** The identity of every watched path that is not a file, as last looked at. */
  const folders = new Map<string, string>();
  const rememberFolders = () => {
    for (const file of paths) {
      if (folders.has(file)) continue;
      const id = identity(file);
      if (id !== 'file') folders.set(file, id);
    }
    for (const file of folders.keys()) if (!paths.includes(file)) folders.delete(file);
  };
  rememberFolders();

  const rechecks = new Map<string, NodeJS.Timeout>();
  const report = (absolute: string) => {
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
  };

  let restartTimer: NodeJS.Timeout | undefined;
  const scheduleRestart = () => {
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => void restart(), RESTART_MS);
  };

  const start = (): { watcher: FSWatcher; ready: Promise<void> } => {
    // The targets of followed links, unless a watched folder holds them already.
    const targets = walked.links
      .map((link) => link.target)
      .filter((target) => !paths.some((watched) => inside(watched, target)));
    // A missing path is left to the poll below: given one, chokidar says it is ready before it
    // has read the others, and misses what changes meanwhile.
    const present = paths.filter((file) => identity(file) !== 'missing');
    const watching = [...present, ...new Set(targets)];
    const watcher = chokidar.watch(watching, {
      ignoreInitial: true,
      followSymlinks: false,
      ignored: (file) => isIgnored(file),
    });
    // A link that loops, a folder that cannot be read: what chokidar cannot watch is not watched.
    watcher.on('error', () => undefined);
    watcher.on('all', (event, file) => {
      if (event === 'addDir' || event === 'unlinkDir') return;
      const absolute = path.resolve(file);
      // The same file where each followed link shows it.
      const seenAt = [
        absolute,
        ...walked.links
          .filter((link) => inside(link.target, absolute))
          .map((link) => link.path + absolute.slice(link.target.length)),
      ];
      // chokidar reports every link it reads, as added, even unchanged: only a link made,
      // removed or pointed elsewhere counts.
      const links = seenAt.filter((at) => walked.linkPaths.has(at) || linkTo(at) !== undefined);
      const changed = links.filter((at) => walked.linkPaths.get(at) !== linkTo(at));
      if (changed.length > 0) scheduleRestart();
      for (const at of new Set(seenAt)) if (!links.includes(at) || changed.includes(at)) report(at);
    });
    // With nothing to watch, chokidar never says it is ready.
    const ready =
      watching.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    return { watcher, ready };
  };

  let current = start();
  let restarting = Promise.resolve();
  /** Walks again and watches afresh; reports the files that appeared or went meanwhile. */
  const restart = (): Promise<void> =>
    (restarting = restarting
      .then(async () => {
        if (closed) return;
        const before = walked;
        walked = walkAll(paths, options.refuse);
        const next = start();
        await next.ready;
        const previous = current;
        current = next;
        await previous.watcher.close();
        if (closed) {
          await next.watcher.close();
          return;
        }
        for (const file of walked.files) if (!before.files.has(file)) report(file);
        for (const file of before.files) if (!walked.files.has(file)) report(file);
      })
      // The next change tries again; the watch goes on with what it had.
      .catch(() => undefined));

  const poll = setInterval(() => {
    if (closed) return;
    const changed = [...folders].filter(([file, id]) => identity(file) !== id);
    if (changed.length === 0) return;
    for (const [file] of changed) folders.set(file, identity(file));
    void restart().then(() => changed.forEach(([file]) => !closed && onChange(file)));
  }, options.pollMs ?? POLL_MS);
  poll.unref();

  return {
    ready: current.ready,
    async update(next) {
      if (next.join('\n') === paths.join('\n')) return;
      paths = next;
      rememberFolders();
      await restart();
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(restartTimer);
      rechecks.forEach((timer) => clearTimeout(timer));
      rechecks.clear();
      await restarting;
      await current.watcher.close();
    },
  };
}

/** Where the link at `file` leads, as written; undefined when it is no link. */
function linkTo(file: string): string | undefined {
  try {
    return fs.readlinkSync(file);
  } catch {
    return undefined;
  }
}

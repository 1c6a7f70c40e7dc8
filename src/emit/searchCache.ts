/**
 * The search index's cache folder (searchIndex.ts): one Pagefind index per shard under
 * `shards/<key>`, what the last build indexed (`pages.json`), and the indexes builds of this
 * process are using, which a build tidying the folder leaves alone. An index is linked into the
 * output, not copied: its files are never changed once written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BaseIndex } from './searchDelta.js';
import type { RecycledFiles } from './writer.js';

/** The folder of the cache holding one index per shard, named by the shard's key. */
export const SHARDS_DIR = 'shards';
export const MANIFEST = 'pages.json';
/** The end of a folder Pagefind is writing an index into. */
export const PARTIAL = '.partial';

/** What the cache folder remembers of the last build's pages (`pages.json`). */
export interface Manifest {
  /** What else an index depends on: Pagefind's version and what it is told to skip. */
  settings: string;
  /** The hash of each page indexed last time. */
  pages: string[];
  /** The last index written in full, which later builds update (searchDelta.ts). */
  base?: BaseIndex;
}

/**
 * Shards an index of this process is writing or is about to link into its output, with how many
 * do: a build tidying the cache (keepOnly) leaves them to the other (`serve --watch` indexes in
 * the background while a build may run).
 */
const inUse = new Map<string, number>();
export const use = (key: string) => inUse.set(key, (inUse.get(key) ?? 0) + 1);
export const release = (key: string) =>
  (inUse.get(key) ?? 0) > 1 ? inUse.set(key, inUse.get(key)! - 1) : inUse.delete(key);

/** Whether `dir` holds a complete index. */
export function isIndex(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'pagefind-entry.json'));
}

export function readManifest(file: string, settings: string): Omit<Manifest, 'settings'> {
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    if (manifest.settings !== settings || !Array.isArray(manifest.pages)) return { pages: [] };
    return { pages: manifest.pages, base: manifest.base };
  } catch {
    return { pages: [] };
  }
}

/** Removes what the cache folder holds besides the indexes this build used. */
export function keepOnly(cacheDir: string, used: Set<string>): void {
  try {
    for (const entry of fs.readdirSync(cacheDir))
      if (entry !== SHARDS_DIR)
        fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
    const shardsDir = path.join(cacheDir, SHARDS_DIR);
    for (const entry of fs.readdirSync(shardsDir))
      if (!used.has(entry) && !inUse.has(entry) && !entry.endsWith(PARTIAL))
        fs.rmSync(path.join(shardsDir, entry), { recursive: true, force: true });
  } catch {
    // Only a cache: what is left is removed next time.
  }
}

/**
 * Puts an index into the output folder `target`: each of `parts` (a folder of the cache, and its
 * folder in `target`, '' for `target` itself) as hard links, and, when there are several, the
 * `loader` that searches them (written, not linked). The files are never changed after they are
 * written (a new index replaces them), so the output and the cache can share them, and neither a
 * link nor the loader may be written into a name the folder holds already: the folder is emptied
 * first. In a staging folder made of an earlier output (`recycled`), a file already there as the
 * same file stays instead, whatever else is at a name the index has goes before the link, and
 * what the earlier index had and this one has not goes at the end. That is not left to the
 * staging folder's sweep, which tells a file written by its changed ctime: a cached file linked
 * here again under another name (the base of a delta index moved into its own folder) changes its
 * ctime too, and its old name would stay.
 */
export function putIndex(
  target: string,
  parts: Array<[from: string, to: string]>,
  recycled?: RecycledFiles,
  loader?: string,
): void {
  if (!recycled) fs.rmSync(target, { recursive: true, force: true });
  const placed = new Set<string>();
  for (const [from, to] of parts) linkTree(from, path.join(target, to), placed, recycled);
  if (loader !== undefined) {
    const file = path.join(target, 'pagefind.js');
    fs.rmSync(file, { recursive: true, force: true });
    fs.writeFileSync(file, loader);
    placed.add(file);
  }
  if (recycled) removeOthers(target, placed);
}

/** Recreates the folder `from` at `to` with hard links, adding each folder and file to `placed`. */
function linkTree(
  from: string,
  to: string,
  placed: Set<string>,
  recycled: RecycledFiles | undefined,
): void {
  try {
    fs.mkdirSync(to, { recursive: true });
  } catch {
    // A file of the earlier output where the index now has a folder.
    fs.rmSync(to, { force: true });
    fs.mkdirSync(to, { recursive: true });
  }
  placed.add(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    placed.add(target);
    if (entry.isDirectory()) linkTree(source, target, placed, recycled);
    else if (!recycled?.keeps(target, fs.statSync(source))) {
      if (recycled) fs.rmSync(target, { recursive: true, force: true });
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target); // another file system (a mounted output folder)
      }
    }
  }
}

/** Removes what `dir` holds that is not in `placed`, and the folders that leaves empty. */
function removeOthers(dir: string, placed: ReadonlySet<string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (!entry.isDirectory()) {
      if (!placed.has(file)) fs.rmSync(file, { force: true });
      continue;
    }
    removeOthers(file, placed);
    if (!placed.has(file) && fs.readdirSync(file).length === 0) fs.rmdirSync(file);
  }
}

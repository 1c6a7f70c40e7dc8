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
 * Recreates the folder `from` at `to` with hard links: the files are never changed after they are
 * written (a new index replaces them), so the output and the cache can share them. Into a staging
 * folder made of an earlier output (`recycled`), a file already there as the same file stays, and
 * whatever else is at a name goes before the link.
 */
export function linkTree(from: string, to: string, recycled?: RecycledFiles): void {
  try {
    fs.mkdirSync(to, { recursive: true });
  } catch {
    // A file of the earlier output where the index now has a folder.
    fs.rmSync(to, { force: true });
    fs.mkdirSync(to, { recursive: true });
  }
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, recycled);
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

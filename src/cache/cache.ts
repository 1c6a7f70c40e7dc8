/**
 * On-disk caches of compiled content, keyed by content hash, so a warm build compiles only what
 * changed. A corrupt entry is treated as a miss, and every file is written to a temporary name
 * first, so a reader never sees half of one.
 *
 * - `openCache`: one JSON file per entry, written in the background; for a few large entries
 *   (the OpenAPI description per locale, the compiled config).
 * - `openPackCache`: all entries in one file, read once and written once; for thousands of small
 *   ones (compiled Markdown), where creating a file each cost more than compiling on some disks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../replaceFile.js';

export function cacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

export function hashOf(...parts: Array<string | Uint8Array>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/**
 * `hashOf` for what is only compared, never written into the output (a file name made with
 * `hashOf` must stay as it is): BLAKE2b, about twice as fast on long text (a page's whole HTML).
 */
export function keyOf(...parts: Array<string | Uint8Array>): string {
  const hash = crypto.createHash('blake2b512');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

let counter = 0;
/** Entries being written (`DiskCache.set`), until they are on disk. */
const pending = new Set<Promise<void>>();

/**
 * Resolves once every cache entry started so far is on disk: a build returns only then, so that
 * what it leaves in the site folder is final when it says it is done.
 */
export async function cacheWritesDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

export interface DiskCache<T> {
  get(key: string): T | undefined;
  /** Starts writing the entry; the promise (never rejected) says when it is on disk. */
  set(key: string, value: T): Promise<void>;
}

export function openCache<T>(root: string, bucket: string): DiskCache<T> {
  const dir = path.join(cacheDir(root), bucket);
  let made = false;
  return {
    get(key) {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      if (!made) {
        try {
          fs.mkdirSync(dir, { recursive: true });
          made = true;
        } catch {
          // An unwritable cache only costs a miss next time (the build says so at its start).
          return Promise.resolve();
        }
      }
      const file = path.join(dir, `${key}.json`);
      const tmp = `${file}.${process.pid}.${counter++}.tmp`;
      // A failed write only costs a miss next time.
      const written = fs.promises
        .writeFile(tmp, JSON.stringify(value))
        .then(() => fs.promises.rename(tmp, file))
        .catch(() => fs.promises.rm(tmp, { force: true }).catch(() => undefined))
        .finally(() => pending.delete(written));
      pending.add(written);
      return written;
    },
  };
}

export interface PackCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * Writes the pack if it changed. With `prune`, only the entries this run read or set are kept
   * (a full build's), so the pack never holds what no page uses any more.
   */
  save(options: { prune: boolean }): void;
}

/** Where a pack is kept. */
export function packFile(root: string, bucket: string, name: string): string {
  return path.join(cacheDir(root), bucket, `${name}.json`);
}

export function openPackCache<T>(root: string, bucket: string, name: string): PackCache<T> {
  const file = packFile(root, bucket, name);
  let stored: Map<string, T> | undefined;
  const touched = new Map<string, T>();
  let added = false;
  let existed = false;
  const entries = (): Map<string, T> => {
    if (!stored) {
      try {
        stored = new Map(
          Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>),
        );
        existed = true;
      } catch {
        stored = new Map();
      }
    }
    return stored;
  };
  return {
    get(key) {
      const value = entries().get(key);
      if (value !== undefined) touched.set(key, value);
      return value;
    },
    set(key, value) {
      entries().set(key, value);
      touched.set(key, value);
      added = true;
    },
    save({ prune }) {
      const all = entries();
      const kept = prune ? touched : all;
      // Written even when empty: that the pack exists says this content was compiled.
      if (!added && kept.size === all.size && existed) return;
      try {
        replaceFile(file, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // a failed write only costs misses next time
      }
    },
  };
}

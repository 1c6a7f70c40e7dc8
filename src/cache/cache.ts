/**
 * On-disk cache of compiled content, keyed by content hash, so a warm build compiles only what
 * changed. Entries are JSON files named by their key; a corrupt entry is treated as a miss.
 * Entries are written in the background (creating thousands of files is slow on some disks), each
 * to a temporary name first, so a reader never sees half an entry.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function cacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

export function hashOf(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

let counter = 0;

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
        fs.mkdirSync(dir, { recursive: true });
        made = true;
      }
      const file = path.join(dir, `${key}.json`);
      const tmp = `${file}.${process.pid}.${counter++}.tmp`;
      // A failed write only costs a miss next time.
      return fs.promises
        .writeFile(tmp, JSON.stringify(value))
        .then(() => fs.promises.rename(tmp, file))
        .catch(() => fs.promises.rm(tmp, { force: true }).catch(() => undefined));
    },
  };
}

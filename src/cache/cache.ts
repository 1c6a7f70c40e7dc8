/**
 * On-disk caches of compiled content, keyed by content hash, so a warm build compiles only what
 * changed. A corrupt entry is treated as a miss, and every file is written to a temporary name
 * first, so a reader never sees half of one.
 *
 * - `openCache`: one JSON file per entry, written in the background; for a few large entries
 *   (the OpenAPI description per locale, the compiled config).
 * - `openPackCache`: the entries in a few files (parts by key), each read once and written only
 *   when it changed; for thousands of small ones (compiled Markdown), where creating a file each
 *   cost more than compiling on some disks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../replaceFile.js';

export function cacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/**
 * SHA-256 of the parts, each followed by a zero; a part may be text in pieces (encodePieces.ts),
 * hashed as if joined, without joining them. Where the processor computes SHA-256 (x86 since about
 * 2017, 64-bit Arm), it is 3–4 times as fast as BLAKE2b on a page's HTML (1.1–1.5 GB/s against 0.34).
 */
export function hashOf(...parts: Array<string | Uint8Array | readonly string[]>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    if (typeof part === 'string' || part instanceof Uint8Array) hash.update(part);
    else for (const piece of part) hash.update(piece);
    hash.update('\0');
  }
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

/** Each file's last write started (`writeInBackground`): the next one of the file waits for it. */
const lastWrite = new Map<string, Promise<void>>();

/**
 * Writes `text` to `file` under a temporary name, then renames it, on libuv's threads: this thread
 * goes on meanwhile (`cacheWritesDone` waits for it). Writes of one file land in the order started.
 * A failed write only costs a miss next time.
 */
function writeInBackground(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${counter++}.tmp`;
  const written = (lastWrite.get(file) ?? Promise.resolve())
    .then(() => fs.promises.writeFile(tmp, text))
    .then(() => fs.promises.rename(tmp, file))
    .catch(() => fs.promises.rm(tmp, { force: true }).catch(() => undefined))
    .finally(() => {
      pending.delete(written);
      if (lastWrite.get(file) === written) lastWrite.delete(file);
    });
  pending.add(written);
  lastWrite.set(file, written);
  return written;
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
      return writeInBackground(path.join(dir, `${key}.json`), JSON.stringify(value));
    },
  };
}

export interface PackCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * Writes the pack if it changed. With `prune`, only the entries this run read or set are kept
   * (a full build's), so the pack never holds what no page uses any more. With `background`, on
   * libuv's threads while this one goes on (`cacheWritesDone` says when it is on disk).
   */
  save(options: { prune: boolean; background?: boolean }): void;
}

/**
 * Where a pack is kept: a folder of `PACK_PARTS` files, each holding the entries whose key falls
 * in it, so a run that changed a few entries writes a few parts, not the whole pack (writing all of
 * a large site's compiled MDX again took 0.3–0.7 s of every edited build of Jest's website).
 */
export function packFile(root: string, bucket: string, name: string): string {
  return path.join(cacheDir(root), bucket, name);
}

const PACK_PARTS = 16;

/** The part a key is kept in: FNV-1a of the key, the same on every machine. */
function partOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % PACK_PARTS;
}

/** One part of a pack: read when first asked for, written only when it changed. */
interface PackPart<T> {
  stored: Map<string, T>;
  touched: Map<string, T>;
  added: boolean;
  existed: boolean;
}

export function openPackCache<T>(root: string, bucket: string, name: string): PackCache<T> {
  const dir = packFile(root, bucket, name);
  const parts = new Map<number, PackPart<T>>();
  const fileOf = (n: number) => path.join(dir, `${n}.json`);
  const part = (n: number): PackPart<T> => {
    let found = parts.get(n);
    if (!found) {
      found = { stored: new Map(), touched: new Map(), added: false, existed: false };
      try {
        const read = JSON.parse(fs.readFileSync(fileOf(n), 'utf8')) as Record<string, T>;
        found.stored = new Map(Object.entries(read));
        found.existed = true;
      } catch {
        // none yet, or corrupt: misses
      }
      parts.set(n, found);
    }
    return found;
  };
  return {
    get(key) {
      const { stored, touched } = part(partOf(key));
      const value = stored.get(key);
      if (value !== undefined) touched.set(key, value);
      return value;
    },
    set(key, value) {
      const found = part(partOf(key));
      found.stored.set(key, value);
      found.touched.set(key, value);
      found.added = true;
    },
    save({ prune, background = false }) {
      try {
        // The folder even when empty: that the pack exists says this content was compiled.
        fs.mkdirSync(dir, { recursive: true });
        // The one file an older sitegen kept the whole pack in.
        fs.rmSync(`${dir}.json`, { force: true });
        for (let n = 0; n < PACK_PARTS; n++) {
          // A part this run never read holds nothing it used: a pruning save removes it.
          if (!parts.has(n)) {
            if (prune && !lastWrite.has(fileOf(n))) fs.rmSync(fileOf(n), { force: true });
            continue;
          }
          const { stored, touched, added, existed } = part(n);
          const kept = prune ? touched : stored;
          if (!added && kept.size === stored.size && existed) continue;
          if (kept.size === 0 && !existed) continue;
          const text = JSON.stringify(Object.fromEntries(kept));
          if (background) void writeInBackground(fileOf(n), text);
          else replaceFile(fileOf(n), text);
        }
      } catch {
        // a failed write only costs misses next time
      }
    },
  };
}

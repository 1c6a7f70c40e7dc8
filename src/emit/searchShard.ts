/**
 * One shard of a locale's search index (searchIndex.ts): the pages it holds back or has sent to
 * Pagefind, and its index written into the cache folder, complete or not at all. The one index of
 * a locale not sharded, and the index of the pages changed since a full one, are shards too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createIndex as createPlacedIndex, track, type PlacedIndex } from './pagefindProcess.js';
import { hashOf } from '../cache/index.js';
import { dependencyManifest } from '../packageRoot.js';
import { SEARCH_IGNORED } from '../theme/index.js';
import { isIndex, PARTIAL } from './searchCache.js';

export interface IndexedPage {
  url: string;
  /** The page's language (its <html lang>). */
  lang: string;
  /**
   * HTML holding the page's search region, as UTF-8; the less else it holds, the faster Pagefind
   * reads it. May be a getter, read only when the page is sent to Pagefind (given with its `hash`).
   */
  body: Uint8Array;
  /** `indexedHash` of the page, when known already. */
  hash?: string;
}

/** What the index knows a page by: a page with the same hash is indexed the same. */
export function indexedHash(page: IndexedPage): string {
  return hashOf(page.url, page.lang, page.body);
}

/** Files Pagefind writes for its own UI, which the theme does not use (about 400 kB). */
const UNUSED_FILES = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/** A shard being filled: its pages held back while each may be in a cached index, else sent. */
export interface OpenShard {
  held: IndexedPage[];
  hashes: string[];
  /** Pagefind's index, once a page of the shard is known to be new. */
  index?: PlacedIndex;
  /**
   * Indexed by the second Pagefind process (true) or the first (false); undefined: by the one
   * with less work queued when its index is made.
   */
  second?: boolean;
  added: Array<Promise<string[]>>;
}

/**
 * A shard's index, its pages sent already, written by Pagefind into a folder beside `dir` and
 * renamed into place (the cache) once complete.
 */
export async function writeShard(open: OpenShard, dir: string): Promise<string> {
  const index = (open.index ??= createIndex(open.second));
  // Its own folder: another build of this process or another may be writing the same shard.
  const partial = `${dir}.${process.pid}-${++partials}${PARTIAL}`;
  try {
    const failed = (await Promise.all(open.added)).flat();
    if (failed.length > 0) throw new Error(`search indexing failed: ${failed.join('; ')}`);
    fs.rmSync(partial, { recursive: true, force: true });
    const written = await track(index.writeFiles(partial));
    if (written.length > 0)
      throw new Error(`the search index could not be written: ${written.join('; ')}`);
  } finally {
    await track(index.deleteIndex());
  }
  for (const name of fs.readdirSync(partial))
    if (UNUSED_FILES.test(name)) fs.rmSync(path.join(partial, name));
  if (isIndex(dir)) {
    // Written meanwhile by another build, from the same pages (the name is their hash).
    fs.rmSync(partial, { recursive: true, force: true });
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!isIndex(dir)) throw error;
  }
  return dir;
}

/** Partial folders named so far by this process. */
let partials = 0;
/**
 * A new Pagefind index, in the second Pagefind process when `second`, the first when false, else
 * in the one with less work queued (pagefindProcess.ts).
 */
export function createIndex(second?: boolean): PlacedIndex {
  return createPlacedIndex({ excludeSelectors: SEARCH_IGNORED }, second);
}

/** What else an index depends on: Pagefind's version and what it is told to skip. */
export function indexSettings(): string {
  let version = 'unknown';
  try {
    const manifest = dependencyManifest('pagefind');
    if (manifest)
      version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    // An unreadable manifest: the skipped selectors still count.
  }
  return JSON.stringify({ version, ignored: SEARCH_IGNORED });
}

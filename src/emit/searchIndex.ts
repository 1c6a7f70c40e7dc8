/**
 * The locale's search index, written with Pagefind beside its pages (`<locale>/pagefind/`). Pages
 * are handed over from memory as they are rendered, so Pagefind (a process of its own) indexes on
 * the other core while the build goes on. It reads each page's language from <html lang> (so
 * Indonesian, Japanese and Chinese text is split into words the right way) and only the region
 * the theme marks with `data-pagefind-body`.
 *
 * A locale with more routes than a shard's size (searchShards.ts) is indexed in shards: each is a
 * Pagefind index of its own in `pagefind/<n>/`, sent to Pagefind and written as soon as its last
 * page comes (so the indexing overlaps the rendering of the next pages, and little is left to wait
 * for after the last one), and `pagefind/pagefind.js` is a small module with Pagefind's API over
 * all of them (searchLoader.ts), so the search box loads it as it loads a single index. A smaller
 * locale keeps one index.
 *
 * Each index (a shard, or the single one) is kept in the cache folder under the hash of its pages:
 * a build whose shard holds the same pages with the same content links the cached one into place,
 * and Pagefind is sent only the pages of the shards that changed.
 *
 * A build that changed few pages since the last index written in full updates that one instead
 * (searchDelta.ts): its indexes are linked as they are into `pagefind/<n>/`, the changed pages are
 * indexed on their own into `pagefind/delta/`, and the loader drops the old versions. So that it
 * can, a build with a full index to update holds every page until it knows how many changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from '../cache/index.js';
import { SEARCH_DIR } from '../routes/index.js';
import { endsShard, shardPagesOf } from './searchShards.js';
import {
  deltaLimit,
  fragmentIds,
  planDelta,
  type BaseIndex,
  type DeltaPlan,
  type PageHash,
} from './searchDelta.js';
import { mergedLoader } from './searchLoader.js';
import {
  isIndex,
  keepOnly,
  putIndex,
  MANIFEST,
  readManifest,
  release,
  SHARDS_DIR,
  use,
  type Manifest,
} from './searchCache.js';
import { track } from './pagefindProcess.js';
import type { RecycledFiles } from './writer.js';
import {
  createIndex,
  indexedHash,
  indexSettings,
  writeShard,
  type IndexedPage,
  type OpenShard,
} from './searchShard.js';

/** Held by each build and dev server that may index (pagefindProcess.ts). */
export { holdSearchIndexer } from './pagefindProcess.js';
export { indexedHash, type IndexedPage } from './searchShard.js';

export interface SearchIndexer {
  add(page: IndexedPage): void;
  /** Writes the index into `<outDir>/pagefind/` once every added page is indexed. */
  write(outDir: string): Promise<void>;
}

export interface SearchIndexOptions {
  /** The locale's routes: more than a shard's size make a sharded index. */
  routes?: number;
  /** Pages per shard (`shardPagesOf()` when not given). */
  shardPages?: number;
  /**
   * Which Pagefind process indexes: the second (true) or the first (false). By default each index
   * (a locale's one, or each of its shards) goes to the process with less work queued when its
   * first page comes (pagefindProcess.ts), so the two index at once: one locale while the locale
   * before is written, and the shards of a large locale side by side.
   */
  second?: boolean;
  /**
   * The most pages changed since the last full index that are indexed on their own rather than
   * with the whole locale again (`deltaLimit(routes)` when not given; 0: always in full).
   */
  deltaPages?: number;
  /** The build's staging folder, when made of an earlier output: the index files it keeps. */
  recycled?: RecycledFiles;
}

/** What a build reports of its index: shards, those taken from the cache, pages sent to Pagefind. */
export interface SearchIndexReport {
  shards: number;
  cached: number;
  pagesIndexed: number;
  /** Shards indexed by the second Pagefind process. */
  inSecondProcess: number;
  /** Pages in the index of those changed since the last full one (searchDelta.ts); 0: none. */
  delta: number;
}

/** The folder of `pagefind/` holding the pages changed since the last full index. */
const DELTA_DIR = 'delta';

/** `cacheDir`: where this locale's last indexes are kept between builds. */
export function startSearchIndex(
  cacheDir: string,
  options: SearchIndexOptions = {},
): SearchIndexer & { report(): SearchIndexReport } {
  const size = options.shardPages ?? shardPagesOf();
  const sharded = (options.routes ?? 0) > size;
  const settings = indexSettings();
  const shardsDir = path.join(cacheDir, SHARDS_DIR);
  const manifestFile = path.join(cacheDir, MANIFEST);
  const last = readManifest(manifestFile, settings);
  /** Pages indexed last time: while a shard holds only these, its index may be in the cache. */
  const known = new Set(last.pages);
  const limit = options.deltaPages ?? deltaLimit(options.routes ?? 0);
  /**
   * The last index written in full, while this build may only update it (searchDelta.ts): every
   * page is held until write() knows how many changed, unless too many do before.
   */
  let base = usableBase(last.base, { limit, size, sharded, shardsDir });
  const pages: PageHash[] = [];
  let changedSinceBase = 0;
  /** Shards ended while the base may be updated, their pages held. */
  const deferred: OpenShard[] = [];
  const open = (): OpenShard => ({ held: [], hashes: [], added: [], second: options.second });
  let shard = open();
  /** Each shard's index in the cache, as it is written (or found there). */
  const shards: Array<Promise<string>> = [];
  /** Their names, held in the cache until written out (`inUse`). */
  const keys: string[] = [];
  const report: SearchIndexReport = {
    shards: 0,
    cached: 0,
    pagesIndexed: 0,
    inSecondProcess: 0,
    delta: 0,
  };

  const send = (open: OpenShard, page: IndexedPage) => {
    open.index ??= createIndex(open.second);
    const result = track(
      open.index.addHTMLFile({ url: page.url, lang: page.lang, body: page.body }),
    );
    result.catch(() => undefined); // reported by write()
    open.added.push(result);
    report.pagesIndexed++;
  };

  /** The index of a shard whose pages all came: from the cache, or written from its pages. */
  const finish = (done: OpenShard) => {
    const key = hashOf(settings, ...done.hashes);
    const dir = path.join(shardsDir, key);
    keys.push(key);
    use(key);
    report.shards++;
    if (!done.index && isIndex(dir)) {
      report.cached++;
      shards.push(Promise.resolve(dir));
      return;
    }
    done.held.splice(0).forEach((page) => send(done, page));
    const written = writeShard(done, dir);
    if (done.index?.second) report.inSecondProcess++;
    written.catch(() => undefined); // awaited by write()
    shards.push(written);
  };

  const close = () => {
    if (base) deferred.push(shard);
    else finish(shard);
    shard = open();
  };

  /** The base cannot be updated: index as a full build does, with what was held so far. */
  const indexInFull = () => {
    base = undefined;
    deferred.splice(0).forEach(finish);
    if (shard.hashes.some((hash) => !known.has(hash)))
      shard.held.splice(0).forEach((held) => send(shard, held));
  };

  return {
    add(page) {
      const hash = page.hash ?? indexedHash(page);
      pages.push({ url: page.url, hash });
      shard.hashes.push(hash);
      if (base && base.pages[page.url]?.[0] !== hash && ++changedSinceBase > limit) indexInFull();
      if (base || (!shard.index && known.has(hash))) shard.held.push(page);
      else {
        shard.held.splice(0).forEach((held) => send(shard, held));
        send(shard, page);
      }
      if (sharded && endsShard(page.url, shard.hashes.length, size)) close();
    },
    async write(outDir) {
      const target = path.join(outDir, SEARCH_DIR);
      if (base) {
        if (shard.hashes.length > 0) close();
        const plan = planDelta(base, pages, limit);
        if (plan) return writeUpdate(base, plan, target);
        indexInFull();
      }
      if (shard.hashes.length > 0 || shards.length === 0) close();
      let written: string[];
      try {
        written = await Promise.all(shards);
        if (!sharded) putIndex(target, [[written[0], '']], options.recycled);
        else {
          const folders = written.map((_, i) => String(i));
          putIndex(
            target,
            written.map((dir, i) => [dir, folders[i]]),
            options.recycled,
            mergedLoader(folders),
          );
        }
      } finally {
        keys.forEach(release);
      }
      keepOnly(cacheDir, new Set(written.map((dir) => path.basename(dir))));
      const ids = new Map(written.flatMap((dir) => [...fragmentIds(dir)]));
      saveManifest({
        settings,
        pages: pages.map((page) => page.hash),
        base: {
          shards: written.map((dir) => path.basename(dir)),
          sharded,
          shardPages: size,
          pages: Object.fromEntries(
            pages.map(({ url, hash }) => [url, [hash, ids.get(url) ?? '']] as const),
          ),
        },
      });
    },
    report: () => ({ ...report }),
  };

  /**
   * The base's indexes as they are, and the pages changed since in an index of their own (from
   * the cache when the same pages were indexed so before), with a loader that drops the base's
   * stale pages.
   */
  async function writeUpdate(base: BaseIndex, plan: DeltaPlan, target: string): Promise<void> {
    const changed = new Set(plan.changed);
    const held = new Map(
      deferred
        .flatMap((done) => done.held)
        .filter((page) => changed.has(page.url))
        .map((page) => [page.url, page]),
    );
    deferred.length = 0;
    const folders = base.shards.map((key) => path.join(shardsDir, key));
    base.shards.forEach(use);
    const used = [...base.shards];
    report.shards = base.shards.length;
    report.cached = base.shards.length;
    let stale = plan.stale;
    try {
      if (plan.changed.length > 0) {
        const delta = open();
        const hashOfPage = new Map(pages.map((page) => [page.url, page.hash]));
        delta.hashes.push(...plan.changed.map((url) => hashOfPage.get(url)!));
        const key = hashOf(settings, 'delta', ...delta.hashes);
        const dir = path.join(shardsDir, key);
        use(key);
        used.push(key);
        report.shards++;
        report.delta = plan.changed.length;
        if (isIndex(dir)) report.cached++;
        else {
          for (const url of plan.changed) send(delta, held.get(url)!);
          const written = writeShard(delta, dir);
          if (delta.index?.second) report.inSecondProcess++;
          await written;
        }
        folders.push(dir);
        // A page whose text the base holds as it is now: not stale (the loader shows it once).
        const fresh = new Set(fragmentIds(dir).values());
        stale = stale.filter((id) => !fresh.has(id));
      }
      if (folders.length === 1 && !base.sharded && stale.length === 0)
        putIndex(target, [[folders[0], '']], options.recycled);
      else {
        const names = folders.map((_, i) => (i < base.shards.length ? String(i) : DELTA_DIR));
        putIndex(
          target,
          folders.map((dir, i) => [dir, names[i]]),
          options.recycled,
          mergedLoader(names, stale),
        );
      }
    } finally {
      used.forEach(release);
    }
    keepOnly(cacheDir, new Set(used));
    saveManifest({ settings, pages: pages.map((page) => page.hash), base });
  }

  function saveManifest(manifest: Manifest): void {
    try {
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    } catch {
      // Only a cache: the next build indexes every shard again.
    }
  }
}

/** The last full index, if this build can update it: still in the cache, and cut the same way. */
function usableBase(
  base: BaseIndex | undefined,
  {
    limit,
    size,
    sharded,
    shardsDir,
  }: { limit: number; size: number; sharded: boolean; shardsDir: string },
): BaseIndex | undefined {
  if (!base || limit <= 0 || base.shardPages !== size || base.sharded !== sharded) return undefined;
  return base.shards.every((key) => isIndex(path.join(shardsDir, key))) ? base : undefined;
}

/**
 * Updating a locale's search index instead of writing it again (searchIndex.ts). Pagefind cannot
 * take a page out of an index it wrote, so an index is updated the way a log-structured store is:
 * the last index written in full (the base) stays as it is, the pages changed or added since go
 * into a small index of their own (the delta), and the loader (searchLoader.ts) drops the base's
 * results for pages changed or removed since, by Pagefind's id for them. One edited doc then
 * costs one page of indexing, not its locale's (on Jest's website, 9 locales of about 360 pages
 * each were indexed again for one untranslated doc: 3.5 s of an edited build).
 *
 * The delta holds every page that differs from the base, not from the last build, so it grows
 * with each edit; past `deltaLimit` pages the locale is indexed in full again, and that index is
 * the new base.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** What the cache remembers of the last index written in full. */
export interface BaseIndex {
  /** The cache's folder name of each of its indexes, in order (one for a locale not sharded). */
  shards: string[];
  /** Whether it was written in shards (numbered folders and a loader) or as one index. */
  sharded: boolean;
  /** The shard size it was cut with. */
  shardPages: number;
  /** Each page it holds: the hash it was indexed with, and Pagefind's id of it. */
  pages: Record<string, [hash: string, id: string]>;
}

/** The most pages a delta may hold before the locale is indexed in full again. */
export function deltaLimit(routes: number): number {
  return Math.max(25, Math.floor(routes / 16));
}

/**
 * Pagefind's id of each page of an index written into `dir` (the name of its fragment file, which
 * search results carry as `id`), by URL. A fragment that cannot be read is left out: a page whose
 * id is not known cannot be dropped, so a change to it means a full index.
 */
export function fragmentIds(dir: string): Map<string, string> {
  const ids = new Map<string, string>();
  const fragments = path.join(dir, 'fragment');
  let names: string[];
  try {
    names = fs.readdirSync(fragments);
  } catch {
    return ids;
  }
  for (const name of names) {
    if (!name.endsWith('.pf_fragment')) continue;
    try {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(fragments, name))).toString('utf8');
      // Pagefind's signature ("pagefind_dcd"), then the page's JSON.
      const { url } = JSON.parse(text.slice(text.indexOf('{'))) as { url?: unknown };
      if (typeof url === 'string') ids.set(url, name.slice(0, -'.pf_fragment'.length));
    } catch {
      // Unreadable: its page counts as unknown.
    }
  }
  return ids;
}

/** A page of this build: its URL and the hash of what is indexed of it. */
export interface PageHash {
  url: string;
  hash: string;
}

/** How this build's pages differ from the base's, when few enough to go into a delta. */
export interface DeltaPlan {
  /** Pages new or changed since the base, in the build's order. */
  changed: string[];
  /** Pagefind's ids, in the base, of the pages changed or removed since. */
  stale: string[];
}

/**
 * The delta that brings `base` up to `pages`, or undefined when the locale should be indexed in
 * full: more changes than `limit`, or a changed page whose id in the base is unknown.
 */
export function planDelta(
  base: BaseIndex,
  pages: PageHash[],
  limit: number,
): DeltaPlan | undefined {
  const changed: string[] = [];
  const stale: string[] = [];
  const seen = new Set<string>();
  /** Drops the base's version of a page; false when its id is unknown. */
  const drop = (url: string): boolean => {
    const id = base.pages[url]?.[1];
    if (id) stale.push(id);
    return Boolean(id);
  };
  let removed = 0;
  for (const { url, hash } of pages) {
    seen.add(url);
    const before = base.pages[url];
    if (before?.[0] === hash) continue;
    changed.push(url);
    if (changed.length > limit || (before && !drop(url))) return undefined;
  }
  for (const url of Object.keys(base.pages)) {
    if (seen.has(url)) continue;
    removed++;
    if (changed.length + removed > limit || !drop(url)) return undefined;
  }
  return { changed, stale };
}

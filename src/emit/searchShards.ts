/**
 * Where a large locale's search index is cut into shards, each a Pagefind index of its own. The
 * pages come in route order, and a shard ends after a page chosen by its URL alone (a hash of
 * it), once the shard holds at least half the shard size: the cuts do not move when a page's
 * text changes, and a page added or removed moves at most the cut after it, so one edit changes
 * one shard and the others are taken from the cache. A run of pages with no such URL ends at twice
 * the size, so no shard grows without bound.
 */

/** Pages per shard, on average, and the most pages a locale may have to keep one index. */
export const SHARD_PAGES = 1000;

/**
 * The shard size: `SHARD_PAGES`, or for tests only `SITEGEN_SEARCH_SHARD_PAGES` (so a small
 * fixture makes several shards). Not a setting: the output of a site is the same whatever it is,
 * but for how its index is cut.
 */
export function shardPagesOf(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.SITEGEN_SEARCH_SHARD_PAGES);
  return Number.isInteger(asked) && asked >= 1 ? asked : SHARD_PAGES;
}

/** Whether the shard ends after the page at `url`, the `count`th in its shard. */
export function endsShard(url: string, count: number, size: number): boolean {
  const least = Math.max(1, Math.floor(size / 2));
  if (count >= size * 2) return true;
  return count >= least && urlHash(url) % least === 0;
}

/** The URLs of a locale's indexed pages (in route order) as its shards. */
export function shardsOf(urls: string[], size: number): string[][] {
  const shards: string[][] = [];
  let current: string[] = [];
  for (const url of urls) {
    current.push(url);
    if (endsShard(url, current.length, size)) {
      shards.push(current);
      current = [];
    }
  }
  if (current.length > 0 || shards.length === 0) shards.push(current);
  return shards;
}

/** FNV-1a over the URL's UTF-16 code units: cheap, and the same on every machine. */
function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

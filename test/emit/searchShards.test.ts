import { expect, test } from 'vitest';
import { endsShard, shardPagesOf, shardsOf, SHARD_PAGES } from '../../src/emit/searchShards.js';

const urls = Array.from({ length: 5000 }, (_, i) => `/docs/part-${i % 7}/page-${i}`);

test('a locale is cut into shards of about the shard size, none over twice it', () => {
  const shards = shardsOf(urls, 200);
  expect(shards.flat()).toEqual(urls);
  expect(shards.length).toBeGreaterThan(5);
  expect(shards.length).toBeLessThan(50);
  for (const shard of shards.slice(0, -1)) {
    expect(shard.length).toBeGreaterThanOrEqual(100);
    expect(shard.length).toBeLessThanOrEqual(400);
  }
  // Fewer pages than half a shard make one.
  expect(shardsOf(urls.slice(0, 99), 200)).toEqual([urls.slice(0, 99)]);
  expect(shardsOf([], 200)).toEqual([[]]);
});

test('the cuts depend on the URLs only, and a page added or removed changes the shard it is in and at most the next one', () => {
  const before = shardsOf(urls, 200);
  expect(shardsOf([...urls], 200)).toEqual(before);
  const key = (shard: string[]) => shard.join(' ');
  const keys = new Set(before.map(key));
  for (const at of [10, 1234, 2500, 4990]) {
    const added = [...urls.slice(0, at), '/docs/new-page', ...urls.slice(at)];
    const removed = [...urls.slice(0, at), ...urls.slice(at + 1)];
    for (const changed of [added, removed]) {
      const after = shardsOf(changed, 200);
      const differ = after.filter((shard) => !keys.has(key(shard)));
      expect(differ.length, `at ${at}`).toBeGreaterThanOrEqual(1);
      expect(differ.length, `at ${at}`).toBeLessThanOrEqual(2);
      // What differs is next to the change.
      expect(differ.flat().length).toBeLessThanOrEqual(2 * 400);
    }
  }
});

test('a page that ends a shard is chosen by its URL, and a run without one ends at twice the size', () => {
  const ending = urls.filter((url) => endsShard(url, 100, 200));
  expect(ending.length).toBeGreaterThan(0);
  expect(endsShard(ending[0], 99, 200)).toBe(false);
  expect(urls.every((url) => endsShard(url, 400, 200))).toBe(true);
});

test('the shard size is SHARD_PAGES unless a test asks for another with SITEGEN_SEARCH_SHARD_PAGES', () => {
  expect(shardPagesOf({})).toBe(SHARD_PAGES);
  expect(shardPagesOf({ SITEGEN_SEARCH_SHARD_PAGES: '4' })).toBe(4);
  expect(shardPagesOf({ SITEGEN_SEARCH_SHARD_PAGES: 'x' })).toBe(SHARD_PAGES);
});

/**
 * A sharded search index through a whole build: the search fixture built with a shard size of one
 * page (`SITEGEN_SEARCH_SHARD_PAGES`, for tests only), then built again after one doc is edited:
 * that doc alone is indexed again, into the index of pages changed since (emit/searchDelta.ts);
 * every shard's files are the cached ones, linked into the new output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyBuiltFixture, indexFragments, removeDir, searchFragments } from '../helpers.js';

const site = copyBuiltFixture('search');
afterAll(() => removeDir(site));

/** Each indexed page of the English locale: its shard, and the inode of that shard's entry file. */
function shards(): Map<string, { shard: string; inode: number }> {
  const index = path.join(site, 'dist', 'pagefind');
  const found = new Map<string, { shard: string; inode: number }>();
  for (const shard of fs.readdirSync(index).filter((name) => /^\d+$/.test(name))) {
    const inode = fs.statSync(path.join(index, shard, 'pagefind-entry.json')).ino;
    for (const fragment of indexFragments(path.join(index, shard)))
      found.set(fragment.url, { shard, inode });
  }
  return found;
}

test('an edited doc is indexed on its own; every shard is the cached one', async () => {
  const before = process.env.SITEGEN_SEARCH_SHARD_PAGES;
  process.env.SITEGEN_SEARCH_SHARD_PAGES = '1';
  try {
    await build({ root: site, force: true });
    const first = shards();
    expect(first.size).toBeGreaterThanOrEqual(3);
    expect(fs.existsSync(path.join(site, 'dist', 'pagefind', 'pagefind.js'))).toBe(true);

    const doc = path.join(site, 'docs', 'guides', 'tuning.md');
    fs.appendFileSync(doc, '\nA new sentence about axolotls.\n');
    await build({ root: site });
    const second = shards();
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    expect([...second].filter(([url, now]) => now.inode !== first.get(url)!.inode)).toEqual([]);
    const delta = indexFragments(path.join(site, 'dist', 'pagefind', 'delta'));
    expect(delta.map((fragment) => fragment.url)).toEqual(['/docs/guides/tuning']);
    expect(delta[0].content).toContain('axolotls');
    // As a search finds them: every page once, the tuning doc as it is now.
    const found = searchFragments(path.join(site, 'dist'));
    expect(found.map((fragment) => fragment.url).sort()).toEqual([...first.keys()].sort());
    expect(found.find((f) => f.url === '/docs/guides/tuning')?.content).toContain('axolotls');
  } finally {
    if (before === undefined) delete process.env.SITEGEN_SEARCH_SHARD_PAGES;
    else process.env.SITEGEN_SEARCH_SHARD_PAGES = before;
  }
}, 120_000);

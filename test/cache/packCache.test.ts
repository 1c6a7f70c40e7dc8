/** The pack cache: one file read once, written once, and pruned to what a full build used. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { cacheDir, openPackCache } from '../../src/cache/cache.js';

const freshRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-pack-'));

test('entries set in one run are read in the next, from one file', () => {
  const root = freshRoot();
  const first = openPackCache<{ html: string }>(root, 'md', 'en');
  expect(first.get('a')).toBeUndefined();
  first.set('a', { html: '<p>a</p>' });
  first.set('b', { html: '<p>b</p>' });
  first.save({ prune: true });
  expect(fs.readdirSync(path.join(cacheDir(root), 'md'))).toEqual(['en.json']);
  const second = openPackCache<{ html: string }>(root, 'md', 'en');
  expect(second.get('a')).toEqual({ html: '<p>a</p>' });
  expect(openPackCache(root, 'md', 'id').get('a')).toBeUndefined();
});

test('a pruning save keeps only what this run read or set; a plain save keeps everything', () => {
  const root = freshRoot();
  const seed = openPackCache<number>(root, 'md', 'en');
  for (const key of ['old', 'kept']) seed.set(key, 1);
  seed.save({ prune: true });

  const plain = openPackCache<number>(root, 'md', 'en');
  plain.set('new', 2);
  plain.save({ prune: false });
  expect(openPackCache<number>(root, 'md', 'en').get('old')).toBe(1);

  const full = openPackCache<number>(root, 'md', 'en');
  expect(full.get('kept')).toBe(1);
  full.set('added', 3);
  full.save({ prune: true });
  const after = openPackCache<number>(root, 'md', 'en');
  expect([after.get('old'), after.get('new'), after.get('kept'), after.get('added')]).toEqual([
    undefined,
    undefined,
    1,
    3,
  ]);
});

test('an unchanged pack is not written again, and a corrupt one is a miss', () => {
  const root = freshRoot();
  const seed = openPackCache<number>(root, 'md', 'en');
  seed.set('a', 1);
  seed.save({ prune: true });
  const file = path.join(cacheDir(root), 'md', 'en.json');
  const before = fs.statSync(file).mtimeMs;
  const reread = openPackCache<number>(root, 'md', 'en');
  reread.get('a');
  reread.save({ prune: true });
  expect(fs.statSync(file).mtimeMs).toBe(before);
  fs.writeFileSync(file, '{"a": 1');
  expect(openPackCache<number>(root, 'md', 'en').get('a')).toBeUndefined();
});

/** The pack cache: a few files read once, written when changed, and pruned to what a full build used. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { cacheDir, cacheWritesDone, openPackCache } from '../../src/cache/cache.js';

const freshRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-pack-'));

test('entries set in one run are read in the next, from the parts of one folder', () => {
  const root = freshRoot();
  const first = openPackCache<{ html: string }>(root, 'md', 'en');
  expect(first.get('a')).toBeUndefined();
  first.set('a', { html: '<p>a</p>' });
  first.set('b', { html: '<p>b</p>' });
  first.save({ prune: true });
  expect(fs.readdirSync(path.join(cacheDir(root), 'md'))).toEqual(['en']);
  expect(fs.readdirSync(path.join(cacheDir(root), 'md', 'en')).length).toBeLessThanOrEqual(2);
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
  const dir = path.join(cacheDir(root), 'md', 'en');
  const [file] = fs.readdirSync(dir).map((name) => path.join(dir, name));
  const before = fs.statSync(file).mtimeMs;
  const reread = openPackCache<number>(root, 'md', 'en');
  reread.get('a');
  reread.save({ prune: true });
  expect(fs.statSync(file).mtimeMs).toBe(before);
  fs.writeFileSync(file, '{"a": 1');
  expect(openPackCache<number>(root, 'md', 'en').get('a')).toBeUndefined();
});

test('an edit writes the part of the entry it changed, not the whole pack', () => {
  const root = freshRoot();
  const seed = openPackCache<string>(root, 'md', 'en');
  const keys = Array.from({ length: 200 }, (_, i) => `key-${i}`);
  for (const key of keys) seed.set(key, `value of ${key}`);
  seed.save({ prune: true });
  const dir = path.join(cacheDir(root), 'md', 'en');
  // A part written again is a new file (written beside it, then renamed over it).
  const inodes = () =>
    new Map(fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).ino]));
  const before = inodes();
  expect(before.size).toBeGreaterThan(8);

  const edit = openPackCache<string>(root, 'md', 'en');
  keys.forEach((key) => edit.get(key));
  edit.set('key-7', 'changed');
  edit.save({ prune: false });
  const rewritten = [...inodes()].filter(([name, inode]) => inode !== before.get(name));
  expect(rewritten).toHaveLength(1);
  const again = openPackCache<string>(root, 'md', 'en');
  expect(again.get('key-7')).toBe('changed');
  expect(again.get('key-8')).toBe('value of key-8');

  // A pruning save of a run that used half the entries keeps that half.
  const half = openPackCache<string>(root, 'md', 'en');
  keys.slice(0, 100).forEach((key) => half.get(key));
  half.save({ prune: true });
  const pruned = openPackCache<string>(root, 'md', 'en');
  expect(pruned.get('key-1')).toBe('value of key-1');
  expect(pruned.get('key-150')).toBeUndefined();
});

test('a pack an older sitegen kept in one file is removed when the new one is saved', () => {
  const root = freshRoot();
  const old = path.join(cacheDir(root), 'md', 'en.json');
  fs.mkdirSync(path.dirname(old), { recursive: true });
  fs.writeFileSync(old, '{"a": 1}');
  const pack = openPackCache<number>(root, 'md', 'en');
  expect(pack.get('a')).toBeUndefined();
  pack.set('b', 2);
  pack.save({ prune: true });
  expect(fs.existsSync(old)).toBe(false);
});

test('a save in the background is on disk once cacheWritesDone resolves; two saves of a part land in the order they were made', async () => {
  const root = freshRoot();
  const pack = openPackCache<string>(root, 'md', 'en');
  // Many entries: each save writes every part, the second with one entry more.
  for (let i = 0; i < 200; i++) pack.set(`k${i}`, 'x'.repeat(1000));
  pack.save({ prune: false, background: true });
  pack.set('last', 'added after the first save');
  pack.save({ prune: false, background: true });
  await cacheWritesDone();
  const reread = openPackCache<string>(root, 'md', 'en');
  expect(reread.get('last')).toBe('added after the first save');
  expect(reread.get('k199')).toBe('x'.repeat(1000));
  const files = fs.readdirSync(path.join(cacheDir(root), 'md', 'en'));
  expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
});

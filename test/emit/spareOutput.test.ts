/**
 * Output kept as a spare: a folder handed to `keepAsSpare` is what the next staging of the same
 * name writes over (its files keep their identity), and nothing is left behind when the place is
 * taken. `serve --watch` keeps each session's folder this way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createWriter } from '../../src/emit/writer.js';
import { keepAsSpare, spareOutputDir, stage } from '../../src/emit/output.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-spare-'));
  dirs.push(root);
  return root;
}

/** A session's folder with one page in it, written through a staging folder as a build does. */
function session(root: string, name: string, text: string): string {
  const out = path.join(root, 'serve', name);
  const staging = stage(out, {
    localeDirs: [''],
    allLocaleDirs: [''],
    spareDir: spareOutputDir(root),
    spareName: 'sessions',
  });
  createWriter(staging.dir).write('docs/a/index.html', text);
  staging.sweep();
  staging.commit();
  return out;
}

test("the next session of the same name writes over the last one's files", () => {
  const root = site();
  const first = session(root, '1', 'one');
  const inode = fs.statSync(path.join(first, 'docs/a/index.html')).ino;
  keepAsSpare(first, root, 'sessions');
  expect(fs.existsSync(first)).toBe(false);

  const second = session(root, '2', 'two');
  const page = path.join(second, 'docs/a/index.html');
  expect(fs.readFileSync(page, 'utf8')).toBe('two');
  expect(fs.statSync(page).ino).toBe(inode);
  // The spare was taken: nothing of it is left in the cache.
  expect(
    fs
      .readdirSync(spareOutputDir(root))
      .flatMap((d) => fs.readdirSync(path.join(spareOutputDir(root), d))),
  ).toEqual([]);
});

test('a folder whose spare place is taken is removed', () => {
  const root = site();
  const first = session(root, '1', 'one');
  const second = session(root, '2', 'two');
  keepAsSpare(first, root, 'sessions');
  keepAsSpare(second, root, 'sessions');
  expect(fs.existsSync(first)).toBe(false);
  expect(fs.existsSync(second)).toBe(false);
  // The first one kept its place.
  const third = session(root, '3', 'three');
  expect(fs.readFileSync(path.join(third, 'docs/a/index.html'), 'utf8')).toBe('three');
});

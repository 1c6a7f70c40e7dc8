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
import { putIndex } from '../../src/emit/searchCache.js';

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

/** One build into `out`: pages written or taken from the output it replaces, as a build does. */
function build(root: string, out: string, pages: Record<string, string | 'take'>): void {
  const staging = stage(out, {
    localeDirs: [''],
    allLocaleDirs: [''],
    spareDir: spareOutputDir(root),
  });
  const writer = createWriter(staging.dir, 'staging', staging);
  for (const [rel, text] of Object.entries(pages))
    if (text === 'take') writer.take(path.join(out, rel), rel);
    else writer.write(rel, text);
  staging.sweep();
  staging.commit();
}

test('a page taken that the spare already holds as the same file is left as it is', () => {
  const root = site();
  const out = path.join(root, 'dist');
  const file = (rel: string) => path.join(out, rel);
  build(root, out, {
    'a/index.html': 'A',
    'a/old/index.html': 'O',
    'b/index.html': 'B',
    'gone/index.html': 'G',
  });
  // The second build takes the first one's pages (second names of the same files); the first
  // output becomes the spare.
  build(root, out, {
    'a/index.html': 'take',
    'a/old/index.html': 'take',
    'b/index.html': 'B2',
    'gone/index.html': 'take',
  });
  const a = fs.statSync(file('a/index.html'));
  const b = fs.statSync(file('b/index.html'));
  // A name deleted and linked again would change the file's ctime: let the clock move on first.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  // The third writes over the spare: `a` is the file there already, `b` is not (rewritten since).
  build(root, out, { 'a/index.html': 'take', 'b/index.html': 'take', 'c/index.html': 'C' });
  const kept = fs.statSync(file('a/index.html'));
  expect([kept.ino, kept.ctimeMs]).toEqual([a.ino, a.ctimeMs]); // not deleted and linked again
  expect(fs.statSync(file('b/index.html')).ino).toBe(b.ino);
  expect(fs.readFileSync(file('a/index.html'), 'utf8')).toBe('A');
  expect(fs.readFileSync(file('b/index.html'), 'utf8')).toBe('B2');
  expect(fs.readFileSync(file('c/index.html'), 'utf8')).toBe('C');
  // What the spare held and the build did not write is gone, what it kept is not.
  expect(fs.existsSync(file('gone/index.html'))).toBe(false);
  expect(fs.readdirSync(out).sort()).toEqual(['.sitegen-output', 'a', 'b', 'c']);
  // A folder emptied inside one that keeps a file goes too.
  expect(fs.readdirSync(file('a'))).toEqual(['index.html']);
});

test('a page taken with what the up-to-date check found it to be is not looked at again', () => {
  const root = site();
  const out = path.join(root, 'dist');
  build(root, out, { 'a/index.html': 'A' });
  build(root, out, { 'a/index.html': 'take' });
  // The third build's staging folder is the first output, which holds the page as the same file.
  const staging = stage(out, {
    localeDirs: [''],
    allLocaleDirs: [''],
    spareDir: spareOutputDir(root),
  });
  const from = path.join(out, 'a/index.html');
  const { dev, ino, size } = fs.statSync(from);
  const statSync = fs.statSync;
  try {
    (fs as { statSync: unknown }).statSync = () => {
      throw new Error('asked again');
    };
    const writer = createWriter(staging.dir, 'staging', staging);
    expect(writer.take(from, 'a/index.html', { dev, ino, size })).toBe(1);
  } finally {
    (fs as { statSync: unknown }).statSync = statSync;
  }
  staging.sweep();
  staging.commit();
  expect(fs.statSync(path.join(out, 'a/index.html')).ino).toBe(ino);
});

test('a search index linked into a staging folder made of an earlier output keeps the files it shares with it, and the sweep removes the rest', () => {
  const root = site();
  const out = path.join(root, 'dist');
  const cache = path.join(root, 'cache');
  const files = (dir: string, entries: Record<string, string>) => {
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [rel, text] of Object.entries(entries)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
  };
  const indexBuild = (index: string) => {
    const staging = stage(out, {
      localeDirs: [''],
      allLocaleDirs: [''],
      spareDir: spareOutputDir(root),
    });
    putIndex(path.join(staging.dir, 'pagefind'), [[index, '']], staging);
    staging.sweep();
    staging.commit();
  };
  files(path.join(cache, 'one'), { 'a.pf': 'A', 'sub/b.pf': 'B', x: 'a file', 'old.pf': 'O' });
  indexBuild(path.join(cache, 'one'));
  indexBuild(path.join(cache, 'one')); // the first output becomes the spare: cached files by name
  // The next index shares a.pf, adds c.pf, drops sub/b.pf and old.pf, and has a folder named x.
  fs.mkdirSync(path.join(cache, 'two'));
  fs.linkSync(path.join(cache, 'one/a.pf'), path.join(cache, 'two/a.pf'));
  fs.writeFileSync(path.join(cache, 'two/c.pf'), 'C');
  fs.mkdirSync(path.join(cache, 'two/x'));
  fs.writeFileSync(path.join(cache, 'two/x/d.pf'), 'D');
  const a = fs.statSync(path.join(out, 'pagefind/a.pf'));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  indexBuild(path.join(cache, 'two'));
  const kept = fs.statSync(path.join(out, 'pagefind/a.pf'));
  expect([kept.ino, kept.ctimeMs]).toEqual([a.ino, a.ctimeMs]);
  const listed = fs.readdirSync(path.join(out, 'pagefind'), { recursive: true, encoding: 'utf8' });
  expect(listed.sort()).toEqual(['a.pf', 'c.pf', 'x', path.join('x', 'd.pf')]);
  expect(fs.readFileSync(path.join(out, 'pagefind/x/d.pf'), 'utf8')).toBe('D');
  // Nothing was written into the cache through a shared name.
  expect(fs.readFileSync(path.join(cache, 'one/a.pf'), 'utf8')).toBe('A');
  expect(fs.readFileSync(path.join(cache, 'one/x'), 'utf8')).toBe('a file');
});

test("an index whose cached files move into a folder of their own (a delta's base) leaves none of them at their old names", () => {
  const root = site();
  const out = path.join(root, 'dist');
  const base = path.join(root, 'cache/base');
  const delta = path.join(root, 'cache/delta');
  fs.mkdirSync(path.join(base, 'fragment'), { recursive: true });
  fs.writeFileSync(path.join(base, 'fragment/a.pf'), 'A');
  fs.writeFileSync(path.join(base, 'pagefind.js'), 'one index');
  fs.mkdirSync(delta, { recursive: true });
  fs.writeFileSync(path.join(delta, 'b.pf'), 'B');
  const indexBuild = (parts: Array<[string, string]>, loader?: string) => {
    const staging = stage(out, {
      localeDirs: [''],
      allLocaleDirs: [''],
      spareDir: spareOutputDir(root),
    });
    putIndex(path.join(staging.dir, 'pagefind'), parts, staging, loader);
    staging.sweep();
    staging.commit();
  };
  indexBuild([[base, '']]);
  indexBuild([[base, '']]); // the first output becomes the spare
  // The same cached files, now the base of a delta index: linked under 0/, a loader on top.
  indexBuild(
    [
      [base, '0'],
      [delta, 'delta'],
    ],
    'both',
  );
  const listed = fs.readdirSync(path.join(out, 'pagefind'), { recursive: true, encoding: 'utf8' });
  expect(listed.sort()).toEqual(
    [
      '0',
      '0/fragment',
      '0/fragment/a.pf',
      '0/pagefind.js',
      'delta',
      'delta/b.pf',
      'pagefind.js',
    ].map((name) => path.normalize(name)),
  );
  expect(fs.readFileSync(path.join(out, 'pagefind/pagefind.js'), 'utf8')).toBe('both');
  // The cached loader was not written through the name it had in the output.
  expect(fs.readFileSync(path.join(base, 'pagefind.js'), 'utf8')).toBe('one index');
});

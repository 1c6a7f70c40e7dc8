/** The output writer: new files and folders, files written over in place, hard links left alone. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createWriter } from '../../src/emit/writer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  dirs.push(dir);
  return dir;
};

test('new files get their folders; the size returned is in bytes', () => {
  const dir = tempDir();
  expect(createWriter(dir).write('docs/intro/index.html', 'héllo')).toBe(6);
  expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toBe('héllo');
});

test('a file already there is written in place and cut to the new length', () => {
  const dir = tempDir();
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, 'a much longer old page');
  const inode = fs.statSync(file).ino;
  createWriter(dir).write('index.html', 'new');
  expect(fs.readFileSync(file, 'utf8')).toBe('new');
  expect(fs.statSync(file).ino).toBe(inode);
});

test('a file sharing its content with another name (a hard link) is replaced, never written through', () => {
  const dir = tempDir();
  const cached = path.join(dir, 'cached.json');
  fs.writeFileSync(cached, 'kept');
  fs.linkSync(cached, path.join(dir, 'index.html'));
  createWriter(dir).write('index.html', 'new');
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('new');
  expect(fs.readFileSync(cached, 'utf8')).toBe('kept');
});

test("a page taken from the last build's output is that file under a second name, unread, replacing what the staging folder held there", () => {
  const last = tempDir();
  const staging = tempDir();
  const old = path.join(last, 'docs/intro/index.html');
  fs.mkdirSync(path.dirname(old), { recursive: true });
  fs.writeFileSync(old, 'the page, as the last build wrote it: é');
  // A recycled staging folder holds an older build's copy of the page.
  const target = path.join(staging, 'docs/intro/index.html');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, 'an older page');
  const older = fs.statSync(target).ino;
  expect(createWriter(staging).take(old, 'docs/intro/index.html')).toBe(40);
  expect(fs.readFileSync(target, 'utf8')).toBe('the page, as the last build wrote it: é');
  expect(fs.statSync(target).ino).toBe(fs.statSync(old).ino);
  expect(fs.statSync(target).ino).not.toBe(older);
  // A later build writing over the staging folder's name leaves the served file as it is.
  createWriter(staging).write('docs/intro/index.html', 'next');
  expect(fs.readFileSync(old, 'utf8')).toBe('the page, as the last build wrote it: é');
  // In a served folder (serve --watch), the file is copied in one rename.
  expect(createWriter(staging, 'live').take(old, 'docs/other/index.html')).toBe(40);
  expect(fs.statSync(path.join(staging, 'docs/other/index.html')).ino).not.toBe(
    fs.statSync(old).ino,
  );
});

test('a file a build cannot put under a second name (the output on another file system) is copied', () => {
  const staging = tempDir();
  const file = path.join(tempDir(), 'x');
  fs.writeFileSync(file, 'x');
  const across = createWriter(staging);
  const link = fs.linkSync;
  try {
    (fs as { linkSync: typeof fs.linkSync }).linkSync = () => {
      throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
    };
    expect(across.take(file, 'page/index.html')).toBe(1);
  } finally {
    (fs as { linkSync: typeof fs.linkSync }).linkSync = link;
  }
  expect(fs.readFileSync(path.join(staging, 'page/index.html'), 'utf8')).toBe('x');
  expect(fs.statSync(path.join(staging, 'page/index.html')).ino).not.toBe(fs.statSync(file).ino);
});

test('a copy keeps its file’s time, and never writes through a name the served output shares', () => {
  const site = tempDir();
  const served = tempDir();
  const staging = tempDir();
  const from = path.join(site, 'logo.svg');
  fs.writeFileSync(from, '<svg/>');
  const then = new Date('2026-01-02T03:04:05Z');
  fs.utimesSync(from, then, then);
  // The recycled staging folder's file is a second name of the file being served.
  fs.mkdirSync(path.join(staging, 'img'));
  fs.writeFileSync(path.join(served, 'logo.svg'), 'served');
  fs.linkSync(path.join(served, 'logo.svg'), path.join(staging, 'img', 'logo.svg'));
  expect(createWriter(staging).copy(from, 'img/logo.svg')).toBe(6);
  const copy = path.join(staging, 'img', 'logo.svg');
  expect(fs.readFileSync(copy, 'utf8')).toBe('<svg/>');
  expect(fs.statSync(copy).mtimeMs).toBe(then.getTime());
  expect(fs.readFileSync(path.join(served, 'logo.svg'), 'utf8')).toBe('served');
  // In a served folder (serve --watch), in one rename, its time kept too.
  expect(createWriter(served, 'live').copy(from, 'logo.svg')).toBe(6);
  expect(fs.readFileSync(path.join(served, 'logo.svg'), 'utf8')).toBe('<svg/>');
  expect(fs.statSync(path.join(served, 'logo.svg')).mtimeMs).toBe(then.getTime());
});

test('in a folder the writer made, a file another writer linked there first is still never written through', () => {
  const last = tempDir();
  const staging = tempDir();
  const served = path.join(last, 'served.html');
  fs.writeFileSync(served, 'as served');
  const first = createWriter(staging);
  // `first` makes docs/, where its files are new: each is created in one call.
  expect(first.write('docs/a.html', 'a')).toBe(1);
  createWriter(staging).take(served, 'docs/b.html');
  expect(first.write('docs/b.html', 'rewritten')).toBe(9);
  expect(fs.readFileSync(path.join(staging, 'docs/b.html'), 'utf8')).toBe('rewritten');
  expect(fs.readFileSync(served, 'utf8')).toBe('as served');
  // A file written twice is the second text.
  first.write('docs/a.html', 'second');
  expect(fs.readFileSync(path.join(staging, 'docs/a.html'), 'utf8')).toBe('second');
  // A name taken, then taken or copied again in the same folder: each time a name of its own.
  const other = path.join(last, 'other.html');
  fs.writeFileSync(other, 'other');
  first.take(served, 'docs/c.html');
  first.take(other, 'docs/c.html');
  expect(fs.statSync(path.join(staging, 'docs/c.html')).ino).toBe(fs.statSync(other).ino);
  first.copy(served, 'docs/c.html');
  expect(fs.readFileSync(path.join(staging, 'docs/c.html'), 'utf8')).toBe('as served');
  expect(fs.readFileSync(other, 'utf8')).toBe('other');
  expect(fs.readFileSync(served, 'utf8')).toBe('as served');
});

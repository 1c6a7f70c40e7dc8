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

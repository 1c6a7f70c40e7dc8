import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notFoundFile, resolveRequest } from '../../src/serve/resolve.js';

let root: string;
let outside: string;
beforeAll(() => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-'));
  root = path.join(base, 'dist');
  outside = path.join(base, 'secret.txt');
  fs.mkdirSync(path.join(root, 'id', 'docs', 'intro'), { recursive: true });
  fs.writeFileSync(path.join(root, 'id', 'docs', 'intro', 'index.html'), 'intro');
  fs.writeFileSync(path.join(root, '404.html'), 'root 404');
  fs.writeFileSync(path.join(root, 'id', '404.html'), 'id 404');
  fs.writeFileSync(outside, 'secret');
  fs.symlinkSync(outside, path.join(root, 'link.txt'));
});
afterAll(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

test('/x, /x/ and /x/index.html find the same page', () => {
  const file = path.join(fs.realpathSync(root), 'id', 'docs', 'intro', 'index.html');
  for (const url of ['/id/docs/intro', '/id/docs/intro/', '/id/docs/intro/index.html', '/id/docs/intro?x=1']) {
    expect(resolveRequest(root, url)).toBe(file);
  }
});

test('nothing outside the output folder is reachable', () => {
  for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/id/..%2f..%2fsecret.txt', '/..\\secret.txt', '/link.txt', '/%00', '/%E0%A4%A']) {
    expect(resolveRequest(root, url)).toBeUndefined();
  }
});

test('the not-found page of the locale the path is under', () => {
  expect(fs.readFileSync(notFoundFile(root, '/id/nope', ['id'])!, 'utf8')).toBe('id 404');
  expect(fs.readFileSync(notFoundFile(root, '/nope', ['id'])!, 'utf8')).toBe('root 404');
});

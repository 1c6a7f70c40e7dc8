import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  notFoundFile,
  pathSegments,
  requestPath,
  resolveRequest,
  slashRedirect,
} from '../../src/emit/resolve.js';

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
  for (const url of [
    '/id/docs/intro',
    '/id/docs/intro/',
    '/id/docs/intro/index.html',
    '/id/docs/intro?x=1',
  ]) {
    expect(resolveRequest(root, url)).toBe(file);
  }
});

test('nothing outside the output folder is reachable', () => {
  for (const url of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/id/..%2f..%2fsecret.txt',
    '/..\\secret.txt',
    '/link.txt',
    '/%00',
    '/%E0%A4%A',
  ]) {
    expect(resolveRequest(root, url)).toBeUndefined();
  }
});

test('the not-found page of the locale the path is under', () => {
  expect(fs.readFileSync(notFoundFile(root, '/id/nope', ['id'])!, 'utf8')).toBe('id 404');
  expect(fs.readFileSync(notFoundFile(root, '/nope', ['id'])!, 'utf8')).toBe('root 404');
});

test('a not-found page that is a symlink out of the output is no page', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-404-'));
  const dist = path.join(base, 'dist');
  fs.mkdirSync(path.join(dist, 'id'), { recursive: true });
  fs.writeFileSync(path.join(base, 'secret.txt'), 'secret');
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(dist, '404.html'));
  fs.symlinkSync(path.join(base, 'secret.txt'), path.join(dist, 'id', '404.html'));
  expect(notFoundFile(dist, '/nope', ['id'])).toBeUndefined();
  expect(notFoundFile(dist, '/id/nope', ['id'])).toBeUndefined();
  // A symlink that stays inside is followed.
  fs.writeFileSync(path.join(dist, 'real-404.html'), 'inside');
  fs.rmSync(path.join(dist, 'id', '404.html'));
  fs.symlinkSync(path.join(dist, 'real-404.html'), path.join(dist, 'id', '404.html'));
  expect(fs.readFileSync(notFoundFile(dist, '/id/nope', ['id'])!, 'utf8')).toBe('inside');
  fs.rmSync(base, { recursive: true, force: true });
});

test('an output folder or file that vanishes is nothing found, not an exception', () => {
  const gone = path.join(os.tmpdir(), 'sitegen-no-such-output');
  expect(resolveRequest(gone, '/docs/intro')).toBeUndefined();
  expect(notFoundFile(gone, '/nope', [])).toBeUndefined();
  // Removed between its real path and its stat (the output swap).
  const stat = vi.spyOn(fs, 'statSync').mockImplementation(() => {
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  });
  try {
    expect(resolveRequest(root, '/id/docs/intro')).toBeUndefined();
  } finally {
    stat.mockRestore();
  }
});

test('request targets: origin form and absolute form give a path, anything else none', () => {
  expect(requestPath('/a/b?c=%zz#d')).toBe('/a/b');
  // The URL parser removes dot segments of an absolute URL: it cannot climb above "/".
  expect(requestPath('http://example.com/x/%2e%2e/y?z')).toBe('/y');
  expect(requestPath('http://example.com/../../etc/passwd')).toBe('/etc/passwd');
  for (const target of ['http://a:b/', 'http://[::1/', '*', 'a', '', 'ftp://x/y', undefined])
    expect(requestPath(target), String(target)).toBeUndefined();
  expect(pathSegments('/%E0%A4%A')).toBeUndefined();
  expect(pathSegments('/a%00')).toBeUndefined();
  expect(pathSegments('/a/%2e%2e/b')).toEqual(['a', '..', 'b']);
});

test('with trailingSlash a page asked for in its other form moves to its own, as static hosts do', () => {
  const index = '/out/docs/intro/index.html';
  const flat = '/out/docs/intro.html';
  expect(slashRedirect('/docs/intro', index, true)).toBe('/docs/intro/');
  expect(slashRedirect('/docs/intro/', index, true)).toBeUndefined();
  expect(slashRedirect('/docs/intro/index.html', index, true)).toBeUndefined();
  expect(slashRedirect('/blog/rss.xml', '/out/blog/rss.xml', true)).toBeUndefined();
  expect(slashRedirect('/docs/intro/', flat, false)).toBe('/docs/intro');
  expect(slashRedirect('/docs/intro', flat, false)).toBeUndefined();
  expect(slashRedirect('/id/', '/out/id/index.html', false)).toBeUndefined();
  // Without the setting, every form is answered where it is, as before.
  expect(slashRedirect('/docs/intro', index, undefined)).toBeUndefined();
  expect(slashRedirect('/docs/intro/', flat, undefined)).toBeUndefined();
});

/**
 * Which folders a build may replace (emit/outputFolder.ts): the check never writes, so the real
 * root of the file system is safe to ask about; everything else is a temporary tree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { OUTPUT_MARKER, refuseOutputFolder } from '../../src/emit/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** home/user/site with docs/ and a config, as a user's tree. */
function tree() {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-outdir-')));
  dirs.push(base);
  const home = path.join(base, 'home', 'user');
  const root = path.join(home, 'site');
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'sitegen.config.ts'), 'export default {}');
  const sources = [path.join(root, 'docs'), path.join(root, 'sitegen.config.ts')];
  const check = (out: string, more: { force?: boolean; builtBefore?: boolean } = {}) =>
    refuseOutputFolder(path.resolve(root, out), {
      root,
      sources,
      home,
      force: more.force ?? false,
      builtBefore: more.builtBefore,
    });
  return { base, home, root, check };
}

test('a new folder, an empty one, and one a sitegen build wrote may be replaced', () => {
  const { root, check } = tree();
  expect(check('dist')).toBeUndefined();
  fs.mkdirSync(path.join(root, 'empty'));
  expect(check('empty')).toBeUndefined();
  fs.mkdirSync(path.join(root, 'built'));
  fs.writeFileSync(path.join(root, 'built', 'index.html'), '<p>');
  fs.writeFileSync(path.join(root, 'built', OUTPUT_MARKER), '');
  expect(check('built')).toBeUndefined();
});

test.each([
  ['/', /root of the file system/],
  ['.', /it is the site folder/],
  ['', /it is the site folder/],
  ['..', /it is your home folder/],
  ['../..', /it holds your home folder/],
  ['docs', /it is docs, which the build reads/],
  ['docs/build', /it is inside docs, which the build reads/],
  ['sitegen.config.ts', /it is sitegen.config.ts, which the build reads/],
  ['node_modules/x', /inside .git or node_modules/],
])('--out %j is refused, --force or not', (out, reason) => {
  const { check } = tree();
  const target = out === '/' ? path.parse(process.cwd()).root : out;
  for (const force of [false, true]) {
    const refused = check(target, { force });
    expect(refused?.message).toMatch(/cannot be the output folder \(--out\)/);
    expect(refused?.message).toMatch(reason);
    expect(refused?.hint).toMatch(/nothing was written/);
  }
});

test('a folder above the site that is not the home folder is refused', () => {
  const { base, check } = tree();
  const refused = check(base);
  expect(refused?.message).toMatch(/holds your home folder|holds the site folder/);
});

test('a file is refused', () => {
  const { root, check } = tree();
  fs.writeFileSync(path.join(root, 'notes.txt'), 'mine');
  expect(check('notes.txt')?.message).toMatch(/it is a file, not a folder/);
});

test('a git working tree is refused even with --force', () => {
  const { base, check } = tree();
  const other = path.join(base, 'other-project');
  fs.mkdirSync(path.join(other, '.git'), { recursive: true });
  expect(check(other, { force: true })?.message).toMatch(/git working tree/);
});

test('a folder of files no sitegen build wrote is refused unless --force says so', () => {
  const { root, check } = tree();
  const out = path.join(root, 'public');
  fs.mkdirSync(out);
  for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt'])
    fs.writeFileSync(path.join(out, name), '');
  const refused = check('public');
  expect(refused?.message).toMatch(
    /holds files \(a\.txt, b\.txt, c\.txt and 1 more\) and no \.sitegen-output file, so no sitegen build wrote it/,
  );
  expect(refused?.hint).toMatch(/--force/);
  expect(check('public', { force: true })).toBeUndefined();
  // An output of a sitegen that wrote no marker yet, on record in the cache.
  expect(check('public', { builtBefore: true })).toBeUndefined();
});

test('links are followed: a link to the site folder is the site folder', () => {
  const { base, root, check } = tree();
  const link = path.join(base, 'link');
  fs.symlinkSync(root, link);
  expect(check(link)?.message).toMatch(/it is the site folder/);
  expect(check(path.join(link, 'docs'))?.message).toMatch(/it is docs/);
});

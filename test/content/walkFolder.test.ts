/**
 * Listing a folder with symbolic links in it: each folder link followed once, a link that loops,
 * repeats a folder or leads nowhere skipped and reported, a name that is not UTF-8 reported with
 * its bytes. Each case is a small tree in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { locateFiles } from '../../src/content/files.js';
import { realPathIn, walkFolder } from '../../src/content/walkFolder.js';
import { ErrorList } from '../../src/errors.js';

let tmp: string[] = [];
afterEach(() => {
  tmp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  tmp = [];
});

/** A site folder with docs/intro.md, docs/guides/a.md and docs/guides/b.md. */
function site(): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-walk-')));
  tmp.push(root);
  for (const rel of ['docs/intro.md', 'docs/guides/a.md', 'docs/guides/b.md']) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), `# ${rel}\n`);
  }
  return root;
}

const docs = (root: string) => {
  const errors = new ErrorList();
  const folder = { dir: path.join(root, 'docs'), translations: path.join(root, 'i18n/{locale}') };
  const files = locateFiles(root, folder, 'en', 'en', ['**/*.md'], errors);
  return { files: files.map((file) => file.relPath), errors };
};

const SOURCES = ['guides/a.md', 'guides/b.md', 'intro.md'];

test('a link to its own folder is skipped with a warning naming it (was: 40 levels deep)', () => {
  const root = site();
  fs.symlinkSync('.', path.join(root, 'docs', 'loop'));
  const { files, errors } = docs(root);
  expect(files).toEqual(SOURCES);
  expect(errors.errors).toEqual([]);
  expect(errors.warnings).toEqual([
    expect.objectContaining({
      file: path.join(root, 'docs', 'loop'),
      message:
        'symbolic link not followed: it leads to docs, a folder it is in: following it would loop',
    }),
  ]);
});

test('two links to their own folder (2^40 paths for fast-glob) and a link to a folder above', () => {
  const root = site();
  fs.symlinkSync('.', path.join(root, 'docs', 'l1'));
  fs.symlinkSync('.', path.join(root, 'docs', 'l2'));
  fs.symlinkSync('../..', path.join(root, 'docs', 'guides', 'up'));
  const started = performance.now();
  const { files, errors } = docs(root);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(files).toEqual(SOURCES);
  expect(errors.warnings.map((w) => path.relative(root, w.file))).toEqual([
    'docs/l1',
    'docs/l2',
    'docs/guides/up',
  ]);
  expect(errors.warnings[2].message).toContain('a folder it is in');
});

test('a dangling loop (a → b → a) and a link to nothing are warnings, not a crash', () => {
  const root = site();
  fs.symlinkSync('b', path.join(root, 'docs', 'a'));
  fs.symlinkSync('a', path.join(root, 'docs', 'b'));
  fs.symlinkSync('missing.md', path.join(root, 'docs', 'gone.md'));
  const { files, errors } = docs(root);
  expect(files).toEqual(SOURCES);
  expect(errors.errors).toEqual([]);
  expect(errors.warnings.map((w) => [path.relative(root, w.file), w.message])).toEqual([
    ['docs/a', 'symbolic link not followed: it leads back to itself through other links (b)'],
    ['docs/b', 'symbolic link not followed: it leads back to itself through other links (a)'],
    ['docs/gone.md', 'symbolic link not followed: it leads to nothing (missing.md)'],
  ]);
});

test('a link to a folder elsewhere in the site is followed once; a second link to it is skipped', () => {
  const root = site();
  fs.mkdirSync(path.join(root, 'shared'));
  fs.writeFileSync(path.join(root, 'shared', 'common.md'), '# Common\n');
  fs.symlinkSync('../shared', path.join(root, 'shared', 'self'));
  fs.symlinkSync('../shared', path.join(root, 'docs', 'shared'));
  fs.symlinkSync('../../shared', path.join(root, 'docs', 'guides', 'again'));
  fs.symlinkSync('guides', path.join(root, 'docs', 'alias'));
  const { files, errors } = docs(root);
  expect(files).toEqual([...SOURCES.slice(0, 2), 'intro.md', 'shared/common.md'].sort());
  expect(errors.warnings.map((w) => [path.relative(root, w.file), w.message])).toEqual([
    [
      'docs/alias',
      'symbolic link not followed: it leads to docs/guides, whose files are listed already',
    ],
    [
      'docs/guides/again',
      `symbolic link not followed: it leads to ${path.join(root, 'shared')}, whose files are listed already`,
    ],
    [
      'docs/shared/self',
      `symbolic link not followed: it leads to ${path.join(root, 'shared')}, a folder it is in: following it would loop`,
    ],
  ]);
});

test('a link to a folder out of the site is an error, and nothing under it is listed', () => {
  const root = site();
  const outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-out-')));
  tmp.push(outside);
  fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n');
  fs.symlinkSync(outside, path.join(root, 'docs', 'out'));
  const { files, errors } = docs(root);
  expect(files).toEqual(SOURCES);
  expect(errors.errors).toEqual([
    expect.objectContaining({
      file: path.join(root, 'docs', 'out'),
      message: `this folder cannot be read: it is a symbolic link to ${outside}, outside the site folder`,
    }),
  ]);
});

test('a source name that is not UTF-8 is an error naming its folder and bytes (was: a stack trace)', () => {
  const root = site();
  const dir = Buffer.from(path.join(root, 'docs', 'guides') + '/');
  fs.writeFileSync(Buffer.concat([dir, Buffer.from('caf\xe9.md', 'latin1')]), '# Café\n');
  fs.writeFileSync(Buffer.concat([dir, Buffer.from('pic\xff.png', 'latin1')]), 'not a source');
  const { files, errors } = docs(root);
  expect(files).toEqual(SOURCES);
  expect(errors.errors).toEqual([
    {
      file: path.join(root, 'docs', 'guides'),
      message: 'the file name "caf\\xe9.md" in this folder is not UTF-8',
      hint: expect.stringContaining('rename it in UTF-8'),
    },
  ]);
});

test('the walk lists links to files and folders it followed, and where they lead', () => {
  const root = site();
  fs.symlinkSync('intro.md', path.join(root, 'docs', 'again.md'));
  fs.mkdirSync(path.join(root, 'elsewhere'));
  fs.symlinkSync('../elsewhere', path.join(root, 'docs', 'more'));
  const walk = walkFolder(path.join(root, 'docs'));
  expect(walk.files).toEqual(['again.md', 'guides/a.md', 'guides/b.md', 'intro.md']);
  expect(walk.links).toEqual([
    { path: path.join(root, 'docs', 'again.md'), target: path.join(root, 'docs', 'intro.md') },
    { path: path.join(root, 'docs', 'more'), target: path.join(root, 'elsewhere') },
  ]);
});

test("a file's real path is known from the walk when no link is on its way, and asked of the system when one is", () => {
  const root = site();
  fs.symlinkSync('intro.md', path.join(root, 'docs', 'again.md'));
  fs.mkdirSync(path.join(root, 'elsewhere'));
  fs.writeFileSync(path.join(root, 'elsewhere', 'c.md'), '# c\n');
  fs.symlinkSync('../elsewhere', path.join(root, 'docs', 'more'));
  // The folder walked is itself reached through a link.
  fs.symlinkSync('docs', path.join(root, 'docs-link'));
  const dir = path.join(root, 'docs-link');
  const walk = walkFolder(dir);
  expect(walk.files).toEqual(['again.md', 'guides/a.md', 'guides/b.md', 'intro.md', 'more/c.md']);
  const known = Object.fromEntries(walk.files.map((rel) => [rel, realPathIn(walk, dir, rel)]));
  expect(known).toEqual({
    'again.md': undefined,
    'guides/a.md': path.join(root, 'docs', 'guides', 'a.md'),
    'guides/b.md': path.join(root, 'docs', 'guides', 'b.md'),
    'intro.md': path.join(root, 'docs', 'intro.md'),
    'more/c.md': undefined,
  });
  for (const [rel, real] of Object.entries(known))
    if (real !== undefined) expect(real).toBe(fs.realpathSync.native(path.join(dir, rel)));
});

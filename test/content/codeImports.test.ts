/**
 * What a site's code may import: the repository it lives in is found by its workspace file or
 * its `.git` folder; a file of it may be imported, a hidden one or one beyond it may not; a file
 * is a package's when Node would find it by the package's name, through a link too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  isBareSpecifier,
  isInPackage,
  isPackageFile,
  repositoryRoot,
  whyCodeCannotImport,
} from '../../src/content/codeImports.js';

let tmp: string[] = [];
afterEach(() => {
  tmp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  tmp = [];
});

/** A temporary tree of `files` (relative path → text); returns its real folder. */
function tree(files: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-code-')));
  tmp.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('repositoryRoot', () => {
  test.each([
    ['pnpm-workspace.yaml', 'packages: [website]\n'],
    ['package.json', '{ "workspaces": ["website"] }'],
    ['.git/HEAD', 'ref: refs/heads/main\n'],
  ])('a folder with %s above the site is its repository', (marker, text) => {
    const root = tree({ [marker]: text, 'website/package.json': '{ "name": "website" }' });
    expect(repositoryRoot(path.join(root, 'website'))).toBe(root);
  });

  test('a package.json without workspaces marks nothing: the site is its own repository', () => {
    const root = tree({ 'package.json': '{ "name": "top" }', 'website/x.txt': '' });
    const site = path.join(root, 'website');
    expect(repositoryRoot(site)).toBe(site);
    expect(whyCodeCannotImport(site, path.join(root, 'package.json'))).toMatch(
      /^it is outside the repository the site is in/,
    );
  });
});

describe('whyCodeCannotImport', () => {
  const root = () =>
    tree({
      '.git/HEAD': '',
      'errors.json': '{}',
      '.secrets/key.json': '{}',
      'website/src/pages/index.js': '',
      'website/.env': '',
    });

  test('a file of the repository may be imported; a hidden one may not', () => {
    const repo = root();
    const site = path.join(repo, 'website');
    expect(whyCodeCannotImport(site, path.join(repo, 'errors.json'))).toBeUndefined();
    expect(whyCodeCannotImport(site, path.join(site, 'src/pages/index.js'))).toBeUndefined();
    expect(whyCodeCannotImport(site, path.join(repo, '.secrets/key.json'))).toMatch(/hidden/);
    expect(whyCodeCannotImport(site, path.join(site, '.env'))).toMatch(/hidden/);
    expect(whyCodeCannotImport(site, path.join(repo, '.git/HEAD'))).toMatch(/hidden/);
  });

  test('a file beyond the repository, or a link out of it, may not', () => {
    const repo = root();
    const site = path.join(repo, 'website');
    const beyond = tree({ 'secret.json': '{}' });
    expect(whyCodeCannotImport(site, path.join(beyond, 'secret.json'))).toBe(
      `it is outside the repository the site is in (${repo})`,
    );
    fs.symlinkSync(path.join(beyond, 'secret.json'), path.join(repo, 'linked.json'));
    expect(whyCodeCannotImport(site, path.join(repo, 'linked.json'))).toMatch(
      /^it is a symbolic link to .*secret\.json, outside the repository/,
    );
  });
});

describe('packages', () => {
  test('bare specifiers name packages; relative, absolute, @site/ and URLs do not', () => {
    expect(['clsx', '@scope/pkg/sub', 'react-is/cjs/x.js'].map(isBareSpecifier)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['./a', '../a', '/abs/a', '@site/src/a', 'node:fs', '..'].map(isBareSpecifier)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test('a file through a pnpm link into the store, or a file: link out of the repository, is the package’s', () => {
    const far = tree({ 'far/index.js': '' });
    const repo = tree({
      'node_modules/.pnpm/clsx@2.1.1/node_modules/clsx/dist/clsx.mjs': '',
      'website/src/pages/index.js': '',
      'website/src/lib/utils.ts': '',
    });
    const site = path.join(repo, 'website');
    fs.mkdirSync(path.join(site, 'node_modules/@acme'), { recursive: true });
    fs.symlinkSync(
      '../../node_modules/.pnpm/clsx@2.1.1/node_modules/clsx',
      path.join(site, 'node_modules/clsx'),
    );
    fs.symlinkSync(path.join(far, 'far'), path.join(site, 'node_modules/@acme/far'));
    const pages = path.join(site, 'src/pages');
    const stored = path.join(repo, 'node_modules/.pnpm/clsx@2.1.1/node_modules/clsx/dist/clsx.mjs');
    expect(isPackageFile(stored)).toBe(true);
    expect(isInPackage('clsx', pages, stored)).toBe(true);
    expect(isInPackage('@acme/far/index.js', pages, path.join(far, 'far/index.js'))).toBe(true);
    expect(isPackageFile(path.join(far, 'far/index.js'))).toBe(false);
    // A name that is no package of the site's does not make a file of the site a package's.
    expect(isInPackage('clsx', pages, path.join(site, 'src/lib/utils.ts'))).toBe(false);
    expect(isInPackage('utils', pages, path.join(site, 'src/lib/utils.ts'))).toBe(false);
  });
});

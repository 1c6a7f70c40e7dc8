import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { dependencyManifest, packageRoot } from '../src/packageRoot.js';
import { repoRoot } from './helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-root-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text = '{}'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

test('the package folder is this checkout when running from src/', () => {
  expect(packageRoot()).toBe(repoRoot);
});

test("a dependency's package.json is found as Node finds it: nested, hoisted by npm, or beside it in pnpm's store", () => {
  // npm: the site's node_modules holds sitegen and, hoisted beside it, its dependencies.
  const npmSite = path.join(dir, 'npm-site');
  const installed = path.join(npmSite, 'node_modules', '@sitegen-tools', 'sitegen');
  write(path.join(installed, 'package.json'));
  write(path.join(npmSite, 'node_modules', 'pagefind', 'package.json'));
  expect(dependencyManifest('pagefind', installed)).toBe(
    path.join(npmSite, 'node_modules', 'pagefind', 'package.json'),
  );
  // A copy of its own, nested under sitegen, comes first.
  write(path.join(installed, 'node_modules', 'pagefind', 'package.json'));
  expect(dependencyManifest('pagefind', installed)).toBe(
    path.join(installed, 'node_modules', 'pagefind', 'package.json'),
  );
  // pnpm: the real folder is in the store, its dependencies beside it; the site has a link only.
  const store = path.join(dir, 'pnpm-site', 'node_modules', '.pnpm', 'x@0.1.0', 'node_modules');
  write(path.join(store, '@sitegen-tools', 'sitegen', 'package.json'));
  write(path.join(store, 'pagefind', 'package.json'));
  expect(dependencyManifest('pagefind', path.join(store, '@sitegen-tools', 'sitegen'))).toBe(
    path.join(store, 'pagefind', 'package.json'),
  );
  expect(dependencyManifest('not-installed-anywhere', installed)).toBeUndefined();
});

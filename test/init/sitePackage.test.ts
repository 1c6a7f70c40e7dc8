import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { PACKAGE_NAME, sitePackage, sitegenSpec, tarballName } from '../../src/init/sitePackage.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-site-package-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
}

/** A project with sitegen installed in its node_modules, as its package.json names it. */
function project(name: string, spec: string): { project: string; installed: string } {
  const root = path.join(dir, name);
  const installed = path.join(root, 'node_modules', ...PACKAGE_NAME.split('/'));
  write(path.join(installed, 'package.json'), { name: PACKAGE_NAME, version: '0.3.1' });
  write(path.join(root, 'package.json'), { dependencies: { [PACKAGE_NAME]: spec } });
  return { project: root, installed };
}

test('run from a clone, the site names the tarball npm pack made there for this version, else the clone, by its path', () => {
  const clone = path.join(dir, 'clone');
  write(path.join(clone, 'package.json'), { name: PACKAGE_NAME, version: '0.3.1' });
  const site = path.join(dir, 'my-docs');
  expect(sitegenSpec(site, clone)).toBe('file:../clone');
  // Another version's tarball is not this one.
  fs.writeFileSync(path.join(clone, 'sitegen-tools-sitegen-0.3.0.tgz'), '');
  expect(sitegenSpec(site, clone)).toBe('file:../clone');
  fs.writeFileSync(path.join(clone, 'sitegen-tools-sitegen-0.3.1.tgz'), '');
  expect(sitegenSpec(site, clone)).toBe('file:../clone/sitegen-tools-sitegen-0.3.1.tgz');
  expect(tarballName({ name: PACKAGE_NAME, version: '1.2.3' })).toBe(
    'sitegen-tools-sitegen-1.2.3.tgz',
  );
});

test('installed from a tarball, the site names that tarball by its path from the site', () => {
  const { project: root, installed } = project(
    'from-tarball',
    'file:sitegen-tools-sitegen-0.3.1.tgz',
  );
  expect(sitegenSpec(path.join(root, 'docs'), installed)).toBe(
    'file:../sitegen-tools-sitegen-0.3.1.tgz',
  );
  expect(sitegenSpec(root, installed)).toBe('file:sitegen-tools-sitegen-0.3.1.tgz');
});

test('installed from the registry, or where the installing project cannot be told, the site names the registry package at this version under the alias "sitegen"', () => {
  const { project: root, installed } = project('from-registry', '^0.3.0');
  expect(sitegenSpec(path.join(root, 'docs'), installed)).toBe(`npm:${PACKAGE_NAME}@^0.3.1`);
  // pnpm: the real folder is in the store, under .pnpm/.
  const store = path.join(dir, 'pnpm', 'node_modules', '.pnpm', 'x@0.3.1', 'node_modules');
  const stored = path.join(store, ...PACKAGE_NAME.split('/'));
  write(path.join(stored, 'package.json'), { name: PACKAGE_NAME, version: '0.3.1' });
  expect(sitegenSpec(path.join(dir, 'pnpm'), stored)).toBe(`npm:${PACKAGE_NAME}@^0.3.1`);
});

test("a new site's package.json has the scripts and the dependency; an existing one keeps its own and gains what it lacks", () => {
  const made = JSON.parse(sitePackage(path.join(dir, 'new'), 'Team Handbook').text);
  expect(made).toMatchObject({
    name: 'team-handbook',
    private: true,
    scripts: { start: 'sitegen serve --watch', build: 'sitegen build', serve: 'sitegen serve' },
  });
  expect(made.devDependencies.sitegen).toMatch(/^file:/);

  const existing = JSON.stringify({
    name: 'mine',
    scripts: { build: 'make' },
    dependencies: { [PACKAGE_NAME]: 'file:sitegen-tools-sitegen-0.3.1.tgz', left: '1' },
  });
  const completed = sitePackage(path.join(dir, 'mine'), 'Mine', existing);
  expect(completed.importName).toBe(PACKAGE_NAME);
  expect(JSON.parse(completed.text)).toEqual({
    name: 'mine',
    scripts: { start: 'sitegen serve --watch', build: 'make', serve: 'sitegen serve' },
    dependencies: { [PACKAGE_NAME]: 'file:sitegen-tools-sitegen-0.3.1.tgz', left: '1' },
  });
  expect(() => sitePackage(dir, 'Broken', '[1, 2')).toThrow(BuildFailed);
});

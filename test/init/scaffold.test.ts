import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { PACKAGE_NAME, scaffoldSite } from '../../src/init/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-scaffold-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a folder that only installed sitegen (package.json, lock, node_modules, the tarball) gets the starter, its package.json completed', () => {
  const site = path.join(dir, 'installed');
  fs.mkdirSync(path.join(site, 'node_modules'), { recursive: true });
  fs.writeFileSync(path.join(site, 'sitegen-tools-sitegen-0.1.0.tgz'), '');
  fs.writeFileSync(path.join(site, 'package-lock.json'), '{}');
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({ dependencies: { [PACKAGE_NAME]: 'file:sitegen-tools-sitegen-0.1.0.tgz' } }),
  );
  const made = scaffoldSite(site);
  expect(made.files).toContain('sitegen.config.ts');
  const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
  expect(pkg.dependencies).toEqual({ [PACKAGE_NAME]: 'file:sitegen-tools-sitegen-0.1.0.tgz' });
  expect(pkg.devDependencies).toBeUndefined();
  expect(pkg.scripts.build).toBe('sitegen build');
  // The config imports sitegen by the name the site installed it under.
  expect(fs.readFileSync(path.join(site, 'sitegen.config.ts'), 'utf8')).toContain(
    `import { defineConfig } from '${PACKAGE_NAME}';`,
  );
});

test('a folder with anything else in it is refused, and nothing is written', () => {
  const site = path.join(dir, 'full');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'package.json'), '{}');
  fs.writeFileSync(path.join(site, 'notes.md'), 'mine');
  expect(() => scaffoldSite(site)).toThrow(BuildFailed);
  expect(fs.readdirSync(site).sort()).toEqual(['notes.md', 'package.json']);
  expect(fs.readFileSync(path.join(site, 'package.json'), 'utf8')).toBe('{}');
});

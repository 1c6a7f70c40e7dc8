/**
 * package.json as a package: what it ships (`files`) and what it installs (`dependencies`) are
 * what the compiled CLI reads at run time. test/package.build.test.ts packs and installs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test } from 'vitest';
// @ts-expect-error a plain ES module of the build scripts, without types
import { compileOptions } from '../scripts/compileOptions.mjs';
import { repoRoot } from './helpers.js';

interface Manifest {
  name: string;
  private?: boolean;
  files: string[];
  bin: Record<string, string>;
  engines: { node: string };
  exports: Record<string, unknown>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;

/** The packages src/ imports by name (or a file of), outside type-only imports. */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  for (const file of fg.sync('src/**/*.{ts,tsx}', { cwd: repoRoot })) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, type, spec] of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([@a-z][^']*)'/g,
    )) {
      if (type || !spec || spec.startsWith('node:')) continue;
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
    for (const [, spec] of text.matchAll(/import\('([@a-z][^']*)'\)/g))
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
  }
  return names;
}

test('a scoped name of our own, publishable only with a files list, a compile before packing, engines and exports', () => {
  // "sitegen" on the registry is another project.
  expect(pkg.name).toBe('@sitegen-tools/sitegen');
  expect(pkg.private).toBeUndefined();
  expect(pkg.scripts.prepack).toBe('node scripts/compile.mjs --types');
  expect(pkg.engines.node).toMatch(/^>=\d+\.\d+/);
  expect(Object.keys(pkg.bin)).toEqual(['sitegen']);
  expect(pkg.files).toContain(`${path.dirname(pkg.bin.sitegen)}/`);
  expect(pkg.exports['.']).toEqual({ types: './types/index.d.ts', default: './lib/index.js' });
});

test('the package ships what sitegen reads beside itself at run time, and no Node source, tests or source maps', () => {
  // What code reads under packageRoot(): the compiled CLI and workers, the page template and the
  // starter, the theme's strings, and the browser code bundled per site (theme replacements).
  for (const needed of ['bin/', 'lib/', 'types/', 'templates/', 'locales/'])
    expect(pkg.files).toContain(needed);
  for (const browser of ['src/theme/', 'src/client/', 'src/shared/'])
    expect(pkg.files).toContain(browser);
  expect(pkg.files).toContain('!lib/**/*.map');
  expect(pkg.files.filter((entry) => /^(src\/?$|test|dist)/.test(entry))).toEqual([]);
  // Browser code imports only browser code, so those three folders are all of src/ it needs.
  for (const file of fg.sync('src/{theme,client,shared}/**/*.{ts,tsx}', { cwd: repoRoot })) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [, spec] of text.matchAll(/from '(\.[^']*)'/g)) {
      const target = path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), spec));
      expect(target, `${file} imports ${spec}`).toMatch(/^src\/(theme|client|shared)\//);
    }
  }
});

test('the packages lib/ loads at run time are runtime dependencies; what it bundles is a devDependency', () => {
  const imported = importedPackages();
  // Left out of the bundle (they find files or binaries beside themselves), so installed with it.
  const external = (compileOptions.external as string[]).filter((name) => imported.has(name));
  expect(external.length).toBeGreaterThan(5);
  // Found by path at run time: Infima's stylesheet (emit/infimaCss.ts). (The OpenAPI schema
  // checks compiled into lib/openapiSchema/ hold Ajv's runtime helpers: Ajv is not installed.)
  // Also the social cards' Latin, Arabic and Hebrew fonts (emit/socialCards.ts; a site installs
  // the CJK ones it needs, about 80 MB each).
  const byPath = [
    'infima',
    '@fontsource/noto-sans',
    '@fontsource/noto-sans-arabic',
    '@fontsource/noto-sans-hebrew',
  ];
  // Named by the public types (types/index.d.ts), for a site's editor.
  const typed = ['zod', 'unified'];
  expect(Object.keys(pkg.dependencies).sort()).toEqual(
    [...new Set([...external, ...byPath, ...typed])].sort(),
  );
  for (const name of imported)
    if (!name.startsWith('@types/') && name !== 'sitegen')
      expect(
        pkg.dependencies[name] ?? pkg.devDependencies[name],
        `${name} is declared`,
      ).toBeDefined();
});

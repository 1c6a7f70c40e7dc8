/**
 * The starter's `package.json`: its scripts and the sitegen it depends on, named the way this copy
 * of sitegen was installed, so `npm install` in the new site installs the same one:
 * - installed from a packed tarball (`npm install ./sitegen-tools-sitegen-0.1.0.tgz`): that
 *   tarball, by its path from the new site, as the installing project's package.json names it;
 * - installed from the registry (or where the installing project cannot be told): the registry
 *   package at this version's range, under the name `sitegen` (an npm alias), which a config imports;
 * - run from a clone of the repository: the tarball `npm pack` made there for this version, by its
 *   path, when there is one; else the clone's folder, by its path.
 * In a folder that is already an npm project (`npm install` of sitegen, then `sitegen init`), its
 * package.json keeps what it has: the scripts and the dependency are added when missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildFailed } from '../errors.js';
import { packageRoot } from '../packageRoot.js';

/** The package's name on the registry ("sitegen" there is another project). */
export const PACKAGE_NAME = '@sitegen-tools/sitegen';

/** The names a site may depend on sitegen by: the alias the starter writes, or the package's own. */
const DEPENDENCY_NAMES = ['sitegen', PACKAGE_NAME];

const SCRIPTS = {
  start: 'sitegen serve --watch',
  build: 'sitegen build',
  serve: 'sitegen serve',
};

interface PackageJson {
  name?: string;
  private?: boolean;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Manifest {
  name: string;
  version: string;
}

export interface SitePackage {
  /** The package.json text to write. */
  text: string;
  /** The name the site imports sitegen by (`import { defineConfig } from '<name>'`). */
  importName: string;
}

/** `dir`'s package.json, made or completed; `existing` is its current text, if it has one. */
export function sitePackage(dir: string, title: string, existing?: string): SitePackage {
  const pkg: PackageJson = existing === undefined ? newPackage(title) : parsed(dir, existing);
  pkg.scripts = { ...SCRIPTS, ...pkg.scripts };
  const named = DEPENDENCY_NAMES.find(
    (name) => pkg.dependencies?.[name] !== undefined || pkg.devDependencies?.[name] !== undefined,
  );
  if (!named) pkg.devDependencies = { ...pkg.devDependencies, sitegen: sitegenSpec(dir) };
  return { text: `${JSON.stringify(pkg, null, 2)}\n`, importName: named ?? 'sitegen' };
}

function newPackage(title: string): PackageJson {
  const name =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  return { name, private: true };
}

function parsed(dir: string, text: string): PackageJson {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as PackageJson;
  } catch {
    // reported below
  }
  throw new BuildFailed([
    {
      file: path.join(dir, 'package.json'),
      message: 'package.json is not a JSON object',
      hint: 'fix it (or remove it) and run sitegen init again',
    },
  ]);
}

/** How the new site at `dir` names this copy of sitegen (see the header). */
export function sitegenSpec(dir: string, root = packageRoot()): string {
  const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
  const parts = root.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) {
    const tarball = path.join(root, tarballName(own));
    return `file:${relativeSpec(dir, fs.existsSync(tarball) ? tarball : root)}`;
  }
  // <project>/node_modules/<name>: how the project that installed it names it.
  const project = parts.slice(0, at).join(path.sep);
  const installedAs = parts.slice(at + 1).join('/');
  const spec = dependencyOf(project, installedAs);
  if (spec?.startsWith('file:') && /\.(tgz|tar\.gz)$/.test(spec))
    return `file:${relativeSpec(dir, path.resolve(project, spec.slice('file:'.length)))}`;
  return `npm:${own.name}@^${own.version}`;
}

/** The file `npm pack` writes: "@sitegen-tools/sitegen" 0.1.0 → "sitegen-tools-sitegen-0.1.0.tgz". */
export function tarballName(manifest: Manifest): string {
  return `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`;
}

function dependencyOf(project: string, name: string): string | undefined {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(project, 'package.json'), 'utf8'),
    ) as PackageJson;
    return pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  } catch {
    return undefined;
  }
}

function relativeSpec(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/') || '.';
}

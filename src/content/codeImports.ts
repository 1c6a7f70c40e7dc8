/**
 * What a site's code (its config, `src/`, pages, components, MDX) may import, as Docusaurus lets
 * it: packages wherever Node finds them (the site's `node_modules`, a workspace root's above it,
 * a pnpm store reached through symbolic links, a `file:` package), and the files of the repository
 * the site lives in: up to its workspace root (a folder with `pnpm-workspace.yaml`, or a
 * `package.json` with `workspaces`) or the folder holding `.git`. Hidden files and folders, and
 * anything beyond that folder, stay refused. Content (Markdown links, images, static files) keeps
 * the stricter rule of insideSite.ts: the site's code is the site's own; content is not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { whyOutsideSite } from './insideSite.js';

const repositories = new Map<string, string>();

/**
 * The folder of the repository `siteRoot` lives in, by its real path: the nearest folder, the
 * site's own included, with `pnpm-workspace.yaml`, a `package.json` naming `workspaces`, or `.git`;
 * the site folder itself when none is found.
 */
export function repositoryRoot(siteRoot: string): string {
  let found = repositories.get(siteRoot);
  if (found === undefined) {
    const site = realPath(siteRoot);
    found = site;
    for (let dir = site; ; dir = path.dirname(dir)) {
      if (isRepositoryRoot(dir)) {
        found = dir;
        break;
      }
      if (path.dirname(dir) === dir) break;
    }
    repositories.set(siteRoot, found);
  }
  return found;
}

function isRepositoryRoot(dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return true;
  if (fs.existsSync(path.join(dir, '.git'))) return true;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      workspaces?: unknown;
    };
    return manifest.workspaces !== undefined;
  } catch {
    return false;
  }
}

/** Whether `file` is a package's (a `node_modules` folder is on its path, real or as named). */
export function isPackageFile(file: string): boolean {
  const inNodeModules = (named: string) => named.split(path.sep).includes('node_modules');
  return inNodeModules(file) || inNodeModules(realPath(file));
}

/**
 * Why the site's code at `root` may not import `file` by a relative path; undefined when it may
 * (or the file does not exist). Files of the site and the content folders its config names are
 * judged as content is; others must be inside the site's repository, with no hidden folder on the
 * way from its root.
 */
export function whyCodeCannotImport(root: string, file: string): string | undefined {
  const asContent = whyOutsideSite(root, file);
  if (!asContent || !/outside the site folder$/.test(asContent)) return asContent;
  const real = realPath(file);
  const repository = repositoryRoot(root);
  const rel = path.relative(repository, real);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel))
    return real === path.resolve(file)
      ? `it is outside the repository the site is in (${repository})`
      : `it is a symbolic link to ${real}, outside the repository the site is in (${repository})`;
  if (rel.split(path.sep).some((segment) => segment.startsWith('.')))
    return 'it is a hidden file or inside a hidden folder';
  return undefined;
}

/**
 * Files each site's code (by root) imported in a build of this process that no folder the build
 * reads lists: those outside the site, and raw imports anywhere (their extension is no code's).
 */
const importedOutside = new Map<string, Set<string>>();

/**
 * Records that the code of the site at `root` imported `file`: one outside the site (or, with
 * `anywhere`, any file) is an input a warm build must compare and `serve --watch` must watch
 * (pipeline/upToDate.ts, changes.ts), since nothing else lists it.
 */
export function noteCodeImport(root: string, file: string, { anywhere = false } = {}): void {
  const rel = path.relative(root, file);
  const outside = rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  if (!outside && !anywhere) return;
  let files = importedOutside.get(root);
  if (!files) importedOutside.set(root, (files = new Set()));
  files.add(file);
}

/** The files the site's code at `root` imported that nothing else lists (see noteCodeImport), sorted. */
export function codeImportsOutside(root: string): string[] {
  return [...(importedOutside.get(root) ?? [])].sort();
}

/**
 * The files a package manager rewrites whenever it installs, from the site's folder up to its
 * repository's (npm's, pnpm's and yarn's, under each `node_modules`): packages found above the
 * site change with them.
 */
export function installStateFiles(root: string): string[] {
  const files: string[] = [];
  const top = repositoryRoot(root);
  for (let dir = realPath(root); ; dir = path.dirname(dir)) {
    for (const name of [
      '.package-lock.json',
      '.modules.yaml',
      '.yarn-state.yml',
      '.yarn-integrity',
    ])
      files.push(path.join(dir, 'node_modules', name));
    if (dir === top || path.dirname(dir) === dir) break;
  }
  return files;
}

/** Whether an import names a package (`clsx`, `@scope/name/sub`), not a file or the site (`@site/`). */
export function isBareSpecifier(specifier: string): boolean {
  return (
    !/^(\.{1,2}(\/|$)|\/|@site\/|[a-z][\w+.-]*:)/i.test(specifier) && !path.isAbsolute(specifier)
  );
}

/**
 * Whether `file` is inside the package `specifier` names, as Node finds it from `fromDir`: in a
 * `node_modules` folder there or above, or in one of `extraFolders` (the site's, for content
 * outside it); through the symbolic link a workspace, a pnpm store or a `file:` package makes.
 */
export function isInPackage(
  specifier: string,
  fromDir: string,
  file: string,
  extraFolders: string[] = [],
): boolean {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const real = realPath(file);
  const folders: string[] = [];
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    folders.push(path.join(dir, 'node_modules'));
    if (path.dirname(dir) === dir) break;
  }
  return [...folders, ...extraFolders].some((folder) => {
    const at = path.join(folder, name);
    if (!fs.existsSync(at)) return false;
    const rel = path.relative(realPath(at), real);
    return !(rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel));
  });
}

function realPath(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return path.resolve(file);
  }
}

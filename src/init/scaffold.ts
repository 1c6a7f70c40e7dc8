/**
 * `sitegen init`: a starter site (config, docs in two folders, a blog post, a page, a README) copied
 * from `templates/starter` into a new or empty folder, titled after the folder. It builds, passes
 * its link check and runs under `serve --watch` as it is. A folder that is only an npm project
 * (sitegen installed into it: package.json, its lock, node_modules, the tarball installed) counts
 * as empty, and its package.json is completed (sitePackage.ts); else the starter's package.json
 * names the sitegen that made it, so `npm install` puts it in the site's `node_modules/.bin`, where
 * `npx sitegen` finds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildFailed } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { sitePackage } from './sitePackage.js';

/** Files named so that npm keeps them in the package, and what they are called in a site. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

/** What an npm project that installed sitegen holds before `sitegen init` runs in it. */
const PROJECT_FILES = new Set([
  '.git',
  '.npmrc',
  'node_modules',
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
]);
const isProjectFile = (name: string) => PROJECT_FILES.has(name) || /\.(tgz|tar\.gz)$/.test(name);

/** The placeholder title of the starter's config and README. */
const STARTER_TITLE = 'My Site';

export interface Scaffolded {
  dir: string;
  title: string;
  /** The files written, relative to `dir`. */
  files: string[];
  /** Whether sitegen is installed in the folder already (`npm install` of it, then init). */
  installed: boolean;
}

export function scaffoldSite(target: string, title?: string): Scaffolded {
  const dir = path.resolve(target);
  const present = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => !isProjectFile(name))
    : [];
  if (present.length > 0)
    throw new BuildFailed([
      {
        file: dir,
        message: `the folder is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''})`,
        hint: 'name a new folder (sitegen init my-site) or run it in an empty one',
      },
    ]);
  const siteTitle = title?.trim() || titleOf(path.basename(dir));
  const packageFile = path.join(dir, 'package.json');
  const site = sitePackage(
    dir,
    siteTitle,
    fs.existsSync(packageFile) ? fs.readFileSync(packageFile, 'utf8') : undefined,
  );
  const starter = path.join(packageRoot(), 'templates', 'starter');
  const files: string[] = [];
  for (const entry of fs.readdirSync(starter, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const rel = path.relative(starter, from);
    const to = path.join(dir, path.dirname(rel), RENAMED[entry.name] ?? entry.name);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(from, 'utf8');
    fs.writeFileSync(to, withImport(rel, withTitle(rel, text, siteTitle), site.importName));
    files.push(path.relative(dir, to).split(path.sep).join('/'));
  }
  fs.writeFileSync(packageFile, site.text);
  files.push('package.json');
  const installed = fs.existsSync(path.join(dir, 'node_modules', '.bin', 'sitegen'));
  return { dir, title: siteTitle, files: files.sort(), installed };
}

function withTitle(rel: string, text: string, title: string): string {
  if (rel === 'sitegen.config.ts')
    return text.replace(`title: '${STARTER_TITLE}'`, `title: ${JSON.stringify(title)}`);
  if (rel === 'README.md') return text.replace(`# ${STARTER_TITLE}`, `# ${title}`);
  return text;
}

/** The config imports sitegen by the name the site depends on it by. */
function withImport(rel: string, text: string, name: string): string {
  return rel === 'sitegen.config.ts' ? text.replace("from 'sitegen'", `from '${name}'`) : text;
}

/** "my-docs" → "My Docs". */
function titleOf(folder: string): string {
  const words = folder.split(/[-_\s.]+/).filter(Boolean);
  if (words.length === 0) return STARTER_TITLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * `sitegen init`: a starter site (config, docs in two folders, a blog post, a page, a README) copied
 * from `templates/starter` into a new or empty folder, titled after the folder. It builds, passes
 * its link check and runs under `serve --watch` as it is. Its `package.json` depends on the copy of
 * sitegen that made it (sitegen is not on the npm registry: a package there with its name is
 * another project), so `npm install` puts this one in the site's `node_modules/.bin`, where
 * `npx sitegen` finds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildFailed } from '../errors.js';
import { packageRoot } from '../packageRoot.js';

/** Files named so that npm keeps them in the package, and what they are called in a site. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

/** The placeholder title of the starter's config and README. */
const STARTER_TITLE = 'My Site';

export interface Scaffolded {
  dir: string;
  title: string;
  /** The files written, relative to `dir`. */
  files: string[];
}

export function scaffoldSite(target: string, title?: string): Scaffolded {
  const dir = path.resolve(target);
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name !== '.git') : [];
  if (present.length > 0)
    throw new BuildFailed([
      {
        file: dir,
        message: `the folder is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''})`,
        hint: 'name a new folder (sitegen init my-site) or run it in an empty one',
      },
    ]);
  const siteTitle = title?.trim() || titleOf(path.basename(dir));
  const starter = path.join(packageRoot(), 'templates', 'starter');
  const files: string[] = [];
  for (const entry of fs.readdirSync(starter, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const rel = path.relative(starter, from);
    const to = path.join(dir, path.dirname(rel), RENAMED[entry.name] ?? entry.name);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(from, 'utf8');
    fs.writeFileSync(to, withTitle(rel, text, siteTitle));
    files.push(path.relative(dir, to).split(path.sep).join('/'));
  }
  fs.writeFileSync(path.join(dir, 'package.json'), packageJson(dir, siteTitle));
  files.push('package.json');
  return { dir, title: siteTitle, files: files.sort() };
}

/** The site's package: sitegen (this copy, by path) and scripts for its two commands. */
function packageJson(dir: string, title: string): string {
  const name =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site';
  const sitegen = path.relative(dir, packageRoot()).split(path.sep).join('/') || '.';
  const pkg = {
    name,
    private: true,
    scripts: {
      start: 'sitegen serve --watch',
      build: 'sitegen build',
      serve: 'sitegen serve',
    },
    devDependencies: { sitegen: `file:${sitegen}` },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function withTitle(rel: string, text: string, title: string): string {
  if (rel === 'sitegen.config.ts')
    return text.replace(`title: '${STARTER_TITLE}'`, `title: ${JSON.stringify(title)}`);
  if (rel === 'README.md') return text.replace(`# ${STARTER_TITLE}`, `# ${title}`);
  return text;
}

/** "my-docs" → "My Docs". */
function titleOf(folder: string): string {
  const words = folder.split(/[-_\s.]+/).filter(Boolean);
  if (words.length === 0) return STARTER_TITLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

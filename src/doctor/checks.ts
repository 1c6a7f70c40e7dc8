/**
 * `sitegen doctor`: what a bug report needs to know about the machine and the site, each found
 * the way a build finds it, and whether a build can run here. A check that fails is something the
 * build needs (Node's version, a site config, a writable cache folder); what only some features
 * or sitegen's own tests need (git for the last-updated dates, Chromium) is a warning at most.
 * Nothing is written. The machine's side comes in `DoctorOptions`, so each check is tested alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, cacheFolderProblem } from '../cache/index.js';
import { CONFIG_FILES, DOCUSAURUS_CONFIG_FILES } from '../config/index.js';
import { packageRoot } from '../packageRoot.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface DoctorCheck {
  /** What is checked ("Node.js", "site"). */
  name: string;
  status: CheckStatus;
  /** What was found, short. */
  detail: string;
  /** What to do, for a warning or a failure. */
  hint?: string;
}

/** What `git` says: its version, and whether the folder is in a checkout (undefined: no git). */
export interface GitState {
  version: string;
  inCheckout: boolean;
}

export interface DoctorOptions {
  /** The site folder (`--root`, the current folder by default). */
  root: string;
  /** The running Node.js version ("20.19.0"). */
  nodeVersion?: string;
  /** The `engines.node` range sitegen declares (">=20.19"). */
  engines?: string;
  git?: (root: string) => GitState | undefined;
  env?: NodeJS.ProcessEnv;
}

interface Manifest {
  version: string;
  engines: { node: string };
}

/** The installed sitegen's package.json. */
export function sitegenManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as Manifest;
}

export function runChecks(options: DoctorOptions): DoctorCheck[] {
  const root = path.resolve(options.root);
  const engines = options.engines ?? sitegenManifest().engines.node;
  return [
    nodeCheck(options.nodeVersion ?? process.versions.node, engines),
    siteCheck(root),
    gitCheck((options.git ?? gitState)(root)),
    chromiumCheck(options.env ?? process.env),
    cacheCheck(root),
  ];
}

/** "20.19.0" against ">=20.19": only the `>=` ranges sitegen's package.json writes. */
export function meetsRange(version: string, range: string): boolean {
  const wanted = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(range);
  if (!wanted) return true;
  const parts = (text: string) => text.replace(/^v/, '').split(/[.-]/).slice(0, 3).map(Number);
  const have = parts(version);
  const need = parts(wanted[1]);
  for (let i = 0; i < 3; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

function nodeCheck(version: string, engines: string): DoctorCheck {
  return meetsRange(version, engines)
    ? { name: 'Node.js', status: 'ok', detail: `${version} (sitegen needs ${engines})` }
    : {
        name: 'Node.js',
        status: 'fail',
        detail: `${version}, sitegen needs ${engines}`,
        hint: `install Node.js ${engines.replace(/^>=\s*/, '')} or newer`,
      };
}

function siteCheck(root: string): DoctorCheck {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    return {
      name: 'site',
      status: 'fail',
      detail: `no folder ${root}`,
      hint: 'give --root a site folder',
    };
  const own = CONFIG_FILES.find((name) => fs.existsSync(path.join(root, name)));
  const docusaurus = DOCUSAURUS_CONFIG_FILES.find((name) => fs.existsSync(path.join(root, name)));
  if (own)
    return {
      name: 'site',
      status: 'ok',
      detail: `${root}, sitegen config ${own}${docusaurus ? ` (over ${docusaurus})` : ''}`,
    };
  if (docusaurus)
    return { name: 'site', status: 'ok', detail: `${root}, Docusaurus config ${docusaurus}` };
  return {
    name: 'site',
    status: 'fail',
    detail: `${root} has no site config`,
    hint: `run sitegen in the site's folder (or give --root), or create one with sitegen init; a site has ${CONFIG_FILES[0]} or a docusaurus.config.js`,
  };
}

function gitCheck(git: GitState | undefined): DoctorCheck {
  if (!git)
    return {
      name: 'git',
      status: 'warn',
      detail: 'not found',
      hint: 'install git for the pages\' "last updated" dates and the sitemap\'s <lastmod>',
    };
  return git.inCheckout
    ? { name: 'git', status: 'ok', detail: `${git.version}, the site is in a git checkout` }
    : {
        name: 'git',
        status: 'warn',
        detail: `${git.version}, the site is not in a git checkout`,
        hint: 'pages get their "last updated" dates from the git history: commit the site to have them',
      };
}

/** git's version and whether `root` is in a checkout; undefined when git cannot run. */
function gitState(root: string): GitState | undefined {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  let version: string;
  try {
    version = git(['--version']).replace(/^git version\s*/, '');
  } catch {
    return undefined;
  }
  try {
    return { version, inCheckout: git(['rev-parse', '--is-inside-work-tree']) === 'true' };
  } catch {
    return { version, inCheckout: false };
  }
}

/** Chromium for sitegen's browser tests and Lighthouse: CHROMIUM_PATH or CHROME_PATH, else Debian's. */
function chromiumCheck(env: NodeJS.ProcessEnv): DoctorCheck {
  const given = env.CHROMIUM_PATH || env.CHROME_PATH;
  const file = given || '/usr/bin/chromium';
  let runnable = false;
  try {
    fs.accessSync(file, fs.constants.X_OK);
    runnable = fs.statSync(file).isFile();
  } catch {
    // not there, or not a program
  }
  return runnable
    ? { name: 'Chromium', status: 'ok', detail: `${file} (for tests and Lighthouse)` }
    : {
        name: 'Chromium',
        status: 'warn',
        detail: `not found at ${file} (only tests and Lighthouse need it)`,
        hint: given
          ? 'CHROMIUM_PATH (or CHROME_PATH) names no program'
          : 'apt-get install chromium, or set CHROMIUM_PATH',
      };
}

function cacheCheck(root: string): DoctorCheck {
  const dir = path.relative(root, cacheDir(root));
  if (!fs.existsSync(root))
    return { name: 'cache', status: 'fail', detail: `${dir}: no site folder` };
  const problem = cacheFolderProblem(root, { make: false });
  return problem
    ? { name: 'cache', status: 'fail', detail: problem.message, hint: problem.hint }
    : { name: 'cache', status: 'ok', detail: `${dir} is writable` };
}

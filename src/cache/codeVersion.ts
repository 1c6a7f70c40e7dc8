/**
 * What sitegen's own code is, for the keys of its on-disk caches: the package version, the text
 * of the code that is running (the compiled `lib/` when it runs from there, `src/` in tests) and
 * the lock file of its dependencies when it has one. A cached result is never reused by code that
 * could make it differently, and no version number has to be bumped by hand.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { packageRoot } from '../packageRoot.js';

let computed: string | undefined;

/**
 * The hash of lib/'s code (`codeFilesHash`), kept beside it by the first run after a compile, so
 * later runs do not read all of lib/ again to know it (about 20 ms of every build). A compile
 * empties lib/ first (scripts/compile.mjs), which takes the file with it.
 */
const CODE_HASH_FILE = 'code-hash.txt';

export function codeVersion(): string {
  if (computed === undefined) {
    const root = packageRoot();
    const lib = path.join(root, 'lib');
    const here = fileURLToPath(import.meta.url);
    const fromLib = here.startsWith(lib + path.sep);
    computed = fromLib
      ? codeHash(root, lib, libCodeHash(root, lib))
      : codeHash(root, path.join(root, 'src'));
  }
  return computed;
}

/**
 * The hash of a package's version, its code under `codeDir` (or `codeFiles`, that code's
 * `codeFilesHash` when known) and its lock file.
 */
export function codeHash(root: string, codeDir: string, codeFiles?: string): string {
  const hash = crypto.createHash('sha256');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version?: string;
  };
  hash.update(`sitegen ${pkg.version ?? ''}\0`);
  hash.update(codeFiles ?? codeFilesHash(root, codeDir)).update('\0');
  const lockFile = path.join(root, 'package-lock.json');
  // An installed package has no lock file of its own; what renders content is bundled into lib/.
  if (fs.existsSync(lockFile)) hash.update(fs.readFileSync(lockFile));
  return hash.digest('hex').slice(0, 16);
}

function libCodeHash(root: string, lib: string): string {
  const file = path.join(lib, CODE_HASH_FILE);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // the first run since the compile
  }
  const hash = codeFilesHash(root, lib);
  try {
    fs.writeFileSync(file, hash);
  } catch {
    // lib/ is read-only here: every run hashes it
  }
  return hash;
}

/**
 * The hash of the code files under `codeDir`: their paths (from `root`) and their text. JSON is
 * code there: the browser runtime is bundled into lib/ as `client.json`.
 */
export function codeFilesHash(root: string, codeDir: string): string {
  const hash = crypto.createHash('sha256');
  const files = fg.sync('**/*.{js,mjs,ts,tsx,css,json}', { cwd: codeDir, absolute: true }).sort();
  for (const file of files)
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

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

export function codeVersion(): string {
  if (computed === undefined) {
    const root = packageRoot();
    const lib = path.join(root, 'lib');
    const here = fileURLToPath(import.meta.url);
    computed = codeHash(root, here.startsWith(lib + path.sep) ? lib : path.join(root, 'src'));
  }
  return computed;
}

/** The hash of a package's version, its code under `codeDir` and its lock file. */
export function codeHash(root: string, codeDir: string): string {
  const hash = crypto.createHash('sha256');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version?: string;
  };
  hash.update(`sitegen ${pkg.version ?? ''}\0`);
  const files = fg.sync('**/*.{js,mjs,ts,tsx,css}', { cwd: codeDir, absolute: true }).sort();
  const lockFile = path.join(root, 'package-lock.json');
  // An installed package has no lock file of its own; what renders content is bundled into lib/.
  if (fs.existsSync(lockFile)) files.push(lockFile);
  for (const file of files)
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

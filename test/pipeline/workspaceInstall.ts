/**
 * Packages laid out by hand as a package manager leaves them, for the workspace fixtures
 * (`pnpm-workspace`, `hoisted-workspace`): no network, no pnpm.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Writes a package's files into `dir`. */
export function writePackage(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

export const TINY_CX = {
  'package.json': JSON.stringify({
    name: 'tiny-cx',
    version: '1.0.0',
    type: 'module',
    main: 'index.js',
  }),
  'index.js': "export function cx(...names) { return names.filter(Boolean).join(' '); }\n",
  'mark.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A mark of the store</title><circle r="5"/></svg>\n',
};

const TINY_IS = {
  'package.json': JSON.stringify({ name: 'tiny-is', version: '1.0.0', main: 'index.js' }),
  'index.js':
    "'use strict';\nif (process.env.NODE_ENV === 'production') {\n  module.exports = require('./cjs/tiny-is.production.min.js');\n} else {\n  module.exports = require('./cjs/tiny-is.development.js');\n}\n",
  'cjs/tiny-is.production.min.js':
    "'use strict';exports.isElement=function(x){return x!==null&&typeof x==='object'&&typeof x.$$typeof==='symbol'};\n",
  'cjs/tiny-is.development.js':
    "'use strict';\nexports.isElement = function (x) {\n  return x !== null && typeof x === 'object' && typeof x.$$typeof === 'symbol';\n};\n",
};

/** A link at `link` to `target`, relative as pnpm makes them. */
function link(target: string, at: string): void {
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(at), target), at, 'dir');
}

/** Lays out node_modules as `pnpm install` at the repository's root leaves them. */
export function pnpmInstall(repo: string, far: string): void {
  const site = path.join(repo, 'website');
  for (const [name, files] of [
    ['tiny-cx', TINY_CX],
    ['tiny-is', TINY_IS],
  ] as const) {
    const stored = path.join(repo, 'node_modules', '.pnpm', `${name}@1.0.0`, 'node_modules', name);
    writePackage(stored, files);
    link(stored, path.join(site, 'node_modules', name));
  }
  link(path.join(repo, 'packages', 'sdk'), path.join(site, 'node_modules', '@acme', 'sdk'));
  fs.writeFileSync(path.join(repo, 'node_modules', '.modules.yaml'), 'layoutVersion: 5\n');
  // A `file:` package from outside the repository: a link to its folder.
  link(far, path.join(site, 'node_modules', 'far-away'));
}

/**
 * A site's code imports as Node and Docusaurus resolve it: a pnpm workspace's website
 * (`test/fixtures/pnpm-workspace`), whose node_modules are symbolic links into the store at the
 * repository's root, imports packages of the store (one requiring its own `./cjs/…` file), a
 * workspace package, a `file:` package from outside the repository and the repository's
 * `errors.json`; a yarn or npm workspace's website (`test/fixtures/hoisted-workspace`) imports a
 * package hoisted above it. A relative import beyond the repository, or of a hidden file in it,
 * stays refused at its line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BuildFailed, type SiteError } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, read, removeDir } from '../helpers.js';
import { pnpmInstall, TINY_CX, writePackage } from './workspaceInstall.js';

const errorsOf = async (site: string): Promise<SiteError[]> => {
  const failed = await build({ root: site, locales: ['en'] }).catch((thrown: unknown) => thrown);
  expect(failed).toBeInstanceOf(BuildFailed);
  return (failed as BuildFailed).errors;
};

describe('a pnpm workspace: node_modules are links into the store at the root', () => {
  let repo: string;
  let far: string;
  let site: string;
  beforeAll(async () => {
    repo = copyFixture('pnpm-workspace');
    site = path.join(repo, 'website');
    far = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-file-package-'));
    writePackage(far, {
      'package.json': JSON.stringify({ name: 'far-away', version: '1.0.0', main: 'index.js' }),
      'index.js': "module.exports = require('./lib/words.js');\n",
      'lib/words.js': "exports.word = 'from a file: package';\n",
    });
    pnpmInstall(repo, far);
    fs.writeFileSync(
      path.join(site, 'src', 'pages', 'far.js'),
      'import { word } from \'far-away\';\n\nexport default function Far() {\n  return <p className="far">{word}</p>;\n}\n',
    );
    await build({ root: site, locales: ['en'] });
  }, 60_000);
  afterAll(() => {
    removeDir(repo);
    removeDir(far);
  });

  test('packages of the store, a workspace package and a file: package are imported, with their own relative imports', () => {
    const home = read(site, 'dist/index.html');
    expect(home).toContain('<h1 class="hero big">Acme</h1>');
    expect(home).toContain('<p class="element">an element</p>');
    expect(home).toContain('<p class="greeting">Hello from the SDK, Acme</p>');
    expect(read(site, 'dist/far/index.html')).toContain('<p class="far">from a file: package</p>');
  });

  test('a page reads a JSON file of the repository from ../', () => {
    expect(read(site, 'dist/index.html')).toContain('<p class="error">The kiln is cold</p>');
  });

  test("the site's stylesheet imports a stylesheet of the repository", () => {
    const css = fs
      .readdirSync(path.join(site, 'dist/assets/css'))
      .find((f) => f.startsWith('theme.'));
    expect(read(site, `dist/assets/css/${css}`)).toMatch(
      /\.acme-token\{color:#639\}|\.acme-token\{color:rebeccapurple\}/,
    );
  });

  test('SVG components come from a package of the store and from the repository', () => {
    const home = read(site, 'dist/index.html');
    expect(home).toMatch(/<svg[^>]*class="mark"[^>]*><title>A mark of the store<\/title>/);
    expect(home).toMatch(/<svg[^>]*class="brand"[^>]*><title>Acme brand<\/title>/);
  });

  test('MDX imports a package of the store', () => {
    expect(read(site, 'dist/docs/intro/index.html')).toContain(
      '<p class="joined classes">Joined by a package of the store.</p>',
    );
  });

  test('an import beyond the workspace root, or of a hidden file in it, is refused at its line', async () => {
    const copy = copyFixture('pnpm-workspace');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-beyond-'));
    try {
      const copySite = path.join(copy, 'website');
      pnpmInstall(copy, far);
      fs.writeFileSync(path.join(outside, 'secret.json'), '{ "token": "not for the public" }');
      writePackage(copy, { '.secrets/key.json': '{ "key": "hidden" }' });
      const pages = path.join(copySite, 'src', 'pages');
      const beyond = path.relative(pages, path.join(outside, 'secret.json'));
      fs.writeFileSync(
        path.join(pages, 'leak.js'),
        `// Reads what it should not.\nimport secret from '${beyond}';\nimport key from '../../../.secrets/key.json';\n\n` +
          'export default function Leak() {\n  return <p>{secret.token}{key.key}</p>;\n}\n',
      );
      const errors = await errorsOf(copySite);
      const where = (e: SiteError) =>
        `${path.relative(copySite, e.file ?? '')}:${e.line}:${e.column} ${e.message}`;
      const lines = errors.map(where);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^src\/pages\/leak\.js:2:\d+ import of ".*secret\.json" refused: it is outside the repository the site is in/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^src\/pages\/leak\.js:3:\d+ import of "\.\.\/\.\.\/\.\.\/\.secrets\/key\.json" refused: it is a hidden file/,
        ),
      );
      expect(errors).toHaveLength(2);
      expect(fs.existsSync(path.join(copySite, 'dist'))).toBe(false);
    } finally {
      removeDir(copy);
      removeDir(outside);
    }
  }, 60_000);
});

/** Sets a file's modification time one minute ahead, as an edit made later would. */
function touch(file: string): void {
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(file, later, later);
}

test('a build again after a repository file the code imports (JSON, an SVG component) changed, or a package upgraded at the root, is not up to date', async () => {
  const repo = copyFixture('pnpm-workspace');
  const far = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-file-package-'));
  try {
    writePackage(far, {
      'package.json': '{ "name": "far-away", "main": "index.js" }',
      'index.js': '',
    });
    pnpmInstall(repo, far);
    const site = path.join(repo, 'website');
    await build({ root: site, locales: ['en'] });
    expect(read(site, 'dist/index.html')).toContain('The kiln is cold');

    const errors = path.join(repo, 'errors.json');
    fs.writeFileSync(errors, '{ "E001": "The kiln is warm" }');
    touch(errors);
    await build({ root: site, locales: ['en'] });
    expect(read(site, 'dist/index.html')).toContain('<p class="error">The kiln is warm</p>');

    const brand = path.join(repo, 'brand.svg');
    fs.writeFileSync(brand, fs.readFileSync(brand, 'utf8').replace('Acme brand', 'New brand'));
    touch(brand);
    await build({ root: site, locales: ['en'] });
    expect(read(site, 'dist/index.html')).toContain('<title>New brand</title>');

    // pnpm rewrites its state file at the workspace root when it installs.
    const stored = path.join(
      repo,
      'node_modules/.pnpm/tiny-cx@1.0.0/node_modules/tiny-cx/index.js',
    );
    fs.writeFileSync(
      stored,
      "export function cx(...names) { return names.filter(Boolean).join('-'); }\n",
    );
    const state = path.join(repo, 'node_modules', '.modules.yaml');
    fs.writeFileSync(state, 'layoutVersion: 5\n# upgraded\n');
    touch(state);
    await build({ root: site, locales: ['en'] });
    expect(read(site, 'dist/index.html')).toContain('<h1 class="hero-big">Acme</h1>');
  } finally {
    removeDir(repo);
    removeDir(far);
  }
}, 90_000);

describe('a yarn or npm workspace: packages hoisted above the site', () => {
  let repo: string;
  let site: string;
  beforeAll(async () => {
    repo = copyFixture('hoisted-workspace');
    site = path.join(repo, 'website');
    writePackage(path.join(repo, 'node_modules', 'tiny-cx'), TINY_CX);
    await build({ root: site, locales: ['en'] });
  }, 60_000);
  afterAll(() => removeDir(repo));

  test('a page and MDX import a package of the node_modules above the site', () => {
    expect(read(site, 'dist/index.html')).toContain('<h1 class="hero hoisted">Kiln</h1>');
    expect(read(site, 'dist/docs/intro/index.html')).toContain(
      '<p class="joined hoisted">Joined by a hoisted package.</p>',
    );
  });
});

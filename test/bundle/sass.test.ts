/**
 * The site's Sass: compiled with the `sass` package Node finds from the site folder (a module as
 * a CSS module); without one, one error at the Sass file naming the package to install; a Sass
 * error at its own file and line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, expect, test } from 'vitest';
import { cssModules, scopedClassName } from '../../src/bundle/cssModules.js';
import { siteSass } from '../../src/bundle/sass.js';
import { fromEsbuild } from '../../src/errors.js';

// Inside the repository, the site finds sitegen's own `sass` (a devDependency) as Node finds it.
const withSass = fs.mkdtempSync(path.resolve('test/.tmp/sass-'));
// Outside it, there is no `sass` to find.
const withoutSass = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nosass-'));
afterAll(() => {
  fs.rmSync(withSass, { recursive: true, force: true });
  fs.rmSync(withoutSass, { recursive: true, force: true });
});

function write(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

async function bundle(root: string, entry: string, contents?: string) {
  return esbuild.build({
    ...(contents === undefined
      ? { entryPoints: [path.join(root, entry)] }
      : { stdin: { contents, resolveDir: root, loader: 'js' } }),
    bundle: true,
    write: false,
    outdir: path.join(root, 'out'),
    logLevel: 'silent',
    plugins: [cssModules(root), siteSass(root)],
  });
}

test('a .scss file is compiled with the site’s sass, its partials and variables included', async () => {
  write(withSass, {
    'src/css/_colors.scss': '$accent: #2e8555;\n',
    'src/css/custom.scss': "@use 'colors';\n.hero { a { color: colors.$accent; } }\n",
  });
  const result = await bundle(withSass, 'src/css/custom.scss');
  const css = result.outputFiles.map((file) => file.text).join('');
  expect(css).toMatch(/\.hero a \{\s*color: #2e8555;/);
});

test('a .module.scss imported by a page is a CSS module', async () => {
  write(withSass, {
    'src/pages/index.module.scss': '.banner { padding: 1rem; .title { font-weight: 700; } }\n',
  });
  const result = await bundle(
    withSass,
    '',
    "import styles from './src/pages/index.module.scss'; console.log(styles);",
  );
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!.text;
  const scoped = (name: string) =>
    scopedClassName(withSass, path.join(withSass, 'src/pages/index.module.scss'), name);
  expect(js).toContain(`"banner": "${scoped('banner')}"`);
  expect(css).toMatch(
    new RegExp(`\\.${scoped('banner')} \\.${scoped('title')} \\{\\s*font-weight: 700;`),
  );
});

test('without a sass package, one error at the Sass file says to install it', async () => {
  write(withoutSass, { 'src/css/custom.scss': '.a { .b { color: red; } }\n' });
  const failure = (await bundle(withoutSass, 'src/css/custom.scss').catch(
    (thrown: unknown) => thrown,
  )) as esbuild.BuildFailure;
  expect(failure.errors).toHaveLength(1);
  const error = fromEsbuild(failure.errors[0], process.cwd(), withoutSass);
  expect(error.file).toBe(path.join(withoutSass, 'src/css/custom.scss'));
  expect(error.message).toBe(
    'custom.scss is Sass, and the site has no "sass" package to compile it',
  );
  expect(error.hint).toBe('install it in the site: npm i -D sass');
});

test('a Sass error is at its own file and line', async () => {
  write(withSass, {
    'src/css/_broken.scss': '.a {\n  color: $missing;\n}\n',
    'src/css/main.scss': "@use 'broken';\n",
  });
  const failure = (await bundle(withSass, 'src/css/main.scss').catch(
    (thrown: unknown) => thrown,
  )) as esbuild.BuildFailure;
  const error = fromEsbuild(failure.errors[0], process.cwd(), withSass);
  expect(error.file).toBe(path.join(withSass, 'src/css/_broken.scss'));
  expect(error.line).toBe(2);
  expect(error.message).toBe('Sass: Undefined variable.');
});

/**
 * Raw imports: `!!raw-loader!./file` and `./file?raw` give the file's text as the default export,
 * found as the same import without the loader finds it; a hidden file or one outside the site's
 * repository is refused at the import, as the site's other code imports are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, expect, test } from 'vitest';
import { codeImportsOutside } from '../../src/content/index.js';
import { rawImportPath, rawImports } from '../../src/bundle/rawImports.js';

const top = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-raw-'));
const repo = path.join(top, 'repo');
const site = path.join(repo, 'website');
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));
for (const [rel, text] of Object.entries({
  'repo/.git/HEAD': 'ref: refs/heads/main\n',
  'repo/examples/tide.py': 'def tide(): pass\n',
  'repo/website/src/snippet.js': 'export const a = 1;\n',
  'repo/website/.env': 'SECRET=1\n',
  'repo/website/docs/intro.md': '# Intro\n',
  'outside.txt': 'not the repository\n',
})) {
  fs.mkdirSync(path.dirname(path.join(top, rel)), { recursive: true });
  fs.writeFileSync(path.join(top, rel), text);
}

const bundle = (contents: string) =>
  esbuild.build({
    stdin: { contents, resolveDir: path.join(site, 'docs'), loader: 'js' },
    absWorkingDir: site,
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [rawImports()],
  });

test('the path a raw import names', () => {
  expect(rawImportPath('!!raw-loader!./a.js')).toBe('./a.js');
  expect(rawImportPath('-!raw-loader!@site/src/a.js')).toBe('@site/src/a.js');
  expect(rawImportPath('raw-loader!./a.js')).toBe('./a.js');
  expect(rawImportPath('./a.js?raw')).toBe('./a.js');
  expect(rawImportPath('./a.js')).toBeUndefined();
});

test("the file's text, from the site and from its repository; the file is an input to watch", async () => {
  const result = await bundle(
    [
      "import snippet from '!!raw-loader!../src/snippet.js';",
      "import tide from '../../examples/tide.py?raw';",
      'console.log(snippet, tide);',
    ].join('\n'),
  );
  const js = result.outputFiles[0].text;
  expect(js).toContain(JSON.stringify('export const a = 1;\n'));
  expect(js).toContain(JSON.stringify('def tide(): pass\n'));
  expect(codeImportsOutside(site)).toEqual(
    expect.arrayContaining([
      path.join(site, 'src/snippet.js'),
      path.join(repo, 'examples/tide.py'),
    ]),
  );
});

test('a hidden file, one outside the repository, one that is not there: errors at the import', async () => {
  for (const [specifier, message] of [
    ['!!raw-loader!../.env', /import of "!!raw-loader!\.\.\/\.env" refused: .*hidden/],
    ['../../../outside.txt?raw', /refused: it is outside the repository/],
    [
      './missing.js?raw',
      /Could not resolve "\.\/missing\.js" \(originally "\.\/missing\.js\?raw"\)/,
    ],
  ] as const) {
    const failure = (await bundle(`import x from '${specifier}'; console.log(x);`).catch(
      (thrown: unknown) => thrown,
    )) as esbuild.BuildFailure;
    expect(failure.errors?.[0]?.text, specifier).toMatch(message);
    expect(failure.errors[0].location?.line, specifier).toBe(1);
  }
});

/**
 * Markdown as modules: the `toc` export of a file (its headings as Docusaurus exports them, with
 * those of the partials it shows where each stands), and the plugin compiling each file once for
 * the server's bundle and handing the browser's bundle the same modules.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, expect, test } from 'vitest';
import { MDX_PROVIDER } from '../../src/markdown/index.js';
import {
  markdownModules,
  withTocExport,
  type CompiledMarkdown,
  type MarkdownModuleSettings,
} from '../../src/bundle/markdownModules.js';
import { makeContext, removeDir, repoRoot } from '../helpers.js';

test('a toc export as Docusaurus makes it: the value as HTML, a toc of its own kept', () => {
  const toc = [
    { text: 'Tides & <moons>', id: 'tides--moons', level: 2 },
    { text: 'Spring', id: 'spring', level: 3 },
  ];
  expect(withTocExport('const x = 1;', toc)).toBe(
    'const x = 1;\nexport const toc = [{"value":"Tides &amp; &lt;moons&gt;","id":"tides--moons","level":2}, {"value":"Spring","id":"spring","level":3}];\n',
  );
  const own = 'export const toc = [];\n';
  expect(withTocExport(own, toc)).toBe(own);
  // On a line of its own, after others, in any of the ways a module declares it.
  for (const line of ['export let toc = [];', 'export  function\ttoc() {}', 'export var toc = 1;'])
    expect(withTocExport(`import x from 'y';\r\n${line}\n`, toc)).toBe(
      `import x from 'y';\r\n${line}\n`,
    );
  // Not one that only says the words inside a line, or names another.
  for (const code of [
    'const s = "export const toc";',
    'export const tocs = 1;',
    'export const x = 1; export const toc2 = 2;',
  ])
    expect(withTocExport(code, toc)).toContain('export const toc = [{');
});

test("each partial's toc goes where the partial stands, also before the first and after the last heading", () => {
  const toc = [
    { text: 'One', id: 'one', level: 2 },
    { text: 'Two', id: 'two', level: 2 },
  ];
  const code = withTocExport('body();', toc, [
    { at: 0, source: './_a.md' },
    { at: 1, source: '@site/docs/_b.mdx' },
    { at: 2, source: './_c.md' },
  ]);
  expect(code).toContain('import { toc as _partialToc0 } from "./_a.md";\n');
  expect(code).toContain('import { toc as _partialToc1 } from "@site/docs/_b.mdx";\n');
  expect(code).toMatch(
    /export const toc = \[\.\.\._partialToc0, \{"value":"One"[^}]*\}, \.\.\._partialToc1, \{"value":"Two"[^}]*\}, \.\.\._partialToc2\];/,
  );
});

const site = path.join(repoRoot, 'test', '.tmp', `markdown-modules-${crypto.randomUUID()}`);
afterAll(() => removeDir(site));

function writeSite() {
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'docs', 'page.mdx'),
    "import Part from './_part.md';\n\n## One\n\n<Part />\n\n## Two & more\n\n<Details>x</Details>\n",
  );
  fs.writeFileSync(path.join(site, 'docs', '_part.md'), '### Inside the partial\n\nText.\n');
}

const settings: MarkdownModuleSettings = {
  root: site,
  format: 'detect',
  contextOf: (file) => makeContext({ file, defaultFile: file, siteRoot: site }),
  pluginsOf: () => undefined,
  key: '',
};

/** What the provider module answers in these bundles (docusaurusModules.ts answers in a build's). */
const provider: esbuild.Plugin = {
  name: 'provider',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${MDX_PROVIDER}$`) }, () => ({
      path: 'provider',
      namespace: 'test-provider',
    }));
    build.onLoad({ filter: /.*/, namespace: 'test-provider' }, () => ({
      contents: 'export const useMDXComponents = () => ({ Details: () => null });',
      loader: 'js',
    }));
  },
};

const bundle = (plugin: esbuild.Plugin, outfile?: string) =>
  esbuild.build({
    entryPoints: [path.join(site, 'docs', 'page.mdx')],
    absWorkingDir: site,
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: ['react', 'react/*'],
    outfile,
    write: outfile !== undefined,
    logLevel: 'silent',
    plugins: [provider, plugin],
  });

test("a page's module exports its toc with its partial's; a bundle given the compiled files compiles none again", async () => {
  writeSite();
  const compiled: CompiledMarkdown = new Map();
  const outfile = path.join(site, 'out', 'page.mjs');
  await bundle(markdownModules(settings, compiled), outfile);

  const page = path.join(site, 'docs', 'page.mdx');
  const part = path.join(site, 'docs', '_part.md');
  expect([...compiled.keys()].sort()).toEqual([part, page]);
  expect(compiled.get(page)).toMatchObject({ failed: false, problems: [] });
  expect(compiled.get(page)!.code).toContain(`from "${MDX_PROVIDER}"`);
  expect(compiled.get(part)!.code).toContain('export const toc');
  const { toc } = (await import(pathToFileURL(outfile).href)) as { toc: unknown };
  expect(toc).toEqual([
    { value: 'One', id: 'one', level: 2 },
    { value: 'Inside the partial', id: 'inside-the-partial', level: 3 },
    { value: 'Two &amp; more', id: 'two--more', level: 2 },
  ]);

  // The browser's bundle: the files as the server's bundle compiled them, even changed since,
  // and no settings to compile with.
  fs.writeFileSync(part, '### Changed since\n');
  const again = await bundle(markdownModules(undefined, new Map(compiled)));
  const text = again.outputFiles![0].text;
  expect(text).toContain('Inside the partial');
  expect(text).not.toContain('Changed since');
});

test('Markdown no bundle compiled is refused where nothing may compile it', async () => {
  writeSite();
  await expect(bundle(markdownModules(undefined))).rejects.toThrow(
    /Markdown cannot be imported here/,
  );
});

/**
 * Each page's browser module is kept in the cache on its own: a build bundles only the pages whose
 * module is not kept, or was made from a file that changed since.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { cacheDir, cacheWritesDone } from '../../src/cache/index.js';
import { bundlePageScripts } from '../../src/bundle/pageScripts.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-page-scripts-'));
// The cache's writes end first: a folder written into while it is removed cannot be removed.
afterAll(async () => {
  await cacheWritesDone();
  fs.rmSync(site, { recursive: true, force: true });
});

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
}

/** Rewrites the kept module of the page whose file is `file`, as only the cache could give it. */
function markKept(file: string, text: string): void {
  const dir = path.join(cacheDir(site), 'page-scripts');
  for (const name of fs.readdirSync(dir)) {
    const kept = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { file: string };
    if (kept.file === file)
      fs.writeFileSync(path.join(dir, name), JSON.stringify({ ...kept, text }));
  }
}

test('a page is bundled again only when a file it was made from changed', async () => {
  write('src/shared.js', 'export const word = "shared";');
  write(
    'src/pages/a.js',
    'import { word } from "../shared.js";\nexport default function A() { return <p>a {word}</p>; }',
  );
  write('src/pages/b.js', 'export default function B() { return <p>b</p>; }');
  write('src/pages/b.css', '.b { color: red; }');
  const pages = ['a', 'b'].map((name) => path.join(site, `src/pages/${name}.js`));
  const settings = { baseUrl: '/' };
  const bundle = async () => {
    const made = await bundlePageScripts(site, pages, settings);
    await cacheWritesDone();
    expect(made.problems).toEqual([]);
    const textOf = (page: string) =>
      made.files.find(({ file }) => file === made.entries.get(page))?.text;
    return { a: textOf(pages[0]), b: textOf(pages[1]), made };
  };
  const first = await bundle();
  expect(first.a).toContain('shared');
  expect(first.made.files).toHaveLength(2);
  const aFile = first.made.entries.get(pages[0])!;
  // Nothing changed: both come from the cache.
  markKept(aFile, '/* kept */');
  expect((await bundle()).a).toBe('/* kept */');
  // Page b changed: b alone is bundled again.
  write(
    'src/pages/b.js',
    'import "./b.css";\nexport default function B() { return <p>b, again</p>; }',
  );
  const third = await bundle();
  expect(third.a).toBe('/* kept */');
  expect(third.b).toContain('b, again');
  expect(third.made.css).toContain('color:red');
  // A file page a imports changed: a is bundled again.
  write('src/shared.js', 'export const word = "changed";');
  const fourth = await bundle();
  expect(fourth.a).toContain('changed');
  expect(fourth.b).toBe(third.b);
  expect(fourth.made.css).toBe(third.made.css);
}, 60_000);

test("a page kept for one locale is not taken for another whose images' URLs start elsewhere", async () => {
  write('src/pages/c.js', 'export default function C() { return <p>c</p>; }');
  const page = path.join(site, 'src/pages/c.js');
  const settingsFor = (base: string) => ({
    baseUrl: '/',
    responsiveImages: { root: site, options: {}, base },
  });
  const en = await bundlePageScripts(site, [page], settingsFor('/'));
  await cacheWritesDone();
  markKept(en.entries.get(page)!, '/* kept for en */');
  const again = await bundlePageScripts(site, [page], settingsFor('/'));
  expect(again.files[0].text).toBe('/* kept for en */');
  const fr = await bundlePageScripts(site, [page], settingsFor('/fr/'));
  expect(fr.files[0].text).not.toBe('/* kept for en */');
}, 60_000);

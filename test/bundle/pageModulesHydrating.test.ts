/**
 * The server's bundle of a locale's pages tells which of them hydrate before their modules load,
 * when the bundle alone tells it (no page exports `hydrate`): their browser bundle is then made
 * while the modules load (pipeline/compileSources.ts). What it tells is what loading them gives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { bundlePageModules } from '../../src/bundle/pageModules.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-hydrating-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

function page(name: string, text: string): string {
  const file = path.join(site, 'src', 'pages', `${name}.js`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

async function bundle(files: string[]) {
  const told: string[][] = [];
  const result = await bundlePageModules(
    site,
    'hydrating',
    files.map((file) => ({ file })),
    { baseUrl: '/' },
    new Map(),
    (pages) => told.push(pages),
  );
  expect(result.problems).toEqual([]);
  const hydrating = [...result.modules].filter(([, m]) => m.hydrates).map(([file]) => file);
  return { told, hydrating };
}

test('pages that export no `hydrate` are told before they load, as loading them tells', async () => {
  const files = ['one', 'two', 'three'].map((name) =>
    page(name, `export default function Page() { return <p>${name}</p>; }`),
  );
  const { told, hydrating } = await bundle(files);
  expect([...hydrating].sort()).toEqual([...files].sort());
  // In the order of the bundle's modules, as the browser's bundle of them is made.
  expect(told).toEqual([hydrating]);
});

test('a page that exports `hydrate` is known only once loaded: nothing is told before', async () => {
  const files = [
    page('plain', 'export default function Page() { return <p>plain</p>; }'),
    page(
      'still',
      'export const hydrate = false;\nexport default function Page() { return <p>still</p>; }',
    ),
  ];
  const { told, hydrating } = await bundle(files);
  expect(told).toEqual([]);
  expect(hydrating).toEqual([files[0]]);
});

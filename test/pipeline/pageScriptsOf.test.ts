/**
 * A locale's browser modules of its hydrating pages (pipeline/pageScriptsOf.ts): those it bundled
 * itself, and those it took from the bundle every locale shares, which come from the shared
 * browser bundle when there is one and are bundled with the locale when there is none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { bundlePageScripts } from '../../src/bundle/pageScripts.js';
import { pageScriptsOf } from '../../src/pipeline/pageScriptsOf.js';
import { removeSiteWhenWritten } from '../helpers.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-page-scripts-'));
afterAll(() => removeSiteWhenWritten(site));

function page(name: string): string {
  const file = path.join(site, 'src', 'pages', `${name}.js`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `export default function Page() { return <p>${name}</p>; }`);
  return file;
}

const settings = { baseUrl: '/' };
const localize = { data: (code: readonly string[]) => [...code], words: (code: string) => [code] };

test("without the shared browser bundle, the pages taken from the shared bundle are bundled with the locale's", async () => {
  const [own, taken] = [page('own'), page('taken')];
  const scripts = await pageScriptsOf(
    site,
    { own: [own], taken: [taken], markdown: new Map() },
    settings,
    localize,
  );
  expect(scripts.problems).toEqual([]);
  expect([...scripts.entries.keys()].sort()).toEqual([own, taken].sort());
});

test("with the shared browser bundle, a taken page's module comes from it, the locale's own from its bundle", async () => {
  const [own, taken] = [page('mine'), page('shared')];
  const shared = await bundlePageScripts(site, [taken], { ...settings, docusaurus: 'deferred' });
  expect(shared.problems).toEqual([]);
  const scripts = await pageScriptsOf(
    site,
    { own: [own], taken: [taken], markdown: new Map() },
    settings,
    localize,
    { scripts: shared, pages: new Set([taken]) },
  );
  expect(scripts.problems).toEqual([]);
  expect([...scripts.entries.keys()].sort()).toEqual([own, taken].sort());
  // The taken page's module is the shared one, renamed for what the locale filled in.
  const sharedText = shared.files.find(({ file }) => file === shared.entries.get(taken))!.text;
  const takenFile = scripts.files.find(({ file }) => file === scripts.entries.get(taken))!;
  expect(Buffer.from(takenFile.text).toString()).toBe(Buffer.from(sharedText).toString());
});

/**
 * A config file is compiled by esbuild once: later loads reuse that compile while the file, the
 * local files it imports and sitegen are unchanged, and compile again when one of them changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/index.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-config-cache-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const write = (name: string, text: string) => fs.writeFileSync(path.join(site, name), text);
const keptFiles = () => {
  const dir = path.join(site, 'node_modules/.cache/sitegen/config');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
};

test('an unchanged config is not compiled again; a change to a file it imports is seen', async () => {
  write('title.ts', "export const title: string = 'First';\n");
  write(
    'sitegen.config.ts',
    "import { title } from './title';\nexport default { title, url: 'https://example.com' };\n",
  );
  expect((await loadConfig(site)).title).toBe('First');
  const [kept] = keptFiles();
  expect(kept).toBeDefined();

  // The kept compile is what a second load runs: altered by hand, the alteration shows.
  const stored = JSON.parse(fs.readFileSync(kept, 'utf8')) as { code: string };
  stored.code = stored.code
    .replace("'First'", "'From the kept compile'")
    .replace('"First"', '"From the kept compile"');
  fs.writeFileSync(kept, JSON.stringify(stored));
  expect((await loadConfig(site)).title).toBe('From the kept compile');

  // An imported file changes: compiled again, from the files.
  write('title.ts', "export const title: string = 'Second';\n");
  expect((await loadConfig(site)).title).toBe('Second');
  write('sitegen.config.ts', "export default { title: 'Third', url: 'https://example.com' };\n");
  expect((await loadConfig(site)).title).toBe('Third');
}, 30_000);

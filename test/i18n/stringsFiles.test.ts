/**
 * `stringsFiles` is what `serve --watch` asks to know which locales an edited file's strings
 * belong to: it must name every file the strings loaders read, or an edit of one is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { loadSiteStrings, loadStrings, stringsFiles } from '../../src/i18n/strings.js';
import { filesTouched, loadFixtureConfig, removeDir } from '../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('docusaurus-config'));
});
afterAll(() => removeDir(site));

test('every file the strings of a locale are read from is one stringsFiles names', () => {
  const listed = stringsFiles(config, 'fr');
  const read = filesTouched(() => {
    loadStrings(config, 'fr');
    loadSiteStrings(config, 'fr');
  });
  expect(read.length).toBeGreaterThan(4);
  // Besides sitegen finding its own folder (packageRoot.ts: a package.json, the theme folder).
  const strings = read.filter(
    (file) =>
      path.basename(file) !== 'package.json' &&
      !(fs.existsSync(file) && fs.statSync(file).isDirectory()),
  );
  expect(strings.filter((file) => !listed.includes(file))).toEqual([]);
  // The Docusaurus translation files of the locale are among them.
  for (const rel of ['code.json', 'docusaurus-theme-classic/navbar.json'])
    expect(listed).toContain(path.join(site, 'i18n', 'fr', rel));
});

test('the default locale reads only its own files', () => {
  expect(stringsFiles(config, 'en').some((file) => file.includes(`${path.sep}fr`))).toBe(false);
});

test("plugins' default code translations lie under the locale's own files and over the default locale's", () => {
  const enCode = path.join(site, 'i18n', 'en', 'code.json');
  fs.mkdirSync(path.dirname(enCode), { recursive: true });
  fs.writeFileSync(enCode, JSON.stringify({ 'plugin.hint': { message: 'English hint' } }));
  try {
    const defaults = { 'about.greeting': 'Salut', 'plugin.hint': 'Indice', 'plugin.only': 'Seul' };
    const fr = loadSiteStrings(config, 'fr', defaults);
    // fr's code.json wins; the plugin's French wins over en's code.json.
    expect(fr['about.greeting']).toBe('Bonjour, {name}');
    expect(fr['plugin.hint']).toBe('Indice');
    expect(fr['plugin.only']).toBe('Seul');
    expect(loadSiteStrings(config, 'en', { 'plugin.hint': 'Default' })['plugin.hint']).toBe(
      'English hint',
    );
    expect(loadSiteStrings(config, 'fr')['plugin.hint']).toBe('English hint');
  } finally {
    fs.rmSync(enCode);
  }
});

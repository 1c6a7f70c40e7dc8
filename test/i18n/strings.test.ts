/**
 * The blog sidebar's title from the config (Docusaurus's `blogSidebarTitle`) wins over sitegen's own
 * "Recent posts" in every locale, and the site's translation of it (`options.json`) wins over it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { loadStrings } from '../../src/i18n/strings.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

const withTitle = (title: string | undefined): ResolvedConfig => ({
  ...config,
  content: { ...config.content, blog: { ...config.content.blog!, sidebarTitle: title } },
});

test('no title in the config: sitegen’s own, in the locale’s words', () => {
  expect(loadStrings(withTitle(undefined), 'en')['blog.recentPosts']).toBe('Recent posts');
  expect(loadStrings(withTitle(undefined), 'id')['blog.recentPosts']).toBe('Artikel terbaru');
});

test('the config’s title in every locale, unless the site translates it', () => {
  expect(loadStrings(withTitle('All posts'), 'en')['blog.recentPosts']).toBe('All posts');
  expect(loadStrings(withTitle('All posts'), 'id')['blog.recentPosts']).toBe('All posts');
  const file = path.join(site, 'i18n/id/docusaurus-plugin-content-blog/options.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ 'sidebar.title': { message: 'Semua artikel' } }));
  try {
    expect(loadStrings(withTitle('All posts'), 'id')['blog.recentPosts']).toBe('Semua artikel');
    expect(loadStrings(withTitle('All posts'), 'en')['blog.recentPosts']).toBe('All posts');
  } finally {
    fs.rmSync(path.join(site, 'i18n/id/docusaurus-plugin-content-blog'), { recursive: true });
  }
});

test('a locale reads sitegen’s strings of its language: es-ES → es, pt → pt-BR, zh-TW → zh-Hant', () => {
  expect(loadStrings(config, 'es-ES')['toc.title']).toBe('En esta página');
  expect(loadStrings(config, 'pt')['toc.title']).toBe('Nesta página');
  expect(loadStrings(config, 'pt-PT')['toc.title']).toBe('Nesta página');
  expect(loadStrings(config, 'zh-TW')['toc.title']).toBe('本頁內容');
  expect(loadStrings(config, 'zh-Hant-HK')['toc.title']).toBe('本頁內容');
  expect(loadStrings(config, 'zh-CN')['toc.title']).toBe('本页内容');
  expect(loadStrings(config, 'fr-CA')['toc.title']).toBe(loadStrings(config, 'fr')['toc.title']);
});

test('a language sitegen does not ship reads the default locale’s, then English', () => {
  expect(loadStrings(config, 'sw')['toc.title']).toBe('On this page');
  const french = { ...config, defaultLocale: 'fr' };
  expect(loadStrings(french, 'sw')['toc.title']).toBe(loadStrings(config, 'fr')['toc.title']);
  // A default locale sitegen has no file for still reads every key, in English.
  const swahili = { ...config, defaultLocale: 'sw' };
  expect(loadStrings(swahili, 'sw')['toc.title']).toBe('On this page');
  expect(loadStrings(swahili, 'sw')['search.button']).toBe('Search');
});

test('a site overrides every theme string for a locale, in its locales folder or in code.json', () => {
  const english = JSON.parse(fs.readFileSync(path.resolve('locales/en.json'), 'utf8')) as Record<
    string,
    string
  >;
  const keys = Object.keys(english);
  const own = path.join(site, 'locales/ar.json');
  const code = path.join(site, 'i18n/ar/code.json');
  fs.writeFileSync(own, JSON.stringify(Object.fromEntries(keys.map((k) => [k, `own ${k}`]))));
  try {
    const strings = loadStrings(config, 'ar');
    expect(keys.filter((k) => strings[k] !== `own ${k}`)).toEqual([]);
    // Docusaurus's code.json takes sitegen's keys too, and wins over the locales folder.
    fs.mkdirSync(path.dirname(code), { recursive: true });
    fs.writeFileSync(
      code,
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, { message: `code ${k}` }]))),
    );
    const fromCode = loadStrings(config, 'ar');
    expect(keys.filter((k) => fromCode[k] !== `code ${k}`)).toEqual([]);
  } finally {
    fs.rmSync(own);
    fs.rmSync(path.join(site, 'i18n/ar'), { recursive: true, force: true });
  }
  // The other locales keep sitegen's.
  expect(loadStrings(config, 'ar')['toc.title']).toBe('في هذه الصفحة');
});

test('a site file named for a regional locale lies over sitegen’s strings of its language', () => {
  const own = path.join(site, 'locales/es-MX.json');
  fs.writeFileSync(own, JSON.stringify({ 'code.copy': 'Copiar el código' }));
  try {
    const strings = loadStrings(config, 'es-MX');
    expect(strings['code.copy']).toBe('Copiar el código');
    expect(strings['toc.title']).toBe('En esta página');
  } finally {
    fs.rmSync(own);
  }
});

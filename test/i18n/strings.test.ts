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

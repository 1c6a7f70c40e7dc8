/** Integration: drafts and unlisted docs, pages and API pages, as for blog posts. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { overlayFixture, read, removeDir } from '../helpers.js';

let site: string;
let out: string;
let withDrafts: string;
beforeAll(async () => {
  site = overlayFixture('drafts-and-unlisted');
  out = path.join(site, 'dist');
  withDrafts = path.join(site, 'dist-drafts');
  await build({ root: site });
  await build({ root: site, outDir: withDrafts, includeDrafts: true });
});
afterAll(() => removeDir(site));

const exists = (dir: string, rel: string) => fs.existsSync(path.join(dir, rel));
const sitemapUrls = (dir: string, locale: string) =>
  [...read(dir, path.join(locale, 'sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1],
  );

describe('a production build', () => {
  test('leaves draft docs and pages out, in every locale', () => {
    for (const locale of ['', 'id']) {
      expect(exists(out, path.join(locale, 'docs/extras/unfinished/index.html')), locale).toBe(
        false,
      );
      expect(exists(out, path.join(locale, 'upcoming/index.html')), locale).toBe(false);
      expect(read(out, path.join(locale, 'docs/extras/listed/index.html'))).not.toContain(
        '/docs/extras/unfinished',
      );
    }
    expect(read(out, 'llms.txt')).not.toContain('Unfinished');
  });

  test('builds unlisted docs, pages and API pages with the banner and noindex', () => {
    for (const rel of [
      'docs/extras/quiet/index.html',
      'secret/index.html',
      'api/quiet-notes/index.html',
      'id/secret/index.html',
    ]) {
      const html = read(out, rel);
      expect(html, rel).toContain('class="admonition admonition-caution page-banner"');
      expect(html, rel).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    expect(read(out, 'id/docs/extras/quiet/index.html')).toContain('Halaman tidak tercantum');
    expect(read(out, 'docs/extras/listed/index.html')).not.toContain('page-banner');
    expect(read(out, 'docs/extras/listed/index.html')).not.toContain('noindex');
  });

  test('keeps unlisted ones out of sidebars, category pages, the sitemap and llms.txt', () => {
    const listed = read(out, 'docs/extras/listed/index.html');
    expect(listed).toContain('href="/docs/extras/listed"');
    expect(listed).not.toContain('href="/docs/extras/quiet"');
    const category = read(out, 'docs/extras/index.html');
    expect(category).toContain('Listed extra');
    expect(category).not.toContain('Quiet extra');
    expect(read(out, 'api/index.html')).not.toContain('href="/api/quiet-notes"');
    expect(read(out, 'api/introduction/index.html')).not.toContain('href="/api/quiet-notes"');
    for (const locale of ['', 'id']) {
      const urls = sitemapUrls(out, locale);
      const prefix = locale ? `/${locale}` : '';
      expect(urls).toContain(`https://fixture.example${prefix}/docs/extras/listed`);
      expect(urls).toContain(`https://fixture.example${prefix}/about`);
      for (const hidden of ['/docs/extras/quiet', '/secret', '/api/quiet-notes'])
        expect(urls).not.toContain(`https://fixture.example${prefix}${hidden}`);
    }
    const llms = read(out, 'llms.txt');
    expect(llms).toContain('[Listed extra]');
    expect(llms).not.toContain('Quiet extra');
  });
});

describe('a build with drafts (what serve --watch asks for)', () => {
  test('builds drafts with the draft banner and noindex, still out of the sitemap and llms.txt', () => {
    for (const [rel, title] of [
      ['docs/extras/unfinished/index.html', 'Draft page'],
      ['upcoming/index.html', 'Draft page'],
      ['id/upcoming/index.html', 'Halaman draf'],
    ]) {
      const html = read(withDrafts, rel);
      expect(html, rel).toContain(`<p class="admonition-title">${title}</p>`);
      expect(html, rel).toContain('noindex, nofollow');
    }
    const urls = sitemapUrls(withDrafts, '');
    expect(urls).not.toContain('https://fixture.example/docs/extras/unfinished');
    expect(urls).not.toContain('https://fixture.example/upcoming');
    expect(read(withDrafts, 'llms.txt')).not.toContain('Unfinished');
  });
});

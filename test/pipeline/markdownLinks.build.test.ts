/**
 * Integration: links to Markdown files found as Docusaurus finds them (from the docs root too)
 * ship as the pages' URLs; a broken one fails the build only under `onBrokenMarkdownLinks: throw`;
 * a full URL to the site's own origin is checked only with --check-external.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { BuildFailed } from '../../src/errors.js';
import { overlayFixture, read, removeDir } from '../helpers.js';

test('links from the docs root and beside the file become the pages’ URLs in every locale; an own-origin full URL to a missing page is not checked', async () => {
  const site = overlayFixture('docs-root-links');
  try {
    const summary = await build({ root: site });
    const dist = path.join(site, 'dist');
    const run = read(dist, 'docs/cli/run/index.html');
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs(run)).toEqual(
      expect.arrayContaining([
        '/docs/intro',
        '/docs/guides/install#requirements',
        '/docs/guides/configuration',
        '/docs/cli/cache-list',
        'https://fixture.example/api/somepage',
      ]),
    );
    const translated = read(dist, 'id/docs/cli/run/index.html');
    expect(hrefs(translated)).toEqual(
      expect.arrayContaining(['/id/docs/intro', '/id/docs/guides/install#requirements']),
    );
    expect(hrefs(read(dist, 'docs/cli/cache-list/index.html'))).toContain('/docs/cli/run');
    for (const html of [run, translated])
      // (The edit link names the source file on purpose: it is a full URL.)
      expect(hrefs(html).filter((href) => /^[^:]*\.mdx?(#|$)/.test(href))).toEqual([]);
    expect(summary.linkCheck?.external).toBeGreaterThan(0);
    expect(summary.warnings.filter((w) => /somepage|points to no page/.test(w.message))).toEqual(
      [],
    );
  } finally {
    removeDir(site);
  }
});

test('with --check-external, the own-origin full URL to a missing page is broken', async () => {
  const site = overlayFixture('docs-root-links');
  try {
    const error = await build({ root: site, locales: ['en'], checkExternalLinks: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailed);
    expect((error as BuildFailed).errors).toContainEqual(
      expect.objectContaining({
        file: path.join(site, 'docs', 'cli', 'run.md'),
        message: 'broken link "https://fixture.example/api/somepage" on /docs/cli/run: HTTP 404',
      }),
    );
  } finally {
    removeDir(site);
  }
});

test('onBrokenMarkdownLinks: warn and ignore never fail the build (the link as written); throw does, at its line', async () => {
  const site = overlayFixture('docs-root-links');
  const config = path.join(site, 'sitegen.config.ts');
  const original = fs.readFileSync(config, 'utf8');
  const withPolicy = (policy: string) =>
    fs.writeFileSync(
      config,
      original.replace("baseUrl: '/',", `baseUrl: '/',\n  onBrokenMarkdownLinks: '${policy}',`),
    );
  fs.writeFileSync(
    path.join(site, 'docs', 'cli', 'gone.md'),
    '---\ntitle: Gone\n---\n\nSee [the old page](old-page.md#x).\n',
  );
  try {
    withPolicy('warn');
    const warned = await build({ root: site, locales: ['en'] });
    expect(warned.warnings).toContainEqual(
      expect.objectContaining({
        file: path.join(site, 'docs', 'cli', 'gone.md'),
        line: 5,
        message: 'link to "old-page.md#x" points to no page',
      }),
    );
    expect(warned.warnings.filter((w) => w.message.startsWith('broken link'))).toEqual([]);
    expect(read(path.join(site, 'dist'), 'docs/cli/gone/index.html')).toContain(
      'href="old-page.md#x"',
    );
    withPolicy('ignore');
    const ignored = await build({ root: site, locales: ['en'], force: true });
    expect(ignored.warnings.filter((w) => /old-page/.test(w.message))).toEqual([]);
    withPolicy('throw');
    const error = await build({ root: site, locales: ['en'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailed);
    expect((error as BuildFailed).errors).toContainEqual(
      expect.objectContaining({
        file: path.join(site, 'docs', 'cli', 'gone.md'),
        line: 5,
        message: 'link to "old-page.md#x" points to no page',
      }),
    );
  } finally {
    removeDir(site);
  }
});

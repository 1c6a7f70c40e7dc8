/**
 * Integration: the config's `social` (Starlight's shape, a list or a map of networks) as icon
 * links at the end of the navbar and in the mobile menu, each named for screen readers.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyBuiltFixture, editFile, read, removeDir } from '../helpers.js';

let site: string;
beforeAll(async () => {
  site = copyBuiltFixture('basic');
  editFile(
    path.join(site, 'sitegen.config.ts'),
    '  footer: {',
    "  social: { github: 'https://github.com/example/fixture', mastodon: 'https://mastodon.social/@fixture', rss: '/blog/rss.xml' },\n  footer: {",
  );
  await build({ root: site, locales: ['en'] });
}, 60_000);
afterAll(() => removeDir(site));

/** The icon links in a part of the page: href, icon, accessible name. */
function iconLinks(html: string): string[][] {
  return [
    ...html.matchAll(
      /<a class="[^"]*social-link[^"]*" href="([^"]*)"[^>]*><span class="social-link-icon"><svg class="social-icon"[^>]*data-platform="([a-z]+)"[\s\S]*?<span class="social-link-label">([^<]*)<\/span>/g,
    ),
  ].map((m) => [m[1], m[2], m[3]]);
}

test('each social link is an icon at the end of the navbar, named by its network', () => {
  const html = read(path.join(site, 'dist'), 'docs/intro/index.html');
  const bar = html.slice(html.indexOf('navbar-items-right'), html.indexOf('</nav>'));
  expect(iconLinks(bar)).toEqual([
    ['https://github.com/example/fixture', 'github', 'GitHub'],
    ['https://mastodon.social/@fixture', 'mastodon', 'Mastodon'],
    ['/blog/rss.xml', 'rss', 'RSS'],
  ]);
  // After the config's own items; the external ones open in a new tab and say so, with no arrow.
  expect(bar.indexOf('Source')).toBeLessThan(bar.indexOf('data-platform="github"'));
  const github = /<a [^>]*href="https:\/\/github.com\/example\/fixture"[\s\S]*?<\/a>/.exec(bar)![0];
  expect(github).toContain('target="_blank"');
  expect(github).toContain('sr-only');
  expect(github).not.toContain('icon-external');
});

test('the mobile menu lists them too', () => {
  const html = read(path.join(site, 'dist'), 'docs/intro/index.html');
  const panel = html.slice(html.indexOf('navbar-panel-links'), html.indexOf('navbar-items-left'));
  expect(iconLinks(panel).map(([, icon]) => icon)).toEqual(['github', 'mastodon', 'rss']);
});

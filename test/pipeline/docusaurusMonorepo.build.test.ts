/**
 * A monorepo's Docusaurus website (`test/fixtures/docusaurus-monorepo/website`, no sitegen
 * config), as Jest's is kept: its ES module config uses `__dirname`; its docs are the repository's
 * `../docs`, which import a package of the website's node_modules and show their own image; its
 * sidebars.json has two sidebars, each with a navbar `doc` item; `to: 'blog'` without a slash,
 * an icon link of the site's CSS, `titleDelimiter`, the client-redirects plugin's
 * `fromExtensions`; a React page reads the site config from its `config` prop and imports a
 * browser-only module when it mounts. Broken anchors are warnings, as Docusaurus's default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { build, type BuildSummary } from '../../src/pipeline/build.js';
import { copyFixture, read, removeDir } from '../helpers.js';

/** A package of the website, as `npm install` would leave it. */
function installDial(site: string): void {
  const dir = path.join(site, 'node_modules', 'kiln-dial');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'kiln-dial', version: '1.0.0', type: 'module', main: 'index.js' }),
  );
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "import { createElement } from 'react';\nexport default function Dial() { return createElement('span', { className: 'dial' }, 'cone 10'); }\n",
  );
}

let repo: string;
let site: string;
let summary: BuildSummary;
beforeAll(async () => {
  repo = copyFixture('docusaurus-monorepo');
  site = path.join(repo, 'website');
  installDial(site);
  summary = await build({ root: site });
}, 60_000);
afterAll(() => removeDir(repo));

const page = (url: string) => read(site, `dist${url === '/' ? '' : url}/index.html`);

test('the docs of ../docs build, with the package they import from the website and their image', () => {
  expect(summary.pages).toMatchObject({ doc: 4, page: 2 });
  const firing = page('/docs/firing');
  expect(firing).toContain('<span class="dial">cone 10</span>');
  const image = /<img src="(\/assets\/[^"]+\.svg)"[^>]*alt="The kiln&#x27;s door"/.exec(firing);
  expect(image).not.toBeNull();
  expect(fs.existsSync(path.join(site, 'dist', image![1]))).toBe(true);
  expect(firing).toContain('<a href="/docs/cones">the cones</a>');
});

test('what the config names is read: no warning for titleDelimiter or fromExtensions; a broken anchor is a warning', () => {
  expect(summary.warnings.map((w) => w.message)).toEqual([
    'broken link "/docs/cones#very-hot" on /docs/glazes: no element with id "very-hot" on /docs/cones',
  ]);
});

test('titles: "<page> · <site>", the site alone for a page naming itself nothing, what Head names for the home', () => {
  expect(page('/docs/firing')).toContain('<title>Firing · Kiln</title>');
  expect(page('/help')).toContain('<title>Kiln</title>');
  expect(page('/')).toContain('<title>Kiln · Firing pots at home</title>');
});

test('a React page gets the site config as its `config` prop, on the server and for hydration', () => {
  const home = page('/');
  expect(home).toContain('<h1 id="welcome">Welcome to <!-- -->Kiln</h1>');
  expect(home).toMatch(/data-sitegen-config="\{&quot;title&quot;:&quot;Kiln&quot;/);
});

test('navbar: each doc item leads to its doc and is active where its sidebar shows; `to: blog` is /blog; an icon item shows its network’s icon and keeps its name for screen readers', () => {
  const active = (html: string) => [
    ...new Set(
      [...html.matchAll(/class="navbar-link active[^"]*" href="[^"]+">([^<]+)</g)].map((m) => m[1]),
    ),
  ];
  expect(active(page('/docs/glazes'))).toEqual(['Docs']);
  expect(active(page('/docs/cones'))).toEqual(['API']);
  const home = page('/');
  expect(home).toContain(
    '<a class="navbar-link navbar__item navbar__link" href="/docs/firing">Docs</a>',
  );
  expect(home).toContain('<a class="navbar-link navbar__item navbar__link" href="/blog">Blog</a>');
  expect(home).toMatch(
    /<a class="navbar-link navbar__item navbar__link social-link header-github-link" href="https:\/\/github.com\/kiln\/kiln" target="_blank" rel="noopener noreferrer"><span class="social-link-icon"><svg class="social-icon"[^>]*data-platform="github"[^]*?<\/svg><\/span><span class="social-link-label">GitHub repository<\/span><span class="sr-only">\(opens in a new tab\)<\/span><\/a>/,
  );
});

test('the footer logo, a link above the copyright', () => {
  expect(page('/docs/firing')).toContain(
    '<div class="footer-copyright footer__copyright"><div class="footer-logo"><a href="https://foundation.kiln.example"><img src="/img/kiln.svg" alt="Kiln Foundation"></a></div>Fired with care.</div>',
  );
});

test('fromExtensions: /docs/firing.html leads to /docs/firing', () => {
  expect(read(site, 'dist/docs/firing.html')).toContain(
    '<meta http-equiv="refresh" content="0; url=/docs/firing">',
  );
  expect(fs.existsSync(path.join(site, 'dist/.html'))).toBe(false);
});

test('a doc shows no last-update date unless the docs ask (showLastUpdateTime), as in Docusaurus', () => {
  expect(page('/docs/glazes')).not.toContain('page-last-updated');
});

test('a post’s `author` names it', () => {
  expect(page('/blog/2026/03/01/new-kiln')).toContain('Bernard Potter');
});

test('a file outside the website and its docs folder stays out of reach', async () => {
  fs.writeFileSync(path.join(repo, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const doc = path.join(repo, 'docs', 'glazes.md');
  fs.appendFileSync(doc, '\n![A secret](../secret.svg)\n');
  const failed = await build({ root: site, locales: ['en'] }).catch((thrown: unknown) => thrown);
  expect(failed).toBeInstanceOf(BuildFailed);
  expect((failed as BuildFailed).errors.map((e) => e.message).join('\n')).toMatch(
    /outside the site folder/,
  );
}, 60_000);

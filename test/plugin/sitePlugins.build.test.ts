/**
 * A site's own plugins, from its `sitegen.config.ts` (test/fixtures/site-plugins): a data-driven
 * page type (one page per entry of a JSON file, and an index) in every locale, rendered by the
 * plugin's components with their props (escaped like any React text), titled and described as the
 * plugin says, an unlisted entry kept out of the sitemap; the plugin's head tags, global data read
 * by a page, browser module loaded on every page, CSS module of its component in the stylesheet;
 * a post-build step's file in the output. A plugin given wrong options fails the build with the
 * key named, and the previous output stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { builtFixture, copyBuiltFixture, hashTree, read, removeDir } from '../helpers.js';

const { dir: site, summary } = builtFixture('site-plugins');

test('one page per entry and an index, in each locale, with the props the plugin gave', () => {
  expect(summary.pages).toMatchObject({ plugin: 8 });
  expect(summary.linkCheck?.broken).toEqual([]);
  for (const prefix of ['', 'fr/']) {
    const beta = read(site, `dist/${prefix}showcase/beta/index.html`);
    // The description's markup is text: escaped on the page and in the hydration props.
    expect(beta).toContain(
      `<article class="showcase-entry" data-locale="${prefix ? 'fr' : 'en'}"><h1>Beta Board</h1><p class="showcase-description">A dashboard &lt;b&gt;for&lt;/b&gt; the beta team.</p>`,
    );
    expect(beta).not.toContain('<b>for</b>');
    expect(beta).toMatch(
      /data-sitegen-props="\{&quot;entry&quot;:\{&quot;slug&quot;:&quot;beta&quot;/,
    );
    expect(beta).toContain('<title>Beta Board | Plugin Site</title>');
    expect(beta).toContain(
      '<meta name="description" content="A dashboard &lt;b&gt;for&lt;/b&gt; the beta team."',
    );
    const index = read(site, `dist/${prefix}showcase/index.html`);
    expect(index).toContain(`<a href="/${prefix}showcase/alpha">Alpha Monitor</a>`);
    expect(index).not.toContain('Gamma Draft');
    expect(index).toContain(`<title>Showcase (${prefix ? 'fr' : 'en'}) | Plugin Site</title>`);
  }
  // The hidden entry has its page, but no place in the sitemap, and tells robots so.
  expect(read(site, 'dist/showcase/gamma/index.html')).toContain('content="noindex, nofollow"');
  expect(read(site, 'dist/sitemap.xml')).toContain('/showcase/alpha');
  expect(read(site, 'dist/sitemap.xml')).not.toContain('/showcase/gamma');
});

test('head tags, global data, the browser module and the component CSS reach the pages', () => {
  const doc = read(site, 'dist/fr/docs/intro/index.html');
  expect(doc).toContain('<meta name="showcase-locale" content="fr">');
  expect(doc).toContain('<script>window.showcaseVisits = [];</script>');
  const module =
    /<script type="module" src="\/fr\/(assets\/js\/plugins\.[\w-]+\.js)"><\/script>/.exec(doc);
  expect(module).not.toBeNull();
  expect(fs.existsSync(path.join(site, 'dist/fr', module![1]))).toBe(true);
  // A page reads the plugin's global data through Docusaurus's hook.
  expect(read(site, 'dist/count/index.html')).toContain('Entries: <!-- -->2</p>');
  const sheet = /href="(\/assets\/css\/pages\.\w+\.css)"/.exec(
    read(site, 'dist/showcase/index.html'),
  );
  expect(read(site, `dist${sheet![1]}`)).toMatch(
    /\.list_\w+\{padding:2rem;border-left:4px solid #639\}|\.list_\w+\{padding:2rem;border-left:4px solid rebeccapurple\}/,
  );
});

test("a post-build step writes into each locale's output", () => {
  const list = read(site, 'dist/fr/pages.txt').split('\n');
  expect(list[0]).toBe('fr');
  expect(list).toContain('/fr/showcase/beta');
  expect(list).toContain('/fr/docs/intro');
  expect(read(site, 'dist/pages.txt').split('\n')).toContain('/showcase/gamma');
});

test('wrong options fail the build naming the key; the output stays as it was', async () => {
  const copy = copyBuiltFixture('site-plugins');
  try {
    const before = hashTree(path.join(copy, 'dist'));
    const config = path.join(copy, 'sitegen.config.ts');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("file: 'data/showcase.json'", 'file: 42'),
    );
    const failed = (await build({ root: copy }).catch((e: unknown) => e)) as BuildFailed;
    expect(failed.errors).toEqual([
      expect.objectContaining({
        file: config,
        message: expect.stringMatching(/^plugin "showcase", option: file: .*string/i),
      }),
    ]);
    expect(hashTree(path.join(copy, 'dist'))).toEqual(before);
  } finally {
    removeDir(copy);
  }
});

test('a data file outside the site that a plugin watches is compared by the next build', async () => {
  const copy = copyBuiltFixture('site-plugins');
  const outside = `${copy}-data`;
  try {
    fs.mkdirSync(outside);
    fs.renameSync(path.join(copy, 'data/showcase.json'), path.join(outside, 'showcase.json'));
    const config = path.join(copy, 'sitegen.config.ts');
    const data = `../${path.basename(outside)}/showcase.json`;
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("'data/showcase.json'", JSON.stringify(data)),
    );
    const options = { root: copy, search: false };
    expect((await build(options)).unchanged).toBeUndefined();
    expect((await build(options)).unchanged).toBe(true);
    const file = path.join(outside, 'showcase.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Alpha Monitor', 'Alpha Watch'));
    expect((await build(options)).unchanged).toBeUndefined();
    expect(read(copy, 'dist/showcase/alpha/index.html')).toContain('<h1>Alpha Watch</h1>');
  } finally {
    removeDir(copy);
    removeDir(outside);
  }
});

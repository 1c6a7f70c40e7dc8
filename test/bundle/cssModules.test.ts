/**
 * CSS modules are named the same in the server's bundle of every page and in the browser's bundle
 * of one page (esbuild numbered a name two files share, `styles_hero2`, differently in each), and
 * a class's name depends on its file and its own name only; `:global` stays as written,
 * `composes` lists the composed class, keyframes are scoped with their uses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { compileCssModule, scopedClassName } from '../../src/bundle/cssModules.js';
import { bundlePageModules } from '../../src/bundle/pageModules.js';
import { bundlePageScripts } from '../../src/bundle/pageScripts.js';
import { removeSiteWhenWritten } from '../helpers.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-css-modules-'));
afterAll(() => removeSiteWhenWritten(site));

function write(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
}

test("a page's class names in the browser's bundle are those the server rendered", async () => {
  for (const name of ['a', 'b']) {
    write(
      `src/pages/${name}/styles.module.css`,
      `.hero { color: ${name === 'a' ? 'red' : 'blue'}; }`,
    );
    write(
      `src/pages/${name}/index.js`,
      `import styles from './styles.module.css';\nexport default function Page() { return <div className={styles.hero}>${name}</div>; }`,
    );
  }
  const pages = ['a', 'b'].map((name) => path.join(site, `src/pages/${name}/index.js`));
  const settings = { baseUrl: '/' };
  const server = await bundlePageModules(
    site,
    'css',
    pages.map((file) => ({ file })),
    settings,
  );
  expect(server.problems).toEqual([]);
  const { renderToString } = await import('react-dom/server');
  const { createElement } = await import('react');
  const names: string[] = [];
  for (const page of pages) {
    const loaded = server.modules.get(page)!;
    const rendered = /class="([^"]+)"/.exec(renderToString(createElement(loaded.component)))![1];
    names.push(rendered);
    // The browser bundles one page alone.
    const browser = await bundlePageScripts(site, [page], settings);
    expect(browser.problems).toEqual([]);
    expect(browser.files[0].text).toContain(JSON.stringify(rendered));
    expect(loaded.css).toContain(`.${rendered}`);
  }
  expect(names[0]).not.toBe(names[1]);
});

test('a name is the local name and a hash of the file from the site root', () => {
  const name = scopedClassName('/site', '/site/src/pages/styles.module.css', 'hero');
  expect(name).toMatch(/^hero_[0-9a-f]{6}$/);
  expect(scopedClassName('/other', '/other/src/pages/styles.module.css', 'hero')).toBe(name);
  expect(scopedClassName('/site', '/site/src/theme/styles.module.css', 'hero')).not.toBe(name);
});

test(':global, composes and keyframes', async () => {
  const file = path.join(site, 'src/x.module.css');
  const { names, css } = await compileCssModule(
    site,
    file,
    [
      '.base { color: red; }',
      '.hero { composes: base; animation: spin 1s; }',
      ':global(.navbar) .hero { margin: 0; }',
      '@keyframes spin { to { transform: rotate(1turn); } }',
    ].join('\n'),
  );
  const scoped = (local: string) => scopedClassName(site, file, local);
  expect(names.base).toBe(scoped('base'));
  expect(names.hero).toBe(`${scoped('hero')} ${scoped('base')}`);
  expect(css).toContain(`.navbar .${scoped('hero')}`);
  expect(css).toContain(`@keyframes ${scoped('spin')}`);
  expect(css).toContain(`animation: ${scoped('spin')} 1s`);
});

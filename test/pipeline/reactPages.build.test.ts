/**
 * React pages are React: a site's `.tsx`, `.jsx` and `.js` pages are rendered on the server inside
 * the element the runtime hydrates, with a browser module that uses the runtime's React; a page
 * that opts out ships no script; a page that imports a React module the browser cannot share is
 * an error at its line. A site's `src/theme/<Name>.tsx` replaces that theme component on every
 * page (wrapping the original when it imports `@theme-original/<Name>`), in the browser too when
 * the shell renders it; `serve --watch` picks up an edit to it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/index.js';
import { BuildFailed } from '../../src/errors.js';
import { siteCodeDir } from '../../src/pipeline/changes.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/index.js';
import { overridesDir } from '../../src/bundle/index.js';
import { SHELL_COMPONENTS, PAGE_COMPONENTS } from '../../src/theme/index.js';
import { builtFixture, copyFixture, read, removeDir, repoRoot } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('react-pages');

/** The hydration root of a built page: its module URL and the strings it carries. */
function hydrationRoot(
  html: string,
): { script: string; strings: Record<string, string> } | undefined {
  const match =
    /<div data-sitegen-page="([^"]+)" data-sitegen-strings="([^"]*)"(?: data-sitegen-config="[^"]*")?>/.exec(
      html,
    );
  if (!match) return undefined;
  const strings = JSON.parse(match[2].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
    string,
    string
  >;
  return { script: match[1], strings };
}

test('a stateful .tsx page is server-rendered inside its hydration root, with its browser module', () => {
  expect(summary.pages).toMatchObject({ page: 3, doc: 1 });
  expect(summary.warnings).toEqual([]);
  const home = read(site, 'dist/index.html');
  const root = hydrationRoot(home);
  expect(root?.script).toMatch(/^\/assets\/js\/page\.[A-Z0-9]{8}\.js$/);
  // The server render is inside the root, as the browser will render it first.
  expect(home).toMatch(
    /data-sitegen-strings="[^"]*" data-sitegen-config="[^"]*"><div class="react-home"><h1>React pages<\/h1>/,
  );
  expect(home).toContain('data-hydrated="false"');
  expect(home).toContain('<p id="url">/</p>');
  // The site's strings go with the page, the one shown only after a click too.
  expect(root?.strings).toMatchObject({
    'home.more': 'Show the details',
    'home.less': 'Hide the details',
  });
  // React is the runtime's: the page's modules read it from the shared global, and are small.
  const scripts = fs
    .readdirSync(path.join(site, 'dist/assets/js'))
    .filter((file) => file.startsWith('page.'))
    .map((file) => read(site, `dist/assets/js/${file}`))
    .join('');
  expect(scripts).toContain('globalThis.__sitegenShared');
  expect(scripts).not.toMatch(/react\.production|__SECRET_INTERNALS|ReactCurrentDispatcher/);
  expect(read(site, `dist${root!.script}`).length).toBeLessThan(4000);
  // The CSS module's scoped class is in the page's markup and in the locale's page stylesheet.
  const className = /<button type="button" id="counter" class="([^"]+)"/.exec(home)?.[1];
  expect(className).toMatch(/counter/);
  const sheets = fs.readdirSync(path.join(site, 'dist/assets/css'));
  const css = sheets.map((file) => read(site, `dist/assets/css/${file}`)).join('');
  expect(css).toContain(`.${className}{color:`);
  // The browser module names it the same (React keeps the server's markup while hydrating).
  expect(scripts).toContain(`"${className}"`);
});

test('a .js page may hold JSX and hydrates; a page that opts out ships no script', () => {
  const other = read(site, 'dist/other/index.html');
  expect(other).toContain('<button type="button" id="toggle" aria-pressed="false">Off</button>');
  const script = hydrationRoot(other)?.script;
  expect(script).toBeDefined();
  expect(fs.existsSync(path.join(site, `dist${script}`))).toBe(true);
  const still = read(site, 'dist/still/index.html');
  expect(still).toContain('<p id="still">');
  expect(still).not.toContain('data-sitegen-page');
});

test('files beside pages that are not pages: _ names, tests and declarations', async () => {
  const dir = copyFixture('react-pages');
  try {
    fs.writeFileSync(path.join(dir, 'src/pages/index.test.tsx'), 'throw new Error("a test");\n');
    fs.writeFileSync(path.join(dir, 'src/pages/globals.d.ts'), 'declare const x: number;\n');
    const built = await build({ root: dir });
    expect(built.pages.page).toBe(3);
  } finally {
    removeDir(dir);
  }
});

test('a page importing a React module the browser cannot share names it at its line', async () => {
  const dir = copyFixture('react-pages');
  try {
    fs.writeFileSync(
      path.join(dir, 'src/pages/server.tsx'),
      "import { renderToString } from 'react-dom/server';\n\nexport default function P() {\n  return <p>{renderToString(<b />)}</p>;\n}\n",
    );
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(BuildFailed);
    const [error] = (failed as BuildFailed).errors;
    expect(error.file).toBe(path.join(dir, 'src/pages/server.tsx'));
    expect(error.line).toBe(1);
    expect(error.message).toContain('"react-dom/server" cannot be imported here');
  } finally {
    removeDir(dir);
  }
});

/** The boot data's map of the shell replacements' browser modules. */
const themeModules = (html: string) =>
  (
    JSON.parse(
      /<script type="application\/json" id="__sitegen_data">(.*?)<\/script>/s.exec(html)![1],
    ) as {
      shell: { themeModules?: Record<string, string> };
    }
  ).shell.themeModules;

test('src/theme/Footer.tsx wraps the theme footer on every page, and runs in the browser', () => {
  for (const file of ['dist/index.html', 'dist/docs/intro/index.html', 'dist/404.html']) {
    const html = read(site, file);
    // The replacement, then the original it wraps, with the same props.
    expect(html).toMatch(
      /<div class="[^"]*banner[^"]*" id="site-footer-banner"><button type="button" id="like">Like this site<\/button><\/div><footer class="footer theme-layout-footer">/,
    );
    expect(html).toContain('<p class="footer-copyright footer__copyright">');
  }
  const modules = themeModules(read(site, 'dist/index.html'));
  expect(Object.keys(modules ?? {})).toEqual(['Footer']);
  const script = read(site, `dist${modules!.Footer}`);
  expect(script).toContain('Thank you!');
  expect(script).toContain('@theme-original/Footer');
  expect(script).not.toMatch(/react\.production|ReactCurrentDispatcher/);
  // Its CSS module joins the page stylesheet.
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  expect(css).toMatch(/\.[\w-]*banner[\w-]*\{padding:12px/);
});

test('a replacement of a page component (folder form) renders on the server only', () => {
  const notFound = read(site, 'dist/404.html');
  expect(notFound).toContain('<div class="site-not-found"><h1>Lost?</h1>');
  expect(notFound).not.toContain('not-found-code');
  expect(Object.keys(themeModules(notFound) ?? {})).toEqual(['Footer']);
});

test('a file in src/theme that replaces nothing is a warning; an unknown @theme-original import an error at its line', async () => {
  const dir = copyFixture('react-pages');
  try {
    fs.writeFileSync(
      path.join(dir, 'src/theme/Fancy.tsx'),
      'export default function Fancy() {\n  return null;\n}\n',
    );
    const built = await build({ root: dir });
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toMatchObject({
      file: path.join(dir, 'src/theme/Fancy.tsx'),
      message: 'src/theme/Fancy.tsx replaces no theme component (ignored)',
    });
    expect(built.warnings[0].hint).toContain('Navbar, Footer');

    fs.writeFileSync(
      path.join(dir, 'src/theme/Pagination.tsx'),
      "import Original from '@theme-original/Paginator';\n\nexport default Original;\n",
    );
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(BuildFailed);
    // Once, though the server's and the browser's bundle would both say it.
    expect((failed as BuildFailed).errors).toHaveLength(1);
    const [error] = (failed as BuildFailed).errors;
    expect(error).toMatchObject({ file: path.join(dir, 'src/theme/Pagination.tsx'), line: 1 });
    expect(error.message).toContain('"@theme-original/Paginator" is not a theme component');
  } finally {
    removeDir(dir);
  }
});

test("a replacement that shows a doc's content twice gets it twice, around the sidebar as it was", async () => {
  const dir = copyFixture('react-pages');
  try {
    const before = read(site, 'dist/docs/intro/index.html');
    fs.writeFileSync(
      path.join(dir, 'src/theme/MDXContent.tsx'),
      [
        "import type { ReactNode } from 'react';",
        '',
        'export default function Twice({ children }: { children?: ReactNode }) {',
        '  return <>{children}<hr className="twice" />{children}</>;',
        '}',
        '',
      ].join('\n'),
    );
    const built = await build({ root: dir });
    expect(built.warnings).toEqual([]);
    const html = read(dir, 'dist/docs/intro/index.html');
    const content = /<div class="markdown[^"]*">[\s\S]*?<\/div>/.exec(before)![0];
    expect(content).toContain('Back to the');
    expect(html.split(content)).toHaveLength(3);
    expect(html).toContain(`${content}<hr class="twice"/>${content}`);
    // All but the doc's content is as it was, its sidebar first.
    const sidebar = /<div class="doc-sidebar[\s\S]*?<\/nav>/.exec(before)![0];
    expect(html).toContain(sidebar);
    // (The site's scripts have other names: one more replacement is in them.)
    const unnamed = (page: string) => page.replace(/\.[A-Z0-9]{8}\.(js|css)\b/g, '.$1');
    expect(unnamed(html.replace(`${content}<hr class="twice"/>`, ''))).toBe(unnamed(before));
  } finally {
    removeDir(dir);
  }
});

test('a hydrated page that renders a <div> inside a <p> is a warning at its file (the browser moves the <div> out, and hydration fails there)', async () => {
  const dir = copyFixture('react-pages');
  try {
    fs.writeFileSync(
      path.join(dir, 'src/pages/nested.tsx'),
      'export default function Nested() {\n  return <p><div>Jest-like</div></p>;\n}\n',
    );
    const built = await build({ root: dir });
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toMatchObject({ file: path.join(dir, 'src/pages/nested.tsx') });
    expect(built.warnings[0].message).toContain('renders <div> inside <p>');
  } finally {
    removeDir(dir);
  }
});

test('serve --watch: an edit to a replacement re-renders the pages with it', async () => {
  const dir = copyFixture('react-pages');
  const builder = createWatchBuilder({ root: dir, outDir: path.join(dir, 'served') });
  try {
    expect((await builder.build([])).errors).toEqual([]);
    const footer = path.join(dir, 'src/theme/Footer.tsx');
    fs.writeFileSync(
      footer,
      fs.readFileSync(footer, 'utf8').replace("'Like this site'", "'Like it, edited'"),
    );
    const report = await builder.build([footer]);
    expect(report.errors).toEqual([]);
    expect(read(dir, 'served/docs/intro/index.html')).toContain('Like it, edited');
    const modules = themeModules(read(dir, 'served/index.html'));
    expect(read(dir, `served${modules!.Footer}`)).toContain('Like it, edited');
  } finally {
    await builder.close();
    removeDir(dir);
  }
});

test("every replaceable component has its types in theme-modules.d.ts; sitegen's own theme is no site's replacement", () => {
  const declarations = read(repoRoot, 'theme-modules.d.ts');
  for (const name of [...SHELL_COMPONENTS, ...PAGE_COMPONENTS]) {
    expect(declarations).toContain(`declare module '@theme-original/${name}' {`);
    expect(declarations).toContain(`declare module '@theme/${name}' {`);
    expect(declarations).toContain(`ThemeComponentProps['${name}']`);
  }
  expect(overridesDir(repoRoot)).toBeUndefined();
  expect(overridesDir(site)).toBe(path.join(site, 'src', 'theme'));
  // Another checkout of sitegen (this repository's site mounted into the Docker image, built
  // by the image's sitegen): its src/theme is sitegen's theme too.
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-checkout-'));
  try {
    fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(checkout, 'package.json'));
    fs.mkdirSync(path.join(checkout, 'src', 'theme'), { recursive: true });
    fs.writeFileSync(path.join(checkout, 'src', 'theme', 'Footer.tsx'), 'export default 1;\n');
    expect(overridesDir(checkout)).toBeUndefined();
    expect(siteCodeDir({ root: checkout } as ResolvedConfig)).toBeUndefined();
    // A site of its own name is a site, with its replacements.
    fs.writeFileSync(path.join(checkout, 'package.json'), '{"name":"my-docs"}');
    expect(overridesDir(checkout)).toBe(path.join(checkout, 'src', 'theme'));
    expect(siteCodeDir({ root: checkout } as ResolvedConfig)).toBe(path.join(checkout, 'src'));
  } finally {
    removeDir(checkout);
  }
});

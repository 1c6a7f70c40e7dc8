/** Incremental rebuilds of `serve --watch`, without the server: what is rewritten after an edit. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWatchBuilder, type WatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, hashTree, read, removeDir, repoRoot } from '../helpers.js';

let site: string;
let out: string;
let builder: WatchBuilder;

beforeAll(async () => {
  site = copyFixture('basic');
  out = path.join(site, '.dev-out');
  builder = createWatchBuilder({ root: site, outDir: out });
  const first = await builder.build([]);
  expect(first.errors).toEqual([]);
  expect(first.full).toBe(true);
});
// Closed first: a rebuild's search index is written a second later, into the folder removed here.
afterAll(async () => {
  await builder?.close();
  removeDir(site);
});

const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const edit = (rel: string, change: (text: string) => string) => {
  const file = path.join(site, rel);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  return file;
};

/** The served folder holds what a full build of the same sources writes, byte for byte. */
async function expectSameAsFullBuild(): Promise<void> {
  const full = path.join(site, '.full-out');
  await build({ root: site, outDir: full, includeDrafts: true, checkLinks: false });
  // The search index is brought up to date a moment after an edit, by Pagefind, in its own files.
  const files = (dir: string) =>
    Object.fromEntries(
      Object.entries(hashTree(dir)).filter(([file]) => !file.split(path.sep).includes('pagefind')),
    );
  const served = files(out);
  const built = files(full);
  expect(Object.keys(served).sort()).toEqual(Object.keys(built).sort());
  for (const file of Object.keys(built))
    if (served[file] !== built[file]) expect(page(file)).toBe(read(full, file));
  removeDir(full);
}

test('drafts are built, with their banner', () => {
  expect(page('docs/wip/index.html')).toContain('Work in progress');
  expect(page('docs/wip/index.html')).toContain('page-banner');
});

test('a paragraph edit re-renders only that doc, in every locale that uses the file', async () => {
  const file = edit('docs/intro.md', (text) => text.replace('Some text.', 'Some edited text.'));
  const report = await builder.build([file]);
  expect(report.errors).toEqual([]);
  expect(report.reload).toBe(false);
  expect(report.urls.sort()).toEqual(['/docs/intro', '/id/docs/intro']);
  expect(page('docs/intro/index.html')).toContain('Some edited text.');
  expect(page('id/docs/intro/index.html')).toContain('Some edited text.');
});

test('a new sidebar label re-renders the docs pages that show it, and only those', async () => {
  const file = edit('docs/guides/02-configure.md', (text) =>
    text.replace('sidebar_label: Configure it', 'sidebar_label: Set it up'),
  );
  const report = await builder.build([file]);
  expect(report.errors).toEqual([]);
  expect(report.urls).toContain('/docs/guides/install');
  expect(report.urls).not.toContain('/blog');
  expect(page('docs/guides/install/index.html')).toContain('Set it up');
  // Pages where Guides is closed show none of its labels, and are not rendered again.
  expect(report.urls).not.toContain('/docs/intro');
  expect(report.urls).not.toContain('/docs/reference/api');
});

test('a broken edit changes nothing and reports file and line; the fix recovers', async () => {
  const before = page('docs/intro/index.html');
  const file = edit('docs/intro.md', (text) =>
    text.replace('title: Introduction', 'title: [unclosed'),
  );
  const broken = await builder.build([file]);
  expect(broken.ok).toBe(false);
  expect(broken.errors[0].file).toBe(file);
  expect(broken.errors[0].line).toBeGreaterThan(1);
  expect(page('docs/intro/index.html')).toBe(before);
  const other = edit('docs/guides/01-install.md', (text) => `${text}\nAnother line.\n`);
  expect((await builder.build([other])).ok).toBe(false);
  edit('docs/intro.md', (text) => text.replace('title: [unclosed', 'title: Introduction again'));
  const fixed = await builder.build([file]);
  expect(fixed.errors).toEqual([]);
  expect(page('docs/intro/index.html')).toContain('Introduction again');
  expect(page('docs/guides/install/index.html')).toContain('Another line.');
});

test('added, renamed and deleted docs', async () => {
  const added = path.join(site, 'docs', 'added.md');
  fs.writeFileSync(
    added,
    '---\ntitle: Added page\n---\n\nFresh. Back to [the intro](./intro.md).\n',
  );
  expect((await builder.build([added])).errors).toEqual([]);
  expect(page('docs/added/index.html')).toContain('Fresh.');
  expect(page('docs/intro/index.html')).toContain('Added page');

  const renamed = path.join(site, 'docs', 'renamed.md');
  fs.renameSync(added, renamed);
  expect((await builder.build([added, renamed])).errors).toEqual([]);
  expect(fs.existsSync(path.join(out, 'docs/added/index.html'))).toBe(false);
  expect(page('docs/renamed/index.html')).toContain('Fresh.');

  fs.rmSync(renamed);
  expect((await builder.build([renamed])).errors).toEqual([]);
  expect(fs.existsSync(path.join(out, 'docs/renamed/index.html'))).toBe(false);
  expect(page('docs/intro/index.html')).not.toContain('Added page');
});

test('deleting a doc another one links to is an error naming the link', async () => {
  const target = path.join(site, 'docs', 'guides', '01-install.md');
  const text = fs.readFileSync(target, 'utf8');
  fs.rmSync(target);
  const report = await builder.build([target]);
  expect(report.ok).toBe(false);
  expect(
    report.errors.some((e) => e.file.endsWith('intro.md') && /01-install\.md/.test(e.message)),
  ).toBe(true);
  fs.writeFileSync(target, text);
  expect((await builder.build([target])).errors).toEqual([]);
});

test('a category label re-renders its locale only; a locale file reloads its pages', async () => {
  const category = edit(
    'i18n/id/docs/guides/_category_.json',
    () => '{ "label": "Panduan Baru", "position": 2 }',
  );
  const report = await builder.build([category]);
  expect(report.errors).toEqual([]);
  expect(report.urls.every((url) => url.startsWith('/id/'))).toBe(true);
  expect(page('id/docs/intro/index.html')).toContain('Panduan Baru');

  const strings = edit('locales/id.json', (text) =>
    text.replace('Halaman Tidak Ditemukan', 'Tidak Ada Di Sini'),
  );
  const reloaded = await builder.build([strings]);
  expect(reloaded.errors).toEqual([]);
  expect(reloaded.reload).toBe(true);
  expect(page('id/404.html')).toContain('Tidak Ada Di Sini');
  expect(page('404.html')).not.toContain('Tidak Ada Di Sini');
});

test('page modules and MDX docs are bundled again when they change', async () => {
  const home = edit('pages/index.tsx', (text) =>
    text.replace('Fixture home', 'Fixture home, edited'),
  );
  const mdx = edit('docs/reference/api.mdx', (text) =>
    text.replace('Written in MDX.', 'Written in MDX, edited.'),
  );
  const report = await builder.build([home, mdx]);
  expect(report.errors).toEqual([]);
  expect(page('index.html')).toContain('Fixture home, edited');
  expect(page('id/index.html')).toContain('Fixture home, edited');
  expect(page('docs/reference/api/index.html')).toContain('Written in MDX, edited.');
  expect(report.urls).toEqual(expect.arrayContaining(['/', '/id/', '/docs/reference/api']));
});

test('a static file is copied into every locale and pages reload', async () => {
  const file = path.join(site, 'static', 'img', 'extra.svg');
  fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const report = await builder.build([file]);
  expect(report.reload).toBe(true);
  expect(fs.existsSync(path.join(out, 'img', 'extra.svg'))).toBe(true);
  expect(fs.existsSync(path.join(out, 'id', 'img', 'extra.svg'))).toBe(true);
});

test('a doc given a new slug re-renders the pages whose links lead to it, also through a partial an MDX doc imports', async () => {
  const partial = path.join(site, 'docs', 'reference', '_install-link.md');
  fs.writeFileSync(partial, 'See [the install guide](../guides/01-install.md).\n');
  const mdx = edit('docs/reference/api.mdx', (text) =>
    text
      .replace(
        "import Badge from '@site/components/Badge';",
        "import Badge from '@site/components/Badge';\nimport InstallLink from './_install-link.md';",
      )
      .replace('## Endpoints {#endpoints}', '<InstallLink />\n\n## Endpoints {#endpoints}'),
  );
  expect((await builder.build([partial, mdx])).errors).toEqual([]);
  expect(page('docs/reference/api/index.html')).toMatch(
    /See <a href="\/docs\/guides\/install">the install guide<\/a>/,
  );

  const target = edit('docs/guides/01-install.md', (text) =>
    text.replace('title: Install', 'title: Install\nslug: /guides/setting-up'),
  );
  const report = await builder.build([target]);
  expect(report.errors).toEqual([]);
  expect(page('docs/reference/api/index.html')).toMatch(
    /See <a href="\/docs\/guides\/setting-up">the install guide<\/a>/,
  );
  expect(page('docs/intro/index.html')).toContain('href="/docs/guides/setting-up#requirements"');
  // Pages that neither link to it nor show the docs sidebar keep their files.
  expect(report.urls).not.toContain('/blog');
  expect(report.urls).not.toContain('/about');
});

test('a linked doc renamed, with the link to it, and a sidebar class edited', async () => {
  const from = path.join(site, 'docs', 'guides', 'advanced', 'tuning.md');
  const to = path.join(site, 'docs', 'guides', 'advanced', 'tuning-tips.md');
  const linking = edit('docs/guides/advanced/index.md', (text) =>
    text.replace("The folder's own page.", "The folder's own page. Read [tuning](./tuning.md)."),
  );
  expect((await builder.build([linking])).errors).toEqual([]);
  fs.writeFileSync(
    to,
    fs.readFileSync(from, 'utf8').replace('slug: /tuning-guide', 'slug: /tuning-tips'),
  );
  fs.rmSync(from);
  edit('docs/guides/advanced/index.md', (text) => text.replace('./tuning.md', './tuning-tips.md'));
  expect((await builder.build([from, to, linking])).errors).toEqual([]);
  expect(page('docs/guides/advanced/index.html')).toContain('href="/docs/tuning-tips"');

  const classed = edit('docs/guides/02-configure.md', (text) =>
    text.replace('sidebar_label:', 'sidebar_class_name: marked-item\nsidebar_label:'),
  );
  const report = await builder.build([classed]);
  expect(report.errors).toEqual([]);
  expect(page('docs/guides/setting-up/index.html')).toContain('marked-item');
});

test('a doc’s new description reaches the card of it on its category’s generated index', async () => {
  const category = edit('docs/guides/_category_.json', () =>
    JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index' } }),
  );
  expect((await builder.build([category])).errors).toEqual([]);
  expect(page('docs/category/guides/index.html')).toContain('Set it up');
  const doc = edit('docs/guides/02-configure.md', (text) =>
    text.replace('id: configuration', 'id: configuration\ndescription: Every setting, explained'),
  );
  expect((await builder.build([doc])).errors).toEqual([]);
  expect(page('docs/category/guides/index.html')).toContain('Every setting, explained');
});

test('after the edits above (docs added, moved and deleted, categories, strings, modules, static files, a new slug, a rename, a sidebar class, a description on a card), the output is what a full build writes', async () => {
  const kept = path.join(site, 'docs', 'kept.md');
  fs.writeFileSync(kept, '---\ntitle: Kept page\n---\n\nStays.\n');
  expect((await builder.build([kept])).errors).toEqual([]);
  await expectSameAsFullBuild();
});

test('a config change rebuilds everything; then the template it names is watched', async () => {
  const template = path.join(site, 'shell.html');
  fs.writeFileSync(
    template,
    fs
      .readFileSync(path.join(repoRoot, 'templates', 'page.html'), 'utf8')
      .replace('<body>', '<body class="custom-shell">'),
  );
  const config = edit('sitegen.config.ts', (text) =>
    text.replace("staticDir: 'static',", "staticDir: 'static',\n  template: 'shell.html',"),
  );
  const full = await builder.build([config]);
  expect(full.errors).toEqual([]);
  expect(full.full).toBe(true);
  expect(page('docs/intro/index.html')).toContain('custom-shell');

  fs.writeFileSync(
    template,
    fs.readFileSync(template, 'utf8').replace('custom-shell', 'custom-shell-2'),
  );
  const report = await builder.build([template]);
  expect(report.errors).toEqual([]);
  expect(report.full).toBe(false);
  expect(report.reload).toBe(true);
  expect(page('id/blog/index.html')).toContain('custom-shell-2');
});

test('a blog post edit updates the lists that show it; the OpenAPI description updates the API reference', async () => {
  const post = edit('blog/2025-02-20-second.md', (text) =>
    text.replace('title: Second post', 'title: Second post, renamed'),
  );
  const blog = await builder.build([post]);
  expect(blog.errors).toEqual([]);
  expect(blog.urls).toEqual(expect.arrayContaining(['/blog', '/blog/second-post']));
  expect(blog.urls.some((url) => url.includes('/docs/'))).toBe(false);
  expect(page('blog/index.html')).toContain('Second post, renamed');

  const spec = edit('openapi.json', (text) =>
    text.replace('"summary": "Add a website"', '"summary": "Register a website"'),
  );
  const api = await builder.build([spec]);
  expect(api.errors).toEqual([]);
  expect(api.urls.every((url) => /^(\/id)?\/api/.test(url))).toBe(true);
  expect(page('api/index.html')).toContain('Register a website');
});

test('a translation of the OpenAPI description updates its locale; a key naming nothing is an error', async () => {
  const overlay = edit('openapi-i18n/id.json', (text) =>
    text.replace('"summary": "Tambahkan situs web"', '"summary": "Daftarkan situs web"'),
  );
  const api = await builder.build([overlay]);
  expect(api.errors).toEqual([]);
  expect(page('id/api/website-add/index.html')).toContain(
    '<h1 class="page-title">Daftarkan situs web</h1>',
  );
  const broken = edit('openapi-i18n/id.json', (text) =>
    text.replace('"website.add"', '"website.added"'),
  );
  const report = await builder.build([broken]);
  expect(report.errors.map((e) => `${path.basename(e.file)}:${e.line} ${e.message}`)).toEqual([
    'id.json:9 "operations" → "website.added": openapi.json has no operation of that name',
  ]);
  expect(page('id/api/website-add/index.html')).toContain('Daftarkan situs web');
  const fixed = edit('openapi-i18n/id.json', (text) =>
    text.replace('"website.added"', '"website.add"'),
  );
  expect((await builder.build([fixed])).errors).toEqual([]);
});

test('a file seen between truncation and write is read once it is written', async () => {
  const file = path.join(site, 'docs', 'guides', '02-configure.md');
  const text = fs
    .readFileSync(file, 'utf8')
    .replace('Configure the fixture.', 'Configure the fixture, saved slowly.');
  fs.writeFileSync(file, '');
  const building = builder.build([file]);
  setTimeout(() => fs.writeFileSync(file, text), 30);
  const report = await building;
  expect(report.errors).toEqual([]);
  expect(report.urls.sort()).toEqual([
    '/docs/guides/configuration',
    '/id/docs/guides/configuration',
  ]);
  expect(page('docs/guides/configuration/index.html')).toContain('saved slowly');
});

test('after the edits since (blog, OpenAPI description and translation, a slow save), the output is what a full build writes', async () => {
  await expectSameAsFullBuild();
});

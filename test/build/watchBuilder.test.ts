/** Incremental rebuilds of `serve --watch`, without the server: what is rewritten after an edit. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWatchBuilder, type WatchBuilder } from '../../src/build/watchBuilder.js';
import { copyFixture, removeDir } from '../helpers.js';

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
afterAll(() => removeDir(site));

const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
const edit = (rel: string, change: (text: string) => string) => {
  const file = path.join(site, rel);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  return file;
};

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

test('a new sidebar label re-renders the docs pages that show it', async () => {
  const file = edit('docs/guides/02-configure.md', (text) => text.replace('sidebar_label: Configure it', 'sidebar_label: Set it up'));
  const report = await builder.build([file]);
  expect(report.errors).toEqual([]);
  expect(report.urls).toContain('/docs/guides/install');
  expect(report.urls).not.toContain('/blog');
  expect(page('docs/guides/install/index.html')).toContain('Set it up');
});

test('a broken edit changes nothing and reports file and line; the fix recovers', async () => {
  const before = page('docs/intro/index.html');
  const file = edit('docs/intro.md', (text) => text.replace('title: Introduction', 'title: [unclosed'));
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
  fs.writeFileSync(added, '---\ntitle: Added page\n---\n\nFresh. Back to [the intro](./intro.md).\n');
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
  expect(report.errors.some((e) => e.file.endsWith('intro.md') && /01-install\.md/.test(e.message))).toBe(true);
  fs.writeFileSync(target, text);
  expect((await builder.build([target])).errors).toEqual([]);
});

test('a category label re-renders its locale only; a locale file reloads its pages', async () => {
  const category = edit('i18n/id/docs/guides/_category_.json', () => '{ "label": "Panduan Baru", "position": 2 }');
  const report = await builder.build([category]);
  expect(report.errors).toEqual([]);
  expect(report.urls.every((url) => url.startsWith('/id/'))).toBe(true);
  expect(page('id/docs/intro/index.html')).toContain('Panduan Baru');

  const strings = edit('locales/id.json', (text) => text.replace('Halaman Tidak Ditemukan', 'Tidak Ada Di Sini'));
  const reloaded = await builder.build([strings]);
  expect(reloaded.errors).toEqual([]);
  expect(reloaded.reload).toBe(true);
  expect(page('id/404.html')).toContain('Tidak Ada Di Sini');
  expect(page('404.html')).not.toContain('Tidak Ada Di Sini');
});

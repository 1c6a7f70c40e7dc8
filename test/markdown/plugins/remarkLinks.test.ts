import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import remarkLinks, { markdownLinkSource } from '../../../src/markdown/plugins/remarkLinks.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

// A site folder with a doc, an image beside it, a file outside the site and a hidden one.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-links-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const site = path.join(tmp, 'site');
const doc = path.join(site, 'docs', 'guide', 'page.md');
fs.mkdirSync(path.dirname(doc), { recursive: true });
// A 3×2 PNG: its header is all image-size needs.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000003000000020806000000', 'hex');
fs.writeFileSync(path.join(site, 'docs', 'guide', 'shot one.png'), png);
fs.writeFileSync(path.join(site, 'docs', 'guide', 'notes.txt'), 'notes');
fs.writeFileSync(path.join(site, 'docs', 'guide', '.env'), 'SECRET=1');
fs.writeFileSync(path.join(tmp, 'outside.txt'), 'not published');
fs.symlinkSync(path.join(tmp, 'outside.txt'), path.join(site, 'docs', 'guide', 'link.txt'));

const ctx = makeContext({
  file: doc,
  defaultFile: doc,
  siteRoot: site,
  urlOfSource: (p) => (p === path.join(site, 'docs', 'intro.md') ? '/id/docs/intro' : undefined),
});
const compile = (md: string) => {
  const { html, file } = run(md, { remark: [remarkLinks], ctx });
  return { html, assets: file.data.assets ?? [], problems: file.data.problems ?? [] };
};

test('a relative link to a source becomes its URL, the anchor kept', () => {
  expect(compile('[Intro](../intro.md#install)').html).toBe(
    '<p><a href="/id/docs/intro#install">Intro</a></p>',
  );
});

test('a link to a source that does not exist is a problem at its line and column', () => {
  const { html, problems } = compile('Text.\n\nSee [gone](./gone.md).');
  expect(html).toBe('<p>Text.</p>\n<p>See <a href="./gone.md">gone</a>.</p>');
  expect(problems).toEqual([
    expect.objectContaining({
      file: doc,
      line: 3,
      column: 5,
      message: 'link to "./gone.md" points to no page',
    }),
  ]);
});

test('onBrokenMarkdownLinks: warn makes it a warning (the link as written), ignore says nothing', () => {
  const policy = (brokenMarkdownLinks: 'warn' | 'ignore') => {
    const { html, file } = run('See [gone](./gone.md).', {
      remark: [remarkLinks],
      ctx: { ...ctx, brokenMarkdownLinks },
    });
    return { html, problems: file.data.problems ?? [], warnings: file.data.warnings ?? [] };
  };
  const warned = policy('warn');
  expect(warned.html).toBe('<p>See <a href="./gone.md">gone</a>.</p>');
  expect(warned.problems).toEqual([]);
  expect(warned.warnings).toEqual([
    expect.objectContaining({ line: 1, message: 'link to "./gone.md" points to no page' }),
  ]);
  const ignored = policy('ignore');
  expect([...ignored.problems, ...ignored.warnings]).toEqual([]);
});

describe('a link to a Markdown file is found as Docusaurus finds it', () => {
  // docs/ is the content root; a translation in i18n/id/docs/cli/run.md stands for docs/cli/run.md.
  const docs = '/site/docs';
  const pages: Record<string, string> = {
    '/site/docs/faq.md': '/docs/faq',
    '/site/docs/guides/setup.md': '/docs/guides/setup',
    '/site/docs/cli/cache-list.md': '/docs/cli/cache-list',
    '/site/docs/cli/both.md': '/docs/cli/both',
    '/site/docs/both.md': '/docs/both',
    '/site/src/pages/about.md': '/about',
  };
  const runDoc = '/site/docs/cli/run.md';
  const translated = '/site/i18n/id/docs/cli/run.md';
  const link = (href: string, options: { file?: string; root?: string } = {}) =>
    markdownLinkSource(
      makeContext({
        file: options.file ?? runDoc,
        defaultFile: runDoc,
        contentRoot: 'root' in options ? options.root : docs,
        toDefaultPath: (p) => p.replace('/site/i18n/id/docs/', '/site/docs/'),
        urlOfSource: (p) => pages[p],
      }),
      href,
    );

  test('from the root of its docs folder: a root-relative link, and a bare one from a sub-folder', () => {
    expect(link('/guides/setup.md')).toBe('/docs/guides/setup');
    expect(link('faq.md')).toBe('/docs/faq');
    expect(link('guides/setup.md')).toBe('/docs/guides/setup');
  });

  test('beside the file, from the translation too; ./ and ../ only there', () => {
    expect(link('cache-list.md')).toBe('/docs/cli/cache-list');
    expect(link('./cache-list.md', { file: translated })).toBe('/docs/cli/cache-list');
    expect(link('../faq.md')).toBe('/docs/faq');
    expect(link('./faq.md')).toBeUndefined();
    expect(link('/cache-list.md')).toBeUndefined();
  });

  test('the content root first, then the site folder, then beside the file (Docusaurus’s order)', () => {
    expect(link('both.md')).toBe('/docs/both');
    expect(link('./both.md')).toBe('/docs/cli/both');
    expect(link('/src/pages/about.md')).toBe('/about');
    expect(link('faq.md', { root: undefined })).toBeUndefined();
  });

  test('in a page, a resolved link is the page’s URL, the anchor kept, never the .md path', () => {
    const { html, file } = run('[Setup](/guides/setup.md#y) [FAQ](faq.md)', {
      remark: [remarkLinks],
      ctx: makeContext({
        file: runDoc,
        defaultFile: runDoc,
        contentRoot: docs,
        urlOfSource: (p) => pages[p],
      }),
    });
    expect(html).toBe(
      '<p><a href="/docs/guides/setup#y">Setup</a> <a href="/docs/faq">FAQ</a></p>',
    );
    expect(file.data.problems ?? []).toEqual([]);
  });

  test('a root-relative link to a .md file that is no page is judged by the policy, and keeps the locale', () => {
    const { html, file } = run('See [old](/gone.md#x).', {
      remark: [remarkLinks],
      ctx: makeContext({ file: runDoc, defaultFile: runDoc, contentRoot: docs }),
    });
    expect(html).toBe('<p>See <a href="/id/gone.md#x">old</a>.</p>');
    expect(file.data.problems).toEqual([
      expect.objectContaining({
        line: 1,
        column: 5,
        message: 'link to "/gone.md#x" points to no page',
      }),
    ]);
  });
});

test('site-absolute links get the locale; static images their size; others are left alone', () => {
  expect(compile('[Docs](/docs/intro) ![Wide](/img/wide.svg)').html).toBe(
    '<p><a href="/id/docs/intro">Docs</a> <img src="/id/img/wide.svg" alt="Wide" width="800" height="200"></p>',
  );
  expect(compile('[Out](https://example.com/x) [Here](#top) [Mail](mailto:a@b.example)').html).toBe(
    '<p><a href="https://example.com/x">Out</a> <a href="#top">Here</a> <a href="mailto:a@b.example">Mail</a></p>',
  );
});

test('a relative image is copied under a hashed name and gets its intrinsic size; a file link too', () => {
  const { html, assets } = compile('![Shot](<shot one.png>) [Notes](notes.txt#top)');
  const [image, notes] = assets;
  expect(image.from).toBe(path.join(site, 'docs', 'guide', 'shot one.png'));
  expect(image.to).toMatch(/^assets\/images\/shot-one-[0-9a-f]{8}\.png$/);
  expect(notes.to).toMatch(/^assets\/images\/notes-[0-9a-f]{8}\.txt$/);
  expect(html).toBe(
    `<p><img src="/id/${image.to}" alt="Shot" width="3" height="2"> <a href="/id/${notes.to}#top">Notes</a></p>`,
  );
});

test('a missing file is a problem; a file outside the site or a hidden one is refused', () => {
  const { problems, assets } = compile(
    '![Missing](missing.png)\n\n[Secret](.env)\n\n[Out](link.txt)\n\n[Up](../../../outside.txt)',
  );
  expect(assets).toEqual([]);
  expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
    [1, 'file "missing.png" not found'],
    [3, '".env" cannot be published'],
    [5, '"link.txt" cannot be published'],
    [7, '"../../../outside.txt" cannot be published'],
  ]);
});

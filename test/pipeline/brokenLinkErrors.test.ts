import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { BrokenLink } from '../../src/check/linkCheck.js';
import { brokenLinkErrors, brokenLinkPolicy } from '../../src/pipeline/brokenLinkErrors.js';
import type { ResolvedConfig } from '../../src/config/types.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-link-errors-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const source = path.join(dir, 'faq.md');
fs.writeFileSync(
  source,
  '---\ntitle: FAQ\n---\n\nSee [the guide](/docs/guide) and [the answer](#the-answer).\n',
);
const config = {
  configFile: path.join(dir, 'sitegen.config.ts'),
  baseUrl: '/',
  defaultLocale: 'en',
} as ResolvedConfig;

const page = (url: string, locale = 'en', sourceFile = source): BrokenLink['page'] => ({
  url,
  locale,
  file: '',
  sourceFile,
  kind: 'doc',
});

test('each broken link names the page, the link and the reason, at its line in the source', () => {
  const broken: BrokenLink[] = [
    {
      page: page('/docs/faq'),
      href: '#the-answer',
      reason: 'no element with id "the-answer" on this page',
    },
    { page: page('/id/docs/faq', 'id'), href: '/id/docs/guide', reason: 'HTTP 404' },
  ];
  expect(brokenLinkErrors(broken, config)).toEqual([
    {
      file: source,
      line: 5,
      column: 47,
      message:
        'broken link "#the-answer" on /docs/faq: no element with id "the-answer" on this page',
      hint: 'fix or remove the link in this file',
    },
    {
      file: source,
      line: 5,
      column: 17,
      message: 'broken link "/id/docs/guide" on /id/docs/faq: HTTP 404',
      hint: 'fix or remove the link in this file',
    },
  ]);
});

test('a link broken on many pages is one error, filed under the config; pages are counted once', () => {
  const broken = ['/a', '/a', '/b', '/c', '/d', '/e'].map((url): BrokenLink => ({
    page: page(url),
    href: '/gone',
    reason: 'HTTP 404',
  }));
  const errors = brokenLinkErrors(broken, config);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({
    file: config.configFile,
    message: 'broken link "/gone" on 5 pages (/a, /b, /c, …): HTTP 404',
  });
});

test('a generated page has no source of its own: the error says so', () => {
  const [error] = brokenLinkErrors(
    [
      {
        page: { ...page('/blog'), sourceFile: '', kind: 'blog' },
        href: '/gone',
        reason: 'HTTP 404',
      },
    ],
    config,
  );
  expect(error).toMatchObject({
    file: config.configFile,
    message: 'broken link "/gone" on /blog: HTTP 404',
  });
  expect(error.hint).toContain('generated');
});

test('the same broken link twice on a page is one error', () => {
  const twice: BrokenLink = { page: page('/docs/faq'), href: '/img/logo.svg', reason: 'HTTP 404' };
  expect(brokenLinkErrors([twice, { ...twice }], config)).toHaveLength(1);
});

test('a link broken on many pages but written in their sources is reported at each source line', () => {
  const sources = ['one', 'two', 'three', 'four', 'five'].map((name) => {
    const file = path.join(dir, `${name}.md`);
    fs.writeFileSync(file, `# ${name}\n\nRead [the old guide](/docs/old-guide).\n`);
    return file;
  });
  const broken = sources.map((file, i): BrokenLink => ({
    page: page(`/docs/p${i}`, 'en', file),
    href: '/docs/old-guide',
    reason: 'HTTP 404',
  }));
  const errors = brokenLinkErrors(broken, config);
  expect(errors.map((e) => [e.file, e.line, e.column])).toEqual(
    sources.map((file) => [file, 3, 22]),
  );
  expect(errors[0].message).toBe('broken link "/docs/old-guide" on /docs/p0: HTTP 404');
});

test('a broken link to a .md file answers to onBrokenMarkdownLinks (judged at its line already): only throw fails', () => {
  const link = (href: string, anchor = false): BrokenLink => ({
    page: page('/docs/cli/run'),
    href,
    reason: 'HTTP 404',
    anchor,
  });
  const policies = (markdown: 'throw' | 'warn' | 'ignore') => {
    const settings = {
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: markdown,
    } as const;
    return ['faq.md#y', '/guides/setup.mdx', 'https://other.example/a.md', '/docs/gone'].map(
      (href) => brokenLinkPolicy(link(href), settings),
    );
  };
  expect(policies('throw')).toEqual(['throw', 'throw', 'throw', 'throw']);
  expect(policies('warn')).toEqual(['ignore', 'ignore', 'throw', 'throw']);
  expect(policies('ignore')).toEqual(['ignore', 'ignore', 'throw', 'throw']);
  expect(
    brokenLinkPolicy(link('faq.md#y', true), {
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'ignore',
    }),
  ).toBe('warn');
});

test('a broken link of a part many pages share is one error naming its first pages and counting every page with it', () => {
  // Two distinct sidebars hold the link: the check reports it once for each, with how many pages have it.
  const broken: BrokenLink[] = [
    { page: page('/docs/a'), href: '/docs/gone', reason: 'HTTP 404', pages: 40 },
    { page: page('/docs/x'), href: '/docs/gone', reason: 'HTTP 404', pages: 2 },
    // Its first page's source links to the same place: the sidebar's report is not filed there.
    { page: page('/docs/guide'), href: '/docs/guide', reason: 'HTTP 404', pages: 2 },
  ];
  expect(brokenLinkErrors(broken, config)).toEqual([
    {
      file: config.configFile,
      message: 'broken link "/docs/gone" on 42 pages (/docs/a, /docs/x, …): HTTP 404',
      hint: expect.stringContaining('navbar, footer or sidebar'),
    },
    {
      file: config.configFile,
      message: 'broken link "/docs/guide" on 2 pages (/docs/guide, …): HTTP 404',
      hint: expect.stringContaining('navbar, footer or sidebar'),
    },
  ]);
});

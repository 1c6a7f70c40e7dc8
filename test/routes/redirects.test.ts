/**
 * Redirects from the config: written ones must lead to a page and may not replace one; made ones
 * (createRedirects, sitegen's own) give way to pages without a word; each locale gets its own.
 */
import { expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { ErrorList } from '../../src/errors.js';
import { redirectsOf } from '../../src/routes/redirects.js';

const config = (more: Partial<ResolvedConfig>) =>
  ({
    baseUrl: '/',
    defaultLocale: 'en',
    configFile: '/site/sitegen.config.ts',
    redirects: [],
    ...more,
  }) as ResolvedConfig;

const pages = ['', 'docs/intro', 'docs/guides/wick'];
const isPageIn = (locale: string) => (url: string) =>
  pages.some((page) => url === (locale === 'en' ? `/${page}` : `/${locale}/${page}`));

test('written redirects in each locale, with the query and hash of the target kept', () => {
  const errors = new ErrorList();
  const site = config({
    redirects: [
      { from: ['/docs/start', 'begin/'], to: '/docs/intro#first' },
      { from: '/chat', to: 'https://chat.example.org/' },
    ],
  });
  expect(redirectsOf(site, 'id', pages, isPageIn('id'), [], errors)).toEqual([
    { url: '/id/docs/start', outFile: 'docs/start/index.html', to: '/id/docs/intro#first' },
    { url: '/id/begin', outFile: 'begin/index.html', to: '/id/docs/intro#first' },
    { url: '/id/chat', outFile: 'chat/index.html', to: 'https://chat.example.org/' },
  ]);
  expect(errors.errors).toEqual([]);
});

test('a written redirect to no page, or over a page, is an error at the config', () => {
  const errors = new ErrorList();
  const site = config({
    redirects: [
      { from: '/docs/start', to: '/docs/missing' },
      { from: '/docs/intro', to: '/docs/guides/wick' },
      { from: '/docs/../x', to: '/docs/intro' },
    ],
  });
  expect(redirectsOf(site, 'en', pages, isPageIn('en'), [], errors)).toEqual([]);
  expect(errors.errors.map((e) => [e.file, e.message])).toEqual([
    ['/site/sitegen.config.ts', 'the redirect to "/docs/missing" leads to no page (/docs/missing)'],
    [
      '/site/sitegen.config.ts',
      'the redirect from "/docs/intro" would replace the page /docs/intro',
    ],
    [
      '/site/sitegen.config.ts',
      'the redirect from "/docs/../x" cannot be made: it has a "." or ".." segment',
    ],
  ]);
});

test('createRedirects and implied redirects give way to pages, and a failing function is reported', () => {
  const errors = new ErrorList();
  const site = config({
    createRedirects: (path) =>
      path.startsWith('/docs/') ? [path.replace('/docs/', '/old/'), '/docs/intro'] : undefined,
  });
  const implied = [{ from: '/api/introduction', to: '/api' }];
  expect(redirectsOf(site, 'en', pages, isPageIn('en'), implied, errors)).toEqual([
    { url: '/api/introduction', outFile: 'api/introduction/index.html', to: '/api' },
    { url: '/old/intro', outFile: 'old/intro/index.html', to: '/docs/intro' },
    { url: '/old/guides/wick', outFile: 'old/guides/wick/index.html', to: '/docs/guides/wick' },
  ]);
  expect(errors.errors).toEqual([]);

  const failing = config({
    createRedirects: () => {
      throw new Error('no');
    },
  });
  redirectsOf(failing, 'en', pages, isPageIn('en'), [], errors);
  expect(errors.errors[0].message).toBe('createRedirects failed for /: no');
});

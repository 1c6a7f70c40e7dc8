import { expect, test } from 'vitest';
import {
  applyTrailingSlash,
  normalizePath,
  pageLink,
  pathInLocale,
} from '../../src/shared/paths.js';

test('/x/index.html, /x.html and /x/ all mean /x', () => {
  expect(normalizePath('/id/docs/intro/index.html')).toBe('/id/docs/intro');
  expect(normalizePath('/id/docs/intro.html')).toBe('/id/docs/intro');
  expect(normalizePath('/id/docs/intro/')).toBe('/id/docs/intro');
  expect(normalizePath('/index.html')).toBe('/');
});

test('the same page in another locale keeps its path', () => {
  expect(pathInLocale('/id/docs/intro', '/id/', '/ja/')).toBe('/ja/docs/intro');
  expect(pathInLocale('/docs/intro', '/', '/id/')).toBe('/id/docs/intro');
  expect(pathInLocale('/id/', '/id/', '/')).toBe('/');
});

test('applyTrailingSlash does what Docusaurus does for true, false and unset', () => {
  const at =
    (trailingSlash: boolean | undefined, baseUrl = '/') =>
    (url: string) =>
      applyTrailingSlash(url, { trailingSlash, baseUrl });
  const on = at(true);
  expect(on('/docs/intro')).toBe('/docs/intro/');
  expect(on('/docs/intro/')).toBe('/docs/intro/');
  expect(on('/docs/intro?q=1#part')).toBe('/docs/intro/?q=1#part');
  expect(on('#part')).toBe('#part');
  expect(on('/')).toBe('/');
  const off = at(false);
  expect(off('/docs/intro/')).toBe('/docs/intro');
  expect(off('/docs/intro/#part')).toBe('/docs/intro#part');
  expect(off('/docs/intro')).toBe('/docs/intro');
  expect(off('/')).toBe('/');
  // The base URL (a locale's root) keeps its slash, or it would be written "/id.html".
  expect(at(false, '/id/')('/id/')).toBe('/id/');
  expect(at(false, '/id/')('/id/docs/')).toBe('/id/docs');
  const unset = at(undefined);
  for (const url of ['/docs/intro', '/docs/intro/', '/docs/intro/#x']) expect(unset(url)).toBe(url);
});

test('pageLink leaves a link to a file as it is', () => {
  const slash = { trailingSlash: true, baseUrl: '/' };
  expect(pageLink('/img/logo.svg', slash)).toBe('/img/logo.svg');
  expect(pageLink('/blog/rss.xml?x', slash)).toBe('/blog/rss.xml?x');
  expect(pageLink('/docs/v1.2/intro', slash)).toBe('/docs/v1.2/intro/');
  expect(pageLink('/docs/intro#x', slash)).toBe('/docs/intro/#x');
});

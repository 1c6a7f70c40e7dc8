import { expect, test } from 'vitest';
import { normalizePath, pathInLocale } from '../../src/shared/paths.js';

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

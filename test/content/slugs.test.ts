import { expect, test } from 'vitest';
import { resolveSlug } from '../../src/content/slugs.js';

test('a relative slug resolves from the file folder, an absolute one from the section root', () => {
  expect(resolveSlug('guides/setup', 'first')).toEqual({ slug: 'guides/setup/first' });
  expect(resolveSlug('guides/setup', '/first')).toEqual({ slug: 'first' });
  expect(resolveSlug('guides/setup', '../first')).toEqual({ slug: 'guides/first' });
  expect(resolveSlug('guides/setup', './a/./b/')).toEqual({ slug: 'guides/setup/a/b' });
  expect(resolveSlug('', '/')).toEqual({ slug: '' });
});

test('a slug that climbs above the section root is a problem, whatever its folder', () => {
  expect(resolveSlug('guides', '../../pricing')).toHaveProperty('problem');
  expect(resolveSlug('', '../x')).toHaveProperty('problem');
  expect(resolveSlug('a/b', '/../x')).toHaveProperty('problem');
  expect(resolveSlug('a', 'b/../../../../tmp/x')).toHaveProperty('problem');
});

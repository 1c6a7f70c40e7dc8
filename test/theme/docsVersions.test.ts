/**
 * Docs versions as the navbar, the runtime and the search dialog see them: the version a page is
 * in, where the version menu leads, where a docs link leads once a version is preferred, and which
 * versions a search reads.
 */
import { expect, test } from 'vitest';
import { activeVersion, preferredHref, versionMenuOf } from '../../src/theme/docsVersions.js';
import {
  defaultSearchVersion,
  searchVersionOptions,
  versionFilter,
} from '../../src/theme/components/searchVersions.js';
import type { VersionedDocs } from '../../src/theme/types.js';

const docs: VersionedDocs = {
  id: 'default',
  label: 'Docs',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: false,
      root: '/id/docs/next',
      main: 'intro',
      docs: { intro: 'intro', 'guides/install': 'guides/install', upgrade: 'upgrade' },
    },
    {
      name: '2.0',
      label: '2.0',
      isLast: true,
      root: '/id/docs',
      main: 'intro',
      docs: { intro: 'intro', 'guides/install': 'guides/install', home: '' },
    },
    {
      name: '1.0',
      label: '1.0',
      isLast: false,
      root: '/id/docs/1.0',
      main: 'intro',
      docs: { intro: 'intro', charts: 'charts' },
    },
  ],
};
const community: VersionedDocs = {
  id: 'community',
  label: 'Community',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: false,
      root: '/id/community/next',
      main: 'support',
      docs: { support: 'support', team: 'team' },
    },
    {
      name: '1.0',
      label: '1.0',
      isLast: true,
      root: '/id/community',
      main: 'support',
      docs: { support: 'support' },
    },
  ],
};
const sections = [docs, community];

test('a page is in the version whose prefix it is under; in the last version only as one of its docs', () => {
  expect(activeVersion(docs, '/id/docs/next/upgrade')?.name).toBe('current');
  expect(activeVersion(docs, '/id/docs/1.0/charts')?.name).toBe('1.0');
  expect(activeVersion(docs, '/id/docs/intro')?.name).toBe('2.0');
  expect(activeVersion(docs, '/id/docs')?.name).toBe('2.0');
  expect(activeVersion(docs, '/id/blog')).toBeUndefined();
  expect(activeVersion(docs, '/id/community/support')).toBeUndefined();
});

test('the version menu leads to the same doc in each version, else to its main doc', () => {
  const menu = versionMenuOf(sections, '', '/id/docs/next/guides/install', {})!;
  expect(menu.section.id).toBe('default');
  expect(menu.current.name).toBe('current');
  expect(menu.links).toEqual([
    { name: 'current', label: 'Next', href: '/id/docs/next/guides/install', active: true },
    { name: '2.0', label: '2.0', href: '/id/docs/guides/install', active: false },
    { name: '1.0', label: '1.0', href: '/id/docs/1.0/intro', active: false },
  ]);
  // On a page of no version: each version's main doc, under the preferred version's label.
  const elsewhere = versionMenuOf(sections, '', '/id/blog', { default: '1.0' })!;
  expect(elsewhere.current.name).toBe('1.0');
  expect(elsewhere.links.map((l) => l.href)).toEqual([
    '/id/docs/next/intro',
    '/id/docs/intro',
    '/id/docs/1.0/intro',
  ]);
  // The automatic menu follows the page's section; a placed one names its section.
  expect(versionMenuOf(sections, '', '/id/community/next/team', {})!.section.id).toBe('community');
  expect(versionMenuOf(sections, 'community', '/id/docs/intro', {})!.current.name).toBe('1.0');
  expect(versionMenuOf(sections, 'nope', '/id/docs/intro', {})).toBeUndefined();
});

test('a link into the last version leads to the page’s version, else to the preferred one', () => {
  const none = {};
  const older = { default: '1.0' };
  // No preference, outside the docs: as written.
  expect(preferredHref('/id/docs/intro', sections, '/id/', none)).toBe('/id/docs/intro');
  // A preference: the same doc there, keeping the hash, or that version's main doc.
  expect(preferredHref('/id/docs/intro#tables', sections, '/id/', older)).toBe(
    '/id/docs/1.0/intro#tables',
  );
  expect(preferredHref('/id/docs/guides/install', sections, '/id/', older)).toBe(
    '/id/docs/1.0/intro',
  );
  // The page's own version wins over the preference; the last version's own pages stay.
  expect(preferredHref('/id/docs/intro', sections, '/id/docs/next/upgrade', older)).toBe(
    '/id/docs/next/intro',
  );
  expect(preferredHref('/id/docs/intro', sections, '/id/docs/guides/install', older)).toBe(
    '/id/docs/intro',
  );
  // Links elsewhere, to other versions, to other sections, or to other sites stay.
  for (const href of ['/id/blog', '/id/docs/1.0/charts', 'https://x.example/docs/intro', '#top'])
    expect(preferredHref(href, sections, '/id/', older)).toBe(href);
  // Each section has its own preference.
  expect(preferredHref('/id/community/support', sections, '/id/', { community: 'current' })).toBe(
    '/id/community/next/support',
  );
  expect(preferredHref('/id/community/support', sections, '/id/', older)).toBe(
    '/id/community/support',
  );
});

test('search reads one version of a section and the last version of the others', () => {
  expect(defaultSearchVersion(sections, '/id/docs/1.0/charts', {})).toBe('default/1.0');
  expect(defaultSearchVersion(sections, '/id/community/next/team', {})).toBe('community/current');
  expect(defaultSearchVersion(sections, '/id/blog', { default: 'current' })).toBe(
    'default/current',
  );
  expect(defaultSearchVersion(sections, '/id/blog', {})).toBe('default/2.0');
  expect(searchVersionOptions(sections).map((o) => o.label)).toEqual([
    'Docs Next',
    'Docs 2.0',
    'Docs 1.0',
    'Community Next',
    'Community 1.0',
  ]);
  expect(searchVersionOptions([docs]).map((o) => o.label)).toEqual(['Next', '2.0', '1.0']);
  expect(versionFilter(sections, 'default/1.0')).toEqual({
    none: [
      { version: 'default/current' },
      { version: 'default/2.0' },
      { version: 'community/current' },
    ],
  });
});

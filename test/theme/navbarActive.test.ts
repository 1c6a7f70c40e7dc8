/**
 * The navbar item lit on a page (src/theme/navbarActive.ts): Docusaurus's rules, so two items
 * leading into the same docs are never both active.
 */
import { describe, expect, test } from 'vitest';
import { activeNavbarItems } from '../../src/theme/navbarActive.js';

const link = (href: string, more: Record<string, string> = {}) => ({
  href,
  external: false,
  ...more,
});

describe('a Docusaurus navbar under versioned docs', () => {
  // Docs: the guide's sidebar; API: a link with activeBasePath; Next: a link with a pattern.
  const items = [
    link('/docs/intro', { docSidebar: 'docs/guide' }),
    link('/docs/api/signals', { activeBasePath: '/docs/api' }),
    link('/docs/next/intro', { activeBaseRegex: '^/docs/next/(?!api/)' }),
    link('/help', { activeBasePath: '/help' }),
    link('https://github.com/x', { external: true as unknown as string }),
  ];
  const lit = (path: string, sidebar?: string) =>
    activeNavbarItems(items, path, sidebar, '/').flatMap((on, i) => (on ? [i] : []));

  test('a guide page of the last version lights Docs only', () => {
    expect(lit('/docs/intro', 'docs/guide')).toEqual([0]);
    expect(lit('/docs/signals/', 'docs/guide')).toEqual([0]);
  });
  test('an API page lights API only (its sidebar is not the guide)', () => {
    expect(lit('/docs/api/signals', 'docs/api')).toEqual([1]);
  });
  test('a page of the next version lights what Docusaurus lights', () => {
    expect(lit('/docs/next/signals', 'docs/guide')).toEqual([0, 2]);
    expect(lit('/docs/next/api/signals', 'docs/api')).toEqual([]);
  });
  test('a page elsewhere lights its own link, the home page none', () => {
    expect(lit('/help')).toEqual([3]);
    expect(lit('/')).toEqual([]);
  });
});

describe('a sitegen navbar (links without rules)', () => {
  const items = [
    link('/docs/intro'),
    link('/docs/api/signals'),
    link('/blog'),
    link('/'),
    { href: '', external: false, versionMenu: '' },
  ];
  const lit = (path: string) =>
    activeNavbarItems(items, path, undefined, '/').flatMap((on, i) => (on ? [i] : []));

  test('a link is active on its page and under it', () => {
    expect(lit('/docs/intro')).toEqual([0]);
    expect(lit('/docs/api/signals')).toEqual([1]);
    expect(lit('/blog/2026/01/01/post')).toEqual([2]);
    expect(lit('/')).toEqual([3]);
  });
  test('elsewhere in a section, its link sharing the most of the path stands for it, alone', () => {
    expect(lit('/docs/guides/install')).toEqual([0]);
    expect(lit('/docs/api/lamps')).toEqual([1]);
    expect(lit('/pricing')).toEqual([]);
  });
  test('under a locale, paths are read after its base', () => {
    const local = [link('/fr/docs/intro'), link('/fr/docs/api/signals')];
    expect(activeNavbarItems(local, '/fr/docs/guides/x', undefined, '/fr/')).toEqual([true, false]);
  });
  test('a pattern that does not compile lights nothing', () => {
    expect(activeNavbarItems([link('/a', { activeBaseRegex: '(' })], '/a', undefined, '/')).toEqual(
      [false],
    );
  });
});

/**
 * The wrong-base-URL check of the before-hydration script, run in a stand-in window for every form
 * an address of a page can take (trailing slash, index.html, .html), for a root base and a
 * sub-folder base, in the default locale and under a locale prefix.
 */
import { describe, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { beforeHydrationScript, prePaintScript } from '../../src/render/inlineScripts.js';
import type { ShellData } from '../../src/theme/types.js';

const strings = {
  'baseUrl.title': 'Wrong base',
  'baseUrl.body': 'Built for {expected}, opened at {actual}.',
};

/** Runs the script as if the page were opened at `pathname`; returns the banner text, or null. */
function bannerAt(baseUrl: string, pageUrl: string | null, pathname: string): string | null {
  const script = beforeHydrationScript({ baseUrl } as ResolvedConfig, strings, pageUrl);
  let banner: string | null = null;
  const element = () => {
    const node = {
      id: '',
      style: {} as Record<string, string>,
      textContent: '',
      children: [] as Array<{ textContent: string }>,
    };
    return Object.assign(node, {
      setAttribute: () => undefined,
      appendChild: (child: { textContent: string }) => node.children.push(child),
    });
  };
  const document = {
    querySelectorAll: () => [],
    createElement: element,
    body: {
      firstChild: null,
      insertBefore: (node: ReturnType<typeof element>) =>
        (banner = node.children.map((c) => c.textContent).join(' ')),
    },
  };
  const window = { location: { pathname, search: '', hash: '' } };
  new Function('window', 'document', script)(window, document);
  return banner;
}

describe('the page opened where it was built for shows no banner', () => {
  const cases: Array<[base: string, page: string, addresses: string[]]> = [
    ['/', '/', ['/', '/index.html']],
    ['/', '/id/', ['/id/', '/id', '/id/index.html']],
    ['/', '/zh-Hans/', ['/zh-Hans/', '/zh-Hans', '/zh-Hans/index.html']],
    [
      '/',
      '/id/docs/intro',
      ['/id/docs/intro', '/id/docs/intro/', '/id/docs/intro/index.html', '/id/docs/intro.html'],
    ],
    ['/site/', '/site/', ['/site/', '/site', '/site/index.html']],
    ['/site/', '/site/id/', ['/site/id/', '/site/id', '/site/id/index.html']],
    [
      '/site/',
      '/site/docs/intro',
      ['/site/docs/intro', '/site/docs/intro/', '/site/docs/intro/index.html'],
    ],
  ];
  for (const [base, page, addresses] of cases) {
    test(`base ${base}, page ${page}`, () => {
      for (const address of addresses) expect(bannerAt(base, page, address), address).toBeNull();
    });
  }

  test('the not-found page anywhere under the base', () => {
    expect(bannerAt('/', null, '/no/such/page')).toBeNull();
    expect(bannerAt('/site/', null, '/site/no/such')).toBeNull();
    expect(bannerAt('/site/', null, '/site')).toBeNull();
  });
});

describe('the page opened under another base names the base it was opened at', () => {
  const cases: Array<[base: string, page: string, address: string, actual: string]> = [
    ['/', '/', '/mirror/', '/mirror/'],
    ['/', '/id/', '/mirror/id/', '/mirror/'],
    ['/', '/id/', '/mirror/id/index.html', '/mirror/'],
    ['/', '/id/docs/intro', '/mirror/id/docs/intro/', '/mirror/'],
    ['/site/', '/site/', '/', '/'],
    ['/site/', '/site/id/', '/id/', '/'],
    ['/site/', '/site/id/docs/intro', '/other/id/docs/intro', '/other/'],
  ];
  for (const [base, page, address, actual] of cases) {
    test(`base ${base}, page ${page}, opened at ${address}`, () => {
      expect(bannerAt(base, page, address)).toBe(
        `Wrong base Built for ${base}, opened at ${actual}.`,
      );
    });
  }

  test('the not-found page outside the base', () => {
    expect(bannerAt('/site/', null, '/elsewhere/x')).toContain('Built for /site/');
  });
});

/** Runs the head script at `pathname` with `stored` in localStorage; the attributes it set on <html>. */
function prePaintAt(locale: string, pathname: string, stored: string | null): string[] {
  const config = {
    defaultLocale: 'en',
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  } as ResolvedConfig;
  const script = prePaintScript(config, { locale } as ShellData);
  const set: string[] = [];
  const document = {
    documentElement: { className: '', setAttribute: (name: string) => set.push(name) },
  };
  const window = {
    localStorage: {
      getItem: (key: string) => (key === 'sitegen.untranslated.dismissed' ? stored : null),
    },
  };
  new Function('window', 'document', 'location', script)(window, document, { pathname });
  return set.filter((name) => name !== 'data-theme');
}

test('the head script hides a dismissed untranslated notice before paint, at any form of its address', () => {
  const stored = JSON.stringify(['/id/docs/intro', '/id/catatan-rilis']);
  for (const address of ['/id/docs/intro', '/id/docs/intro/', '/id/docs/intro/index.html'])
    expect(prePaintAt('id', address, stored), address).toEqual(['data-untranslated-dismissed']);
  expect(prePaintAt('id', '/id/catatan-rilis', stored)).toEqual(['data-untranslated-dismissed']);
  expect(prePaintAt('id', '/id/docs/other', stored)).toEqual([]);
  expect(prePaintAt('id', '/id/docs/intro', null)).toEqual([]);
  expect(prePaintAt('id', '/id/docs/intro', '{not json')).toEqual([]);
  // The default locale shows no such notice: its script does not look.
  expect(
    prePaintScript(
      {
        defaultLocale: 'en',
        colorMode: { defaultMode: 'light', disableSwitch: true },
      } as ResolvedConfig,
      { locale: 'en' } as ShellData,
    ),
  ).not.toContain('untranslated');
});

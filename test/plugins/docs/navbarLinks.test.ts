/**
 * What the navbar's docs items read of the docs plugin (a site with two versioned docs sections,
 * `test/fixtures/versioned-docs/`): where a `docSidebar` item or one naming a doc leads, which
 * sidebar it opens, and the sections' versions for the version menus.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { docsNavbarLinks } from '../../../src/plugins/docs/navbarLinks.js';
import { loadFixtureConfig, removeDir, docsRouteTable } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('versioned-docs'));
});
afterAll(() => removeDir(site));

function linksOf(locale: string) {
  const { table, errors } = docsRouteTable(config, locale);
  expect(errors.size).toBe(0);
  return docsNavbarLinks(table, (key) => `«${key}»`);
}

test("an item leads to its doc in the section's last version, opening that doc's sidebar", () => {
  const links = linksOf('fr');
  expect(links.href({ doc: 'guides/install' })).toBe('/fr/docs/guides/install');
  expect(links.sidebar({ doc: 'guides/install' })).toBe('default/guide');
  expect(links.href({ section: 'community', doc: 'support' })).toBe('/fr/community/support');
  expect(links.sidebar({ section: 'community', doc: 'support' })).toBe('community/community');
});

test("without a doc, an item leads to its sidebar's first doc, or the section's; else nowhere", () => {
  const links = linksOf('en');
  expect(links.href({ sidebar: 'guide' })).toBe('/docs/intro');
  expect(links.sidebar({ sidebar: 'guide' })).toBe('default/guide');
  expect(links.href({ section: 'community' })).toBe('/community/support');
  expect(links.href({ doc: 'no-such-doc', sidebar: 'no-such-sidebar' })).toBeUndefined();
  expect(links.sidebar({})).toBeUndefined();
});

test('the version menus list each section with versions, newest first, labels translated', () => {
  const { versions } = linksOf('en');
  expect(versions.map((section) => [section.id, section.label])).toEqual([
    ['default', expect.stringMatching(/^«/)],
    ['community', expect.stringMatching(/^«/)],
  ]);
  expect(versions[0].versions.map((v) => [v.name, v.isLast, v.root])).toEqual([
    ['current', false, '/docs/next'],
    ['2.0', true, '/docs'],
    ['1.0', false, '/docs/1.0'],
  ]);
  expect(versions[0].versions[2].docs.intro).toBe('intro');
});

/**
 * Docs sections and their versions, read from the config and the files Docusaurus keeps beside it:
 * names, URL paths, labels, banners and badges by default and as configured; the files of a
 * section other than the default one; mistakes at the file that holds them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  resolveDocsSections,
  versionTranslationsOf,
  whyNotAVersionName,
} from '../../src/config/docsSections.js';
import { parseConfig } from '../../src/config/validate.js';
import type { SiteError } from '../../src/errors.js';
import { removeDir } from '../helpers.js';

const sites: string[] = [];
afterEach(() => sites.splice(0).forEach(removeDir));

/** A site folder holding these files (a path ending in "/" is a folder). */
function siteWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-versions-'));
  sites.push(root);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    if (rel.endsWith('/')) fs.mkdirSync(file, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  return root;
}

const VERSIONED = {
  'docs/intro.md': '# Intro\n',
  'versions.json': '["2.0", "1.0"]',
  'versioned_docs/version-2.0/intro.md': '# Intro\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n',
  'versioned_sidebars/version-2.0-sidebars.json': '{"guide": ["intro"]}',
};

function resolve(root: string, docs?: unknown) {
  const parsed = parseConfig(
    { title: 'T', url: 'https://t.example', ...(docs !== undefined && { content: { docs } }) },
    path.join(root, 'sitegen.config.ts'),
  );
  expect(parsed.errors).toEqual([]);
  const errors: SiteError[] = [];
  const sections = resolveDocsSections(
    parsed.config!.content.docs,
    root,
    path.join(root, 'sitegen.config.ts'),
    errors,
  );
  return { sections, errors };
}

test('without versions.json the docs folder is the one version, at the route base, with no badge', () => {
  const root = siteWith({ 'docs/intro.md': '# Intro\n' });
  const { sections, errors } = resolve(root);
  expect(errors).toEqual([]);
  expect(sections).toHaveLength(1);
  expect(sections[0]).toMatchObject({ id: 'default', label: 'docs.title', routeBasePath: 'docs' });
  expect(sections[0].versions).toEqual([
    {
      name: 'current',
      label: 'Next',
      path: '',
      banner: undefined,
      badge: false,
      isLast: true,
      dir: path.join(root, 'docs'),
      translations: path.join(root, 'i18n/{locale}/docusaurus-plugin-content-docs/current'),
      sidebarPath: undefined,
    },
  ]);
});

test('versions.json: the docs folder is "Next" at next/, the newest version the last one, older ones unmaintained', () => {
  const root = siteWith(VERSIONED);
  const { sections, errors } = resolve(root);
  expect(errors).toEqual([]);
  const versions = sections[0].versions.map(({ name, label, path: at, banner, badge, isLast }) => ({
    name,
    label,
    path: at,
    banner,
    badge,
    isLast,
  }));
  expect(versions).toEqual([
    {
      name: 'current',
      label: 'Next',
      path: 'next',
      banner: 'unreleased',
      badge: true,
      isLast: false,
    },
    { name: '2.0', label: '2.0', path: '', banner: undefined, badge: true, isLast: true },
    { name: '1.0', label: '1.0', path: '1.0', banner: 'unmaintained', badge: true, isLast: false },
  ]);
  const [current, two, one] = sections[0].versions;
  expect(current.dir).toBe(path.join(root, 'docs'));
  expect(two.dir).toBe(path.join(root, 'versioned_docs/version-2.0'));
  expect(two.sidebarPath).toBe(path.join(root, 'versioned_sidebars/version-2.0-sidebars.json'));
  // A version without its sidebars file has the folder tree.
  expect(one.sidebarPath).toBeUndefined();
  expect(one.translations).toBe(
    path.join(root, 'i18n/{locale}/docusaurus-plugin-content-docs/version-1.0'),
  );
});

test('lastVersion, onlyIncludeVersions and each version’s label, path, banner and badge', () => {
  const root = siteWith(VERSIONED);
  const { sections, errors } = resolve(root, {
    lastVersion: 'current',
    onlyIncludeVersions: ['current', '1.0'],
    versions: {
      current: { label: 'Edge', path: 'edge' },
      '1.0': { label: '1.x', path: 'one', banner: 'none', badge: false },
    },
  });
  expect(errors).toEqual([]);
  expect(
    sections[0].versions.map(({ name, label, path: at, banner, badge, isLast }) => [
      name,
      label,
      at,
      banner,
      badge,
      isLast,
    ]),
  ).toEqual([
    ['current', 'Edge', 'edge', undefined, true, true],
    ['1.0', '1.x', 'one', undefined, false, false],
  ]);
  // An older version than the last is unmaintained, a newer one unreleased, unless told otherwise.
  const banners = resolve(root, {
    lastVersion: '2.0',
    versions: { '1.0': { banner: 'unreleased' } },
  });
  expect(banners.sections[0].versions.map((v) => v.banner)).toEqual([
    'unreleased',
    undefined,
    'unreleased',
  ]);
});

test('includeCurrentVersion: false builds only the versions; disableVersioning only the docs folder', () => {
  const root = siteWith(VERSIONED);
  expect(
    resolve(root, { includeCurrentVersion: false }).sections[0].versions.map((v) => v.name),
  ).toEqual(['2.0', '1.0']);
  const disabled = resolve(root, { disableVersioning: true }).sections[0].versions;
  expect(disabled.map((v) => [v.name, v.path, v.isLast, v.badge])).toEqual([
    ['current', '', true, false],
  ]);
});

test('a second section names its versioning files after its id, and lives at its own route base', () => {
  const root = siteWith({
    ...VERSIONED,
    'community/support.md': '# Support\n',
    'community_versions.json': '["1.0"]',
    'community_versioned_docs/version-1.0/support.md': '# Support\n',
    'community_versioned_sidebars/version-1.0-sidebars.json': '{"c": ["support"]}',
  });
  const { sections, errors } = resolve(root, [{}, { id: 'community', dir: 'community' }]);
  expect(errors).toEqual([]);
  expect(sections.map((s) => [s.id, s.label, s.routeBasePath])).toEqual([
    ['default', 'docs.title', 'docs'],
    ['community', 'Community', 'community'],
  ]);
  const [, one] = sections[1].versions;
  expect(one.dir).toBe(path.join(root, 'community_versioned_docs/version-1.0'));
  expect(one.sidebarPath).toBe(
    path.join(root, 'community_versioned_sidebars/version-1.0-sidebars.json'),
  );
  expect(sections[1].translations).toBe(
    path.join(root, 'i18n/{locale}/docusaurus-plugin-content-docs-community/current'),
  );
});

test('mistakes name the file that holds them and say what to do', () => {
  const messages = (files: Record<string, string>, docs?: unknown) => {
    const root = siteWith(files);
    return resolve(root, docs).errors.map((e) => ({
      file: path.relative(root, e.file),
      message: e.message,
      line: e.line,
    }));
  };
  expect(messages({ 'docs/a.md': '', 'versions.json': '{"v": 1}' })).toEqual([
    { file: 'versions.json', message: 'versions.json does not hold a list', line: undefined },
  ]);
  expect(messages({ 'docs/a.md': '', 'versions.json': '[\n  "2.0",\n  "a/b"\n]' })).toEqual([
    { file: 'versions.json', message: 'invalid version name: "a/b" holds a slash', line: 3 },
  ]);
  expect(messages({ 'docs/a.md': '', 'versions.json': '["3.0"]' })).toEqual([
    {
      file: 'versions.json',
      message: 'version "3.0" of the docs has no folder versioned_docs/version-3.0/',
      line: undefined,
    },
  ]);
  expect(messages(VERSIONED, { lastVersion: '9.9' })[0].message).toBe(
    'content.docs.lastVersion "9.9" is not a version of the section',
  );
  expect(messages(VERSIONED, { versions: { '9.9': { label: 'x' } } })[0].message).toBe(
    'content.docs.versions names "9.9", which is no version',
  );
  expect(messages(VERSIONED, { onlyIncludeVersions: ['1.0'], lastVersion: '2.0' })[0].message).toBe(
    'content.docs.lastVersion "2.0" is left out by content.docs.onlyIncludeVersions',
  );
  expect(messages({ 'docs/a.md': '' }, { disableVersioning: true })[0].message).toBe(
    'content.docs.disableVersioning is on, but the section has no versions.json',
  );
  expect(messages({ 'docs/a.md': '', 'x/a.md': '' }, [{}, { dir: 'x' }])[0].message).toBe(
    'content.docs[1] needs an id',
  );
});

test('version names are folder names; translations of a version sit beside the current ones', () => {
  expect(whyNotAVersionName('1.0.0')).toBeUndefined();
  expect(whyNotAVersionName('..')).toBe('".." names a folder of its own');
  expect(whyNotAVersionName('a:b')).toBe('"a:b" holds a character no file name may');
  expect(whyNotAVersionName(' ')).toBe('a version name needs a character other than spaces');
  expect(versionTranslationsOf('/s/i18n/{locale}/docs/current', '1.0')).toBe(
    '/s/i18n/{locale}/docs/version-1.0',
  );
  expect(versionTranslationsOf('/s/content/i18n/{locale}/docs', '1.0')).toBe(
    '/s/content/i18n/{locale}/docs-version-1.0',
  );
});

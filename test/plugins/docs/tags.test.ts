/**
 * Docs tags as Docusaurus makes them (docusaurus-utils' tags.ts and tagsFile.ts): the tags file's
 * defaults, inline tags, the onInlineTags report, and the tag pages' URLs per docs section and
 * version, compared with the URLs Docusaurus gives the same site (versioned-docs fixture:
 * versions 2.0 (last, at /docs), 1.0 and the docs folder as "next", and a community section whose
 * docs folder is its "next" too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ErrorList } from '../../../src/errors.js';
import { docTags, taggedDocs } from '../../../src/plugins/docs/docTags.js';
import { readTagsFile } from '../../../src/plugins/docs/tagsFile.js';
import type { DocsVersion } from '../../../src/config/index.js';
import type { DocSource } from '../../../src/content/index.js';
import { docsRouteTable, loadFixtureConfig, removeDir } from '../../helpers.js';

const sites: string[] = [];
afterAll(() => sites.forEach(removeDir));

function tagsFileFrom(yaml: string, options: { onInlineTags?: 'warn' | 'ignore' } = {}) {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'sitegen-tags-'));
  sites.push(dir);
  fs.writeFileSync(path.join(dir, 'tags.yml'), yaml);
  const errors = new ErrorList();
  const version = { dir, translations: path.join(dir, 'i18n') } as unknown as DocsVersion;
  const file = readTagsFile(
    { tags: undefined, onInlineTags: options.onInlineTags ?? 'warn' },
    version,
    'en',
    errors,
  );
  return { file, errors };
}

test("a tags file's entries get Docusaurus's defaults: the key capitalized, its permalink kebab case", () => {
  const { file, errors } = tagsFileFrom(
    'releases:\n  label: Release notes\n  permalink: /Product Releases\n  description: What changed\nhardware:\ngetting-started: {}\n',
  );
  expect(errors.errors).toEqual([]);
  expect(Object.fromEntries(file!)).toEqual({
    releases: {
      label: 'Release notes',
      permalink: 'product-releases',
      description: 'What changed',
    },
    hardware: { label: 'Hardware', permalink: 'hardware' },
    'getting-started': { label: 'Getting-started', permalink: 'getting-started' },
  });
});

test('a tags file that is empty, not a mapping, has a wrong field or two tags with one permalink is an error', () => {
  const messages = (yaml: string) => tagsFileFrom(yaml).errors.errors.map((e) => e.message);
  expect(messages('   \n')).toEqual(['the tags file is empty']);
  expect(messages('- a\n- b\n')).toEqual([
    'the tags file must map tag keys to { label, permalink, description }',
  ]);
  expect(messages('a:\n  colour: red\n')).toEqual([
    'tag "a" must be empty or hold label, permalink and description, each a string',
  ]);
  expect(messages('a:\n  permalink: /same\nsame:\n')).toEqual([
    'tags "a" and "same" have the same permalink "/same"',
  ]);
  // With inline tags ignored, Docusaurus does not read the file at all.
  expect(tagsFileFrom('a:\n', { onInlineTags: 'ignore' }).file).toBeUndefined();
});

const doc = (tags: unknown[], extra: Partial<DocSource> = {}) =>
  ({
    file: '/site/docs/a.md',
    frontMatter: { tags },
    title: 'A',
    unlisted: false,
    ...extra,
  }) as DocSource;

test('front matter tags: defined ones from the file, inline ones by label or { label, permalink }, each once', () => {
  const { file } = tagsFileFrom(
    'releases:\n  label: Release notes\n  permalink: /product-releases\n',
  );
  const errors = new ErrorList();
  const section = { onInlineTags: 'warn' as const, tags: undefined };
  const tags = docTags(
    doc([
      'releases',
      'Getting Started',
      { label: 'Self host', permalink: 'hosting/self' },
      'releases',
    ]),
    'docs/next/tags',
    file,
    section,
    errors,
  );
  expect(tags).toEqual([
    { label: 'Release notes', path: 'docs/next/tags/product-releases', inline: false },
    { label: 'Getting Started', path: 'docs/next/tags/getting-started', inline: true },
    { label: 'Self host', path: 'docs/next/tags/hosting/self', inline: true },
  ]);
  expect(errors.warnings.map((w) => w.message)).toEqual([
    'tags [Getting Started, Self host] are not defined in tags.yml',
  ]);
  // 'throw' makes it an error; without a tags file, every tag is inline and nothing is said.
  const strict = new ErrorList();
  docTags(doc(['x']), 'docs/tags', file, { onInlineTags: 'throw', tags: undefined }, strict);
  expect(strict.errors).toHaveLength(1);
  const none = new ErrorList();
  docTags(doc(['x']), 'docs/tags', undefined, section, none);
  expect([...none.errors, ...none.warnings]).toEqual([]);
});

test('a tag with a listed doc lists only those; one with only unlisted docs is unlisted and lists them', () => {
  const tag = (label: string) => ({ label, path: `docs/tags/${label}`, inline: true });
  const b = doc([], { title: 'B' });
  const a = doc([], { title: 'A' });
  const hidden = doc([], { title: 'Hidden', unlisted: true });
  const tagsOf = (d: DocSource) => (d === hidden ? [tag('x'), tag('secret')] : [tag('x')]);
  expect(
    taggedDocs([b, hidden, a], tagsOf).map((t) => [
      t.tag.label,
      t.docs.map((d) => d.title),
      t.unlisted,
    ]),
  ).toEqual([
    ['secret', ['Hidden'], true],
    ['x', ['A', 'B'], false],
  ]);
});

test("the tag pages' URLs per docs section and version are Docusaurus's", async () => {
  const { site, config } = await loadFixtureConfig('versioned-docs');
  sites.push(site);
  const addTags = (file: string, tags: string) => {
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    fs.writeFileSync(path.join(site, file), text.replace(/^---\n/, `---\ntags: ${tags}\n`));
  };
  addTags('docs/intro.md', '[releases, Tide Gauges]');
  addTags(
    'versioned_docs/version-2.0/intro.md',
    '[releases, { label: Almanac, permalink: /almanac-2 }]',
  );
  addTags('community/support.md', '[Help Desk]');
  fs.writeFileSync(path.join(site, 'docs/tags.yml'), 'releases:\n  permalink: /whats-new\n');
  const { table, errors } = docsRouteTable(config, 'en');
  const urls = (kind: string) =>
    table.routes
      .filter((r) => r.kind === kind)
      .map((r) => r.url)
      .sort();
  expect(urls('doc-tags')).toEqual(['/community/next/tags', '/docs/next/tags', '/docs/tags']);
  expect(urls('doc-tag')).toEqual([
    '/community/next/tags/help-desk',
    '/docs/next/tags/tide-gauges',
    '/docs/next/tags/whats-new',
    '/docs/tags/almanac-2',
    '/docs/tags/releases',
  ]);
  expect(errors.errors).toEqual([]);
  // The docs folder's tags.yml defines "releases" for "next" only; 2.0's folder has none.
  const next = table.byUrl.get('/docs/next/intro');
  expect(next?.kind === 'doc' && next.tags).toEqual([
    { label: 'Releases', href: '/docs/next/tags/whats-new' },
    { label: 'Tide Gauges', href: '/docs/next/tags/tide-gauges' },
  ]);
  expect(errors.warnings.map((w) => w.message)).toEqual([
    'tags [Tide Gauges] are not defined in tags.yml',
  ]);
  const tagPage = table.byUrl.get('/docs/next/tags/whats-new');
  expect(tagPage?.kind === 'doc-tag' && tagPage.docs).toEqual([
    {
      label: 'Introduction',
      href: '/docs/next/intro',
      description: 'What Tidewater does, in its next release.',
    },
  ]);
  expect(tagPage?.kind === 'doc-tag' && tagPage.allTags).toBe('/docs/next/tags');

  // French translates the intro with tags of its own: which tags a doc has is the default
  // locale's (a tag page has one URL in every locale); French names "releases" in its tags file.
  addTags('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '[Nouveautés]');
  fs.writeFileSync(
    path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/tags.yml'),
    'releases:\n  label: Nouveautés\n  permalink: /whats-new\n',
  );
  const fr = docsRouteTable(config, 'fr').table;
  const frIntro = fr.byUrl.get('/fr/docs/next/intro');
  expect(frIntro?.kind === 'doc' && frIntro.tags).toEqual([
    { label: 'Nouveautés', href: '/fr/docs/next/tags/whats-new' },
    { label: 'Tide Gauges', href: '/fr/docs/next/tags/tide-gauges' },
  ]);
  const paths = (t: typeof table) =>
    t.routes
      .filter((r) => r.kind.startsWith('doc-tag'))
      .map((r) => r.path)
      .sort();
  expect(paths(fr)).toEqual(paths(table));
});

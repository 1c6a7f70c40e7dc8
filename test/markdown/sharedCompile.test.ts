/**
 * Markdown compiled once for every locale, each locale filling in its base URL and labels, is
 * exactly what that locale compiles on its own; what a shared compile cannot write is told.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { compileJobs, compileMdxJobs } from '../../src/markdown/compileJobs.js';
import type { ContentLabels } from '../../src/markdown/context.js';
import type { CompileSettings } from '../../src/markdown/settings.js';
import {
  forLocale,
  isShareable,
  piecesForLocale,
  scriptForLocale,
  needsCheck,
  sharedSettings,
} from '../../src/markdown/sharedCompile.js';
import { repoRoot } from '../helpers.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-shared-compile-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
const docs = path.join(site, 'docs');
fs.mkdirSync(docs);
fs.copyFileSync(
  path.join(repoRoot, 'test/fixtures/docusaurus-config/static/img/card.png'),
  path.join(docs, 'card.png'),
);
const page = path.join(docs, 'page.md');
const other = path.join(docs, 'other.md');

const labels: Record<string, ContentLabels> = {
  en: {
    footnotes: 'Footnotes',
    backToReference: 'Back to reference {n}',
    admonitions: { tip: 'Tip', note: 'Note' },
    headingLink: 'Direct link to {heading}',
  },
  fr: {
    footnotes: 'Notes de bas de page',
    backToReference: 'Retour à la référence {n}',
    admonitions: { tip: 'Astuce', note: 'Remarque' },
    headingLink: 'Lien direct vers {heading}',
  },
};

function settingsFor(locale: string, baseUrl: string): CompileSettings {
  const base = locale === 'en' ? baseUrl : `${baseUrl}${locale}/`;
  return {
    baseUrl,
    defaultLocale: 'en',
    locale,
    assetBase: base,
    siteRoot: site,
    folders: [{ from: path.join(site, 'i18n', locale, 'docs'), to: docs }],
    contentRoots: [docs],
    urlOfSource: [
      [page, `${base}docs/page`],
      [other, `${base}docs/other`],
    ],
    labels: labels[locale],
    staticImages: [['img/wide.svg', { width: 800, height: 200 }]],
  };
}

const body = [
  '# A page',
  '',
  'See [the other page](./other.md#part), [the same by path](/docs/other) and',
  '[the site root](/) with ![a card](./card.png) and ![wide](/img/wide.svg).',
  '',
  ':::tip',
  'A tip with its default title.',
  ':::',
  '',
  ':::note[Its own title]',
  'A note.',
  ':::',
  '',
  '## Install & run $1',
  '',
  'A claim.[^1] Another.[^2]',
  '',
  '[^1]: The first note.',
  '[^2]: The second note.',
].join('\n');

const compile = (settings: CompileSettings, text: string) =>
  compileJobs(
    settings,
    [{ file: page, defaultFile: page, body: text }],
    new Map(settings.urlOfSource),
  )[0];

test.each(['/', '/site/'])(
  'with base URL %s, each locale fills in the shared compile to what it compiles itself',
  (baseUrl) => {
    const locales = ['en', 'fr'];
    const shared = sharedSettings(settingsFor('en', baseUrl), locales)!;
    // Both locales share one compile: their shared settings are the same.
    expect(sharedSettings(settingsFor('fr', baseUrl), locales)).toEqual(shared);
    const once = compile(shared, body);
    expect(once.problems).toEqual([]);
    expect(once.localeBound).toBeUndefined();
    for (const locale of ['en', 'fr']) {
      const own = compile(settingsFor(locale, baseUrl), body);
      expect(forLocale(once, settingsFor(locale, baseUrl))).toEqual(own);
    }
    const fr = forLocale(once, settingsFor('fr', baseUrl)).html;
    expect(fr).toContain(`href="${baseUrl}fr/docs/other#part"`);
    expect(fr).toContain('Astuce');
    expect(fr).toContain('Retour à la référence 2');
    expect(fr).toContain('aria-label="Lien direct vers Install &#x26; run $1"');
  },
);

test('a link written with a locale prefix is compiled per locale', () => {
  const locales = ['en', 'fr'];
  const shared = sharedSettings(settingsFor('en', '/'), locales)!;
  expect(compile(shared, 'Read [it in French](/fr/docs/other).').localeBound).toBe(true);
  expect(compile(shared, 'Read [it](/docs/other).').localeBound).toBeUndefined();
});

test.each(['/', '/site/'])(
  'with base URL %s, an MDX module compiled once is, filled in, the module each locale compiles',
  async (baseUrl) => {
    const locales = ['en', 'fr'];
    const shared = sharedSettings(settingsFor('en', baseUrl), locales)!;
    const mdx = `${body}\n\nexport const meta = { n: 1 };\n\n<div title="x">A [link in JSX](/docs/other) {1 + 1}</div>\n`;
    const compileMdx = async (settings: CompileSettings) =>
      (
        await compileMdxJobs(
          settings,
          [{ file: page, defaultFile: page, body: mdx }],
          new Map(settings.urlOfSource),
        )
      )[0];
    const once = await compileMdx(shared);
    expect(once.problems).toEqual([]);
    // The placeholders stand in the module's strings (percent-encoded in a URL).
    expect(once.code).toContain('%EE%80%80base%EE%80%80/docs/other');
    expect(once.code).toContain('\uE000admonition:tip\uE000');
    for (const locale of locales) {
      const own = await compileMdx(settingsFor(locale, baseUrl));
      expect(forLocale(once, settingsFor(locale, baseUrl))).toEqual(own);
    }
    const fr = forLocale(once, settingsFor('fr', baseUrl)).code;
    expect(fr).toContain(`"${baseUrl}fr/docs/other"`);
    expect(fr).toContain('Astuce');
    expect(fr).not.toContain('\uE000');
  },
);

test("a shared compile filled in for one locale after another is each locale's, split once or not", async () => {
  const shared = sharedSettings(settingsFor('en', '/'), ['en', 'fr'])!;
  const once = compile(shared, body);
  for (const locale of ['en', 'fr', 'en', 'fr']) {
    const settings = settingsFor(locale, '/');
    // Kept for the next locale (a cached compile) or filled once (a page's HTML): the same.
    expect(forLocale(once, settings, true)).toEqual(forLocale(once, settings));
  }
  expect(forLocale(once, settingsFor('fr', '/'), true).html).toContain('href="/fr/docs/other"');
});

test("a page's HTML filled in pieces is, joined, the HTML filled in whole; HTML without placeholders is one piece", () => {
  const shared = sharedSettings(settingsFor('en', '/'), ['en', 'fr'])!;
  const { html } = compile(shared, body);
  for (const locale of ['fr', 'en', 'fr']) {
    const settings = settingsFor(locale, '/');
    const pieces = piecesForLocale(html, settings);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(forLocale(html, settings));
  }
  expect(piecesForLocale('<p>plain</p>', settingsFor('fr', '/'))).toEqual(['<p>plain</p>']);
});

test('a shared browser bundle is filled in for each locale, its escapes kept', () => {
  const code = [
    'var a="\\uE000base\\uE000/docs/other";',
    'var b="\\uE000admonition:tip\\uE000";',
    // An escaped backslash before the escape: the text "\uE000", no mark.
    'var c="\\\\uE000base\\\\uE000";',
    'var d="%EE%80%80base%EE%80%80/img/card.png";',
    'var e="caf\\u00E9";',
  ].join('');
  // In pieces, never one string (encodePieces.ts); here joined to be read.
  const scriptText = (text: string, settings: CompileSettings) =>
    scriptForLocale(text, settings).join('');
  const fr = settingsFor('fr', '/site/');
  const filled = scriptText(code, fr);
  expect(filled).toBe(
    [
      'var a="/site/fr/docs/other";',
      'var b="Astuce";',
      'var c="\\\\uE000base\\\\uE000";',
      'var d="/site/fr/img/card.png";',
      'var e="caf\\u00E9";',
    ].join(''),
  );
  expect(scriptText(code.replace('tip', 'note'), fr)).toContain('var b="Remarque";');
  expect(scriptText('var x="\\uE000footnotes\\uE000";', fr)).toBe('var x="Notes de bas de page";');
  // What the locale fills in is escaped as esbuild escapes text beyond ASCII.
  expect(scriptText('var x="\\uE000back:2\\uE000";', fr)).toBe(
    'var x="Retour \\u00E0 la r\\u00E9f\\u00E9rence 2";',
  );
  // The split is kept for the next locale, which gets its own words.
  expect(scriptText(code, settingsFor('en', '/site/'))).toContain(
    'var a="/site/docs/other";var b="Tip";',
  );
  expect(scriptText(code, fr)).toBe(filled);
  // A bundle without a mark is as it was.
  expect(scriptText('var x=1;', fr)).toBe('var x=1;');
});

test('what cannot share: a translation, the placeholder character, escaped labels', () => {
  expect(isShareable({ file: page, defaultFile: page, body })).toBe(true);
  const translation = path.join(site, 'i18n/fr/docs/page.md');
  expect(isShareable({ file: translation, defaultFile: page, body })).toBe(false);
  expect(isShareable({ file: page, defaultFile: page, body: 'An icon: \uE000' })).toBe(false);
  expect(isShareable({ file: page, defaultFile: page, body: '[x](/a%EE%80%80b)' })).toBe(false);
  const fr = settingsFor('fr', '/');
  const locales = ['en', 'fr'];
  expect(sharedSettings(fr, locales)).toBeDefined();
  const ampersand = { ...fr.labels, footnotes: 'Notes & renvois' };
  expect(sharedSettings({ ...fr, labels: ampersand }, locales)).toBeUndefined();
  // A label a JavaScript string would escape cannot stand in an MDX module's strings.
  const backslash = { ...fr.labels, footnotes: 'Notes \\ renvois' };
  expect(sharedSettings({ ...fr, labels: backslash }, locales)).toBeUndefined();
  // The site's own plugins share only what is checked against a locale's own compile.
  expect(needsCheck(sharedSettings(fr, locales)!)).toBe(false);
  const withPlugins = sharedSettings({ ...fr, sitePlugins: { root: site, key: 'k' } }, locales);
  expect(withPlugins && needsCheck(withPlugins)).toBe(true);
  // A page whose URL is not under its locale's base (no prefix to fill in).
  const elsewhere: CompileSettings = { ...fr, urlOfSource: [[page, '/docs/page']] };
  expect(sharedSettings(elsewhere, locales)).toBeUndefined();
});

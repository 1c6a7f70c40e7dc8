/**
 * The `docusaurus-look` fixture's build (a Docusaurus config with versioned docs and prism
 * themes): one navbar item lit per page as Docusaurus lights them, and no warning for the prism
 * keys sitegen reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtFixture, read } from '../helpers.js';

const { dir: site, summary } = builtFixture('docusaurus-look');

// The navbar's links lit on a page (the version menu's own links aside), each named once.
const activeItems = (file: string) => [
  ...new Set(
    [
      ...read(site, `dist/${file}`).matchAll(
        /<a class="navbar-link active[^"]*" href="[^"]*">([^<]*)</g,
      ),
    ].map((match) => match[1]),
  ),
];

test('each page lights the navbar items Docusaurus lights, never Docs and API together', () => {
  expect(summary.linkCheck?.broken).toEqual([]);
  expect(activeItems('docs/intro/index.html')).toEqual(['Docs']);
  expect(activeItems('docs/api/signals/index.html')).toEqual(['API']);
  // Next's activeBaseRegex leaves its API pages out; the guide's sidebar lights Docs there.
  expect(activeItems('docs/next/signals/index.html')).toEqual(['Docs', 'Next']);
  expect(activeItems('docs/next/api/signals/index.html')).toEqual([]);
  expect(activeItems('help/index.html')).toEqual(['Help']);
  expect(activeItems('index.html')).toEqual([]);
});

test('the prism themes are read; of the added languages, only one the highlighter lacks is named', () => {
  expect(summary.warnings.map((w) => w.message)).toEqual([
    "themeConfig.prism.additionalLanguages: haskell: sitegen's highlighter has no grammar for it: its code blocks show without colours (ignored)",
  ]);
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .filter((file) => file.startsWith('theme.'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  // Dracula's background in dark mode, GitHub's in light mode.
  expect(css).toContain(
    '[data-theme=dark] .code-block:where(:not(.token)){color:#f8f8f2;background-color:#282a36}',
  );
});

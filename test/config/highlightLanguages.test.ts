/**
 * The config's list of highlighted languages (src/config/highlightLanguages.ts) is the
 * highlighter's own: refractor's common grammars, those rehypeHighlight adds, and their names.
 * Worked out from the grammars themselves, since another test file may load every refractor
 * grammar into the same refractor.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { HIGHLIGHTED_LANGUAGES } from '../../src/config/highlightLanguages.js';
import { EXTRA_GRAMMARS, LANGUAGE_ALIASES } from '../../src/markdown/plugins/rehypeHighlight.js';

interface Grammar {
  displayName: string;
  aliases: string[];
}

test('every language the highlighter knows, and only those, is listed', async () => {
  const common = path.join(
    path.dirname(createRequire(import.meta.url).resolve('refractor')),
    'common.js',
  );
  const names = [...fs.readFileSync(common, 'utf8').matchAll(/from '\.\.\/lang\/([\w-]+)\.js'/g)];
  const grammars: Grammar[] = [
    ...(await Promise.all(
      names.map(
        async ([, name]) => ((await import(`refractor/${name}`)) as { default: Grammar }).default,
      ),
    )),
    ...(EXTRA_GRAMMARS as Grammar[]),
  ];
  const known = new Set([
    // Prism's core has plain text under these names.
    ...['plain', 'plaintext', 'text', 'txt'],
    ...grammars.flatMap((grammar) => [grammar.displayName, ...grammar.aliases]),
    ...Object.values(LANGUAGE_ALIASES).flat(),
  ]);
  expect([...HIGHLIGHTED_LANGUAGES].sort()).toEqual([...known].sort());
});

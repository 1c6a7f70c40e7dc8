/** The shared parts found in pages as the theme renders them (sharedParts.test.ts has their rules). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { sharedPartsOf } from '../../src/pipeline/sharedParts.js';
import { builtFixture } from '../helpers.js';

test("a rendered page's navbar and footer are shared parts (the navbar when asked: a site of one locale); the footer is the same markup on every page of a locale", () => {
  const out = path.join(builtFixture('basic').dir, 'dist');
  const partsOf = (rel: string) => {
    const bytes = fs.readFileSync(path.join(out, rel));
    return sharedPartsOf(bytes, undefined).map(({ key, html }) => ({ key, html }));
  };
  const intro = partsOf('docs/intro/index.html');
  expect(intro.map((part) => part.html?.slice(0, 8))).toEqual(['<header ', '<footer ']);
  expect(intro[0].html).toMatch(/<\/header>$/);
  expect(intro[1].html).toMatch(/^<footer class="footer[^>]*>[\s\S]*<\/footer>$/);
  // (The navbar's locale menu links to the page itself in each locale: its markup is the page's.)
  const about = partsOf('about/index.html');
  expect(about.map((part) => part.html?.slice(0, 8))).toEqual(['<header ', '<footer ']);
  expect(about[1].key).toBe(intro[1].key);
  // A site of several locales: the footer alone.
  const bytes = fs.readFileSync(path.join(out, 'docs/intro/index.html'));
  expect(sharedPartsOf(bytes, undefined, false).map((part) => part.key)).toEqual([intro[1].key]);
});

import { expect, test } from 'vitest';
import { minifiedCss } from '../../src/emit/assets.js';

test('a stylesheet is minified once per process for every locale that has it, and hashed by its text', async () => {
  const css = '.page  a { color : red ; }\n.page b { margin: 0px 0px; }\n';
  const first = minifiedCss('pages', css);
  // The second locale's is the same answer, not a second minify.
  expect(minifiedCss('pages', css)).toBe(first);
  const sheet = await first;
  expect(sheet.text).toBe('.page a{color:red}.page b{margin:0}\n');
  expect(sheet.file).toMatch(/^assets\/css\/pages\.[0-9a-f]+\.css$/);
  // Another text, or another name, is its own stylesheet.
  const other = await minifiedCss('pages', css.replace('red', 'blue'));
  expect(other.text).toContain('color:#00f');
  expect(other.file).not.toBe(sheet.file);
  expect((await minifiedCss('more', css)).file).toMatch(/^assets\/css\/more\./);
});

/**
 * Notation comments and marked words in a built page: the comments are gone from the code, the
 * lines and words carry their classes, and the theme's stylesheet draws them in both colour modes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtFixture, read } from '../../helpers.js';

const { dir: site } = builtFixture('basic');
const dist = path.join(site, 'dist');

test('the install page shows the code without its notation, its lines and words marked', () => {
  const page = read(dist, 'docs/guides/install/index.html');
  const block = /<div class="code-block"[^>]*data-language="ts"[\s\S]*?<\/pre><\/div>/.exec(
    page,
  )![0];
  expect(block).not.toContain('[!code');
  expect(block).toMatch(/<pre class="[^"]*\bhas-focus\b/);
  for (const className of ['code-remove', 'code-add', 'code-focus', 'code-error'])
    expect(block).toContain(`class="code-line ${className}"`);
  expect(block.match(/class="code-word"/g)?.length).toBeGreaterThanOrEqual(4);
  // The published Markdown is the source as written.
  expect(read(dist, 'docs/guides/install.md')).toContain('// [!code ++]');
});

test('the stylesheet styles each mark, the removed and added signs, and the focus dimming', () => {
  const css = fs
    .readdirSync(path.join(dist, 'assets', 'css'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => read(dist, `assets/css/${name}`))
    .join('\n');
  for (const selector of [
    '.code-add',
    '.code-remove',
    '.code-error',
    '.code-warning',
    '.code-word',
  ])
    expect(css).toContain(selector);
  expect(css).toMatch(/\.has-focus \.code-line:not\(\.code-focus\)\{[^}]*opacity/);
  expect(css).toMatch(/\.has-focus:hover \.code-line,\.has-focus:focus-within \.code-line\{/);
});

/** GitHub alerts in a built site: admonitions in `.md` and `.mdx`, titled in each locale. */
import { expect, test } from 'vitest';
import { builtFixture, read } from '../../helpers.js';

const { dir: site } = builtFixture('basic');
const dist = `${site}/dist`;

test('an alert in a .md doc is an admonition, titled in each locale', () => {
  expect(read(dist, 'docs/guides/configuration/index.html')).toContain(
    '<div class="admonition admonition-warning" role="note"><p class="admonition-title">Warning</p><p>Restart the fixture after changing it.</p></div>',
  );
  expect(read(dist, 'id/docs/guides/configuration/index.html')).toMatch(
    /<div class="admonition admonition-warning" role="note"><p class="admonition-title">Peringatan<\/p>/,
  );
});

test('an alert in an .mdx doc is one too: CAUTION drawn as danger, titled Caution', () => {
  const en = read(dist, 'docs/reference/api/index.html');
  expect(en).toContain(
    '<div class="admonition admonition-danger" role="note"><p class="admonition-title">Caution</p><p>Keys are <strong>secret</strong>.</p></div>',
  );
  expect(en).not.toContain('[!CAUTION]');
});

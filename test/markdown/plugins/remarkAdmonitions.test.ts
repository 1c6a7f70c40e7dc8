import { expect, test } from 'vitest';
import remarkAdmonitions from '../../../src/markdown/plugins/remarkAdmonitions.js';
import remarkContainerDirectives from '../../../src/markdown/plugins/remarkContainerDirectives.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

const html = (md: string, ctx = makeContext()) =>
  run(md, { remark: [remarkContainerDirectives, remarkAdmonitions], ctx }).html;

test("an admonition gets its kind's class, a note role, and the locale's title", () => {
  expect(html(':::tip\nUse **it**.\n:::')).toBe(
    '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Kiat</p><p>Use <strong>it</strong>.</p></div>',
  );
});

test('a [label] is the title; a kind without a translated title is named in English', () => {
  expect(html(':::warning[Careful *now*]\nText.\n:::')).toBe(
    '<div class="admonition admonition-warning" role="note"><p class="admonition-title">Careful <em>now</em></p><p>Text.</p></div>',
  );
  expect(html(':::danger\nText.\n:::')).toContain('<p class="admonition-title">Danger</p>');
});

test('any other container is put back as the text it was written as, then its content', () => {
  expect(html(':::details{open}\nInside.\n:::')).toBe('<p>:::details{open}</p>\n<p>Inside.</p>');
});

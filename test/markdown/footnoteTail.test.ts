import MarkdownIt from 'markdown-it';
import markdownItFootnote from 'markdown-it-footnote';
import type { PluginSimple } from 'markdown-it';
import { expect, test } from 'vitest';
import { footnoteTail } from '../../src/markdown/footnoteTail.js';
import { compileMd } from '../../src/markdown/compileMd.js';
import { makeContext } from '../helpers.js';

const plugin = markdownItFootnote as unknown as PluginSimple;

test("the footnotes' tail makes the tokens markdown-it-footnote's own makes", () => {
  const theirs = new MarkdownIt().use(plugin);
  const ours = new MarkdownIt().use(plugin);
  ours.core.ruler.at('footnote_tail', footnoteTail);
  const markdown = [
    'One[^a], two[^b], one again[^a], inline^[note] and none[^missing].',
    '',
    '[^a]: First note.',
    '',
    '[^b]: Second note,',
    '',
    '    in two paragraphs.',
    '',
    '    ```',
    '    code',
    '    ```',
    '',
    '[^unused]: Never referenced.',
  ].join('\n');
  expect(ours.render(markdown)).toBe(theirs.render(markdown));
  expect(ours.render(markdown)).toContain('footnotes');
});

/** CPU time of compiling a page of `count` footnotes, in ms. */
function footnotesCost(count: number): number {
  let markdown = '';
  for (let i = 1; i <= count; i++) markdown += `Claim ${i}.[^n${i}]\n\n`;
  for (let i = 1; i <= count; i++) markdown += `[^n${i}]: Source ${i}.\n`;
  const started = process.cpuUsage();
  const { html } = compileMd(markdown, makeContext());
  const used = process.cpuUsage(started);
  expect(html).toContain(`fn-n${count}`);
  return (used.user + used.system) / 1000;
}

test('footnotes cost time in proportion to their number (8 times the notes, under 20 times the time)', () => {
  footnotesCost(500); // warm up the compiler
  const small = footnotesCost(2_000);
  const large = footnotesCost(16_000);
  // Was 2,000 → 16,000: about 60 times (each note copied the token stream and searched the list).
  expect(large / small).toBeLessThan(20);
}, 60_000);

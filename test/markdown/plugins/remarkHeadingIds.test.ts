import { expect, test } from 'vitest';
import remarkHeadingIds from '../../../src/markdown/plugins/remarkHeadingIds.js';
import { run } from './run.js';

const html = (md: string) => run(md, { remark: [remarkHeadingIds] }).html;

test('{#id} at the end of a heading becomes its id and leaves the text', () => {
  expect(html('## Ports and hosts {#ports}')).toBe('<h2 id="ports">Ports and hosts</h2>');
  expect(html('### **Bold** end {#b-end}')).toBe('<h3 id="b-end"><strong>Bold</strong> end</h3>');
});

test('a heading that is only the marker keeps no empty text; a marker elsewhere is text', () => {
  expect(html('## {#only}')).toBe('<h2 id="only"></h2>');
  expect(html('## Use {#x} mid-text')).toBe('<h2>Use {#x} mid-text</h2>');
  expect(html('## Bad {#not valid}')).toBe('<h2>Bad {#not valid}</h2>');
  expect(html('Paragraph {#p}')).toBe('<p>Paragraph {#p}</p>');
});

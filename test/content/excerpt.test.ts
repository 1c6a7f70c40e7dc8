/**
 * A doc's description when its front matter gives none: its first line of text, as Docusaurus
 * makes it, without the title, imports, code, JSX or Markdown marks.
 */
import { expect, test } from 'vitest';
import { markdownExcerpt } from '../../src/content/excerpt.js';

test('the first line of text after the title, imports and code, its marks removed', () => {
  const body = [
    "import Tabs from '@theme/Tabs';",
    "import { x } from './x';",
    '',
    '# Tuning',
    '',
    '```js',
    'const skipped = true;',
    '```',
    '',
    ':::tip',
    'Tune the **gauges** for [your harbour](./setup.md), `twice` and ~~never~~ _ever_.',
    ':::',
  ].join('\n');
  expect(markdownExcerpt(body)).toBe('Tune the gauges for your harbour, twice and never ever.');
});

test('JSX-only lines and a heading id give way to the next text; a lower heading is text', () => {
  expect(markdownExcerpt('<DocCardList />\n\n<div>\n</div>\n\nHello <b>there</b>.')).toBe(
    'Hello there.',
  );
  expect(markdownExcerpt('## Getting started {#start}\n\nText.')).toBe('Getting started');
  expect(markdownExcerpt('<CodeBlock language="py">{tide}</CodeBlock>\n\nAfter.')).toBe('After.');
  expect(markdownExcerpt('# Only a title\n')).toBeUndefined();
  expect(markdownExcerpt('')).toBeUndefined();
});

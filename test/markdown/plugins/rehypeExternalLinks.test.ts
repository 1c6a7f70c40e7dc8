import { expect, test } from 'vitest';
import rehypeExternalLinks from '../../../src/markdown/plugins/rehypeExternalLinks.js';
import { run } from './run.js';

const html = (md: string) => run(md, { rehype: [rehypeExternalLinks] }).html;

test('http(s) links open in a new tab without the opener; site links are left alone', () => {
  expect(html('[out](https://example.com/a)')).toBe(
    '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a></p>',
  );
  expect(html('[plain](http://example.com)')).toContain('target="_blank"');
  expect(html('[in](/docs/intro) [here](#top) [mail](mailto:a@b.example)')).toBe(
    '<p><a href="/docs/intro">in</a> <a href="#top">here</a> <a href="mailto:a@b.example">mail</a></p>',
  );
});

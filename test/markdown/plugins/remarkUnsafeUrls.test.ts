import { expect, test } from 'vitest';
import remarkUnsafeUrls, { whyUnsafe } from '../../../src/markdown/plugins/remarkUnsafeUrls.js';
import { run } from './run.js';

const unsafe = (markdown: string) => run(markdown, { remark: [remarkUnsafeUrls] });

test('a javascript:, vbscript: or data: link keeps its text, stops being a link, and is a warning at its line', () => {
  const { html, file } = unsafe(
    'Intro\n\n[run](javascript:alert(1)) [vb](VBScript:msgbox) [page](data:text/html,<b>x</b>)\n\n' +
      '<java&#x0A;script:x>\n\n[ok](/docs/intro) [mail](mailto:a@b.example) [web](https://example.com)',
  );
  expect(html).toContain('<p>run vb page</p>');
  expect(html).toContain('<a href="/docs/intro">ok</a>');
  expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  expect(html).not.toMatch(/javascript|vbscript|data:/i);
  expect(file.data.warnings!.map((w) => [w.line, w.column, w.message])).toEqual([
    [3, 1, 'link URL "javascript:alert(1)" is left out: a javascript: URL runs code'],
    [3, 28, 'link URL "VBScript:msgbox" is left out: a vbscript: URL runs code'],
    [
      3,
      50,
      'link URL "data:text/html,<b>x</b>" is left out: a data: URL is a page made by the link',
    ],
  ]);
});

test('scheme tricks are seen through: case, spaces, tabs and entities', () => {
  const { html, file } = unsafe('[a](<JaVaScRiPt:alert(1)>) [b](&#106;avascript:alert(1))');
  expect(html).toBe('<p>a b</p>');
  expect(file.data.warnings).toHaveLength(2);
});

test('an image from a data: image is kept; from script, it becomes its alt text', () => {
  const { html, file } = unsafe(
    '![dot](data:image/png;base64,iVBORw0KGgo=) ![bad](javascript:alert(1)) ![page](data:text/html,x)',
  );
  expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">');
  expect(html).toContain(' bad page</p>');
  expect(file.data.warnings).toHaveLength(2);
});

test('a reference to an unsafe definition is its text', () => {
  const { html, file } = unsafe('[click][x] and ![pic][x]\n\n[x]: javascript:alert(1)\n');
  expect(html).toBe('<p>click and pic</p>');
  expect(file.data.warnings!.map((w) => w.line)).toEqual([1, 1]);
});

test('other schemes (tel:, a site’s own app links) are the author’s to use', () => {
  expect(whyUnsafe('tel:+15550100', false)).toBeUndefined();
  expect(whyUnsafe('vscode://file/x', false)).toBeUndefined();
  expect(whyUnsafe('data:image/svg+xml,<svg/>', true)).toBeUndefined();
  expect(whyUnsafe('data:image/svg+xml,<svg/>', false)).toBeDefined();
});

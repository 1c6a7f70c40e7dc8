import fs from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import {
  processSafeMarkdown,
  safeInlineMarkdown,
  safeMarkdown,
} from '../../src/markdown/safeMarkdown.js';
import { repoRoot } from '../helpers.js';
import { isSafeUrl, urlScheme } from '../../src/markdown/safeUrl.js';

describe('isSafeUrl', () => {
  it('allows http(s), mailto, relative and fragment URLs', () => {
    for (const url of [
      'https://example.com/a',
      'HTTP://x.y',
      'mailto:a@b.c',
      '/docs/intro',
      '../a.md',
      'page#x',
      '#top',
      '?q=1',
      '//cdn.example.com/x.png',
      'a/b:c',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes however they are written', () => {
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' \u0001javascript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'DATA:image/svg+xml,<svg/onload=alert(1)>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ];
    for (const url of bad) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('reads the scheme as a browser does', () => {
    expect(urlScheme('  Ja\tVa\rScript:x')).toBe('javascript');
    expect(urlScheme('/a:b')).toBeUndefined();
  });
});

describe('safeMarkdown', () => {
  it('renders Markdown and drops raw HTML', () => {
    const html = safeMarkdown('Use `ok` and **bold** <script>alert(1)</script>')!;
    expect(html).toContain('<code>ok</code>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
  });

  it('keeps the text of a link with a script URL but not the link', () => {
    const cases = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](<java\tscript:alert(1)>)',
      '[x](&#106;avascript:alert(1))',
      '[x](data:text/html,hi)',
      '<javascript:alert(1)>',
      '[x][r]\n\n[r]: javascript:alert(1)',
    ];
    for (const text of cases) {
      const html = safeMarkdown(text)!;
      expect(html, text).not.toMatch(/href=/);
    }
    expect(safeMarkdown('[x](javascript:alert(1))')).toBe('<p>x</p>');
  });

  it('drops images with unsafe sources and keeps safe ones', () => {
    expect(safeMarkdown('![pic](data:image/png;base64,AAAA)')).toBe('<p>pic</p>');
    expect(safeMarkdown('![pic](JAVASCRIPT:x)')).toBe('<p>pic</p>');
    expect(safeMarkdown('![pic](/img/a.png)')).toContain('src="/img/a.png"');
  });

  it('keeps http, mailto, relative and fragment links', () => {
    const html = safeMarkdown('[a](https://e.com) [b](mailto:x@y.z) [c](/docs/intro) [d](#top)')!;
    expect(html).toContain('href="https://e.com"');
    expect(html).toContain('href="mailto:x@y.z"');
    expect(html).toContain('href="/docs/intro"');
    expect(html).toContain('href="#top"');
  });

  it('highlights fenced code as the docs do', () => {
    expect(safeMarkdown('```json\n{"a": 1}\n```')).toContain(
      '<span class="token property">"a"</span>',
    );
  });

  it('gives one paragraph as inline HTML', () => {
    expect(safeInlineMarkdown('ID of the `workspace`.')).toBe('ID of the <code>workspace</code>.');
    expect(safeInlineMarkdown('a\n\nb')).toBe('<p>a</p>\n<p>b</p>');
  });
});

describe('plain sentences', () => {
  /** Every description of the site's API, in every language, and sentences near the edge. */
  const texts = new Set<string>([
    'Hello -- world (really).',
    'Say "hi", then leave; or don\'t?',
    'Time: 10:30, version 1.2.3, path a/b.',
    "C'est l'été, 日本語の説明、Bahasa Indonesia.",
    '2024 was the year.',
    '1.5 seconds',
    '1. A list',
    '2) Another list',
    '- a list too',
    '+ and this',
    'Visit www.example.com today.',
    'See https://example.com for more.',
    'Write to a@b.example.',
    'A  double space',
    'A trailing space ',
    ' a leading space',
    '    four spaces make code',
    '*emphasis* and _this_',
    'a & b < c > d',
    'Heading # here',
    '# Heading',
    'x\\y',
  ]);
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (key === 'description' && typeof item === 'string') texts.add(item);
        else collect(item);
  };
  for (const file of fg.sync('openapi/**/*.json', { cwd: repoRoot, absolute: true }))
    collect(JSON.parse(fs.readFileSync(file, 'utf8')));

  it('come out exactly as the Markdown processor makes them, shortcut or not', () => {
    expect(texts.size).toBeGreaterThan(500);
    for (const text of texts) expect(safeMarkdown(text), text).toBe(processSafeMarkdown(text));
  });
});

/**
 * The fast parser must not change a page: for a list of constructs where CommonMark, GFM and
 * directives have corners, markdown-it's tree compiles to exactly the HTML that remark-parse's
 * does (and for every `.md` file of the site: fastParse.site.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { compileMd } from '../../src/markdown/compileMd.js';
import { readsAlike } from '../../src/markdown/fastParse.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { makeContext } from '../helpers.js';
import { CASES } from './markdownCases.js';

function compileBoth(markdown: string, file = '/site/docs/guide/page.md') {
  const ctx = makeContext({ file, defaultFile: file, urlOfSource: () => '/id/docs/x' });
  return { fast: compileMd(markdown, ctx), remark: compileMd(markdown, ctx, 'remark') };
}

describe('markdown-it reads like remark-parse', () => {
  for (const [name, markdown] of Object.entries(CASES)) {
    test(name, () => {
      const text = preprocessMarkdown(markdown, 'md');
      expect(readsAlike(text), 'the case must exercise the fast parser').toBe(true);
      const { fast, remark } = compileBoth(markdown);
      expect(fast.html).toBe(remark.html);
      expect(fast.toc).toEqual(remark.toc);
      expect(fast.assets).toEqual(remark.assets);
    });
  }
  // Every .md file of the real site: test/markdown/fastParse.site.test.ts.
});

describe('files the fast parser leaves to remark-parse', () => {
  test.each([
    ['a single tilde (GFM strikes it through)', 'a ~b~ c'],
    ['a container with attributes', ':::tip{.wide}\nx\n:::'],
    ['nested containers', ':::note\n:::tip\nx\n:::\n:::'],
    [
      'an address after mailto: (micromark links the address only)',
      'Write to mailto:hi@example.com.',
    ],
    ['a footnote label with capitals (micromark ignores case)', 'A[^Note] b[^note]\n\n[^note]: x'],
    [
      'a blockquote in a blockquote (micromark makes the list before it loose)',
      '> - a\n> - b\n>\n> > nested',
    ],
    ['a container opened with a space', '::: tip\nx\n:::'],
  ])('%s', (_, markdown) => {
    expect(readsAlike(preprocessMarkdown(markdown, 'md'))).toBe(false);
  });

  test('code is not prose: tildes and colons in code keep the fast parser', () => {
    expect(readsAlike('Use `~/.config` here.\n\n```sh\ncd ~/x\n:::weird{a}\n```\n')).toBe(true);
  });

  test('a problem is reported at its line and column (found again by remark-parse)', () => {
    const ctx = makeContext({ urlOfSource: () => undefined });
    const { problems } = compileMd('Intro.\n\nSee [missing](./missing.md) here.\n', ctx);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 5 });
  });
});

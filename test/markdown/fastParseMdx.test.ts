/**
 * A file read as MDX that MDX's parser reads as CommonMark is parsed by markdown-it
 * (`fastParseMdx`), and must compile to exactly the module MDX's own parser gives; anything MDX
 * reads otherwise (JSX, expressions, `import`, HTML, autolinks, indented code) goes to MDX's
 * parser. The real site's docs: fastParse.site.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { Processor } from 'unified';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { parseMdx } from './parseMdx.js';
import { fastParseMdx } from '../../src/markdown/fastParseMdx.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { makeContext } from '../helpers.js';
import { CASES } from './markdownCases.js';

const context = () =>
  makeContext({ urlOfSource: () => '/id/docs/x', file: '/site/docs/guide/page.mdx' });

async function compileBoth(markdown: string) {
  return {
    fast: await compileMdx(markdown, context()),
    remark: await compileMdx(markdown, context(), { parser: 'remark' }),
  };
}

const MDX_CASES: Record<string, string> = {
  'code spans and fences hold what MDX would read':
    'Use `<Tabs>` or `{a: 1}` here.\n\n```jsx\n<App value={1} />\nimport x from "y";\n```\n',
  'escaped braces and angle brackets': 'Write \\{ and \\} and \\< as text.\n',
  'an expression on a line of its own (the truncate marker)':
    'The summary.\n\n{/* truncate */}\n\nThe rest, with *more*.\n',
  'elements holding Markdown, an end tag in code among it':
    '<details>\n  <summary>More</summary>\n\nHidden **text** and a [link](./x.md).\n\n```html\n</details>\n```\n\n</details>\n\nBetween.\n\n<Tabs groupId="pm">\n<TabItem value="npm">\n\n```bash\nnpm i\n```\n\n</TabItem>\n</Tabs>\n\nAfter.\n',
  'a custom heading id (escaped for MDX before it is read)': '## Title {#custom}\n\nText.\n',
  'angle brackets and braces written as references':
    'A list of `T`: array&lt;T&gt;, or &#123;&#125;.\n',
  'a prose line about importing':
    'Importing is done once.\n\nWe import it later, and export it after.\n',
  'imports and elements that close themselves, each a block of its own':
    "import TOCInline from '@theme/TOCInline';\nimport Note from '@site/src/Note';\n\n# Title\n\n<TOCInline toc={toc.slice(1)} />\n\nText with *em* and a [link](./x.md).\n\n- a list\n- of two\n\n<Note kind=\"tip\" />\n\n## More\n\nEnd.\n",
  'an export over several lines, and an element at the end':
    "export const meta = {\n  title: 'x',\n};\n\nText.\n\n<Note.Small />",
};

describe('markdown-it reads a file as MDX does, where MDX reads CommonMark', () => {
  const cases = Object.entries({ ...CASES, ...MDX_CASES }).filter(([, markdown]) =>
    fastParseMdx(preprocessMarkdown(markdown, 'mdx'), parseMdx),
  );
  test('blocks of MDX, heading ids and references are read in files markdown-it reads', () => {
    for (const name of [
      'imports and elements that close themselves, each a block of its own',
      'an export over several lines, and an element at the end',
      'a custom heading id (escaped for MDX before it is read)',
      'an expression on a line of its own (the truncate marker)',
      'elements holding Markdown, an end tag in code among it',
      'angle brackets and braces written as references',
    ])
      expect(cases.map(([named]) => named)).toContain(name);
  });
  test('most of the CommonMark cases are read by markdown-it', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
  });
  for (const [name, markdown] of cases) {
    test(name, async () => {
      const { fast, remark } = await compileBoth(markdown);
      // With nothing to report, the module is markdown-it's (not compiled again by MDX's parser).
      expect(fast.problems).toEqual(remark.problems);
      expect(fast.warnings).toEqual(remark.warnings);
      expect(fast.code).toBe(remark.code);
      expect(fast.toc).toEqual(remark.toc);
      expect(fast.assets).toEqual(remark.assets);
    });
  }
});

describe('what MDX reads otherwise goes to its own parser', () => {
  test.each([
    ['JSX with its content on the same line', 'Text\n\n<Tabs>x</Tabs>\n'],
    ['inline JSX', 'A <kbd>key</kbd> here.'],
    ['an expression', 'Sum: {1 + 1}.'],
    ['a closing brace alone', 'a } b'],
    ['an import right after a paragraph', "Text.\nimport X from './x';\n\nMore.\n"],
    ['an export that runs into the next line', 'export const meta = 1;\nText.\n'],
    ['an element never closed', '<Note>\n\nText.\n'],
    ['an element whose end tag has text on the next line', '<Note>\n\nx\n\n</Note>\nText.\n'],
    [
      'an element beside a link definition (read apart, they would not meet)',
      '<Note>\n\nSee [x][ref].\n\n</Note>\n\n[ref]: https://example.com\n',
    ],
    ['an element beside a footnote', '<Note>\n\nA note[^1].\n\n</Note>\n\n[^1]: Text.\n'],
    ['an element with text on the next line', '<Note />\nText.\n'],
    ['an element in a list', '- item\n\n  <Note />\n'],
    ['an expression over two lines', 'Text.\n\n{1 +\n1}\n'],
    ['an expression that is not valid', 'Text.\n\n{a b}\n'],
    ['an element before an import', "<Note />\n\nimport X from './x';\nmore\n\nText.\n"],
    ['an HTML comment', 'a\n\n<!-- note -->\n\nb\n'],
    ['an autolink', 'See <https://example.com>.'],
    ['indented code (MDX has none)', 'Para.\n\n    indented\n'],
    ['a brace in an image description', '![a {b} c](x.png)'],
    ['JSX in a directive label', ':::tip[A <b>bold</b> title]\nx\n:::\n'],
    ['what reads differently as CommonMark too', 'a ~b~ c'],
  ])('%s', (_, markdown) => {
    expect(fastParseMdx(preprocessMarkdown(markdown, 'mdx'), parseMdx)).toBeUndefined();
  });

  test('a site plugin that adds syntax to the parser keeps every file on MDX’s parser', async () => {
    let asked = false;
    // A micromark extension on "@", as remark-math adds one on "$": called only by micromark.
    function remarkAt(this: Processor) {
      const data = this.data() as { micromarkExtensions?: unknown[] };
      (data.micromarkExtensions ??= []).push({
        text: {
          64: {
            name: 'at',
            tokenize: (_effects: unknown, _ok: unknown, nok: (code: number) => unknown) => {
              asked = true;
              return nok;
            },
          },
        },
      });
    }
    const plugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkAt],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
    };
    const markdown = 'Write to me @ home.\n';
    expect(fastParseMdx(preprocessMarkdown(markdown, 'mdx'), parseMdx)).toBeDefined();
    const { problems } = await compileMdx(markdown, context(), { plugins });
    expect(problems).toEqual([]);
    expect(asked).toBe(true);
  });

  test('a site plugin that only changes the tree gets markdown-it’s, which has no positions', async () => {
    let positioned: boolean | undefined;
    const remarkLook = () => (tree: { position?: unknown }) => {
      positioned = tree.position !== undefined;
    };
    const plugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [remarkLook],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
    };
    await compileMdx('Plain *text*.\n', context(), { plugins });
    expect(positioned).toBe(false);
    await compileMdx('Plain *text*.\n', context(), { plugins, parser: 'remark' });
    expect(positioned).toBe(true);
  });

  test('a problem is reported at its line and column (found again by MDX’s parser)', async () => {
    const ctx = makeContext({ urlOfSource: () => undefined });
    const markdown = 'Intro.\n\nSee [missing](./missing.md) here.\n';
    expect(fastParseMdx(preprocessMarkdown(markdown, 'mdx'), parseMdx)).toBeDefined();
    const { problems } = await compileMdx(markdown, ctx);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 5 });
  });
});

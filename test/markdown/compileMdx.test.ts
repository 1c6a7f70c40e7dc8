import type { Element, Root } from 'hast';
import type { Program } from 'estree';
import { expect, test } from 'vitest';
import type { MarkdownPlugins } from '../../src/config/index.js';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { MDX_PROVIDER } from '../../src/markdown/mdxProvider.js';
import { makeContext } from '../helpers.js';

test('MDX goes through the same plugins and exports a component', async () => {
  const result = await compileMdx(
    '## Title {#custom}\n\n<!-- note -->\n\n:::tip\nx\n:::\n\n[o](./other.md)',
    makeContext(),
  );
  expect(result.problems).toEqual([]);
  expect(result.code).toContain('export default function MDXContent');
  expect(result.code).toContain('"custom"');
  // The heading's link to itself, named in the locale; the TOC has the heading's text only.
  expect(result.code).toContain('href: "#custom"');
  expect(result.code).toContain('"aria-label": "Tautan langsung ke Title"');
  expect(result.code).toContain('admonition-tip');
  expect(result.code).toContain('/id/docs/guide/other');
  expect(result.toc).toEqual([{ id: 'custom', text: 'Title', level: 2 }]);
});

test('invalid MDX is an error with line and column', async () => {
  const result = await compileMdx('Fine line\n\nBroken <Comp prop={ /> here\n', makeContext());
  expect(result.code).toBe('');
  expect(result.problems[0]).toMatchObject({ file: '/site/docs/guide/page.md', line: 3 });
  expect(result.problems[0].column).toBeGreaterThan(0);
});

test('HTML comments are left out wherever Docusaurus 3 takes them: on their own lines, over several, inside text', async () => {
  const { code, problems } = await compileMdx(
    [
      '<!-- one line -->',
      '',
      'Before <!-- inside a paragraph --> after.',
      '',
      '<!--',
      '  several lines,',
      '  with <b>markup</b> and {braces}',
      '-->',
      '',
      '<div>',
      '  <!-- inside JSX -->',
      '  Kept.',
      '</div>',
      '',
      'Use `<!-- this -->` in code.',
    ].join('\n'),
    makeContext(),
  );
  expect(problems).toEqual([]);
  expect(code).not.toMatch(/one line|inside a paragraph|several lines|inside JSX/);
  expect(code).toContain('"Before  after."');
  expect(code).toContain('Kept.');
  // Inline code shows the comment as written.
  expect(code).toContain('"<!-- this -->"');
});

test('a comment that never closes is an error at its line', async () => {
  const result = await compileMdx('Text.\n\n<!-- open\n\nmore', makeContext());
  expect(result.code).toBe('');
  expect(result.problems[0]).toMatchObject({ file: '/site/docs/guide/page.md', line: 3 });
});

test('format md reads CommonMark into a component: braces and tags as Markdown reads them', async () => {
  const { code, problems } = await compileMdx(
    'Braces {stay} and <span class="x">HTML</span> is parsed.\n\n<Upper />',
    makeContext(),
    { format: 'md' },
  );
  expect(problems).toEqual([]);
  expect(code).toContain('{stay}');
  expect(code).toContain('className: "x"');
  expect(code).not.toContain('Upper');
});

test("the site's plugins run where Docusaurus runs them, each with its options", async () => {
  const order: string[] = [];
  const mark = (name: string) => () => () => void order.push(name);
  const plugins: MarkdownPlugins = {
    beforeDefaultRemarkPlugins: [mark('before remark')],
    remarkPlugins: [mark('remark')],
    beforeDefaultRehypePlugins: [mark('before rehype')],
    rehypePlugins: [
      [
        (options: { suffix: string }) => (tree: Root) => {
          // Headings already have their ids; code is not highlighted yet.
          const h2 = tree.children.find(
            (n): n is Element => n.type === 'element' && n.tagName === 'h2',
          );
          order.push(`rehype sees id ${String(h2?.properties.id)}`);
          h2?.children.push({ type: 'text', value: options.suffix });
        },
        { suffix: ' (seen)' },
      ],
    ],
    // Last, on the program: it sees the JSX compiled, with the rehype plugin's text in it.
    recmaPlugins: [
      [
        (options: { name: string }) => (program: Program) => {
          order.push(`recma sees ${program.type}`);
          program.body.push({
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name: options.name },
                  init: { type: 'Literal', value: 'set by recma' },
                },
              ],
            },
          });
        },
        { name: 'stamp' },
      ],
    ],
  };
  const { code } = await compileMdx('## Hello\n\n```js\nconst x = 1;\n```', makeContext(), {
    plugins,
  });
  expect(order).toEqual([
    'before remark',
    'remark',
    'before rehype',
    'rehype sees id hello',
    'recma sees Program',
  ]);
  expect(code).toContain('export const stamp = "set by recma"');
  expect(code).toContain('" (seen)"');
  expect(code).toContain('token');
});

test('a Markdown partial shown on its own line is marked where its headings go in the TOC', async () => {
  const { toc, tocPartials } = await compileMdx(
    [
      "import Intro from './_intro.md';",
      "import Button from './Button';",
      "import Shared from '@site/docs/_shared.mdx';",
      '',
      '<Intro />',
      '',
      '## One',
      '',
      'Text <Shared /> inline is no place in the TOC.',
      '',
      '<Button />',
      '',
      '## Two',
      '',
      '<div>',
      '  <Shared />',
      '</div>',
    ].join('\n'),
    makeContext(),
  );
  expect(toc.map((e) => e.id)).toEqual(['one', 'two']);
  expect(tocPartials).toEqual([
    { at: 0, source: './_intro.md' },
    { at: 2, source: '@site/docs/_shared.mdx' },
  ]);
});

test('MDX asks the provider it is given for the components it does not import', async () => {
  const given = await compileMdx('<Details>x</Details>', makeContext(), {
    providerImportSource: MDX_PROVIDER,
  });
  expect(given.code).toContain(`from "${MDX_PROVIDER}"`);
  expect(given.code).toContain('_missingMdxReference("Details", true)');
  // Without one, the component must be passed in (as MDX does by default).
  const none = await compileMdx('<Details>x</Details>', makeContext());
  expect(none.code).not.toContain(MDX_PROVIDER);
});

test('a javascript: Markdown link in MDX is no link either, and a warning', async () => {
  const result = await compileMdx('[x](javascript:alert(1))', makeContext());
  expect(result.code).not.toContain('javascript:');
  expect(result.warnings).toMatchObject([{ line: 1, message: expect.stringMatching(/runs code/) }]);
});

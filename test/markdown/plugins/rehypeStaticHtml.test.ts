/**
 * MDX's static parts compiled to HTML: the module renders the same HTML byte for byte, with a
 * fraction of the calls; what React writes by its context stays an element.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, expect, test } from 'vitest';
import type { Root } from 'hast';
import { compileMdx } from '../../../src/markdown/compileMdx.js';
import rehypeStaticHtml, {
  STATIC_HTML_NODE,
} from '../../../src/markdown/plugins/rehypeStaticHtml.js';
import { MDX_PROVIDER } from '../../../src/markdown/mdxProvider.js';
import { makeContext, repoRoot } from '../../helpers.js';

const dir = path.join(repoRoot, 'test', '.tmp', `static-html-${process.pid}`);
fs.mkdirSync(dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Components the page imports: one that reads the elements it holds (as a file tree reads its
 * nested lists), and one known to show what it holds as it is (as a theme's tab does).
 */
const STUBS: Record<string, string> = {
  './Note': [
    "import { Children, isValidElement } from 'react';",
    'const items = (children) => Children.toArray(children).reduce((n, child) =>',
    "  n + (isValidElement(child) ? (child.type === 'li' ? 1 : 0) + items(child.props.children) : 0), 0);",
    'export default function Note({ children }) {',
    '  return <aside className="note" data-items={items(children)}>{children}</aside>;',
    '}',
  ].join('\n'),
  './Tab': 'export default function Tab({ children }) { return <section>{children}</section>; }',
};

let n = 0;
/** The compiled module, bundled and loaded, rendered as a page's module is. */
async function rendered(code: string): Promise<string> {
  const file = path.join(dir, `page-${n++}.mjs`);
  const built = await esbuild.build({
    stdin: { contents: code, loader: 'jsx', resolveDir: dir },
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    write: false,
    external: ['react', 'react/jsx-runtime', 'react-dom'],
    plugins: [
      {
        name: 'stubs',
        setup(build) {
          build.onResolve({ filter: /^(sitegen:mdx-components|\.\/Note|\.\/Tab)$/ }, (args) => ({
            path: args.path,
            namespace: 'stub',
          }));
          build.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
            contents:
              args.path === MDX_PROVIDER
                ? 'export function useMDXComponents() { return {}; }'
                : STUBS[args.path],
            loader: 'jsx',
            resolveDir: dir,
          }));
        },
      },
    ],
  });
  fs.writeFileSync(file, built.outputFiles[0].text);
  const module = (await import(pathToFileURL(file).href)) as { default: ComponentType };
  return renderToString(createElement(module.default));
}

const compile = (body: string, staticHtml: boolean) =>
  compileMdx(body, makeContext(staticHtml ? { staticHtml: { inside: ['./Tab'] } } : {}), {
    providerImportSource: MDX_PROVIDER,
  });

const PAGE = [
  "import Note from './Note';",
  "import Tab from './Tab';",
  '',
  '## A heading with `code` {#heading}',
  '',
  'A paragraph with a [link](https://example.com), *emphasis*, **strong** and "quotes" & <b>bold</b>.',
  '',
  '- one',
  '- two with `code`',
  '  - nested',
  '',
  '```js title="example.js" {2}',
  'const a = "<b>";',
  "const b = 'x' && a;",
  '```',
  '',
  '| a | b |',
  '| :- | -: |',
  '| `1` | **2** |',
  '',
  ':::tip',
  'A tip with a [link](./other.md).',
  ':::',
  '',
  '![an image](/img/a.png)',
  '',
  '<Note>',
  '',
  'Inside a component: a list',
  '',
  '1. first *one*',
  '2. second',
  '',
  '```js',
  'const insideNote = 1;',
  '```',
  '',
  '</Note>',
  '',
  '<Tab>',
  '',
  '```js',
  'const insideTab = [1, 2];',
  '```',
  '',
  '- a list in a tab',
  '',
  '</Tab>',
  '',
  'An expression: {1 + 1}, and <svg viewBox="0 0 10 10"><path strokeWidth="2" d="M0 0L10 10" /></svg> a drawing.',
  '',
  '<details>',
  '<summary>More</summary>',
  '',
  'Hidden *text*.',
  '',
  '</details>',
].join('\n');

test('a page compiled with its static parts as HTML renders byte for byte as compiled without', async () => {
  const [plain, withStatic] = await Promise.all([compile(PAGE, false), compile(PAGE, true)]);
  expect(plain.problems).toEqual([]);
  expect(withStatic.problems).toEqual([]);
  expect(withStatic.code).toContain('dangerouslySetInnerHTML');
  expect(await rendered(withStatic.code)).toBe(await rendered(plain.code));
  // The highlighted code block is one string, not a call per token.
  const calls = (code: string) => (code.match(/_jsxs?\(/g) ?? []).length;
  expect(calls(withStatic.code)).toBeLessThan(calls(plain.code) / 2);
  // What a component showing it as it is holds is HTML too; what another holds is left as it is.
  const inHtml = (word: string) => new RegExp(`__html: "(?:[^"\\\\]|\\\\.)*${word}`);
  expect(withStatic.code).toMatch(inHtml('insideTab'));
  expect(withStatic.code).not.toMatch(inHtml('insideNote'));
  expect(withStatic.code).toContain('insideNote');
  expect(await rendered(withStatic.code)).toContain('data-items="2"');
  expect(withStatic.toc).toEqual(plain.toc);
});

test('an image stays an element: React preloads it from the start of what it renders', async () => {
  const { code } = await compile('A paragraph.\n\n![an image](/img/a.png) and *more*.\n', true);
  const html = await rendered(code);
  expect(code).toMatch(/_jsx\(_components\.img/);
  expect(html).toBe(
    await rendered(
      (await compile('A paragraph.\n\n![an image](/img/a.png) and *more*.\n', false)).code,
    ),
  );
});

test('without the setting, nothing changes', async () => {
  const { code } = await compile(PAGE, false);
  expect(code).not.toContain('dangerouslySetInnerHTML');
});

test('the HTML is what React writes in the page: text nodes side by side keep its separator', () => {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          { type: 'text', value: 'a & "b"' },
          { type: 'text', value: 'c' },
          { type: 'element', tagName: 'strong', properties: { className: ['x'] }, children: [] },
        ],
      },
      // A table row's line breaks are left out, as MDX leaves them out.
      {
        type: 'element',
        tagName: 'tr',
        properties: {},
        children: [
          { type: 'text', value: '\n' },
          {
            type: 'element',
            tagName: 'td',
            properties: {},
            children: [{ type: 'text', value: '1' }],
          },
        ],
      },
    ],
  };
  rehypeStaticHtml()(tree);
  expect(tree.children).toMatchObject([
    {
      type: STATIC_HTML_NODE,
      tagName: 'p',
      html: 'a &amp; &quot;b&quot;<!-- -->c<strong class="x"></strong>',
    },
    { type: STATIC_HTML_NODE, tagName: 'tr', html: '<td>1</td>' },
  ]);
});

test('a style React cannot read is left to MDX, which reports it as before', async () => {
  const body = '<div>\n<span style="url(">x</span> <b>y</b>\n</div>\n';
  const compileMd = (staticHtml: boolean) =>
    compileMdx(body, makeContext(staticHtml ? { staticHtml: { inside: [] } } : {}), {
      providerImportSource: MDX_PROVIDER,
      format: 'md',
    });
  const [plain, withStatic] = await Promise.all([compileMd(false), compileMd(true)]);
  expect(plain.problems.map((p) => p.message)).toEqual([
    'Could not parse `style` attribute on `span`',
  ]);
  expect(withStatic.problems).toEqual(plain.problems);
});

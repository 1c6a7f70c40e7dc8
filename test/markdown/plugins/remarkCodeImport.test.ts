import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { compileMd } from '../../../src/markdown/compileMd.js';
import { compileMdx } from '../../../src/markdown/compileMdx.js';
import { hashBytes } from '../../../src/content/index.js';
import { makeContext } from '../../helpers.js';

// A site with a doc, snippets beside it and at the root, a hidden file, a file outside the site
// and a link leading out of it.
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-codeimport-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const site = path.join(tmp, 'site');
const doc = path.join(site, 'docs', 'guide', 'page.md');
const SNIPPET = 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n';
fs.mkdirSync(path.join(site, 'docs', 'guide'), { recursive: true });
fs.mkdirSync(path.join(site, 'snippets'), { recursive: true });
fs.writeFileSync(path.join(site, 'docs', 'guide', 'snippet.ts'), SNIPPET);
fs.writeFileSync(path.join(site, 'snippets', 'hello.py'), 'print("hi")\n');
fs.writeFileSync(path.join(site, 'docs', 'guide', '.secret.ts'), 'token');
fs.writeFileSync(path.join(tmp, 'outside.ts'), 'outside');
fs.symlinkSync(path.join(tmp, 'outside.ts'), path.join(site, 'docs', 'guide', 'link.ts'));
const ctx = makeContext({ file: doc, defaultFile: doc, siteRoot: site });

test('a fence with file= shows the lines it names, highlighted as its meta says', () => {
  const result = compileMd('```ts file=./snippet.ts#L2-L3 {2}\n```\n', ctx);
  expect(result.problems).toEqual([]);
  expect(result.html).toContain('const</span> b');
  expect(result.html).not.toContain('const</span> a');
  expect(result.html).not.toContain('const</span> d');
  // The second line shown (c) is highlighted.
  expect(result.html).toMatch(/highlight-line[^>]*>.*const<\/span> c/);
  expect(result.html).not.toContain('file=');
  expect(result.imports).toEqual([
    { file: path.join(site, 'docs', 'guide', 'snippet.ts'), hash: hashBytes(SNIPPET) },
  ]);
});

test("a <<< line from the site folder, its language the extension's, its title and lines given", () => {
  const result = compileMd('Intro.\n\n<<< @/snippets/hello.py{1} [hello.py]\n\nAfter.\n', ctx);
  expect(result.problems).toEqual([]);
  expect(result.html).toContain('language-py');
  expect(result.html).toContain('code-block-title">hello.py<');
  expect(result.html).toMatch(/highlight-line[^>]*>.*print/);
  expect(result.html).toContain('<p>After.</p>');
  const typed = compileMd('<<< ./snippet.ts#L1{js}\n', ctx);
  expect(typed.html).toContain('language-js');
  expect(typed.html).not.toContain('const</span> b');
});

test('both forms work in MDX', async () => {
  const result = await compileMdx(
    '# T\n\n<<< @/snippets/hello.py{1}\n\n```ts file=./snippet.ts#L4\n```\n',
    ctx,
  );
  expect(result.problems).toEqual([]);
  expect(result.code).toContain('"print"');
  expect(result.code).toContain('"language-py"');
  expect(result.code).not.toContain('<<<');
  expect(result.imports?.map((i) => path.basename(i.file))).toEqual(['hello.py', 'snippet.ts']);
});

test('a path outside the site, through a link out of it, hidden, missing or a folder is an error at the line and column', () => {
  const problems = (md: string) =>
    compileMd(md, ctx).problems.map((p) => [p.line, p.column, p.message]);
  expect(problems('Text.\n\n```ts file=../../../outside.ts\n```\n')).toEqual([
    [3, 1, 'cannot import ../../../outside.ts: it is outside the site folder'],
  ]);
  expect(problems('<<< ./link.ts')).toEqual([
    [
      1,
      1,
      `cannot import ./link.ts: it is a symbolic link to ${path.join(tmp, 'outside.ts')}, outside the site folder`,
    ],
  ]);
  expect(problems('- item\n\n  <<< ./.secret.ts')).toEqual([
    [3, 3, 'cannot import ./.secret.ts: it is a hidden file or inside a hidden folder'],
  ]);
  expect(problems('<<< @/snippets/gone.ts')).toEqual([
    [1, 1, 'cannot import @/snippets/gone.ts: no such file (snippets/gone.ts)'],
  ]);
  expect(problems('<<< @/snippets')).toEqual([
    [1, 1, 'cannot import @/snippets: it is a folder, not a file'],
  ]);
  expect(problems('```ts file=./snippet.ts#L3-L9\n```')).toEqual([
    [1, 1, 'cannot import ./snippet.ts: the file has 4 lines, and #L3-L9 asks for line 9'],
  ]);
  const [error] = compileMd('<<< ../../../outside.ts', ctx).problems;
  expect(error.hint).toMatch(/inside the site folder/);
  expect(error.file).toBe(doc);
});

test('a paragraph that only starts with <<< and a fence without file= are left alone', () => {
  const prose = compileMd('<<< is an operator in some languages', ctx);
  expect(prose.html).toContain('&#x3C;&#x3C;&#x3C;');
  expect(prose.problems).toEqual([]);
  const plain = compileMd('```ts {1}\nlet x;\n```', ctx);
  expect(plain.imports).toBeUndefined();
  expect(plain.problems).toEqual([]);
});

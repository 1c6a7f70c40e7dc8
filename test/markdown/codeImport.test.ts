import { expect, test } from 'vitest';
import {
  fileInMeta,
  languageOfFile,
  snippetLine,
  snippetPart,
} from '../../src/markdown/codeImport.js';

test("a fence's file= names the file and the lines, and leaves the rest of the meta", () => {
  expect(fileInMeta('title="a" file=./snippet.ts#L2-L8 {2-4}')).toEqual({
    ref: { path: './snippet.ts', part: { lines: { from: 2, to: 8 } } },
    meta: 'title="a" {2-4}',
  });
  expect(fileInMeta('file="./a b.py"')).toEqual({
    ref: { path: './a b.py', part: {} },
    meta: '',
  });
  expect(fileInMeta('file=./x.ts#L3')).toMatchObject({
    ref: { part: { lines: { from: 3, to: 3 } } },
  });
  expect(fileInMeta('file=./x.ts#L3-')).toMatchObject({ ref: { part: { lines: { from: 3 } } } });
  expect(fileInMeta('file=./x.ts#setup')).toMatchObject({ ref: { part: { region: 'setup' } } });
  expect(fileInMeta('title="file=no"')).toBeUndefined();
  expect(fileInMeta('{1,2}')).toBeUndefined();
  expect(fileInMeta('file=./x.ts#L5-L2')).toEqual({
    error: 'the line range #L5-L2 is empty (lines count from 1, the first first)',
  });
});

test("VitePress's <<< line: path, region or lines, highlighted lines, language, attributes, title", () => {
  expect(snippetLine('<<< @/snippets/x.ts{2-4}')).toEqual({
    path: '@/snippets/x.ts',
    part: {},
    highlight: '2-4',
  });
  expect(snippetLine('<<< ./x.cs{1,2,4-6 c# showLineNumbers} [Program.cs]')).toEqual({
    path: './x.cs',
    part: {},
    highlight: '1,2,4-6',
    lang: 'c#',
    attrs: 'showLineNumbers',
    title: 'Program.cs',
  });
  expect(snippetLine('<<< ../snip/my file.js#setup{ts}')).toEqual({
    path: '../snip/my file.js',
    part: { region: 'setup' },
    lang: 'ts',
  });
  expect(snippetLine('<<< ./x.ts#L2-L8{1, 3}')).toEqual({
    path: './x.ts',
    part: { lines: { from: 2, to: 8 } },
    highlight: '1,3',
  });
  expect(snippetLine('<<<')).toBeUndefined();
  expect(snippetLine('<<<x')).toBeUndefined();
  expect(snippetLine('a <<< b')).toBeUndefined();
  expect(snippetLine('<<< shifts left, in Ruby')).toBeUndefined();
  expect(snippetLine('<<< {1}')).toEqual({ error: 'the line names no file after <<<' });
});

test('the language is the extension, with the common aliases', () => {
  expect(languageOfFile('/a/x.ts')).toBe('ts');
  expect(languageOfFile('/a/x.mjs')).toBe('js');
  expect(languageOfFile('/a/x.yml')).toBe('yaml');
  expect(languageOfFile('/a/Makefile')).toBe('');
});

const FILE = 'one\ntwo\nthree\nfour\n';

test('a line range picks those lines; one the file does not have says how many it has', () => {
  expect(snippetPart(FILE, { lines: { from: 2, to: 3 } })).toEqual({ code: 'two\nthree' });
  expect(snippetPart(FILE, { lines: { from: 3 } })).toEqual({ code: 'three\nfour' });
  expect(snippetPart(FILE, {})).toEqual({ code: 'one\ntwo\nthree\nfour' });
  expect(snippetPart('a\r\nb\r\n', {})).toEqual({ code: 'a\nb' });
  expect(snippetPart(FILE, { lines: { from: 2, to: 9 } })).toEqual({
    error: 'the file has 4 lines, and #L2-L9 asks for line 9',
  });
});

test('a region is every part marked with its name, dedented, markers of any region left out', () => {
  const code = [
    'import x from "x";',
    'function f() {',
    '  // #region body',
    '  const a = 1;',
    '  // #region inner',
    '  const b = 2;',
    '  // #endregion inner',
    '  // #endregion body',
    '}',
    '# region body',
    '    tail()',
    '# endregion',
  ].join('\n');
  expect(snippetPart(code, { region: 'body' })).toEqual({
    code: 'const a = 1;\nconst b = 2;\n  tail()',
  });
  expect(snippetPart(code, { region: 'inner' })).toEqual({ code: 'const b = 2;' });
  expect(snippetPart(code, { region: 'nope' })).toEqual({
    error: 'the file has no region named "nope"',
  });
});

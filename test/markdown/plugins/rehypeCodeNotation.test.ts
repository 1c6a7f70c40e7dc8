import { expect, test } from 'vitest';
import rehypeCodeNotation from '../../../src/markdown/plugins/rehypeCodeNotation.js';
import rehypeHighlight from '../../../src/markdown/plugins/rehypeHighlight.js';
import rehypeMagicComments from '../../../src/markdown/plugins/rehypeMagicComments.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

function compiled(markdown: string) {
  return run(markdown, {
    remark: [remarkCodeMeta],
    rehype: [rehypeMagicComments, rehypeCodeNotation, rehypeHighlight],
    ctx: makeContext(),
  }).html;
}

/** Each line of each code block: its classes past `code-line`, a bar, its text. */
function lines(markdown: string) {
  return [
    ...compiled(markdown).matchAll(
      /<span class="code-line([^"]*)"[^>]*>([\s\S]*?)<\/span>(?=<span class="code-line|<\/code>)/g,
    ),
  ].map(
    (m) =>
      `${m[1].trim()}|${m[2]
        .replace(/<[^>]+>/g, '')
        .replace(/\n$/, '')
        .replace(/&#x3C;/g, '<')}`,
  );
}

const fence = (language: string, ...code: string[]) =>
  ['```' + language, ...code, '```'].join('\n');

test('each notation at the end of a line leaves the code and marks its line', () => {
  expect(
    lines(
      fence(
        'ts',
        "import { a } from 'a'; // [!code --]",
        "import { b } from 'b'; // [!code ++]",
        'run(b); // [!code highlight]',
        'check(b);   // [!code focus]',
        'throw x; // [!code error]',
        'warn(x); // [!code warning]',
        'done();',
      ),
    ),
  ).toEqual([
    "code-remove|import { a } from 'a';",
    "code-add|import { b } from 'b';",
    'highlight-line|run(b);',
    'code-focus|check(b);',
    'code-error|throw x;',
    'code-warning|warn(x);',
    '|done();',
  ]);
});

test('every comment syntax Shiki reads: #, --, %, ;, /* */, {/* */} and <!-- -->', () => {
  expect(lines(fence('bash', 'rm -rf old # [!code --]', 'make new #[!code ++]'))).toEqual([
    'code-remove|rm -rf old',
    'code-add|make new',
  ]);
  expect(lines(fence('sql', 'SELECT 1; -- [!code focus]'))).toEqual(['code-focus|SELECT 1;']);
  expect(lines(fence('tex', 'x^2 % [!code highlight]'))).toEqual(['highlight-line|x^2']);
  expect(lines(fence('clojure', '(inc 1) ;; [!code error]'))).toEqual(['code-error|(inc 1)']);
  expect(lines(fence('css', 'a { color: red; } /* [!code warning] */'))).toEqual([
    'code-warning|a { color: red; }',
  ]);
  expect(lines(fence('jsx', '<App /> {/* [!code ++] */}'))).toEqual(['code-add|<App />']);
  expect(lines(fence('html', '<p>Hi</p> <!-- [!code --] -->'))).toEqual(['code-remove|<p>Hi</p>']);
});

test('a count marks that many lines; a comment alone on its line marks the next and goes', () => {
  expect(
    lines(
      fence(
        'js',
        'a(); // [!code ++:2]',
        'b();',
        'c();',
        '  // [!code focus:2]',
        'd();',
        'e();',
        'f();',
      ),
    ),
  ).toEqual([
    'code-add|a();',
    'code-add|b();',
    '|c();',
    'code-focus|d();',
    'code-focus|e();',
    '|f();',
  ]);
  // A count past the end stops there.
  expect(lines(fence('js', 'a(); // [!code highlight:99999999]', 'b();'))).toEqual([
    'highlight-line|a();',
    'highlight-line|b();',
  ]);
});

test('focus marks the block; magic comments and notation mark lines together', () => {
  const html = compiled(fence('js', '// highlight-next-line', 'a(); // [!code focus]', 'b();'));
  expect(html).toMatch(/<pre class="[^"]*\bhas-focus\b/);
  expect(lines(fence('js', '// highlight-next-line', 'a(); // [!code ++]', 'b();'))).toEqual([
    'highlight-line code-add|a();',
    '|b();',
  ]);
  expect(compiled(fence('js', 'a(); // [!code ++]'))).not.toContain('has-focus');
});

test('an escaped notation is shown as the notation; a notation not at the end stays code', () => {
  expect(lines(fence('js', 'a(); // [\\!code ++]', "s = '// [!code --]';"))).toEqual([
    '|a(); // [!code ++]',
    "|s = '// [!code --]';",
  ]);
  expect(lines(fence('js', 'a(); // [!code unknown]'))).toEqual(['|a(); // [!code unknown]']);
});

test('a long line of spaces before a notation-like text is read in linear time', () => {
  const started = performance.now();
  lines(fence('js', `${' '.repeat(200_000)}[!code ++] x`, `//${' '.repeat(200_000)}[!code ++] y`));
  expect(performance.now() - started).toBeLessThan(2_000);
});

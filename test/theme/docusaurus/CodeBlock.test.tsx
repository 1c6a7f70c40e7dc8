/**
 * `@theme/CodeBlock` as the server renders it: the frame of a fenced code block (title bar,
 * language), highlighted by the highlighter the server puts on its global, with line numbers and
 * highlighted lines; without a highlighter (in the browser) the code shows plain, escaped.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { highlightCode } from '../../../src/markdown/highlightSnippet.js';
import { CODE_HIGHLIGHTER_GLOBAL } from '../../../src/theme/dom.js';
import CodeBlock from '../../../src/theme/docusaurus/CodeBlock.js';

const global = globalThis as Record<string, unknown>;
afterEach(() => delete global[CODE_HIGHLIGHTER_GLOBAL]);

test("on the server: highlighted as a fence is, in a fence's frame", () => {
  global[CODE_HIGHLIGHTER_GLOBAL] = highlightCode;
  const html = renderToString(
    <CodeBlock language="js" title="tide.js" showLineNumbers metastring="{2}">
      {'const high = 6;\nconst low = 1;\n'}
    </CodeBlock>,
  );
  expect(html).toMatch(
    /^<div class="code-block" data-language="js"><div class="code-block-title">tide\.js<\/div><pre tabindex="0" class="language-js"><code class="language-js code-highlight">/,
  );
  expect(html).toContain(
    '<span class="code-line line-number" line="1"><span class="token keyword">const</span>',
  );
  expect(html).toContain('<span class="code-line line-number highlight-line" line="2">');
  expect(html.match(/class="code-line/g)).toHaveLength(2);
});

test('the language may come as a className; a first line number may be given', () => {
  global[CODE_HIGHLIGHTER_GLOBAL] = highlightCode;
  const html = renderToString(
    <CodeBlock className="language-bash wide" showLineNumbers={7}>
      echo tide
    </CodeBlock>,
  );
  expect(html).toContain('<div class="code-block wide" data-language="bash">');
  expect(html).toContain('line="7"');
});

test('without a highlighter the code is plain and escaped; JSX children are shown as they are', () => {
  const plain = renderToString(<CodeBlock language="html">{'<b>bold</b>'}</CodeBlock>);
  expect(plain).toBe(
    '<div class="code-block" data-language="html"><pre tabindex="0" class="language-html"><code class="language-html">&lt;b&gt;bold&lt;/b&gt;</code></pre></div>',
  );
  const jsx = renderToString(
    <CodeBlock>
      <b>bold</b>
    </CodeBlock>,
  );
  expect(jsx).toBe(
    '<div class="code-block"><pre tabindex="0"><code><b>bold</b></code></pre></div>',
  );
});

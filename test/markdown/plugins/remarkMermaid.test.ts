/**
 * A ```mermaid fence becomes the container the browser draws in, its source kept as escaped text
 * in a <pre>, when the config has diagrams on; otherwise it stays a code block.
 */
import { expect, test } from 'vitest';
import { compileMd } from '../../../src/markdown/compileMd.js';
import { compileMdx } from '../../../src/markdown/compileMdx.js';
import remarkMermaid from '../../../src/markdown/plugins/remarkMermaid.js';
import { MERMAID_MARKER } from '../../../src/shared/index.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

const SOURCE = 'graph TD;\n  A["<img src=x onerror=alert(1)>"] --> B & C;';

test('a mermaid fence becomes a diagram container holding its source as text', () => {
  const { html } = run('Before.\n\n```mermaid\n' + SOURCE + '\n```\n\nAfter.', {
    remark: [remarkMermaid],
    ctx: makeContext({ mermaid: true }),
  });
  expect(html).toBe(
    '<p>Before.</p>\n<div class="docusaurus-mermaid-container"><pre class="mermaid-source">graph TD;\n  A["&#x3C;img src=x onerror=alert(1)>"] --> B &#x26; C;</pre></div>\n<p>After.</p>',
  );
  expect(html.startsWith('<p>Before.</p>\n' + MERMAID_MARKER)).toBe(true);
});

test('diagrams off, another language, or a fence in another case: code blocks as before', () => {
  const off = run('```mermaid\ngraph TD; A-->B;\n```', {
    remark: [remarkMermaid],
    ctx: makeContext(),
  });
  expect(off.html).toBe('<pre><code class="language-mermaid">graph TD; A-->B;\n</code></pre>');
  const other = run('```js\nx\n```\n\n```Mermaid\ny\n```', {
    remark: [remarkMermaid],
    ctx: makeContext({ mermaid: true }),
  });
  expect(other.html).not.toContain(MERMAID_MARKER);
});

test('through the whole pipeline: no highlighting, no code frame; in a list item too', () => {
  const { html } = compileMd(
    '- step\n\n  ```mermaid\n  sequenceDiagram\n    A->>B: hi\n  ```\n',
    makeContext({ mermaid: true }),
  );
  expect(html).toContain(
    '<div class="docusaurus-mermaid-container"><pre class="mermaid-source">sequenceDiagram\n  A->>B: hi</pre></div>',
  );
  expect(html).not.toContain('code-block');
  expect(html).not.toContain('token');
});

test('in MDX the source is a string in the module, never markup or an expression', async () => {
  const result = await compileMdx(
    '```mermaid\ngraph TD; A["{danger}</pre><script>x</script>"]-->B;\n```\n',
    makeContext({ mermaid: true }),
  );
  expect(result.problems).toEqual([]);
  expect(result.code).toContain('"docusaurus-mermaid-container"');
  expect(result.code).toContain(
    JSON.stringify('graph TD; A["{danger}</pre><script>x</script>"]-->B;'),
  );
});

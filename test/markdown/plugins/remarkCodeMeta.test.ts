import { expect, test } from 'vitest';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { run } from './run.js';

test("a fence's meta string is kept on the code element; a fence without one has none", () => {
  const { html } = run('```yaml title="compose.yml" {1,3}\na: 1\n```\n\n```js\nx\n```', {
    remark: [remarkCodeMeta],
  });
  expect(html).toBe(
    '<pre><code class="language-yaml" metastring="title=&#x22;compose.yml&#x22; {1,3}">a: 1\n</code></pre>\n<pre><code class="language-js">x\n</code></pre>',
  );
});

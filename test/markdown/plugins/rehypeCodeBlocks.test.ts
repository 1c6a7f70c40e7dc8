import { expect, test } from 'vitest';
import rehypeCodeBlocks from '../../../src/markdown/plugins/rehypeCodeBlocks.js';
import remarkCodeMeta from '../../../src/markdown/plugins/remarkCodeMeta.js';
import { run } from './run.js';

const html = (md: string) => run(md, { remark: [remarkCodeMeta], rehype: [rehypeCodeBlocks] }).html;

test('a fence gets a focusable frame with its language, and a title bar from title="…"', () => {
  expect(html('```yaml title="docker-compose.yml"\na: 1\n```')).toBe(
    '<div class="code-block" data-language="yaml"><div class="code-block-title">docker-compose.yml</div><pre tabindex="0"><code class="language-yaml">a: 1\n</code></pre></div>',
  );
});

test('single quotes and bare words name the title too; the meta string itself is not kept', () => {
  expect(html("```sh title='run it' {2}\nx\n```")).toContain(
    '<div class="code-block-title">run it</div>',
  );
  expect(html('```sh title=setup.sh\nx\n```')).toContain(
    '<div class="code-block-title">setup.sh</div>',
  );
  expect(html('```sh title=setup.sh\nx\n```')).not.toContain('metastring');
});

test('a fence with no language or title gets a bare frame; inline code none', () => {
  expect(html('```\nplain\n```')).toBe(
    '<div class="code-block"><pre tabindex="0"><code>plain\n</code></pre></div>',
  );
  expect(html('Some `inline` code.')).toBe('<p>Some <code>inline</code> code.</p>');
});

test('a block showing line numbers says how many digits its last one has', async () => {
  const { default: rehypeHighlight } =
    await import('../../../src/markdown/plugins/rehypeHighlight.js');
  const numbered = (meta: string) =>
    run(`\`\`\`js ${meta}\na\nb\n\`\`\``, {
      remark: [remarkCodeMeta],
      rehype: [rehypeHighlight, rehypeCodeBlocks],
    }).html;
  expect(numbered('showLineNumbers')).toContain('data-line-digits="1"');
  expect(numbered('showLineNumbers=99')).toContain('data-line-digits="3"');
  expect(numbered('{1}')).not.toContain('data-line-digits');
});

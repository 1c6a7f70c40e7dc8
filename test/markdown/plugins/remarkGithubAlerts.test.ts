import { expect, test } from 'vitest';
import { compileMd } from '../../../src/markdown/compileMd.js';
import { compileMdx } from '../../../src/markdown/compileMdx.js';
import remarkAdmonitions from '../../../src/markdown/plugins/remarkAdmonitions.js';
import remarkGithubAlerts from '../../../src/markdown/plugins/remarkGithubAlerts.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

const ctx = makeContext({
  labels: {
    ...makeContext().labels,
    admonitions: {
      note: 'Catatan',
      tip: 'Kiat',
      important: 'Penting',
      warning: 'Peringatan',
      caution: 'Hati-hati',
    },
  },
});
const html = (md: string) => run(md, { remark: [remarkGithubAlerts, remarkAdmonitions], ctx }).html;

test('each GitHub alert is the admonition of its kind, titled in the locale', () => {
  expect(html('> [!NOTE]\n> Useful *information*.')).toBe(
    '<div class="admonition admonition-note" role="note"><p class="admonition-title">Catatan</p><p>Useful <em>information</em>.</p></div>',
  );
  expect(html('> [!TIP]\n> x')).toContain(
    'admonition-tip" role="note"><p class="admonition-title">Kiat<',
  );
  expect(html('> [!WARNING]\n> x')).toContain('admonition-warning');
  // IMPORTANT is drawn as info and CAUTION as danger, each with its own word as the title.
  expect(html('> [!IMPORTANT]\n> x')).toContain(
    '<div class="admonition admonition-info" role="note"><p class="admonition-title">Penting</p>',
  );
  expect(html('> [!CAUTION]\n> x')).toContain(
    '<div class="admonition admonition-danger" role="note"><p class="admonition-title">Hati-hati</p>',
  );
});

test('the marker in any case, then paragraphs, lists and code; a marker alone is an empty alert', () => {
  expect(html('> [!note]\n>\n> First.\n>\n> - a\n> - b\n>\n> ```js\n> x();\n> ```')).toBe(
    '<div class="admonition admonition-note" role="note"><p class="admonition-title">Catatan</p><p>First.</p><ul>\n<li>a</li>\n<li>b</li>\n</ul><pre><code class="language-js">x();\n</code></pre></div>',
  );
  expect(html('> [!TIP]')).toBe(
    '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Kiat</p></div>',
  );
  expect(html('> [!TIP]\n> **Bold** start')).toContain(
    '<p class="admonition-title">Kiat</p><p><strong>Bold</strong> start</p>',
  );
});

test('anything else stays a quote, as on GitHub', () => {
  for (const quote of [
    '> [!NOTE] with words after it\n> x',
    '> Text first\n> [!NOTE]',
    '> [!DANGER]\n> not a GitHub kind',
    '> [!NOTE](https://example.com)',
  ])
    expect(html(quote), quote).toMatch(/^<blockquote>/);
});

test('both Markdown parsers and MDX read alerts alike', async () => {
  const source = '> [!IMPORTANT]\n> Back up **first**.\n\nAfter.';
  const fast = compileMd(source, ctx, 'fastest').html;
  expect(fast).toContain(
    '<div class="admonition admonition-info" role="note"><p class="admonition-title">Penting</p><p>Back up <strong>first</strong>.</p></div>',
  );
  expect(compileMd(source, ctx, 'remark').html).toBe(fast);
  const mdx = await compileMdx(source, ctx);
  expect(mdx.problems).toEqual([]);
  expect(mdx.code).toContain('admonition admonition-info');
  expect(mdx.code).toContain('"Penting"');
});

/**
 * Mermaid diagrams in a Docusaurus site (`test/fixtures/docusaurus-mermaid/`: `markdown.mermaid`,
 * `@docusaurus/theme-mermaid`, `themeConfig.mermaid`): a fence and `<Mermaid value>` become the
 * container the browser draws in, the source as text; mermaid's chunks are written only into a
 * locale where some page has a diagram, and a rebuild adds or removes them as diagrams come and go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadClientBundle } from '../../src/emit/clientBundle.js';
import { createWatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { builtFixture, copyFixture, read, removeDir } from '../helpers.js';

const { dir: site, summary } = builtFixture('docusaurus-mermaid');
const { dir: basic } = builtFixture('basic');
const page = (url: string) => read(site, path.join('dist', url, 'index.html'));

const client = loadClientBundle();
const mermaidFiles = client.mermaidFiles().map((f) => f.file);
const has = (dist: string, file: string) => fs.existsSync(path.join(dist, file));

const copies: string[] = [];
afterAll(() => copies.forEach(removeDir));

test('the config Docusaurus reads for Mermaid is read: no broken link, one warning, for the diagram mermaid cannot read', () => {
  expect(summary.warnings).toMatchObject([
    {
      file: path.join(site, 'docs', 'component.mdx'),
      line: 17,
      column: 1,
      message: expect.stringMatching(/^mermaid cannot read this diagram: Parse error on line 2: /),
    },
  ]);
  expect(summary.warnings).toHaveLength(1);
  expect(summary.linkCheck?.broken).toEqual([]);
});

test('a mermaid fence is the diagram container with its source as escaped text, not a code block', () => {
  const html = page('/docs/interlocking');
  expect(html).toContain(
    '<div class="docusaurus-mermaid-container"><pre class="mermaid-source">graph TD\n  A[Request route] --&gt; B{Points free?}',
  );
  expect(html).toContain('C --&gt; E[&quot;Clear signal &lt;b&gt;&amp;&lt;/b&gt; lock&quot;]');
  expect(html).not.toContain('language-mermaid');
  // The themes the config picked reach the browser with the shell.
  expect(html).toContain(
    '"mermaid":{"theme":{"light":"neutral","dark":"dark"},"options":{"fontFamily":"monospace"}}',
  );
});

test('<Mermaid value> from @theme/Mermaid writes the same container; a page without a diagram has none', () => {
  const html = page('/docs/component');
  expect(html).toContain(
    // (MDX takes the indentation off a JSX expression's lines, as under Docusaurus)
    '<div class="docusaurus-mermaid-container"><pre class="mermaid-source">stateDiagram-v2\n[*] --&gt; Danger',
  );
  expect(page('/docs/intro')).not.toContain('docusaurus-mermaid-container');
  expect(page('/docs/intro')).toContain('language-js');
});

test('mermaid’s chunks are in a site with a diagram, and in none without', () => {
  expect(mermaidFiles.length).toBeGreaterThan(10);
  for (const file of mermaidFiles) expect(has(path.join(site, 'dist'), file), file).toBe(true);
  for (const file of mermaidFiles) expect(has(path.join(basic, 'dist'), file), file).toBe(false);
  // The runtime itself is in both.
  for (const dir of [site, basic])
    expect(has(path.join(dir, 'dist'), client.entry), client.entry).toBe(true);
});

test('serve --watch adds mermaid’s chunks when a first diagram appears, and removes them with the last', async () => {
  const copy = copyFixture('docusaurus-mermaid');
  copies.push(copy);
  const out = path.join(copy, '.dev-out');
  const edit = (rel: string, text: string) => {
    fs.writeFileSync(path.join(copy, rel), text);
    return path.join(copy, rel);
  };
  // Start without a diagram.
  edit('docs/interlocking.md', '# Interlocking\n\nNo drawing yet.\n');
  edit('docs/component.mdx', '# Signal states\n\nNone here either.\n');
  const builder = createWatchBuilder({ root: copy, outDir: out });
  expect((await builder.build([])).errors).toEqual([]);
  expect(mermaidFiles.filter((file) => has(out, file))).toEqual([]);

  const drawn = edit(
    'docs/interlocking.md',
    '# Interlocking\n\n```mermaid\ngraph LR; A-->B;\n```\n',
  );
  expect((await builder.build([drawn])).errors).toEqual([]);
  expect(mermaidFiles.filter((file) => !has(out, file))).toEqual([]);

  const gone = edit('docs/interlocking.md', '# Interlocking\n\nDrawn no more.\n');
  expect((await builder.build([gone])).errors).toEqual([]);
  expect(mermaidFiles.filter((file) => has(out, file))).toEqual([]);
  expect(has(out, client.entry)).toBe(true);
  // Its search index is written a second after the last rebuild: not after the copy is removed.
  await builder.close();
});

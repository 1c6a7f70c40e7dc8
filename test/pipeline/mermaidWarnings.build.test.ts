/**
 * A Mermaid diagram mermaid cannot read is a warning of the build (`test/fixtures/invalid-diagram`
 * over `basic/`): the page builds with both diagrams' containers (the browser shows the error in
 * place), and the one warning names the invalid diagram's fence; a warm build from the cache says
 * it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { overlayFixture, removeDir } from '../helpers.js';

const site = overlayFixture('invalid-diagram');
afterAll(() => removeDir(site));

const diagramWarnings = (warnings: Array<{ file: string; message: string }>) =>
  warnings.filter((w) => /mermaid|diagram/i.test(w.message) || w.file.endsWith('diagrams.md'));

test('one valid and one invalid diagram: the build passes with one warning, at the invalid fence', async () => {
  const summary = await build({ root: site, outDir: path.join(site, 'dist'), search: false });
  const warnings = diagramWarnings(summary.warnings);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({
    file: path.join(site, 'docs', 'diagrams.md'),
    line: 14,
    column: 1,
  });
  expect(warnings[0].message).toMatch(/^mermaid cannot read this diagram: Parse error on line/);
  const html = fs.readFileSync(path.join(site, 'dist', 'docs', 'diagrams', 'index.html'), 'utf8');
  expect(html.match(/docusaurus-mermaid-container/g)).toHaveLength(2);

  // From the cache, the same warning.
  const warm = await build({
    root: site,
    outDir: path.join(site, 'dist'),
    search: false,
    force: true,
  });
  expect(diagramWarnings(warm.warnings)).toEqual(warnings);
}, 180_000);

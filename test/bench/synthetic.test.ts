/** The bench's synthetic corpus and the Hugo site written beside it. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark
import * as synthetic from '../../bench/synthetic.mjs';
// @ts-expect-error -- a plain ES module of the benchmark
import { writeHugoSite } from '../../bench/hugo.mjs';
import { hashTree, removeDir, repoRoot } from '../helpers.js';

const DOCS = 450; // three parts, the last one partial
let site: string;
beforeAll(() => {
  site = path.join(repoRoot, 'test', '.tmp', `bench-corpus-${process.pid}`);
  synthetic.generateSite(site, DOCS);
});
afterAll(() => removeDir(site));

const docFiles = () =>
  fs
    .readdirSync(path.join(site, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'));

test('docs sit two folders deep, with a _category_.json in every folder', () => {
  const files = docFiles();
  expect(files).toHaveLength(DOCS);
  expect(files.every((f) => f.split(path.sep).length === 3)).toBe(true);
  const folders = synthetic.docFolders(DOCS);
  expect(folders).toContain('part-2/section-2');
  expect(folders).not.toContain('part-2/section-3');
  for (const folder of folders) {
    expect(fs.existsSync(path.join(site, 'docs', folder, '_category_.json'))).toBe(true);
  }
});

test('a doc has about 600 words, front matter, headings, a table, code and an admonition', () => {
  const text = fs.readFileSync(path.join(site, 'docs', `${synthetic.docPath(321)}.md`), 'utf8');
  const body = text.split('\n---\n')[1];
  const words = body.split(/\s+/).filter(Boolean).length;
  expect(words).toBeGreaterThan(550);
  expect(words).toBeLessThan(700);
  expect(text).toMatch(/^---\ntitle: Page 1\.6\.1\n/);
  expect(text).toContain('## Configuration {#configuration}');
  expect(text).toContain('| --- | --- | --- |');
  expect(text).toContain('```yaml title="docker-compose.yml"');
  expect(text).toContain(':::tip');
});

test('every relative link of every doc names a doc of the corpus', () => {
  for (const file of docFiles()) {
    const text = fs.readFileSync(path.join(site, 'docs', file), 'utf8');
    for (const [, target] of text.matchAll(/\]\((\.{1,2}\/[^)#]+)/g)) {
      expect(fs.existsSync(path.resolve(path.dirname(path.join(site, 'docs', file)), target))).toBe(
        true,
      );
    }
  }
});

test('docs differ from each other, and the same size gives the same files', () => {
  const read = (n: number) =>
    fs.readFileSync(path.join(site, 'docs', `${synthetic.docPath(n)}.md`), 'utf8');
  expect(read(1).split('## Overview')[1]).not.toBe(read(2).split('## Overview')[1]);
  const again = `${site}-again`;
  synthetic.generateSite(again, DOCS);
  expect(hashTree(again)).toEqual(hashTree(site));
  removeDir(again);
});

test('the Hugo site mounts the docs as they are and makes each folder a section', () => {
  const hugo = `${site}-hugo`;
  writeHugoSite(site, hugo, DOCS);
  const config = fs.readFileSync(path.join(hugo, 'hugo.toml'), 'utf8');
  expect(config).toContain(`source = ${JSON.stringify(path.join(site, 'docs'))}`);
  expect(config).toContain('target = "content/docs"');
  for (const folder of synthetic.docFolders(DOCS)) {
    expect(fs.existsSync(path.join(hugo, 'sections', folder, '_index.md'))).toBe(true);
  }
  expect(fs.readFileSync(path.join(hugo, 'layouts', '_default', 'single.html'), 'utf8')).toContain(
    '.CurrentSection.RegularPages',
  );
  removeDir(hugo);
});

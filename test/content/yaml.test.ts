/** YAML in content (front matter, authors.yml, _category_.yml): the core schema, and errors at their place. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { loadAuthorsFile } from '../../src/plugins/blog/authors.js';
import { loadDocs } from '../../src/plugins/docs/load.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { ErrorList } from '../../src/errors.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

test('front matter errors are at their line and column of the file', () => {
  // The flow list never closes: the stream ends on the closing --- line.
  expect(splitFrontMatter('---\ntitle: ok\ntags: [a, b\n---\nbody', 'a.md').errors).toMatchObject([
    { line: 4, column: 1, message: expect.stringMatching(/^invalid front matter: .*flow/) },
  ]);
  expect(splitFrontMatter('---\ntitle: a\ntitle: b\n---\nbody', 'b.md').errors).toMatchObject([
    { line: 3, column: 1, message: 'invalid front matter: duplicated mapping key' },
  ]);
});

test('YAML 1.2 core: a date-like value stays the text written, yes/no are words', () => {
  const { frontMatter, errors } = splitFrontMatter(
    '---\ntitle: 2024-01-02\ndate: 2024-01-02\nsidebar_label: no\nsidebar_position: 0x10\n---\n',
    'c.md',
  );
  expect(errors).toEqual([]);
  expect(frontMatter).toMatchObject({
    title: '2024-01-02',
    date: '2024-01-02',
    sidebar_label: 'no',
    sidebar_position: 16,
  });
});

test('a broken authors.yml is an error at its line and column', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-authors-'));
  try {
    const file = path.join(dir, 'authors.yml');
    fs.writeFileSync(file, 'ana:\n  name: Ana\n   title: Writer\n');
    const errors = new ErrorList();
    expect(loadAuthorsFile(file, errors).size).toBe(0);
    expect(errors.errors).toMatchObject([
      { file, line: 3, column: 9, message: expect.stringMatching(/^invalid authors file: /) },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a broken _category_.yml is an error at its line and column', () => {
  const folder = path.join(site, 'docs', 'guides', 'advanced');
  const file = path.join(folder, '_category_.yml');
  fs.writeFileSync(file, 'label: Advanced\nposition: [3\n');
  const errors = new ErrorList();
  loadDocs(config, 'en', errors, false);
  fs.rmSync(file);
  expect(errors.errors).toMatchObject([
    { file, line: 3, column: 1, message: expect.stringMatching(/^invalid category file: /) },
  ]);
});

/** Ten lines whose aliases nest nine deep: 9^10 values once expanded. */
const ALIAS_BOMB = [
  'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...'bcdefghi'
    .split('')
    .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
  `title: [${Array(9).fill('*i').join(', ')}]`,
].join('\n');

test('an alias bomb in front matter is refused quickly, at its first alias', () => {
  const started = performance.now();
  const { errors, frontMatter } = splitFrontMatter(`---\n${ALIAS_BOMB}\n---\nbody`, 'bomb.md');
  expect(performance.now() - started).toBeLessThan(500);
  expect(frontMatter).toEqual({});
  expect(errors).toMatchObject([
    { file: 'bomb.md', line: 3, column: 8, message: expect.stringMatching(/alias bomb/) },
  ]);
});

test('aliases that repeat a little are read', () => {
  const { errors, frontMatter } = splitFrontMatter(
    '---\nkeywords: &k [a, b]\ntags: *k\n---\n',
    'ok.md',
  );
  expect(errors).toEqual([]);
  expect(frontMatter.tags).toEqual(['a', 'b']);
});

test('an alias bomb in authors.yml is an error naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-authors-'));
  try {
    const file = path.join(dir, 'authors.yml');
    fs.writeFileSync(file, ALIAS_BOMB);
    const errors = new ErrorList();
    loadAuthorsFile(file, errors);
    expect(errors.errors).toMatchObject([
      { file, line: 2, message: expect.stringMatching(/^invalid authors file: .*alias bomb/) },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

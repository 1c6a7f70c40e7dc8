/**
 * The layer rule of the test suite (CONTRIBUTING.md, Tests): a file named `*.test.ts` is a unit
 * test, so it builds no site, runs no CLI or other process, serves nothing and opens no browser;
 * what does goes in `*.build.test.ts`, `*.site.test.ts`, `*.watch.test.ts` or `test/browser/`.
 * Fails with the file and what it does, so a new test lands in the right layer.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import { expect, test } from 'vitest';
import { LAYERS, UNIT } from './setup/layers.js';
import { LONGEST_FILES } from './setup/sequencer.js';
import { repoRoot } from './helpers.js';

// This file names what it looks for, so it is left out.
const testFiles = fg.sync(UNIT, {
  cwd: repoRoot,
  ignore: ['test/.tmp/**', 'test/fixtures/**', 'test/testLayers.test.ts'],
});
const inLayer = picomatch(Object.values(LAYERS));

/** What a unit test must not do, and how its source shows it. */
const IMPURE: Array<[RegExp, string]> = [
  [/src\/pipeline\/(?:index|build|runBuild|watchBuilder)\.js'/, 'builds a site (src/pipeline)'],
  [/\brunCli(?:Here)?\(|bin\/sitegen\.js/, 'runs the CLI'],
  [/node:child_process/, 'starts a process'],
  [/serveWatch|src\/serve\/(?:index|server|devServer)\.js'/, 'serves a site'],
  [
    /\b(?:builtFixture|builtSite|copyBuiltFixture|serveBuiltFixture|serveWatchedFixture)\(/,
    'reads a shared build',
  ],
  [/playwright-core|browserOnFixture/, 'drives Chromium'],
];

test('unit test files build nothing, start no process, serve nothing and open no browser', () => {
  const unit = testFiles.filter((file) => !inLayer(file));
  expect(unit.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const file of unit) {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [pattern, what] of IMPURE)
      if (pattern.test(text))
        wrong.push(
          `${file} ${what}: name it *.build.test.ts (fixtures), *.watch.test.ts (serve --watch) or *.site.test.ts (the real site), or move it to test/browser/ (Chromium)`,
        );
  }
  expect(wrong).toEqual([]);
});

test('only test/browser/ drives Chromium', () => {
  const outside = testFiles.filter(
    (file) =>
      !file.startsWith('test/browser/') &&
      /playwright-core/.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')),
  );
  expect(outside).toEqual([]);
});

test('the files the sequencer starts first all exist', () => {
  const missing = LONGEST_FILES.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  expect(missing, 'remove them from LONGEST_FILES in test/setup/sequencer.ts').toEqual([]);
});

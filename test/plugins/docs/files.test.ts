/**
 * What the docs loader reads besides its sources is what it tells `serve --watch` to watch
 * (`sidebarLabelsFiles`, `tagsFiles`, `isCategoryFile`): a file it read and did not name would be an edit the
 * dev server misses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import { isSourcePath } from '../../../src/content/index.js';
import { isCategoryFile } from '../../../src/plugins/docs/categoryFile.js';
import { DOC_PATTERNS, loadDocs, sidebarLabelsFiles } from '../../../src/plugins/docs/load.js';
import { tagsFiles } from '../../../src/plugins/docs/tagsFile.js';
import { docsGroups } from '../../../src/content/index.js';
import { ErrorList } from '../../../src/errors.js';
import { filesTouched as touchedFiles, loadFixtureConfig, removeDir } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('docusaurus-config'));
});
afterAll(() => removeDir(site));

/** The files `run` looks at or reads, folders left out. */
function filesTouched(run: () => void): string[] {
  return touchedFiles(run).filter(
    (file) => !(fs.existsSync(file) && fs.statSync(file).isDirectory()),
  );
}

test('every file the docs of a locale are read from is a source, a category file or a sidebar labels file', () => {
  const errors = new ErrorList();
  const read = filesTouched(() => loadDocs(config, 'fr', errors, false));
  expect(errors.errors).toEqual([]);
  const labels = [...sidebarLabelsFiles(config, 'fr'), ...tagsFiles(docsGroups(config), 'fr')];
  const others = read.filter(
    (file) =>
      file.startsWith(site + path.sep) &&
      !isSourcePath(path.basename(file), DOC_PATTERNS) &&
      !isCategoryFile(file) &&
      !labels.includes(file),
  );
  expect(others).toEqual([]);
  expect(read).toEqual(expect.arrayContaining(labels.filter((file) => fs.existsSync(file))));
  expect(labels.length).toBeGreaterThan(0);
  expect(read.some(isCategoryFile)).toBe(true);
});

/**
 * A build with nothing to do: the same files, options and sitegen as the last good build into a
 * folder that is as that build left it. It reports that build again and writes nothing; any change
 * to a source, to the output or to the options makes it build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, hashTree, removeDir } from '../helpers.js';

const site = copyFixture('basic');
afterAll(() => removeDir(site));
const out = path.join(site, 'dist');
const options = { root: site, search: false };
/** Each output file's modification time: a build that writes nothing leaves them all as they are. */
const times = () =>
  Object.fromEntries(
    Object.keys(hashTree(out)).map((file) => [file, fs.statSync(path.join(out, file)).mtimeMs]),
  );

test('a second build of the same files is reported as the first, and writes nothing', async () => {
  const first = await build(options);
  expect(first.unchanged).toBeUndefined();
  const before = times();
  const second = await build(options);
  expect(second.unchanged).toBe(true);
  expect(second.pages).toEqual(first.pages);
  expect(second.bytes).toBe(first.bytes);
  expect(second.linkCheck?.links).toBe(first.linkCheck?.links);
  expect(times()).toEqual(before);
});

test('a changed source, a damaged output, other options or --force each build again', async () => {
  await build(options);
  const intro = path.join(site, 'docs', 'intro.md');
  fs.appendFileSync(intro, '\nOne more sentence for the up-to-date test.\n');
  const edited = await build(options);
  expect(edited.unchanged).toBeUndefined();
  expect(fs.readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8')).toContain(
    'One more sentence for the up-to-date test.',
  );
  expect((await build(options)).unchanged).toBe(true);

  fs.rmSync(path.join(out, 'docs', 'intro', 'index.html'));
  expect((await build(options)).unchanged).toBeUndefined();
  expect(fs.existsSync(path.join(out, 'docs', 'intro', 'index.html'))).toBe(true);

  expect((await build({ ...options, search: true })).unchanged).toBeUndefined();
  expect((await build({ ...options, search: true })).unchanged).toBe(true);
  expect((await build({ ...options, search: true, force: true })).unchanged).toBeUndefined();
});

/** esbuild messages become errors naming the right file, wherever sitegen runs from. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { expect, test } from 'vitest';
import { loadConfig } from '../src/config/load.js';
import { BuildFailed, esbuildFailed } from '../src/errors.js';

function tempSite(): string {
  // Deeper than the working folder and beside it, so a path taken relative to the wrong folder shows.
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-depth-a-'));
}

test('a failed esbuild build maps every message to an absolute file, line and 1-based column', async () => {
  const dir = tempSite();
  fs.mkdirSync(path.join(dir, 'deep', 'er'), { recursive: true });
  const file = path.join(dir, 'deep', 'er', 'broken.ts');
  fs.writeFileSync(file, 'export const a = 1;\nexport const b = ;\n');
  const thrown = await esbuild
    .build({ entryPoints: [file], absWorkingDir: dir, write: false, logLevel: 'silent' })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  const failed = esbuildFailed(thrown, dir, 'fallback');
  expect(failed).toBeInstanceOf(BuildFailed);
  expect(failed!.errors[0]).toMatchObject({ file, line: 2, column: 18 });
  expect(esbuildFailed(new Error('not esbuild'), dir, 'fallback')).toBeUndefined();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a config that does not compile is reported at its own file, when run from another folder', async () => {
  const dir = tempSite();
  const configFile = path.join(dir, 'sitegen.config.ts');
  fs.writeFileSync(configFile, "export default {\n  title: 'x',\n  url: ,\n};\n");
  expect(process.cwd()).not.toBe(dir);
  const error = await loadConfig(dir).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BuildFailed);
  expect((error as BuildFailed).errors[0]).toMatchObject({ file: configFile, line: 3 });
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a note pointing elsewhere in the file becomes a hint that says where, with the line's code", async () => {
  const dir = tempSite();
  const file = path.join(dir, 'page.tsx');
  fs.writeFileSync(file, 'export const P = () => (\n  <div>\n    <p>Hi</p>\n);\n');
  const thrown = await esbuild
    .build({
      entryPoints: [file],
      absWorkingDir: dir,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
    })
    .catch((e: unknown) => e);
  const [error] = esbuildFailed(thrown, dir, file)!.errors;
  expect(error.file).toBe(file);
  expect(error.hint).toBe('The opening "div" tag is here (page.tsx:2:4: <div>)');
  fs.rmSync(dir, { recursive: true, force: true });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { codeFilesHash, codeHash, codeVersion } from '../../src/cache/codeVersion.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-code-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

test('the code version changes with the package version, any code file and the lock file, and nothing else', () => {
  write('package.json', '{"version":"1.0.0"}');
  write('lib/cli.js', 'one');
  write('lib/chunks/a.js', 'two');
  write('package-lock.json', '{}');
  const lib = path.join(root, 'lib');
  const first = codeHash(root, lib);
  expect(codeHash(root, lib)).toBe(first);
  // The hash of lib/'s files kept beside them stands for reading them all again.
  expect(codeHash(root, lib, codeFilesHash(root, lib))).toBe(first);

  write('lib/README.txt', 'not code');
  write('lib/cli.js.map', 'a source map');
  expect(codeHash(root, lib)).toBe(first);

  write('lib/chunks/a.js', 'changed');
  const second = codeHash(root, lib);
  expect(second).not.toBe(first);
  write('package-lock.json', '{"lockfileVersion":3}');
  const third = codeHash(root, lib);
  expect(third).not.toBe(second);
  write('package.json', '{"version":"1.0.1"}');
  const fourth = codeHash(root, lib);
  expect(fourth).not.toBe(third);
  // The browser runtime is bundled into lib/ as JSON (lib/client.json): a change to it alone is a
  // change of the code, or a build would keep the old runtime as up to date.
  write('lib/client.json', '{"entry":"main.A.js"}');
  const fifth = codeHash(root, lib);
  expect(fifth).not.toBe(fourth);
  write('lib/client.json', '{"entry":"main.B.js"}');
  expect(codeHash(root, lib)).not.toBe(fifth);
});

test("sitegen's own code version is computed once and is a short hash", () => {
  expect(codeVersion()).toMatch(/^[0-9a-f]{16}$/);
  expect(codeVersion()).toBe(codeVersion());
});

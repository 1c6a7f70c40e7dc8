import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BuildFailed } from '../src/errors.js';
import { fileTooLarge, readText, withoutBom } from '../src/readText.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a byte-order mark before the text is dropped, one anywhere else is kept', () => {
  expect(withoutBom('\uFEFF---\ntitle: A')).toBe('---\ntitle: A');
  expect(withoutBom('a\uFEFFb')).toBe('a\uFEFFb');
  const file = path.join(dir, 'bom.json');
  fs.writeFileSync(file, '\uFEFF{"a": 1}');
  expect(JSON.parse(readText(file))).toEqual({ a: 1 });
});

test('a file over the size limit is refused before it is read, naming the file and the key', () => {
  const file = path.join(dir, 'big.md');
  fs.writeFileSync(file, 'x'.repeat(2 * 1024 * 1024 + 1));
  expect(fileTooLarge(file)).toBeUndefined();
  expect(fileTooLarge(file, 2)).toEqual({
    file,
    message: 'this file is 2.0 MB, larger than the 2 MB sitegen reads',
    hint: 'split it into smaller files, or raise maxFileSizeMB in the site config',
  });
  expect(() => readText(file, 2)).toThrow(BuildFailed);
  expect(readText(file, 3)).toHaveLength(2 * 1024 * 1024 + 1);
});

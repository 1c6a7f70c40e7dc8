import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { formatOf, leadingHeading, readSource } from '../../src/content/readSource.js';
import { ErrorList } from '../../src/errors.js';

test('a Markdown file is read as its front matter says, else as the config says, else by its extension', () => {
  expect(formatOf('/d/a.md')).toBe('md');
  expect(formatOf('/d/a.mdx')).toBe('mdx');
  expect(formatOf('/d/a.md', 'mdx')).toBe('mdx');
  expect(formatOf('/d/a.mdx', 'md')).toBe('md');
  expect(formatOf('/d/a.md', 'mdx', 'md')).toBe('md');
  expect(formatOf('/d/a.md', 'mdx', 'detect')).toBe('md');
  expect(formatOf('/d/a.mdx', 'md', 'detect')).toBe('mdx');
  expect(formatOf('/d/a.md', 'detect', 'mdx')).toBe('mdx');
  // Code is code, whatever the config says.
  expect(formatOf('/d/a.js', 'md', 'mdx')).toBe('tsx');
});

test('front matter format is read, and a value it cannot be is an error at its line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-format-'));
  try {
    const file = path.join(dir, 'a.md');
    const located = { relPath: 'a.md', file, defaultFile: file, translated: false };
    fs.writeFileSync(file, '---\ntitle: A\nformat: md\n---\n\nText\n');
    const errors = new ErrorList();
    expect(readSource(located, 'en', errors, undefined, 'mdx').format).toBe('md');
    fs.writeFileSync(file, '---\ntitle: A\nformat: markdown\n---\n\nText\n');
    expect(readSource(located, 'en', errors, undefined, 'mdx').format).toBe('mdx');
    expect(errors.errors).toEqual([
      expect.objectContaining({
        file,
        line: 3,
        message: 'front matter "format" must be md, mdx or detect, got "markdown"',
      }),
    ]);
    expect(errors.warnings).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("MDX's imports and exports before the first heading leave it the title", () => {
  const body =
    "\n\nimport A from './a';\nimport {\n  B,\n} from './b';\n\nexport const x = 1;\n\n# Title\n";
  expect(leadingHeading(body, 'mdx')).toBe('Title');
  // In CommonMark an import line is text: the heading is not the first thing.
  expect(leadingHeading(body, 'md')).toBeUndefined();
});

test('a byte-order mark before the front matter is dropped: the front matter is read as such', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bom-'));
  try {
    for (const name of ['a.md', 'b.mdx']) {
      const file = path.join(dir, name);
      const located = { relPath: name, file, defaultFile: file, translated: false };
      fs.writeFileSync(file, '\uFEFF---\ntitle: Marked\n---\n\nText\n');
      const errors = new ErrorList();
      const source = readSource(located, 'en', errors);
      expect(errors.errors).toEqual([]);
      expect(source.frontMatter).toEqual({ title: 'Marked' });
      expect(source.body).toBe('\n\n\n\nText\n');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a file over the size limit is an error naming it and the key that raises the limit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-size-'));
  try {
    const file = path.join(dir, 'huge.md');
    const located = { relPath: 'huge.md', file, defaultFile: file, translated: false };
    fs.writeFileSync(file, `# Huge\n\n${'word '.repeat(300_000)}\n`);
    const errors = new ErrorList();
    expect(readSource(located, 'en', errors, undefined, 'detect', 1).body).toBe('');
    expect(errors.errors).toEqual([
      {
        file,
        message: 'this file is 1.4 MB, larger than the 1 MB sitegen reads',
        hint: 'split it into smaller files, or raise maxFileSizeMB in the site config',
      },
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

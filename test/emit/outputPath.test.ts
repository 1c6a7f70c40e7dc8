import path from 'node:path';
import { expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { outputPath } from '../../src/emit/outputPath.js';

test('a path inside the output folder is given back absolute; one outside is a build failure', () => {
  const out = path.resolve('/tmp/out');
  expect(outputPath(out, 'docs/intro/index.html')).toBe(
    path.join(out, 'docs', 'intro', 'index.html'),
  );
  expect(outputPath(out, '..dots/index.html')).toBe(path.join(out, '..dots', 'index.html'));
  for (const bad of ['../x', 'docs/../../x', '/etc/passwd', '', '.']) {
    expect(() => outputPath(out, bad)).toThrow(BuildFailed);
  }
});

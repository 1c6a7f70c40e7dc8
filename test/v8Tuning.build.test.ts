/**
 * The V8 settings the CLI sets before a command (src/v8Tuning.ts): the raised optimization budget
 * under V8 11 (Node 20) only, as the flag of that name exists there and not in V8 12 and later
 * (where setting it would print V8's "unrecognized flag" error on every run).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { v8FlagsFor } from '../src/v8Tuning.js';
import { repoRoot } from './helpers.js';

test('V8 11 gets the raised budget; V8 12 and later keep their own settings', () => {
  expect(v8FlagsFor('11.3.244.8-node.33')).toEqual(['--interrupt-budget=528000']);
  expect(v8FlagsFor('12.4.254.21-node.33')).toEqual([]);
  expect(v8FlagsFor('13.6.233.17-node.40')).toEqual([]);
});

test('the flags set here are flags of this Node.js: the CLI starts with nothing on stderr', () => {
  const bin = path.join(repoRoot, 'bin', 'sitegen.js');
  const result = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(result.stderr).toBe('');
  // The flag is one V8 knows here: `--v8-options` lists every flag of this V8.
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  for (const flag of v8FlagsFor(process.versions.v8))
    expect(options).toContain(flag.replace(/=.*/, ' '));
});

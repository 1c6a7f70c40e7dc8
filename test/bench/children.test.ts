/** The bench's reading of a process's children from /proc (bench/children.mjs). */
import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark
import * as children from '../../bench/children.mjs';

test('state, parent and CPU ticks (own and waited-for children) are read after the command, whatever it holds', () => {
  const stat =
    '4242 (pagefind (x) y) Z 4200 4242 4200 0 -1 4194828 100 0 0 0 123 45 6 7 20 0 1 0 5000 0 0';
  expect(children.parseStat(stat)).toEqual({ state: 'Z', ppid: 4200, ticks: 123 + 45 + 6 + 7 });
});

test.skipIf(process.platform !== 'linux')(
  'a running child is listed as not ended, with this process as its parent',
  async () => {
    const child = spawn('sleep', ['5']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const listed = (children.childrenOf() as Array<{ pid: number; ended: boolean }>).find(
        (c) => c.pid === child.pid,
      );
      expect(listed).toMatchObject({ pid: child.pid, ended: false });
    } finally {
      child.kill();
    }
  },
);

/** The bench's reading of a process's children from /proc (bench/children.mjs). */
import { expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark
import * as children from '../../bench/children.mjs';

test('state, parent and CPU ticks (own and waited-for children) are read after the command, whatever it holds', () => {
  const stat =
    '4242 (pagefind (x) y) Z 4200 4242 4200 0 -1 4194828 100 0 0 0 123 45 6 7 20 0 1 0 5000 0 0';
  expect(children.parseStat(stat)).toEqual({ state: 'Z', ppid: 4200, ticks: 123 + 45 + 6 + 7 });
});

test.skipIf(process.platform !== 'linux')(
  'each child is listed with its pid, whether it ended, and its CPU time; a process without children has none',
  () => {
    for (const child of children.childrenOf(1) as Array<Record<string, unknown>>) {
      expect(Number.isInteger(child.pid)).toBe(true);
      expect(typeof child.ended).toBe('boolean');
      expect(child.cpuMs).toBeGreaterThanOrEqual(0);
    }
    // Above the kernel's largest pid (2^22) there is no process, so no child of one.
    expect(children.childrenOf(2 ** 22 + 1)).toEqual([]);
  },
);

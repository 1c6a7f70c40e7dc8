import { expect, test } from 'vitest';
import { createRebuildQueue } from '../../src/serve/rebuildQueue.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('changes during a rebuild wait for it and go together into the next; never two at once', async () => {
  const batches: string[][] = [];
  let running = 0;
  let most = 0;
  const queue = createRebuildQueue(
    async (files) => {
      running++;
      most = Math.max(most, running);
      batches.push(files);
      await pause(60);
      running--;
    },
    { settleMs: 5, maxWaitMs: 50 },
  );
  queue.add('a.md');
  await pause(20);
  expect(queue.busy).toBe(true);
  for (const file of ['b.md', 'c.md', 'b.md', 'd.md']) queue.add(file);
  await queue.idle();
  expect(most).toBe(1);
  expect(batches).toEqual([['a.md'], ['b.md', 'c.md', 'd.md']]);
});

test('rapid saves of one file make one rebuild', async () => {
  const batches: string[][] = [];
  const queue = createRebuildQueue(async (files) => void batches.push(files), {
    settleMs: 20,
    maxWaitMs: 200,
  });
  for (let i = 0; i < 5; i++) {
    queue.add('intro.md');
    await pause(2);
  }
  await queue.idle();
  expect(batches).toEqual([['intro.md']]);
});

test('a failing rebuild does not stop the queue; force runs with nothing changed', async () => {
  const batches: string[][] = [];
  const queue = createRebuildQueue(
    async (files) => {
      batches.push(files);
      if (batches.length === 1) throw new Error('boom');
    },
    { settleMs: 5, maxWaitMs: 50 },
  );
  queue.force();
  await queue.idle();
  queue.add('x.md');
  await queue.idle();
  expect(batches).toEqual([[], ['x.md']]);
  queue.close();
  queue.add('y.md');
  await queue.idle();
  expect(batches).toHaveLength(2);
});

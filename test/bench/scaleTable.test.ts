/** The page-size growth the bench compares between corpus sizes. */
import { expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark
import { pageGrowth } from '../../bench/scaleTable.mjs';

const row = (docs: number, path: string, sitegenBytes?: number) => ({
  docs,
  docPage: { path, sitegenBytes },
});

test('the same page at the largest size over the smallest', () => {
  const rows = [
    row(1000, '/docs/a', 20_000),
    row(2000, '/docs/a', 25_000),
    row(5000, '/docs/a', 60_000),
  ];
  const growth = pageGrowth(rows);
  expect(growth.ratio).toBe(3);
  expect(growth.small.docs).toBe(1000);
  expect(growth.large.docs).toBe(5000);
});

test('no growth between different pages or from a single size', () => {
  expect(pageGrowth([row(100, '/docs/a', 20_000), row(1000, '/docs/b', 30_000)])).toBeUndefined();
  expect(pageGrowth([row(1000, '/docs/a', 20_000)])).toBeUndefined();
});

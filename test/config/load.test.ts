import { expect, test } from 'vitest';
import { cycleIn } from '../../src/config/load.js';

test('a value that holds itself is found, with the path to it; a shared value is no cycle', () => {
  const category: { items: unknown[] } = { items: ['a'] };
  category.items.push({ type: 'category', items: [category] });
  expect(cycleIn({ main: ['intro', category] })).toEqual(['main', '1', 'items', '1', 'items', '0']);
  const shared = { type: 'doc', id: 'a' };
  expect(cycleIn({ one: [shared], two: [shared, { items: [shared] }] })).toBeUndefined();
});

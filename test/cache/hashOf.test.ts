/** `hashOf` hashes text in pieces as the text they make, and keeps its parts apart. */
import { expect, test } from 'vitest';
import { hashOf } from '../../src/cache/index.js';

test('text in pieces hashes as the joined text, in UTF-8 as bytes would', () => {
  const pieces = ['<p>Grüße ', '日本語', '', ' 🦎</p>'];
  const text = pieces.join('');
  expect(hashOf(pieces)).toBe(hashOf(text));
  expect(hashOf(pieces)).toBe(hashOf(Buffer.from(text)));
  expect(hashOf('a', pieces, 'b')).toBe(hashOf('a', text, 'b'));
});

test('parts are kept apart: moving text from one part to the next changes the hash', () => {
  expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
  expect(hashOf(['a', 'b'])).not.toBe(hashOf('a', 'b'));
  expect(hashOf('x')).toMatch(/^[0-9a-f]{32}$/);
});

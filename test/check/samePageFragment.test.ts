/**
 * A plain `#fragment` link is judged without parsing a URL (linkChecker.ts): what it scrolls to
 * must be what the URL parser and `fragmentOf` find, for every fragment taken as plain.
 */
import { expect, test } from 'vitest';
import { fragmentOf, samePageFragment } from '../../src/check/linkChecker.js';
import { seededRandom } from '../helpers.js';

const base = new URL('https://example.com/docs/guide/');

test('heading ids of every script are plain, and scroll where the URL parser says', () => {
  for (const href of [
    '#',
    '#overview',
    '#top',
    '#TOP',
    '#:~:text=hello',
    '#step-2_b.c',
    '#конфигурация',
    '#配置-環境',
    "#it's-(odd)!*+,;=:@/?",
    '#é',
  ]) {
    const fragment = samePageFragment(href);
    expect(fragment, href).not.toBe(null);
    expect(fragment, href).toBe(fragmentOf(new URL(href, base)));
  }
});

test('any other link is parsed: not a fragment, or one the parser encodes, drops or decodes', () => {
  for (const href of [
    'page#x',
    '/docs#x',
    '#a b',
    '#a%20b',
    '#%zz',
    '#a\tb',
    '#a\nb',
    '# x',
    '#x ',
    '#"q"',
    '#<x>',
    '#`x`',
    '#😀',
    '#\ud800',
  ])
    expect(samePageFragment(href), JSON.stringify(href)).toBe(null);
});

test('random fragments: each taken as plain scrolls where the URL parser says', () => {
  const alphabet = [
    ...'aZ09-_.~!$&\'()*+,;=:@/?%# \t\n"<>`\\^{|}[]',
    'é',
    'ж',
    '中',
    '\u00a0',
    '\u0085',
    '\u200b',
    '\ufeff',
    '\ud83d',
    '\ude00',
    'top',
    ':~:',
  ];
  const next = seededRandom(11);
  const random = (n: number) => Math.floor(next() * n);
  let plain = 0;
  for (let i = 0; i < 20_000; i++) {
    let href = '#';
    for (let n = random(8); n > 0; n--) href += alphabet[random(alphabet.length)];
    const fragment = samePageFragment(href);
    if (fragment === null) continue;
    plain++;
    expect(fragment, JSON.stringify(href)).toBe(fragmentOf(new URL(href, base)));
  }
  expect(plain).toBeGreaterThan(1000);
});

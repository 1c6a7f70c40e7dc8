import { expect, test } from 'vitest';
import { excerptParts } from '../../src/theme/components/searchExcerpt.js';

test('only the word is marked, not the punctuation Pagefind keeps around it', () => {
  expect(excerptParts('run it <mark>(docker</mark> compose) <mark>monitor,</mark> then')).toEqual([
    { text: 'run it (', marked: false },
    { text: 'docker', marked: true },
    { text: ' compose) ', marked: false },
    { text: 'monitor', marked: true },
    { text: ', then', marked: false },
  ]);
});

test('entities are decoded to text, words in any script are kept whole', () => {
  expect(excerptParts('&lt;b&gt; <mark>“pemantauan”</mark> <mark>稲妻。</mark>')).toEqual([
    { text: '<b> “', marked: false },
    { text: 'pemantauan', marked: true },
    { text: '” ', marked: false },
    { text: '稲妻', marked: true },
    { text: '。', marked: false },
  ]);
  expect(excerptParts('<mark>...</mark>')).toEqual([{ text: '...', marked: false }]);
});

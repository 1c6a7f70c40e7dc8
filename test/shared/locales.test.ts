/**
 * A site's locale id finds sitegen's strings of its language (`es-ES` → `es`, `zh-TW` →
 * `zh-Hant`), and the languages written right to left get `rtl`.
 */
import { expect, test } from 'vitest';
import { directionOf, themeLocaleOf } from '../../src/shared/locales.js';

const shipped = ['de', 'en', 'es', 'fr', 'pt-BR', 'zh-Hans', 'zh-Hant'];

test.each([
  ['es', 'es'],
  ['es-ES', 'es'],
  ['es-419', 'es'],
  ['ES-es', 'es'],
  ['pt', 'pt-BR'],
  ['pt-BR', 'pt-BR'],
  ['pt-br', 'pt-BR'],
  ['pt-PT', 'pt-BR'],
  ['zh', 'zh-Hans'],
  ['zh-CN', 'zh-Hans'],
  ['zh-TW', 'zh-Hant'],
  ['zh-HK', 'zh-Hant'],
  ['zh-Hant-TW', 'zh-Hant'],
  ['en-GB', 'en'],
  ['de-AT', 'de'],
])('%s reads %s', (locale, file) => {
  expect(themeLocaleOf(locale, shipped)).toBe(file);
});

test('a language sitegen does not ship, or an id that is no locale, finds no file', () => {
  expect(themeLocaleOf('xx', shipped)).toBeUndefined();
  expect(themeLocaleOf('sw-KE', shipped)).toBeUndefined();
  expect(themeLocaleOf('not a locale', shipped)).toBeUndefined();
});

test('Arabic, Persian and Hebrew run right to left, in any regional form', () => {
  for (const locale of ['ar', 'ar-EG', 'fa', 'fa-IR', 'he', 'he-IL', 'iw', 'ur'])
    expect(directionOf(locale), locale).toBe('rtl');
  for (const locale of ['en', 'es-ES', 'zh-Hant', 'arn', 'x', 'not a locale'])
    expect(directionOf(locale), locale).toBe('ltr');
});

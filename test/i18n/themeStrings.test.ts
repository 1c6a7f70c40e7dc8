/**
 * sitegen's own strings (`locales/<language>.json`) are complete in every language it ships: the
 * same keys as English, each with the same `{placeholders}`, none empty. A key added to
 * `en.json` must be translated in each file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { themeLocales } from '../../src/i18n/strings.js';

const folder = path.resolve('locales');
const read = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, `${id}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = read('en');

test('sitegen ships its strings in at least 20 languages', () => {
  expect(themeLocales().length).toBeGreaterThanOrEqual(20);
});

test.each(themeLocales().filter((id) => id !== 'en'))(
  '%s has every key, with its placeholders',
  (id) => {
    const strings = read(id);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(strings[key] ?? ''), `${id}: ${key}`).toEqual(placeholders(text));
      expect(strings[key]!.trim(), `${id}: ${key}`).not.toBe('');
    }
  },
);

test.each(themeLocales())('%s is named as a locale its language finds', (id) => {
  expect(() => new Intl.Locale(id)).not.toThrow();
});

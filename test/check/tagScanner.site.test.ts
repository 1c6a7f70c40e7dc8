/**
 * tagScanner.ts reads every page of the real site and of a Docusaurus fixture (their default locale) as
 * htmlparser2's tokenizer reads it (the cases one by one: tagScanner.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test } from 'vitest';
import { builtFixture, builtSite } from '../helpers.js';
import { reference, scanned } from './tagScannerReference.js';

/** The pages of the default locale (at the root): other locales have the same kinds of page. */
function pagesOf(dir: string, locales: string[] = []): string[] {
  const ignore = ['pagefind/**', ...locales.map((locale) => `${locale}/**`)];
  return fg.sync('**/*.html', { cwd: dir, absolute: true, ignore });
}

test.each([
  ['the real site', () => builtSite().dir, 500],
  [
    'the docusaurus-theme fixture',
    () => path.join(builtFixture('docusaurus-theme').dir, 'dist'),
    10,
  ],
])('every page of %s reads the same', (_name, dirOf, least) => {
  const pages = pagesOf(dirOf());
  expect(pages.length).toBeGreaterThan(least);
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    const ours = scanned(html);
    // Compared whole only when they differ: a long page's deep equality is slow.
    if (JSON.stringify(ours) !== JSON.stringify(reference(html)))
      expect({ page, tags: ours }).toEqual({ page, tags: reference(html) });
  }
});

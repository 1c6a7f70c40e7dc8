/**
 * The theme's custom properties are named `--sg-…`: a site's own stylesheet that defines
 * `--sg-accent`, `--sg-border` or `--sg-radius` for itself (Tailwind and shadcn/ui do) must not repaint the
 * navbar, the sidebar or the active items. Infima's `--ifm-…` are the ones a site is meant to set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const themeDir = path.join(import.meta.dirname, '..', '..', 'src', 'theme');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

test('every custom property the theme defines or reads is sitegen’s (--sg-) or Infima’s (--ifm-)', () => {
  const files = cssFiles(themeDir);
  expect(files.length).toBeGreaterThan(5);
  const foreign = new Set<string>();
  for (const file of files) {
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name] of css.matchAll(/(?<![\w-])--([a-z][\w-]*)/g))
      if (!/^(sg|ifm)-[a-z]/.test(name)) foreign.add(`${path.basename(file)}: --${name}`);
  }
  expect([...foreign]).toEqual([]);
});

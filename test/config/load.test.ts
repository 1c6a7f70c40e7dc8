import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { cycleIn, loadConfig } from '../../src/config/load.js';

test('a value that holds itself is found, with the path to it; a shared value is no cycle', () => {
  const category: { items: unknown[] } = { items: ['a'] };
  category.items.push({ type: 'category', items: [category] });
  expect(cycleIn({ main: ['intro', category] })).toEqual(['main', '1', 'items', '1', 'items', '0']);
  const shared = { type: 'doc', id: 'a' };
  expect(cycleIn({ one: [shared], two: [shared, { items: [shared] }] })).toBeUndefined();
});

test('a config importing defineConfig as "sitegen" or by the registry name loads without sitegen installed in the site', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-config-import-'));
  try {
    for (const name of ['sitegen', '@sitegen-tools/sitegen']) {
      fs.writeFileSync(
        path.join(site, 'sitegen.config.ts'),
        `import { defineConfig } from '${name}';\nexport default defineConfig({ title: '${name}', url: 'https://example.com' });\n`,
      );
      expect((await loadConfig(site)).title).toBe(name);
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}, 30_000);

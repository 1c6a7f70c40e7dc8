/** sitegen builds the Tianji site first, but its code is for any site: none of it names this one. */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { repoRoot } from './helpers.js';

test('no file of src/ names the site in this repository, or its host', async () => {
  const config = await loadConfig(repoRoot);
  const names = [config.title, new URL(config.url).hostname.split('.')[0]].map((n) =>
    n.toLowerCase(),
  );
  const files = fg.sync('src/**/*.{ts,tsx,css}', { cwd: repoRoot });
  expect(files.length).toBeGreaterThan(100);
  const naming = files.filter((file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8').toLowerCase();
    return names.some((name) => text.includes(name));
  });
  expect(naming).toEqual([]);
});

/** The runtime bundle is reused from the site's cache while none of its inputs changed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { cacheDir } from '../../src/cache/cache.js';
import { bundleClient } from '../../src/emit/clientBundle.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-client-'));
const cached = path.join(cacheDir(site), 'client', 'last.json');
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test(
  'bundled once, then taken from the cache; a changed input bundles again',
  { timeout: 60_000 },
  async () => {
    const first = await bundleClient(site);
    expect(first.entry).toMatch(/^assets\/js\/main\.[A-Z0-9]+\.js$/);
    expect(first.files.map((f) => f.file)).toContain(first.entry);
    const record = JSON.parse(fs.readFileSync(cached, 'utf8'));
    expect(Object.keys(record.inputs)).toContain('src/client/main.tsx');

    // A cached bundle whose inputs all still hash the same is returned as it is.
    fs.writeFileSync(
      cached,
      JSON.stringify({ ...record, bundle: { entry: 'assets/js/main.CACHED.js', files: [] } }),
    );
    expect((await bundleClient(site)).entry).toBe('assets/js/main.CACHED.js');

    // One input no longer matching its hash: bundled again, and the cache holds the real bundle.
    fs.writeFileSync(
      cached,
      JSON.stringify({
        ...record,
        inputs: { ...record.inputs, 'src/client/main.tsx': 'stale' },
        bundle: { entry: 'assets/js/main.CACHED.js', files: [] },
      }),
    );
    const again = await bundleClient(site);
    expect(again.entry).toBe(first.entry);
    expect(JSON.parse(fs.readFileSync(cached, 'utf8')).bundle.entry).toBe(first.entry);
  },
);

/** The browser runtime is bundled once, with sitegen (scripts/clientBundle.mjs), and read by every build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the compile step
import { bundleClientRuntime } from '../../scripts/clientBundle.mjs';
import { loadClientBundle } from '../../src/emit/clientBundle.js';
import { SCRIPT_DIR } from '../../src/routes/index.js';
import { repoRoot } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-client-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the compiled runtime is what src/client bundles to now, in the script folder', async () => {
  const bundle = loadClientBundle();
  expect(bundle.entry).toMatch(new RegExp(`^${SCRIPT_DIR}/main\\.[A-Z0-9]+\\.js$`));
  const core = bundle.files.map((f) => f.file);
  const mermaid = bundle.mermaidFiles().map((f) => f.file);
  const names = [...core, ...mermaid];
  expect(core).toContain(bundle.entry);
  for (const name of names) expect(name.startsWith(`${SCRIPT_DIR}/`)).toBe(true);
  // Code-split: the lazy parts are chunks of their own, and every chunk imported is in the bundle.
  expect(core.length).toBeGreaterThan(1);
  for (const { file, text } of [...bundle.files, ...bundle.mermaidFiles()]) {
    for (const [, imported] of text.matchAll(/(?:from|import)\s*\(?"(\.\/[^"]+)"/g))
      expect(names).toContain(path.posix.join(path.posix.dirname(file), imported));
  }
  // Made from the sources as they are (a stale lib/ fails here: run npm run compile).
  const fresh = path.join(dir, 'client.json');
  await (bundleClientRuntime as (root: string, out: string) => Promise<void>)(repoRoot, fresh);
  const written = JSON.parse(fs.readFileSync(fresh, 'utf8')) as { mermaid: string };
  expect(written).toEqual({ entry: bundle.entry, files: bundle.files, mermaid: written.mermaid });
  expect(JSON.parse(fs.readFileSync(path.join(dir, written.mermaid), 'utf8'))).toEqual(
    bundle.mermaidFiles(),
  );
});

test('mermaid’s chunks are apart, and what every page loads imports none of them but by import()', () => {
  const bundle = loadClientBundle();
  const mermaid = new Set(bundle.mermaidFiles().map((f) => f.file));
  expect(mermaid.size).toBeGreaterThan(10);
  expect(bundle.files.filter((f) => mermaid.has(f.file))).toEqual([]);
  const imports = (text: string, dynamic: boolean) =>
    [...text.matchAll(dynamic ? /import\("(\.\/[^"]+)"\)/g : /from\s*"(\.\/[^"]+)"/g)].map((m) =>
      path.posix.join(SCRIPT_DIR, m[1]),
    );
  // A static import of a mermaid chunk from the runtime would load it on every page.
  for (const { file, text } of bundle.files)
    expect(
      imports(text, false).filter((f) => mermaid.has(f)),
      file,
    ).toEqual([]);
  // The runtime reaches mermaid through one import() (client/mermaid.ts).
  const dynamic = bundle.files.flatMap((f) => imports(f.text, true)).filter((f) => mermaid.has(f));
  expect(dynamic.length).toBeGreaterThan(0);
});

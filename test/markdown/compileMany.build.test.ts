/** Worker threads must produce exactly what the main thread produces. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module shared with the benchmark
import { generateSite } from '../../bench/synthetic.mjs';
import { WORKER_THRESHOLD_BYTES } from '../../src/markdown/compileMany.js';
import { hashTree, removeDir, repoRoot, runCli } from '../helpers.js';

let site: string;
beforeAll(() => {
  site = path.join(repoRoot, 'test', '.tmp', `synthetic-${process.pid}`);
  // 60 synthetic docs, each lengthened to 20 kB: more Markdown than the threshold, in few pages.
  (generateSite as (dir: string, pages: number) => void)(site, 60);
  const more =
    '\n## More\n\nA paragraph with `code`, **strong text** and [a link](https://tianji.dev).\n\n- one\n- two\n';
  for (const file of fs.readdirSync(path.join(site, 'docs'), {
    recursive: true,
    encoding: 'utf8',
  })) {
    if (!file.endsWith('.md')) continue;
    const doc = path.join(site, 'docs', file);
    fs.appendFileSync(doc, more.repeat(Math.ceil((20_000 - fs.statSync(doc).size) / more.length)));
  }
  expect(60 * 20_000).toBeGreaterThan(WORKER_THRESHOLD_BYTES * 1.15);
});
afterAll(() => removeDir(site));

test(
  'a build on worker threads writes the same files as one on the main thread',
  { timeout: 90_000 },
  () => {
    // Without the search index and the link check, which do not compile Markdown.
    const flags = ['--no-search', '--no-check-links'];
    const threaded = runCli(['build', '--out', 'dist-threads', ...flags], site);
    expect(threaded.status).toBe(0);
    fs.rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
    process.env.SITEGEN_WORKERS = '0';
    const single = runCli(['build', '--out', 'dist-single', ...flags], site);
    delete process.env.SITEGEN_WORKERS;
    expect(single.status).toBe(0);
    const a = hashTree(path.join(site, 'dist-threads'));
    expect(Object.keys(a).length).toBeGreaterThan(60);
    expect(hashTree(path.join(site, 'dist-single'))).toEqual(a);
  },
);

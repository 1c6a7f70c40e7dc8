/**
 * Compile workers stop once idle: their heaps are mostly garbage of the compile they did, which an
 * idle thread never collects. A later compile starts new ones and compiles as the first did.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  IDLE_MS,
  WORKER_THRESHOLD_BYTES,
  compileMany,
  runningCompilers,
  stopCompilers,
} from '../../src/markdown/compileMany.js';
import type { WorkerJob } from '../../src/markdown/compileJobs.js';
import { makeSettings, repoRoot } from '../helpers.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-idle-workers-'));
afterAll(() => {
  stopCompilers();
  fs.rmSync(site, { recursive: true, force: true });
});

const settings = makeSettings(site, { contentRoots: [site] });

/** Enough Markdown to be worth the workers, in a few files. */
const jobs: WorkerJob[] = Array.from({ length: 6 }, (_, i) => {
  const file = path.join(site, `doc-${i}.md`);
  const body = `# Doc ${i}\n\n${'A paragraph with `code` and **strong text**.\n\n'.repeat(
    Math.ceil(WORKER_THRESHOLD_BYTES / 6 / 40),
  )}`;
  return { file, defaultFile: file, body, section: 'docs' };
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(
  'compile workers stop once idle, and a later compile starts them again',
  { timeout: 60_000 },
  async () => {
    if (!fs.existsSync(path.join(repoRoot, 'lib', 'compileWorker.js')))
      throw new Error('run `npm run compile` first: the workers run lib/compileWorker.js');
    if (os.availableParallelism() < 2) return; // one core: no workers to stop
    const first = await compileMany(settings, jobs);
    expect(runningCompilers()).toBeGreaterThan(0);
    // An empty compile in the meantime (a locale with nothing to compile) keeps no worker alive.
    await compileMany(settings, []);
    await wait(IDLE_MS + 500);
    expect(runningCompilers()).toBe(0);
    const again = await compileMany(settings, jobs);
    expect(runningCompilers()).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(first[0].html).toContain('<strong>strong text</strong>');
  },
);

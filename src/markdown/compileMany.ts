/**
 * Compiles many `.md` sources, on all cores when there are enough of them to pay for starting
 * worker threads (and the compiled worker exists).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerJob } from './compileWorker.js';
import { packageRoot } from '../emit/assets.js';
import { contextFor, type CompileSettings } from './settings.js';
import type { CompiledContent } from './types.js';

/** Below this many files, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 120;

/** `SITEGEN_WORKERS=0` compiles on the main thread only; a number caps the worker count. */
function workerCount(): number {
  const setting = process.env.SITEGEN_WORKERS;
  const cap = setting === undefined || setting === '' ? 4 : Number(setting);
  return Math.min(os.availableParallelism(), Number.isFinite(cap) ? cap : 4);
}

/** Built by `npm run compile` beside the CLI (`lib/compileWorker.js`). */
const workerFile = path.join(packageRoot(), 'lib', 'compileWorker.js');

export async function compileMany(settings: CompileSettings, jobs: WorkerJob[]): Promise<CompiledContent[]> {
  const threads = workerCount();
  if (jobs.length < WORKER_THRESHOLD || threads < 2 || !fs.existsSync(workerFile)) {
    if (jobs.length === 0) return [];
    // Loaded on demand: a build served entirely from the cache never loads the Markdown parser.
    const { compileMd } = await import('./compileMd.js');
    const urls = new Map(settings.urlOfSource);
    return jobs.map((job) => compileMd(job.body, contextFor(settings, job, urls)));
  }
  const size = Math.ceil(jobs.length / threads);
  const batches = Array.from({ length: threads }, (_, i) => jobs.slice(i * size, (i + 1) * size)).filter((b) => b.length > 0);
  const results = await Promise.all(batches.map((batch) => runBatch(settings, batch)));
  return results.flat();
}

function runBatch(settings: CompileSettings, jobs: WorkerJob[]): Promise<CompiledContent[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile);
    worker.once('message', (results: CompiledContent[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage({ settings, jobs });
  });
}

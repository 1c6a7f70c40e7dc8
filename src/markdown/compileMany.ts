/**
 * Compiles many sources (`.md` to HTML, MDX to modules), on all cores when there are enough of them to pay for worker
 * threads (and the compiled worker exists). The workers can be started ahead of time
 * (`startCompilers`), so that loading the Markdown stack in them overlaps the build's reading of
 * its content; they take small chunks of files in turn, so no core waits for another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MarkdownConfig } from '../config/index.js';
import type { WorkerJob, WorkerRequest } from './compileWorker.js';
import type { CompileKind, CompiledOfKind } from './compileJobs.js';
import { packageRoot } from '../packageRoot.js';
import type { CompileSettings } from './settings.js';

/**
 * Below this much Markdown (about half a second of compiling on one core), starting workers
 * costs more than it saves: each loads the Markdown stack, which takes about as long.
 */
export const WORKER_THRESHOLD_BYTES = 1_000_000;

/** Files per message at most: small chunks keep every worker busy to the end. */
const CHUNK = 16;

/** `SITEGEN_WORKERS=0` compiles on the main thread only; a number caps the worker count. */
function workerCount(): number {
  const setting = process.env.SITEGEN_WORKERS;
  const cap = setting === undefined || setting === '' ? 4 : Number(setting);
  return Math.min(os.availableParallelism(), Number.isFinite(cap) ? cap : 4);
}

/** Built by `npm run compile` beside the CLI (`lib/compileWorker.js`). */
const workerFile = path.join(packageRoot(), 'lib', 'compileWorker.js');

let pool: Worker[] | undefined;
/** The compiles asked for so far, run one after another (see compileMany). */
let running: Promise<void> = Promise.resolve();

/**
 * Workers idle this long after their last compile are stopped. A compile leaves most of a worker's
 * heap as garbage that V8 keeps until the next collection, which an idle thread never runs: on
 * Jest's website, whose every doc compiles in the first locale, the two workers held about 350 MB
 * while the other eight locales rendered. A later compile worth them starts new ones.
 */
export const IDLE_MS = 1000;
let idle: NodeJS.Timeout | undefined;

function canUseWorkers(): boolean {
  return workerCount() >= 2 && fs.existsSync(workerFile);
}

/** How many compile workers run now. */
export function runningCompilers(): number {
  return pool?.length ?? 0;
}

/** Starts the worker threads now (when this machine has the cores for them). */
export function startCompilers(): void {
  if (pool || !canUseWorkers()) return;
  pool = Array.from({ length: workerCount() }, () => {
    const worker = new Worker(workerFile);
    worker.unref(); // idle workers never keep the command alive
    return worker;
  });
}

/**
 * Stops the worker threads once the compiles already asked for are done (another build of this
 * process may be in one); the next compileMany that needs workers starts new ones.
 */
export function stopCompilers(): void {
  clearTimeout(idle);
  const workers = pool;
  pool = undefined;
  if (workers) void running.then(() => workers.forEach((worker) => void worker.terminate()));
}

/** Whether this much Markdown is worth compiling on worker threads. */
export function worthWorkers(bytes: number, files: number): boolean {
  return bytes >= WORKER_THRESHOLD_BYTES && files >= 4;
}

/**
 * On the workers when they were started for this build (`startCompilers`) or this much Markdown is
 * worth them. `plugins`: the site's own, by section (a worker loads them from the config itself).
 * `kind`: `.md` to HTML (the default) or MDX to modules. One compile runs at a time: a worker
 * keeps the settings of the compile it is in, and answers its chunks in turn.
 */
export function compileMany<Kind extends CompileKind = 'md'>(
  settings: CompileSettings,
  jobs: WorkerJob[],
  plugins: MarkdownConfig['plugins'] = {},
  kind: Kind = 'md' as Kind,
): Promise<Array<CompiledOfKind[Kind]>> {
  const run = running.then(() => compileNow(settings, jobs, plugins, kind));
  running = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

async function compileNow<Kind extends CompileKind>(
  settings: CompileSettings,
  jobs: WorkerJob[],
  plugins: MarkdownConfig['plugins'],
  kind: Kind,
): Promise<Array<CompiledOfKind[Kind]>> {
  type Result = CompiledOfKind[Kind];
  const bytes = jobs.reduce((sum, job) => sum + job.body.length, 0);
  if (!(pool || worthWorkers(bytes, jobs.length)) || !canUseWorkers() || jobs.length === 0) {
    if (jobs.length === 0) return [];
    // Loaded on demand: a build served entirely from the cache never loads the Markdown parser.
    const { compileJobs, compileMdxJobs } = await import('./compileJobs.js');
    const urls = new Map(settings.urlOfSource);
    if (kind === 'mdx') return (await compileMdxJobs(settings, jobs, urls, plugins)) as Result[];
    return (
      settings.sitePlugins
        ? await compileJobs(settings, jobs, urls, plugins)
        : compileJobs(settings, jobs, urls)
    ) as Result[];
  }
  clearTimeout(idle);
  startCompilers();
  const workers = pool!;
  const chunk = Math.max(1, Math.min(CHUNK, Math.ceil(jobs.length / (workers.length * 8))));
  const order = groupedOrder(jobs);
  const results: Result[] = new Array(jobs.length);
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.ref();
            // Two chunks out per worker: the next one waits in the worker's queue, so a worker
            // never idles while this thread is busy with other work (reading the next locale's
            // content) when its answer comes.
            const out: number[] = [];
            let first = true;
            /** Sends the next chunk; false when there is none left. */
            const send = (): boolean => {
              if (next >= jobs.length) {
                if (out.length === 0) finish(resolve);
                return false;
              }
              const start = next;
              next = Math.min(jobs.length, next + chunk);
              const request: WorkerRequest = {
                settings: first ? settings : undefined,
                jobs: order.slice(start, next).map((i) => jobs[i]),
                kind,
              };
              first = false;
              out.push(start);
              worker.postMessage(request);
              return true;
            };
            const onMessage = (chunk: Result[]) => {
              const start = out.shift()!;
              chunk.forEach((result, i) => (results[order[start + i]] = result));
              send();
            };
            const onError = (error: Error) => finish(() => reject(error));
            const onExit = (code: number) =>
              finish(() => reject(new Error(`a compile worker stopped (exit code ${code})`)));
            const finish = (settle: () => void) => {
              worker.off('message', onMessage).off('error', onError).off('exit', onExit);
              worker.unref();
              settle();
            };
            worker.on('message', onMessage).once('error', onError).once('exit', onExit);
            if (send()) send();
          }),
      ),
    );
  } catch (error) {
    // A worker failed: the pool is dropped at once (this compile is the one running).
    if (pool === workers) pool = undefined;
    for (const worker of workers) void worker.terminate();
    throw error;
  }
  // Counted from the last compile the workers did: started ahead, they wait for the first.
  if (pool === workers) {
    idle = setTimeout(stopCompilers, IDLE_MS);
    idle.unref();
  }
  return results;
}

/**
 * The order the jobs are sent in: files of the same name together (a doc in each version of the
 * docs that is not the same file as in another: twinCompile.ts), so that one worker compiles them
 * one after another and highlights the code they share once (rehypeHighlight.ts keeps what it
 * highlighted).
 */
function groupedOrder(jobs: WorkerJob[]): number[] {
  const names = jobs.map((job) => path.basename(job.defaultFile));
  return jobs
    .map((_, i) => i)
    .sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
}

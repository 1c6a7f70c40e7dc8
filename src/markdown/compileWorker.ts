/** Worker thread: compiles a batch of `.md` sources and sends the results back. */
import { parentPort } from 'node:worker_threads';
import { compileMd } from './compileMd.js';
import { contextFor, type CompileSettings } from './settings.js';
import type { CompiledContent } from './types.js';

export interface WorkerJob {
  file: string;
  defaultFile: string;
  body: string;
}

parentPort?.on('message', ({ settings, jobs }: { settings: CompileSettings; jobs: WorkerJob[] }) => {
  const urls = new Map(settings.urlOfSource);
  const results: CompiledContent[] = jobs.map((job) => compileMd(job.body, contextFor(settings, job, urls)));
  parentPort!.postMessage(results);
});

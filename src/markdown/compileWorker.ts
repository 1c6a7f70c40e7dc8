/**
 * Worker thread: compiles chunks of `.md` sources and sends the results back. The locale's
 * settings come with the first chunk of each compile and stay for the chunks after it.
 */
import { parentPort } from 'node:worker_threads';
import { compileMd } from './compileMd.js';
import { contextFor, type CompileSettings } from './settings.js';
import type { CompiledContent } from './types.js';

export interface WorkerJob {
  file: string;
  defaultFile: string;
  body: string;
}

export interface WorkerRequest {
  /** New settings (a compile's first chunk), or undefined to keep the last ones. */
  settings?: CompileSettings;
  jobs: WorkerJob[];
}

let settings: CompileSettings | undefined;
let urls = new Map<string, string>();

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.settings) {
    settings = request.settings;
    urls = new Map(settings.urlOfSource);
  }
  const current = settings!;
  const results: CompiledContent[] = request.jobs.map((job) =>
    compileMd(job.body, contextFor(current, job, urls)),
  );
  parentPort!.postMessage(results);
});

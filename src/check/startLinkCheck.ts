/**
 * Starts the link check of a build on a thread of its own (the compiled `lib/linkCheckWorker.js`),
 * so reading the pages overlaps rendering them; in this thread when there is none (tests run from
 * the sources, `SITEGEN_WORKERS=0`). The build hands it each page as it is written and asks for
 * the report once everything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../packageRoot.js';
import {
  createLinkCheck,
  type CheckedPage,
  type LinkCheckOptions,
  type LinkCheckReport,
} from './linkCheck.js';

export type WorkerRequest = { type: 'page'; page: CheckedPage } | { type: 'finish' };
export type WorkerReply =
  { type: 'report'; report: LinkCheckReport } | { type: 'error'; message: string };

export interface RunningLinkCheck {
  addPage(page: CheckedPage): void;
  /** The report, once every page has been added. */
  finish(): Promise<LinkCheckReport>;
  /** Stops the check of a build that failed before it. */
  cancel(): void;
}

/** Built by `npm run compile` beside the CLI. */
const workerFile = path.join(packageRoot(), 'lib', 'linkCheckWorker.js');

export function startLinkCheck(settings: LinkCheckOptions): RunningLinkCheck {
  return process.env.SITEGEN_WORKERS !== '0' && fs.existsSync(workerFile)
    ? inWorker(settings)
    : inThisThread(settings);
}

function inWorker(settings: LinkCheckOptions): RunningLinkCheck {
  const worker = new Worker(workerFile, { workerData: settings });
  // A build that fails before the check finishes must not be kept alive by it.
  worker.unref();
  let failed: Error | undefined;
  worker.once('error', (error) => (failed = error));
  const send = (message: WorkerRequest) => worker.postMessage(message);
  return {
    addPage: (page) => send({ type: 'page', page }),
    async finish() {
      // From here on the build waits for the worker: it must keep the process alive.
      worker.ref();
      try {
        return await new Promise<LinkCheckReport>((resolve, reject) => {
          if (failed) return reject(failed);
          worker.once('error', reject);
          worker.once('exit', (code) =>
            reject(new Error(`the link check stopped (exit code ${code})`)),
          );
          worker.on('message', (reply: WorkerReply) => {
            if (reply.type === 'report') resolve(reply.report);
            else reject(new Error(`the link check failed: ${reply.message}`));
          });
          send({ type: 'finish' });
        });
      } finally {
        void worker.terminate();
      }
    },
    cancel: () => void worker.terminate(),
  };
}

function inThisThread(settings: LinkCheckOptions): RunningLinkCheck {
  const check = createLinkCheck(settings);
  return { ...check, cancel: () => undefined };
}

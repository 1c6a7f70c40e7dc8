/**
 * Worker thread of the link check: reads each page as the build writes it and verifies the URLs
 * it names meanwhile, so the check (and loading linkinator) overlaps the build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createLinkCheck, EARLY_BATCH, type LinkCheckSettings } from './linkCheck.js';
import type { WorkerReply, WorkerRequest } from './startLinkCheck.js';

const check = createLinkCheck(workerData as LinkCheckSettings, EARLY_BATCH);
const reply = (message: WorkerReply) => parentPort!.postMessage(message);

parentPort?.on('message', (message: WorkerRequest) => {
  if (message.type === 'page') {
    check.addPage(message.page);
    return;
  }
  check.finish().then(
    (report) => reply({ type: 'report', report }),
    (error: Error) => reply({ type: 'error', message: error.stack ?? error.message }),
  );
});

/**
 * Worker thread of the link check: reads each page as the build writes it, and verifies the
 * collected URLs when the build is done, so the reading (and loading linkinator) overlaps the build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createLinkCheck, type LinkCheckSettings } from './linkCheck.js';
import type { WorkerReply, WorkerRequest } from './startLinkCheck.js';

const check = createLinkCheck(workerData as LinkCheckSettings);
const reply = (message: WorkerReply) => parentPort!.postMessage(message);

parentPort?.on('message', (message: WorkerRequest) => {
  if (message.type === 'page') {
    check.addPage(message.page);
    return;
  }
  check.finish(message.outDir, message.siteOrigin).then(
    (report) => reply({ type: 'report', report }),
    (error: Error) => reply({ type: 'error', message: error.stack ?? error.message }),
  );
});

/**
 * Worker thread of the link check: reads each page as the build writes it, so most of the check
 * overlaps the build; verifies the targets when the build says every page is written.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createLinkCheck, type LinkCheckOptions } from './linkCheck.js';
import type { WorkerReply, WorkerRequest } from './startLinkCheck.js';

const check = createLinkCheck(workerData as LinkCheckOptions);
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

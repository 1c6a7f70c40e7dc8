/** The link check on a thread of its own (started by `startLinkCheck`, linkCheck.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { createLinkCheck, type CheckedPage, type LinkCheckOptions } from './linkCheck.js';

const check = createLinkCheck(workerData as LinkCheckOptions);
parentPort!.on('message', (message: Array<[CheckedPage, string | Uint8Array]> | 'finish') => {
  if (message !== 'finish') return message.forEach((page) => check.addPage(...page));
  void check.finish().then((report) => parentPort!.postMessage(report));
});

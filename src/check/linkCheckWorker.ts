/** The link check on a thread of its own (started by `startLinkCheck`, linkCheck.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import {
  createLinkCheck,
  type CheckedPage,
  type LinkCheckOptions,
  type SharedPart,
} from './linkCheck.js';

const check = createLinkCheck(workerData as LinkCheckOptions);
type Message = Array<[CheckedPage, string | Uint8Array, SharedPart?]> | 'finish';
parentPort!.on('message', (message: Message) => {
  if (message !== 'finish') return message.forEach((page) => check.addPage(...page));
  void check.finish().then((report) => parentPort!.postMessage(report));
});

/**
 * The link check on a thread of its own (started by `startLinkCheck`, linkCheck.ts). Its report
 * says how busy the thread was and the most heap it held (after each batch of pages), for
 * `SITEGEN_TIMINGS=1`.
 */
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import {
  createLinkCheck,
  type CheckedPage,
  type LinkCheckOptions,
  type SharedPart,
} from './linkCheck.js';

const check = createLinkCheck(workerData as LinkCheckOptions);
let peakHeap = 0;
type Message = Array<[CheckedPage, string | Uint8Array | undefined, SharedPart[]?]> | 'finish';
parentPort!.on('message', (message: Message) => {
  if (message !== 'finish') {
    message.forEach((page) => check.addPage(...page));
    peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
    return;
  }
  void check.finish().then((report) =>
    parentPort!.postMessage({
      ...report,
      thread: {
        busyMs: performance.eventLoopUtilization().active,
        peakHeapMB: Math.max(peakHeap, getHeapStatistics().used_heap_size) / 2 ** 20,
      },
    }),
  );
});

/**
 * The link check on a thread of its own (started by `startLinkCheck`, linkCheck.ts). A thread runs
 * one check after another: each begins with its options (`{ start }`), then takes pages, then
 * `finish`, which answers with the report and lets the check's data go. The report says how busy
 * the thread was during the check, the most heap it held (after each batch of pages) and how many
 * checks it has begun, for `SITEGEN_TIMINGS=1`.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { createLinkCheck, type LinkCheck, type LinkCheckMessage } from './linkCheck.js';

let check: LinkCheck | undefined;
let since: EventLoopUtilization | undefined;
let peakHeap = 0;
/** How many checks this thread has begun. */
let checks = 0;
parentPort!.on('message', (message: LinkCheckMessage) => {
  if (message === 'finish') {
    const finishing = check!;
    check = undefined;
    void finishing.finish().then((report) =>
      parentPort!.postMessage({
        ...report,
        thread: {
          busyMs: performance.eventLoopUtilization(since).active,
          peakHeapMB: Math.max(peakHeap, getHeapStatistics().used_heap_size) / 2 ** 20,
          checks,
        },
      }),
    );
  } else if ('start' in message) {
    check = createLinkCheck(message.start);
    since = performance.eventLoopUtilization();
    peakHeap = 0;
    checks++;
  } else {
    message.forEach((page) => check!.addPage(...page));
    peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
  }
});

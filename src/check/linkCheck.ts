/**
 * The link check of a build, with no server and no page read back. The build hands over each page
 * as it renders it: its ids (what a `#fragment` can land on) and its links are collected from the
 * HTML in memory. Once every page is written, each distinct target is judged once: a page this
 * build rendered (its route), else a file of the output folder (static files, assets, feeds) found
 * as `sitegen serve` finds it. Links to other sites are requested only when asked for
 * (externalLinks.ts), and so are full URLs written in content, even to this site's own origin (as
 * Docusaurus checks only relative and root-relative links); links into locales this build did not
 * write are left alone. A part many pages share (the docs sidebar, most of a large site's links, the
 * navbar, the footer) is read once per distinct markup (`SharedPart`): its ids count for every
 * page with it, its links that do not depend on the page (root-relative or full URLs, all that
 * sitegen writes in them) are resolved and kept once, and a broken one is reported once for the
 * part, naming the first page with it and how many have it; only its relative links (a site's own
 * markup may have some) are resolved and kept per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../packageRoot.js';
import { createLinkCheck } from './linkChecker.js';
import type {
  CheckedPage,
  LinkCheck,
  LinkCheckOptions,
  LinkCheckMessage,
  LinkCheckReport,
  SharedPart,
} from './types.js';

export { createLinkCheck };
export type * from './types.js';

/** A message to the check's thread holds up to this many pages, or this many bytes (or characters). */
const PAGES_PER_MESSAGE = 32;
const BYTES_PER_MESSAGE = 1024 * 1024;

/**
 * A thread whose check gave its report waits this long for the next check of the process (the
 * next build of a test run, a benchmark or a script calling the build; `serve --watch` checks no
 * links), which then starts with its modules loaded and compiled; then it stops, and with it the
 * garbage its last check left.
 */
export const IDLE_MS = 1000;
let spare: { worker: Worker; timer: NodeJS.Timeout } | undefined;

function takeWorker(file: string): Worker {
  if (spare) {
    clearTimeout(spare.timer);
    const { worker } = spare;
    spare = undefined;
    return worker;
  }
  const worker = new Worker(file);
  worker.unref();
  // A thread that fails or ends while it waits is not kept (one in a check fails the check).
  const drop = () => {
    if (spare?.worker === worker) spare = undefined;
  };
  worker.on('error', drop);
  worker.once('exit', drop);
  return worker;
}

/** Keeps a thread that finished its check for the next one, or stops it when one is kept. */
function keepWorker(worker: Worker): void {
  worker.unref();
  if (spare) {
    void worker.terminate();
    return;
  }
  const timer = setTimeout(() => {
    if (spare?.worker === worker) spare = undefined;
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  spare = { worker, timer };
}

/**
 * The check on a thread of its own, so reading each page overlaps rendering the next ones (the
 * compiled `lib/linkCheckWorker.js`); in this thread when sitegen runs from its sources (tests) or
 * with `SITEGEN_WORKERS=0`. `stop` lets the thread go: kept for the next check when this one gave
 * its report, else stopped (a build that failed before asking for it).
 */
export function startLinkCheck(options: LinkCheckOptions): LinkCheck {
  const file = path.join(packageRoot(), 'lib', 'linkCheckWorker.js');
  if (process.env.SITEGEN_WORKERS === '0' || !fs.existsSync(file)) return createLinkCheck(options);
  const worker = takeWorker(file);
  const post = (message: LinkCheckMessage, transfer?: ArrayBuffer[]) =>
    worker.postMessage(message, transfer);
  post({ start: options });
  let onError: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (onError = reject));
  failed.catch(() => undefined); // awaited by finish; this keeps an early failure from going unhandled
  const onExit = () => onError(new Error('the link check thread ended before its report'));
  worker.once('error', onError);
  worker.once('exit', onExit);
  let reported = false;
  let stopped = false;
  // Pages go over in batches: each message wakes the thread, and on 2 busy cores a woken thread
  // may take the core from the one that woke it.
  let batch: Array<[CheckedPage, string | Uint8Array | undefined, SharedPart[]?]> = [];
  /** The shared parts whose markup went over already: the thread keeps it. */
  const sentParts = new Set<string>();
  let moved: ArrayBuffer[] = [];
  let batchBytes = 0;
  const send = () => {
    if (batch.length > 0) post(batch, moved);
    batch = [];
    moved = [];
    batchBytes = 0;
  };
  return {
    addPage: (page, html, parts) => {
      // Bytes that have their memory to themselves move to the thread; a small Buffer shares
      // Node's pool, which cannot move (newer Node versions throw), and is copied.
      const own = html instanceof Uint8Array && html.byteLength === html.buffer.byteLength;
      parts = parts?.map((part) => {
        if (sentParts.has(part.key)) return { ...part, html: undefined };
        sentParts.add(part.key);
        return part;
      });
      batch.push(parts?.length ? [page, html, parts] : [page, html]);
      if (own) moved.push(html.buffer as ArrayBuffer);
      // (A page the thread reads itself costs the message nothing.)
      batchBytes += html?.length ?? 0;
      if (batch.length >= PAGES_PER_MESSAGE || batchBytes >= BYTES_PER_MESSAGE) send();
    },
    finish: () => {
      send();
      worker.ref();
      post('finish');
      const report = new Promise<LinkCheckReport>((resolve) => worker.once('message', resolve));
      return Promise.race([report, failed]).then((answer) => {
        reported = true;
        return answer;
      });
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reported) keepWorker(worker);
      else void worker.terminate();
    },
  };
}

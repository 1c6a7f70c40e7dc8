/**
 * A locale's files written on a thread of their own (`lib/writeWorker.js`), so that the kernel's
 * work of making each folder and file runs beside this thread's rendering of the next pages (on
 * this machine, nearly all of a write's cost: ext4 looking for free inodes). Copying and sending
 * the pages costs this thread less than writing them (at 5,000 docs 0.15 s against 0.8 s), and
 * the link check's messages cost it more, as the threads take turns on two cores; builds are
 * faster all the same (`THREAD_PAGES` has the figures).
 *
 * The writer it gives keeps writer.ts's contract as seen from here: each path is proven to stay
 * inside the output folder, and each size counted, at once, on this thread; the files are made on
 * the writing thread in the order asked for, and `done` says when they all are (or why one could
 * not be). A staging folder made of an earlier output (`RecycledFiles`) is asked here whether it
 * holds a file already, before anything is sent. Files go in batches: each message wakes the
 * thread, and on 2 busy cores a woken thread may take the core from the one that woke it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../packageRoot.js';
import { outputPath } from './outputPath.js';
import type { RecycledFiles, Writer } from './writer.js';
import {
  BUSY,
  HALTED,
  type WriteAnswer,
  type WriteMessage,
  type WriteOp,
} from './writeMessages.js';

/** A message holds up to this many files, or this many bytes (or characters) of them. */
const FILES_PER_MESSAGE = 256;
const BYTES_PER_MESSAGE = 8 * 1024 * 1024;

/**
 * A locale of fewer pages writes on the build's thread: too few files for the thread's start and
 * the wait for its last files to pay off (not measured below this). Measured with and without it,
 * in turns whose order alternates (the build after another pays for the other's writes still
 * going to disk, so a fixed order misleads): the real site's `--locale id` (241 pages) 3.00 s
 * without, 2.67 s with (medians of 6); Jest's website in nine locales (about 200 pages each)
 * 13.97 s without, 13.46 s with (medians of 4), the same CPU (16.7 CPU-s); the 5,000-doc
 * benchmark site without search 7.56 s without, 7.32 s with (medians of 4, 12.3 and 12.4 CPU-s).
 */
export const THREAD_PAGES = 100;

/**
 * Whether a locale of `pages` pages makes its files on the writing thread; for tests only,
 * `SITEGEN_WRITE_THREAD_PAGES` sets another least number (0: every full build).
 */
export function worthWriteThread(pages: number, env = process.env): boolean {
  const asked = env.SITEGEN_WRITE_THREAD_PAGES;
  const least = asked && /^\d+$/.test(asked) ? Number(asked) : THREAD_PAGES;
  return pages >= least;
}

/** The thread stops this long after its last `done`, freeing its memory; the next build starts one. */
export const IDLE_MS = 1000;

const workerFile = () => path.join(packageRoot(), 'lib', 'writeWorker.js');

/** The writing thread, with the answers awaited from it (by `done` number). */
interface Thread {
  worker: Worker;
  /** `haltWrites` sets HALTED; the thread holds BUSY at 1 while it writes a message's files. */
  flags: Int32Array;
  waiting: Map<number, { resolve(): void; reject(error: Error): void }>;
  /** Writers that sent it files and have not asked for `done` yet. */
  writers: number;
  /** Why it stopped, once it has: a writer still holding it is answered with that. */
  stopped?: Error;
}

let current: Thread | undefined;
let idle: NodeJS.Timeout | undefined;
let nextDone = 0;

/** The thread, for a writer that has files to send (`done` lets it go). */
function threadNow(): Thread {
  clearTimeout(idle);
  if (current) {
    current.writers++;
    return current;
  }
  const flags = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  const thread: Thread = {
    worker: new Worker(workerFile(), { workerData: flags.buffer }),
    flags,
    waiting: new Map(),
    writers: 1,
  };
  const { worker, waiting } = thread;
  const fail = (error: Error) => {
    if (current === thread) current = undefined;
    thread.stopped ??= error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: WriteAnswer) => {
    const pending = waiting.get(answer.done);
    waiting.delete(answer.done);
    if (waiting.size === 0 && thread.writers === 0) {
      worker.unref();
      clearTimeout(idle);
      idle = setTimeout(() => {
        if (current === thread) current = undefined;
        void worker.terminate();
      }, IDLE_MS);
      idle.unref();
    }
    if (!answer.error) return pending?.resolve();
    const { message, ...fields } = answer.error;
    pending?.reject(Object.assign(new Error(message), fields));
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the writing thread stopped (exit code ${code})`)));
  return (current = thread);
}

/**
 * A writer of `outDir` (a staging folder: see writer.ts `WriteMode`) whose files are made on the
 * writing thread, or undefined where there is none (sitegen run from its sources, as tests do, or
 * `SITEGEN_WORKERS=0`): the caller writes on its own thread then.
 */
export function createThreadWriter(outDir: string, recycled?: RecycledFiles): Writer | undefined {
  if (process.env.SITEGEN_WORKERS === '0' || !fs.existsSync(workerFile())) return undefined;
  let ops: WriteOp[] = [];
  let moved: ArrayBuffer[] = [];
  let bytes = 0;
  /** The thread this writer's files went to since its last `done`. */
  let thread: Thread | undefined;
  const send = () => {
    if (ops.length === 0) return;
    thread ??= threadNow();
    const message: WriteMessage = { outDir, ops };
    thread.worker.postMessage(message, moved);
    ops = [];
    moved = [];
    bytes = 0;
  };
  const add = (op: WriteOp, size: number) => {
    ops.push(op);
    bytes += size;
    if (ops.length >= FILES_PER_MESSAGE || bytes >= BYTES_PER_MESSAGE) send();
  };
  return {
    write(rel, content) {
      outputPath(outDir, rel);
      if (typeof content === 'string') {
        // Encoded on the writing thread.
        const size = Buffer.byteLength(content);
        add({ op: 'write', rel, content }, size);
        return size;
      }
      // Copied now, into memory of its own that moves to the thread with the message: the caller
      // may move its bytes to another thread before the message goes.
      const kept = new Uint8Array(content);
      moved.push(kept.buffer);
      add({ op: 'write', rel, content: kept }, kept.byteLength);
      return kept.byteLength;
    },
    take(from, rel, known) {
      const target = outputPath(outDir, rel);
      const source = known ?? fs.statSync(from);
      if (recycled?.keeps(target, source)) return source.size;
      add(
        { op: 'take', from, rel, known: { dev: source.dev, ino: source.ino, size: source.size } },
        0,
      );
      return source.size;
    },
    copy(from, rel) {
      outputPath(outDir, rel);
      const { size } = fs.statSync(from);
      add({ op: 'copy', from, rel }, 0);
      return size;
    },
    remove(rel) {
      outputPath(outDir, rel);
      add({ op: 'remove', rel }, 0);
    },
    done() {
      send();
      const asked = thread;
      thread = undefined;
      if (!asked) return Promise.resolve();
      asked.writers--;
      if (asked.stopped) return Promise.reject(asked.stopped);
      const id = ++nextDone;
      const answered = new Promise<void>((resolve, reject) =>
        asked.waiting.set(id, { resolve, reject }),
      );
      const message: WriteMessage = { outDir, done: id };
      asked.worker.ref();
      asked.worker.postMessage(message);
      return answered;
    },
  };
}

/**
 * Stops the writing thread, once the file it is making (if any) is made, waiting up to a second:
 * a build stopped by a signal then removes its staging folder with nothing writing into it
 * (interrupt.ts), and its process ends. What the thread had not made yet is not made, and a `done`
 * it owes fails; a writer asking later starts a new thread.
 */
export function haltWrites(): void {
  const halted = current;
  if (!halted) return;
  current = undefined;
  Atomics.store(halted.flags, HALTED, 1);
  Atomics.wait(halted.flags, BUSY, 1, 1000);
  void halted.worker.terminate();
}

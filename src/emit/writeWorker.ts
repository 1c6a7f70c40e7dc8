/**
 * The thread that writes a build's files (started by writeThread.ts): each output folder's files
 * are written with a writer of its own here (writer.ts, as the build's thread would), in the order
 * they were asked for. A folder's `done` answers once every file asked for before it is written,
 * with the first one that failed (the files asked for after a failure are left unwritten).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createWriter, type Writer } from './writer.js';
import {
  BUSY,
  HALTED,
  type WriteMessage,
  type WriteAnswer,
  type WriteOp,
} from './writeMessages.js';

interface Folder {
  writer: Writer;
  failed?: WriteAnswer['error'];
}

const folders = new Map<string, Folder>();

/** Set by `haltWrites` (writeThread.ts): what is asked for after it is left unwritten. */
const flags = new Int32Array(workerData as SharedArrayBuffer);

parentPort!.on('message', (message: WriteMessage) => {
  let folder = folders.get(message.outDir);
  if (!folder) folders.set(message.outDir, (folder = { writer: createWriter(message.outDir) }));
  if ('done' in message) {
    folders.delete(message.outDir);
    const answer: WriteAnswer = { done: message.done, error: folder.failed };
    parentPort!.postMessage(answer);
    return;
  }
  Atomics.store(flags, BUSY, 1);
  try {
    write(folder, message.ops);
  } finally {
    Atomics.store(flags, BUSY, 0);
    Atomics.notify(flags, BUSY);
  }
});

function write(folder: Folder, ops: WriteOp[]): void {
  const { writer } = folder;
  for (const op of ops) {
    if (folder.failed || Atomics.load(flags, HALTED) === 1) return;
    try {
      if (op.op === 'write') writer.write(op.rel, op.content);
      else if (op.op === 'take') writer.take(op.from, op.rel, op.known);
      else if (op.op === 'copy') writer.copy(op.from, op.rel);
      else writer.remove(op.rel);
    } catch (error) {
      const { message, code, path, syscall } = error as NodeJS.ErrnoException;
      folder.failed = { message: String(message), code, path, syscall };
    }
  }
}

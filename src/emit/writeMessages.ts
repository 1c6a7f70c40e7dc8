/**
 * What the build's thread and the writing thread say to each other (writeThread.ts,
 * writeWorker.ts).
 */
import type { FileIdentity } from './writer.js';

/** One file to make, as the thread's writer is asked for it. */
export type WriteOp =
  | { op: 'write'; rel: string; content: string | Uint8Array }
  | { op: 'take'; from: string; rel: string; known?: FileIdentity }
  | { op: 'copy'; from: string; rel: string }
  | { op: 'remove'; rel: string };

/** To the thread: files to make in `outDir`, or (`done`) an answer once those asked for are made. */
export type WriteMessage = { outDir: string } & ({ ops: WriteOp[] } | { done: number });

/** From the thread: the answer to `done`, with the first file that could not be made. */
export interface WriteAnswer {
  done: number;
  /** As the file system said it (the build names a full disk or a folder it may not write). */
  error?: Pick<NodeJS.ErrnoException, 'message' | 'code' | 'path' | 'syscall'>;
}

/** Indexes of the flags this thread and the writing thread share. */
export const HALTED = 0;
export const BUSY = 1;

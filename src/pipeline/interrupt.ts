/**
 * A build stopped by a signal (Ctrl+C, `docker stop`, a closed terminal) removes its staging folder
 * before the process ends, instead of leaving tens of megabytes beside the output. A kill that
 * cannot be caught (SIGKILL, a power cut) is cleaned up by the next build (see emit/output.ts).
 */
import os from 'node:os';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const cleanups = new Set<() => void>();

/** Runs `cleanup` if a signal stops the process before the returned release is called. */
export function cleanUpOnSignal(cleanup: () => void): () => void {
  if (cleanups.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

function onSignal(signal: NodeJS.Signals): void {
  for (const cleanup of [...cleanups]) {
    try {
      cleanup();
    } catch {
      // The next build removes what this one could not.
    }
  }
  cleanups.clear();
  for (const each of SIGNALS) process.off(each, onSignal);
  // A command with handlers of its own (serve --watch closes its server) ends the process itself;
  // otherwise the signal is raised again, so the process ends as the signal says (exit 130, 143).
  if (process.listenerCount(signal) === 0) {
    // A container's PID 1 (`docker run` without `--init`) ignores a signal it has no handler for.
    if (process.pid === 1) process.exit(128 + os.constants.signals[signal]);
    process.kill(process.pid, signal);
  }
}

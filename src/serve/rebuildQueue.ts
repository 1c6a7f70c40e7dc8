/**
 * Runs rebuilds one at a time. Changed files are collected; a rebuild starts once no new change
 * came for a moment (rapid saves become one rebuild), and changes arriving during a rebuild wait
 * for it to finish and then go together into the next one.
 */
export interface RebuildQueue {
  add(file: string): void;
  /** Starts a rebuild now even if nothing changed (the first build). */
  force(): void;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  readonly busy: boolean;
  /** Nothing running or waiting. */
  readonly quiet: boolean;
  close(): void;
}

export interface QueueTiming {
  /** Quiet time after the last change before a rebuild starts. */
  settleMs: number;
  /** Longest a change waits while changes keep coming. */
  maxWaitMs: number;
}

export function createRebuildQueue(
  run: (files: string[]) => Promise<void>,
  timing: QueueTiming = { settleMs: 5, maxWaitMs: 100 },
): RebuildQueue {
  let pending = new Set<string>();
  let forced = false;
  let timer: NodeJS.Timeout | undefined;
  let firstChangeAt: number | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: Array<() => void> = [];

  const isIdle = () => !running && !timer && pending.size === 0 && !forced;
  const settle = () => {
    if (!isIdle()) return;
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };

  function schedule(delay: number): void {
    if (running || closed) return;
    clearTimeout(timer);
    const now = Date.now();
    firstChangeAt ??= now;
    const wait = Math.max(0, Math.min(delay, firstChangeAt + timing.maxWaitMs - now));
    timer = setTimeout(flush, wait);
  }

  function flush(): void {
    timer = undefined;
    firstChangeAt = undefined;
    if (running || closed || (pending.size === 0 && !forced)) return settle();
    const batch = [...pending];
    pending = new Set();
    forced = false;
    running = run(batch)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (pending.size > 0 || forced) schedule(timing.settleMs);
        else settle();
      });
  }

  return {
    add(file) {
      if (closed) return;
      pending.add(file);
      schedule(timing.settleMs);
    },
    force() {
      if (closed) return;
      forced = true;
      schedule(0);
    },
    idle() {
      return isIdle() ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    get busy() {
      return running !== undefined;
    },
    get quiet() {
      return isIdle();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      forced = false;
      settle();
    },
  };
}

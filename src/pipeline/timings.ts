/**
 * Where a build's time goes, for profiling: with `SITEGEN_TIMINGS=1` each stage's wall time is
 * summed by name and printed to stderr when the command ends. Off, it costs one branch per stage.
 */
const enabled = Boolean(process.env.SITEGEN_TIMINGS);
const totals = new Map<string, number>();
/** Figures other than time (a thread's peak heap), printed after the totals. */
const notes: string[] = [];

/** Adds a line to what is printed after the totals. */
export function note(text: string): void {
  if (enabled) notes.push(text);
}
const origin = performance.now();

/** Adds the time since `started` to the stage's total. */
export function record(stage: string, started: number): void {
  if (enabled) totals.set(stage, (totals.get(stage) ?? 0) + performance.now() - started);
}

export function timed<T>(stage: string, work: () => T): T {
  if (!enabled) return work();
  const started = performance.now();
  const result = work();
  if (result instanceof Promise) return result.finally(() => record(stage, started)) as T;
  record(stage, started);
  return result;
}

/** Prints the totals; `since` for a rebuild of `serve --watch`, whose totals then start again. */
export function printTimings(since?: string): void {
  if (!enabled) return;
  if (since) {
    const rows = [...totals].map(([stage, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${stage}`);
    process.stderr.write(`timings of ${since}:\n${rows.join('\n')}\n`);
    totals.clear();
    return;
  }
  const rows = [...totals].map(([stage, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${stage}`);
  rows.push(...notes.map((text) => `  ${text}`));
  process.stderr.write(
    `timings (since start-up ${(performance.now() - origin).toFixed(0)} ms):\n${rows.join('\n')}\n`,
  );
}

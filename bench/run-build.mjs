// Runs one `sitegen build` in this process (start-up included) and prints its wall time, CPU time
// (this process's, worker threads included) and peak memory as JSON on the last line, for
// bench.mjs to read. Then it ends the helper processes the build leaves running and waits for
// them, so that what GNU time reports for this process includes theirs.
import { childrenOf } from './children.mjs';

const started = performance.now();
process.env.NODE_ENV ??= 'production';
const { main, tuneV8 } = await import('../lib/cli.js');
tuneV8(); // as bin/sitegen.js does
const code = await main(process.argv.slice(2));
const ms = performance.now() - started;
const usage = process.resourceUsage();
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
process.exitCode = code;
const unwaitedCpuMs = await reapChildren();
console.log(JSON.stringify({ code, ms, cpuMs, maxRssMB: usage.maxRSS / 1024, unwaitedCpuMs }));

/**
 * A build leaves esbuild's service running (it ends when this process does) and may exit before
 * Pagefind's processes, told to stop, have ended. A child that outlives its parent is counted in
 * no one's CPU time: end those children and let Node reap them (it does for every process it
 * started, while its event loop runs), as they would end a moment after `sitegen build`.
 *
 * A child started by a worker thread that has stopped (Pagefind's, fed from threads) is never
 * waited for: it stays a zombie until this process ends, and its CPU time would be lost to GNU
 * time. It is not waited for here (it never goes), and its CPU time, which /proc still gives, is
 * returned, for the bench to add.
 */
async function reapChildren() {
  const until = performance.now() + 5000;
  for (const { pid } of childrenOf()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already ended
    }
  }
  while (childrenOf().some((child) => !child.ended) && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 10));
  // A zombie Node started itself is reaped in the next turns of the loop: let it be.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return childrenOf().reduce((sum, child) => sum + (child.ended ? child.cpuMs : 0), 0);
}

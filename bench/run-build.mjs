// Runs one `sitegen build` in this process (start-up included) and prints its wall time, CPU time
// (this process's, worker threads included, child processes not) and peak memory as JSON on the
// last line, for bench.mjs to read. Then it ends and waits for the helper processes the build
// leaves running, so that what GNU time reports for this process includes theirs.
import fs from 'node:fs';

const started = performance.now();
process.env.NODE_ENV ??= 'production';
const { main } = await import('../lib/cli.js');
const code = await main(process.argv.slice(2));
const ms = performance.now() - started;
const usage = process.resourceUsage();
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
console.log(JSON.stringify({ code, ms, cpuMs, maxRssMB: usage.maxRSS / 1024 }));
process.exitCode = code;
await reapChildren();

/** This process's children not yet waited for, by the parent pid in /proc/<pid>/stat (Linux). */
function childPids() {
  let pids = [];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return []; // no /proc: nothing to wait for
  }
  return pids.filter((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (command) state ppid …", where the command may hold spaces and parentheses.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
    } catch {
      return false; // ended meanwhile
    }
  });
}

/**
 * A build leaves esbuild's service running (it ends when this process does) and may exit before
 * Pagefind's process, told to stop, has been waited for. A child that outlives its parent is
 * counted in no one's CPU time: end those children and let Node reap them (it does for every
 * process it started, while its event loop runs), as they would end a moment after `sitegen build`.
 */
async function reapChildren() {
  const until = performance.now() + 5000;
  for (const pid of childPids()) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // already ended
    }
  }
  while (childPids().length > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

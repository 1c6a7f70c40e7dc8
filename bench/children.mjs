// The child processes of a process, read from /proc (Linux): what run-build.mjs waits for after a
// build, and the CPU time of those that ended but that no one waited for.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * One line of /proc/<pid>/stat: its state, parent and CPU time (its own and its waited-for
 * children's, in clock ticks). The command, in parentheses, may hold spaces and parentheses.
 */
export function parseStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the third field of the line (state); utime, stime, cutime, cstime are 14 to 17.
  const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return { state: fields[0], ppid: Number(fields[1]), ticks };
}

let ticksPerSecond;
/** The kernel's clock ticks per second, in which /proc gives CPU times (100 unless said otherwise). */
function clockTicks() {
  ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticksPerSecond;
}

/**
 * The children of process `parent` (this one by default): pid, whether it has ended but not been
 * waited for (a zombie), and its CPU milliseconds. None without /proc.
 */
export function childrenOf(parent = process.pid) {
  let pids = [];
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      const { state, ppid, ticks } = parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      return ppid === parent ? [{ pid: Number(pid), ended: state === 'Z', cpuMs: (ticks * 1000) / clockTicks() }] : [];
    } catch {
      return []; // ended meanwhile
    }
  });
}

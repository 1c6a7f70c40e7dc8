// Measures one command run as a child process: its wall time (taken here, start-up included), its
// CPU time (user + system, with the children it waited for, such as Pagefind under sitegen) and
// its peak RSS (the kernel's figure: the largest single process among it and those children),
// both read from GNU time's report (`/usr/bin/time -v`). Without GNU time only the wall time is
// known here; sitegen's runner (run-build.mjs) then reports its own process's figures instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/** The middle value (the upper one of the two middle values for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU milliseconds, peak RSS in MB and exit status from the report of `/usr/bin/time -v`. */
export function parseGnuTime(report) {
  const field = (label) => {
    const match = new RegExp(`^\\s*${label}:\\s*([\\d.]+)\\s*$`, 'm').exec(report);
    return match ? Number(match[1]) : undefined;
  };
  const user = field('User time \\(seconds\\)');
  const system = field('System time \\(seconds\\)');
  const maxRssKB = field('Maximum resident set size \\(kbytes\\)');
  return {
    cpuMs: user === undefined || system === undefined ? undefined : Math.round((user + system) * 1000),
    peakRssMB: maxRssKB === undefined ? undefined : Math.round(maxRssKB / 1024),
    exitStatus: field('Exit status'),
  };
}

let gnuTime;
/** Whether `/usr/bin/time -v` is GNU time and works here (checked once). */
export function hasGnuTime() {
  if (gnuTime === undefined) {
    const report = path.join(os.tmpdir(), `sitegen-bench-time-${process.pid}`);
    const result = spawnSync(GNU_TIME, ['-v', '-o', report, 'true']);
    gnuTime = result.status === 0 && fs.existsSync(report) && parseGnuTime(fs.readFileSync(report, 'utf8')).cpuMs !== undefined;
    fs.rmSync(report, { force: true });
  }
  return gnuTime;
}

/** Runs `command args` in `cwd` and returns its exit code, output and figures. */
export function runMeasured(command, args, { cwd, env = process.env }) {
  const report = path.join(os.tmpdir(), `sitegen-bench-time-${process.pid}`);
  const [file, fileArgs] = hasGnuTime() ? [GNU_TIME, ['-v', '-o', report, command, ...args]] : [command, args];
  const started = performance.now();
  const result = spawnSync(file, fileArgs, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const figures = hasGnuTime() ? parseGnuTime(fs.readFileSync(report, 'utf8')) : {};
  fs.rmSync(report, { force: true });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, wallMs, cpuMs: figures.cpuMs, peakRssMB: figures.peakRssMB };
}

/** Two commands run one after the other, as one: times add up, the peak is the larger one. */
export function inSequence(first, second) {
  const sum = (a, b) => (a === undefined || b === undefined ? undefined : a + b);
  return { wallMs: first.wallMs + second.wallMs, cpuMs: sum(first.cpuMs, second.cpuMs), peakRssMB: first.peakRssMB === undefined ? undefined : Math.max(first.peakRssMB, second.peakRssMB) };
}

/** The median of each figure over several runs ({ wallMs, cpuMs, peakRssMB }, rounded). */
export function medianFigures(runs) {
  const of = (key) => (runs.some((r) => r[key] === undefined) ? undefined : Math.round(median(runs.map((r) => r[key]))));
  return { wallMs: of('wallMs'), cpuMs: of('cpuMs'), peakRssMB: of('peakRssMB') };
}

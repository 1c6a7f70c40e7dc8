/** The bench's measuring helpers: GNU time's report, medians, figures of runs in sequence. */
import { expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module of the benchmark
import * as measure from '../../bench/measure.mjs';

const REPORT = `\tCommand being timed: "node bench/run-build.mjs build"
\tUser time (seconds): 12.34
\tSystem time (seconds): 1.66
\tPercent of CPU this job got: 152%
\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:09.21
\tMaximum resident set size (kbytes): 812544
\tAverage resident set size (kbytes): 0
\tExit status: 0
`;

test('CPU time, peak RSS and exit status are read from GNU time -v', () => {
  expect(measure.parseGnuTime(REPORT)).toEqual({ cpuMs: 14_000, peakRssMB: 794, exitStatus: 0 });
});

test('a report without those lines gives no figures rather than zeros', () => {
  expect(measure.parseGnuTime('Command terminated by signal 9\n')).toEqual({
    cpuMs: undefined,
    peakRssMB: undefined,
    exitStatus: undefined,
  });
});

test('the median is the middle value, the upper middle one for an even count', () => {
  expect(measure.median([5, 1, 3])).toBe(3);
  expect(measure.median([4, 1, 3, 2])).toBe(3);
});

test('commands run in sequence add their times and keep the larger peak', () => {
  const hugo = { wallMs: 1000, cpuMs: 1800, peakRssMB: 900 };
  const pagefind = { wallMs: 500, cpuMs: 700, peakRssMB: 300 };
  expect(measure.inSequence(hugo, pagefind)).toEqual({ wallMs: 1500, cpuMs: 2500, peakRssMB: 900 });
  expect(measure.inSequence({ wallMs: 1 }, { wallMs: 2 })).toEqual({
    wallMs: 3,
    cpuMs: undefined,
    peakRssMB: undefined,
  });
});

test('the median of runs is taken figure by figure', () => {
  const runs = [
    { wallMs: 3000.4, cpuMs: 100, peakRssMB: 50 },
    { wallMs: 1000, cpuMs: 300, peakRssMB: 70 },
    { wallMs: 2000, cpuMs: 200, peakRssMB: 90 },
  ];
  expect(measure.medianFigures(runs)).toEqual({ wallMs: 2000, cpuMs: 200, peakRssMB: 70 });
  expect(measure.medianFigures([{ wallMs: 10 }])).toEqual({
    wallMs: 10,
    cpuMs: undefined,
    peakRssMB: undefined,
  });
});

test.skipIf(!measure.hasGnuTime())('a measured child reports the memory it used', () => {
  const script = 'Buffer.alloc(200 * 1024 * 1024, 1)'; // filled, so each of its pages is touched
  const result = measure.runMeasured(process.execPath, ['-e', script], { cwd: process.cwd() });
  expect(result.code).toBe(0);
  expect(result.peakRssMB).toBeGreaterThanOrEqual(200);
  expect(result.cpuMs).toBeGreaterThan(0);
});

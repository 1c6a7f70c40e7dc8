import { expect, test } from 'vitest';
import { createProgress } from '../../src/pipeline/progress.js';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return {
    written,
    stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream,
  };
}

test('in CI (no terminal) each phase is one plain line, once the first second is over', () => {
  const ci = process.env.CI;
  delete process.env.CI;
  try {
    const quiet = fakeStream(false);
    const fresh = createProgress(quiet.stream, performance.now());
    fresh.phase('rendering pages', 'en', 10);
    expect(quiet.written).toEqual([]);

    const { written, stream } = fakeStream(false);
    const progress = createProgress(stream, performance.now() - 5000);
    progress.phase('loading and compiling', 'en');
    progress.phase('rendering pages', 'en', 3);
    progress.tick();
    progress.tick();
    progress.phase('checking links');
    progress.end();
    expect(written).toEqual([
      '  en · loading and compiling\n',
      '  en · rendering pages (3)\n',
      '  checking links\n',
    ]);
  } finally {
    if (ci !== undefined) process.env.CI = ci;
  }
});

test('on a terminal one line is rewritten with the count, and cleared at the end', () => {
  const ci = process.env.CI;
  delete process.env.CI;
  try {
    const { written, stream } = fakeStream(true);
    const progress = createProgress(stream, performance.now() - 5000);
    progress.phase('rendering pages', 'de', 2);
    progress.end();
    expect(written[0]).toMatch(/^\r\x1b\[2K.*de · rendering pages 0\/2 .*5\.\d s/);
    expect(written.at(-1)).toBe('\r\x1b[2K');
  } finally {
    if (ci !== undefined) process.env.CI = ci;
  }
});

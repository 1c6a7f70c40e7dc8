import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time even on 2 cores (vitest's default is one fewer than the cores): most
    // tests wait on builds' child processes, servers and Chromium, so the whole run takes ~5 minutes
    // on a 2-core machine instead of ~7.5.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});

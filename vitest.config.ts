/**
 * The test suite in layers, one vitest project each, chosen by the test file's name or folder
 * (CONTRIBUTING.md, Tests, says which to run for which change):
 * - unit: `*.test.ts(x)` that is none of the below: no site build, no CLI process, no server, no
 *   browser (`npm run test:unit`, under 30 s);
 * - fixtures: `*.build.test.ts`, builds of the fixture sites and the CLI on them;
 * - site: `*.site.test.ts`, the real site (built once per run);
 * - browser: everything in `test/browser/`, in the run's one Chromium;
 * - watch: `*.watch.test.ts`, the dev server (`serve --watch`).
 * The layers that build share one build of each fixture and of the real site per run
 * (test/setup/sharedBuilds.ts); `npm test` runs every layer.
 */
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { LAYERS, UNIT } from './test/setup/layers.js';
import LongestLayersFirst from './test/setup/sequencer.js';
import { tuneV8, v8FlagsFor } from './src/v8Tuning.js';

// V8 tuned as the CLI tunes it (src/v8Tuning.ts): in this process for the shared builds (global
// setup), in the workers by flag (`execArgv`), whose test files build sites in-process too. Like a
// build, a run executes much code a few hundred times: under Node 20 Vitest's run took 250 and
// 259 s with it against 276 and 263 s without (two cores, the four runs alternating).
tuneV8();

const sharedBuilds = 'test/setup/sharedBuilds.ts';

export default defineConfig({
  // The production JSX runtime, to go with production React (`env` below).
  oxc: { jsx: { development: false } },
  test: {
    testTimeout: 30_000,
    // React as the CLI runs it (bin/sitegen.js sets production): in vitest's default ('test') the
    // server render took React's development build, a third of a fixture build's time in tests.
    env: { NODE_ENV: 'production' },
    hookTimeout: 60_000,
    pool: 'forks',
    execArgv: v8FlagsFor(process.versions.v8),
    // A worker runs its files one after another in one process, keeping the modules it loaded:
    // importing the pipeline, React and Playwright took most of a second per file.
    isolate: false,
    // The layers with the long files start first, the unit layer's short files fill the end.
    sequence: { sequencer: LongestLayersFirst },
    // One test file more than the cores (vitest's default is one fewer): a file waiting on a
    // build's threads, a CLI process, a server or Chromium leaves a core to another. On 2 cores,
    // 3 files at a time ran the suite 8% faster than 2, and 4 no faster than 3.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          exclude: [...configDefaults.exclude, 'test/.tmp/**', ...Object.values(LAYERS)],
        },
      },
      {
        extends: true,
        test: { name: 'fixtures', include: [LAYERS.fixtures], globalSetup: [sharedBuilds] },
      },
      {
        extends: true,
        test: { name: 'site', include: [LAYERS.site], globalSetup: [sharedBuilds] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: [LAYERS.browser],
          globalSetup: [sharedBuilds, 'test/setup/chromium.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'watch', include: [LAYERS.watch], globalSetup: [sharedBuilds] },
      },
    ],
  },
});

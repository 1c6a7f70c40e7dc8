/**
 * Which layer a test file is in, by its name or folder: the one rule vitest.config.ts runs the
 * layers by and test/testLayers.test.ts checks the unit layer against (CONTRIBUTING.md, Tests).
 */
export const LAYERS = {
  /** Builds of the fixture sites, the CLI on them, the static server over a build. */
  fixtures: 'test/**/*.build.test.ts',
  /** The real site (its shared build). */
  site: 'test/**/*.site.test.ts',
  /** The dev server: `serve --watch`. */
  watch: 'test/**/*.watch.test.ts',
  /** Chromium: everything in test/browser/. */
  browser: 'test/browser/**/*.test.ts',
} as const;

/** Every other test file is a unit test. */
export const UNIT = 'test/**/*.test.{ts,tsx}';

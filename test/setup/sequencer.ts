/**
 * The order `npm test` starts its files in, so the two workers stay busy to the end of the run.
 *
 * Vitest's own order runs the layers by name (browser, fixtures, site, unit, watch) and, within
 * one, its slowest files first (by the last run's times, or by size on a clean clone): the watch
 * layer's long files came last, with one worker idle behind them. Here the layers that hold the
 * long files start first and the unit layer's many short files come last, where they fill the
 * gaps. Within a layer the files known to take longest start first (LONGEST_FILES), then the
 * others in vitest's order. Vitest orders by the last run's times, which a clean clone (and so CI)
 * has none of: by file size instead, a warm tree's run took 292 s against 280 s with its times.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The layers (vitest projects) from the one with the longest files to the one with the shortest. */
const LONGEST_FIRST = ['browser', 'fixtures', 'watch', 'site', 'unit'];

/**
 * The files that took 6 s or more, longest first (a run of 2026-11-30 on two cores). A file missing
 * here only starts later; one that grew long goes here, and one that was removed fails the test
 * of this list (test/testLayers.test.ts).
 */
export const LONGEST_FILES = [
  'test/browser/site.test.ts',
  'test/pipeline/interrupted.build.test.ts',
  'test/browser/runtime.test.ts',
  'test/cli.build.test.ts',
  'test/browser/pages.test.ts',
  'test/pipeline/lastPages.build.test.ts',
  'test/serve/themeReloads.watch.test.ts',
  'test/browser/search.test.ts',
  'test/pipeline/linkCheck.build.test.ts',
  'test/browser/apiReference.test.ts',
  'test/markdown/fastParse.site.test.ts',
  'test/browser/landing.test.ts',
  'test/browser/docusaurusTheme.test.ts',
  'test/package.build.test.ts',
  'test/browser/contentComponents.test.ts',
  'test/browser/docusaurusLook.test.ts',
  'test/pipeline/containment.build.test.ts',
  'test/pipeline/build.build.test.ts',
  'test/browser/searchShards.test.ts',
  'test/markdown/compileMany.build.test.ts',
  'test/browser/versions.test.ts',
  'test/browser/docusaurusPage.test.ts',
  'test/browser/infima.test.ts',
  'test/serve/watch.watch.test.ts',
  'test/browser/mermaid.test.ts',
  'test/browser/apiTryIt.test.ts',
  'test/content/commitDates.build.test.ts',
];

export default class LongestLayersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(file.project.name);
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    const root = this.ctx.config.root;
    const known = (file: TestSpecification) => {
      const at = LONGEST_FILES.indexOf(
        path.relative(root, file.moduleId).split(path.sep).join('/'),
      );
      return at === -1 ? LONGEST_FILES.length : at;
    };
    // Array.prototype.sort is stable: vitest's order stays among the files not listed.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b) || known(a) - known(b));
  }
}

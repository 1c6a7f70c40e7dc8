/**
 * The order `npm test` starts its files in, so the two workers stay busy to the end of the run.
 *
 * Vitest's own order runs the layers by name (browser, fixtures, site, unit, watch) and, within
 * one, its slowest files first (by the last run's times, or by size on a clean clone): the watch
 * layer's long files came last, with one worker idle behind them. Here the layers that hold the
 * long files start first and the unit layer's many short files come last, where they fill the
 * gaps; within a layer the order stays vitest's.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The layers (vitest projects) from the one with the longest files to the one with the shortest. */
const LONGEST_FIRST = ['browser', 'fixtures', 'watch', 'site', 'unit'];

export default class LongestLayersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(file.project.name);
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: vitest's order stays within a layer.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * `sitegen build`: resolve the config and the locales, and build (runBuild.ts) unless nothing
 * changed since the last good build into the output folder (upToDate.ts). The build's modules
 * are loaded only when there is something to build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { outputFolderProblem } from '../cache/index.js';
import { loadConfig, type ResolvedConfig } from '../config/index.js';
import { BuildFailed } from '../errors.js';
import type { BuildOptions, BuildSummary, SiteBuild, StoredSummary } from './buildTypes.js';
import { timed } from './timings.js';
import { builtBefore, lastBuild } from './upToDate.js';

export type * from './buildTypes.js';

export class UnknownLocale extends Error {
  constructor(
    readonly locale: string,
    readonly known: string[],
  ) {
    super(`unknown locale "${locale}"; the site has: ${known.join(', ')}`);
    this.name = 'UnknownLocale';
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  return (await buildSite(options)).summary;
}

export async function buildSite(options: BuildOptions): Promise<SiteBuild> {
  const started = performance.now();
  const loaded = await timed('config', () => loadConfig(options.root)).catch((thrown: unknown) => {
    // Nothing was written yet: say what became of the output, as for any other failure.
    if (thrown instanceof BuildFailed) {
      const outDir = path.resolve(options.root, options.outDir ?? 'dist');
      thrown.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    }
    throw thrown;
  });
  const config = options.search === false ? { ...loaded, search: false } : loaded;
  const known = Object.keys(config.locales);
  const locales = options.locales && options.locales.length > 0 ? options.locales : known;
  for (const locale of locales) if (!known.includes(locale)) throw new UnknownLocale(locale, known);
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  // serve --watch asks once, at its start, about a folder it was given (its own folder is in the cache).
  if (!options.keepState) await refuseUnsafeOutput(config, outDir, options.force ?? false);
  // Said now, not after every page was built into a staging folder that cannot be made.
  const unwritable = outputFolderProblem(outDir);
  if (unwritable) {
    const failed = new BuildFailed([unwritable]);
    failed.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    throw failed;
  }
  if (options.strict && config.warnings.length > 0) {
    const failed = new BuildFailed(config.warnings);
    failed.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
    throw failed;
  }

  // A build like the last good one, from the same files, into a folder as that build left it: done.
  const { includeDrafts, search, checkLinks, strict } = options;
  const compare = !options.force && !options.checkExternalLinks;
  const last = !options.keepState
    ? await timed('compare with the last build', () =>
        lastBuild<StoredSummary>(
          config,
          outDir,
          locales,
          { locales, includeDrafts, search, checkLinks, strict },
          compare,
        ),
      )
    : undefined;
  if (last?.unchanged) {
    const ms = performance.now() - started;
    return { summary: { ...last.unchanged, config, outDir, ms, unchanged: true }, states: [] };
  }
  const { runBuild } = await import('./runBuild.js');
  return runBuild(options, { config, locales, outDir, started, last });
}

/**
 * Before anything is read or written: a build replaces everything in its output folder, so one
 * named by mistake (the site, a source folder, the home folder, a folder of other files) is refused.
 */
export async function refuseUnsafeOutput(
  config: ResolvedConfig,
  outDir: string,
  force: boolean,
): Promise<void> {
  // Their own modules, not the stages' public faces, which would load all of them for this question.
  const { refuseOutputFolder } = await import('../emit/outputFolder.js');
  const { watchedPaths } = await import('./changes.js');
  const refused = refuseOutputFolder(outDir, {
    root: config.root,
    sources: watchedPaths(config, Object.keys(config.locales)),
    force,
    builtBefore: builtBefore(config, outDir),
  });
  if (!refused) return;
  const failed = new BuildFailed([refused]);
  failed.output = fs.existsSync(outDir) ? 'untouched' : 'absent';
  throw failed;
}

/** The options and the report of a build (build.ts decides whether to build, runBuild.ts builds). */
import type { ResolvedConfig } from '../config/index.js';
import type { HistoryGap } from '../content/index.js';
import type { LinkCheckReport } from '../check/index.js';
import type { SiteError } from '../errors.js';
import type { RouteKind } from '../routes/index.js';
import type { LocaleBuildResult } from './emitLocale.js';
import type { LocaleState } from './localeState.js';
import type { Progress } from './progress.js';
import type { SiteInputs } from './siteInputs.js';

export interface BuildOptions {
  root: string;
  /** Locales to build; all configured locales when empty. */
  locales?: string[];
  outDir?: string;
  includeDrafts?: boolean;
  /** False skips the search index whatever the config says. */
  search?: boolean;
  /** Keep each locale's build state for incremental rebuilds (`serve --watch`). */
  keepState?: boolean;
  /** Check every link of the new output before it replaces the old one (default: yes). */
  checkLinks?: boolean;
  /** Also request the links to other sites (needs the network). */
  checkExternalLinks?: boolean;
  /** Fail on warnings as on errors. */
  strict?: boolean;
  /** Where to show what a long build is doing (the CLI's; nothing by default). */
  progress?: Progress;
  /** Build even when nothing changed since the last good build into the folder (see upToDate.ts). */
  force?: boolean;
  /** Run the plugins' `postBuild` (default: yes; `serve --watch` does not, as `docusaurus start` does not). */
  postBuild?: boolean;
  /** What the output this build replaces is kept under for the next one (emit/output.ts). */
  spareName?: string;
}

export interface BuildSummary {
  config: ResolvedConfig;
  outDir: string;
  locales: LocaleBuildResult[];
  pages: Partial<Record<RouteKind, number>>;
  bytes: number;
  ms: number;
  /** What the link check looked at (absent when it was turned off; nothing broken, or the build would have failed). */
  linkCheck?: LinkCheckReport;
  /** What the build found wrong without failing (with `strict`, these fail it). */
  warnings: SiteError[];
  /** Why some or all commit dates are missing (no git, no checkout, a shallow clone); see summary.ts. */
  historyGap?: HistoryGap;
  /** Nothing changed since the last good build into the folder: this is its report, nothing was written. */
  unchanged?: boolean;
}

/** What is kept of a good build's summary, to report it again when nothing changed. */
export type StoredSummary = Omit<BuildSummary, 'config' | 'outDir' | 'ms' | 'unchanged'>;

/** A build with what `serve --watch` keeps between rebuilds (states only with `keepState`). */
export interface SiteBuild {
  summary: BuildSummary;
  /** Undefined when nothing changed (no state is kept then either). */
  site?: SiteInputs;
  states: LocaleState[];
}

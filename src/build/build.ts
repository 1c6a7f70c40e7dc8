/**
 * `sitegen build`: resolve the config, build each requested locale into a staging folder, and
 * swap it into place only if every locale succeeded.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { createWriter } from '../emit/assets.js';
import { stopSearchIndexer } from '../emit/searchIndex.js';
import { renderRobots, renderSitemapIndex, SITEMAP_INDEX_FILE } from '../emit/sitemap.js';
import { stage } from '../emit/output.js';
import type { RouteKind } from '../routes/routeTable.js';
import { localeOutDir } from '../routes/urls.js';
import { buildLocale, type LocaleBuildResult } from './buildLocale.js';
import type { LocaleState } from './localeState.js';
import { loadSiteInputs, type SiteInputs } from './siteInputs.js';

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
}

export interface BuildSummary {
  config: ResolvedConfig;
  outDir: string;
  locales: LocaleBuildResult[];
  pages: Partial<Record<RouteKind, number>>;
  bytes: number;
  ms: number;
}

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

/** A build with what `serve --watch` keeps between rebuilds (states only with `keepState`). */
export interface SiteBuild {
  summary: BuildSummary;
  site: SiteInputs;
  states: LocaleState[];
}

export async function buildSite(options: BuildOptions): Promise<SiteBuild> {
  const started = performance.now();
  const loaded = await loadConfig(options.root);
  const config = options.search === false ? { ...loaded, search: false } : loaded;
  const known = Object.keys(config.locales);
  const locales = options.locales && options.locales.length > 0 ? options.locales : known;
  for (const locale of locales) if (!known.includes(locale)) throw new UnknownLocale(locale, known);
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');

  const site = await loadSiteInputs(config, options.includeDrafts ?? false);
  const staging = stage(outDir);
  const results: LocaleBuildResult[] = [];
  const states: LocaleState[] = [];
  try {
    for (const locale of locales) {
      const built = await buildLocale({ site, locale, outRoot: staging.dir, keepState: options.keepState });
      results.push(built.result);
      if (built.state) states.push(built.state);
    }
    if (locales.includes(config.defaultLocale)) {
      // robots.txt and the sitemap index live at the site root, which the default locale owns.
      const write = createWriter(staging.dir);
      write('robots.txt', renderRobots(config, known));
      write(SITEMAP_INDEX_FILE, await renderSitemapIndex(config, known));
    }
    staging.commit(
      locales.map((l) => localeOutDir(config, l)),
      known.map((l) => localeOutDir(config, l)),
    );
  } catch (thrown) {
    staging.discard();
    throw thrown;
  } finally {
    await stopSearchIndexer();
  }
  const pages: Partial<Record<RouteKind, number>> = {};
  for (const result of results) {
    for (const [kind, n] of Object.entries(result.pages) as Array<[RouteKind, number]>) pages[kind] = (pages[kind] ?? 0) + n;
  }
  const summary = { config, outDir, locales: results, pages, bytes: results.reduce((sum, r) => sum + r.bytes, 0), ms: performance.now() - started };
  return { summary, site, states };
}

/**
 * `sitegen serve --watch`: builds the site once (drafts included) into a folder of its own,
 * serves it, and rebuilds what each saved file affects. Open tabs hear about every rebuild over
 * Server-Sent Events; a failed one shows an error overlay while the last good pages stay served.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import pc from 'picocolors';
import {
  UnknownLocale,
  refuseUnsafeOutput,
  classifyChange,
  watchedFolders,
  watchedPaths,
  createWatchBuilder,
  failedReport,
  type BuildReport,
  formatSummary,
  formatWarnings,
  printTimings,
} from '../pipeline/index.js';
import { cacheDir } from '../cache/index.js';
import { loadConfig, type ResolvedConfig } from '../config/index.js';
import {
  allowContentFoldersOutside,
  codeImportsOutside,
  whyOutsideSite,
} from '../content/index.js';
import { BuildFailed, type SiteError } from '../errors.js';
import { isProcessRunning, keepAsSpare } from '../emit/index.js';
import { localeBase, localeOutDir } from '../routes/index.js';
import { sassInputs } from '../bundle/index.js';
import { bundleDevClient, CLIENT_PATH, injectClient } from './clientScript.js';
import { formatWatchErrors, overlayErrors, type OverlayError } from './errorReport.js';
import { createEventHub } from './events.js';
import { listen } from './listen.js';
import { openBrowser } from './openBrowser.js';
import { createRebuildQueue } from './rebuildQueue.js';
import {
  allowedHostsCheck,
  createStaticServer,
  serverUrl,
  type RunningServer,
  type ServeOptions,
} from './server.js';
import { watchSources, type SourceWatcher } from './watcher.js';

export interface WatchServeOptions extends Omit<ServeOptions, 'outDir'> {
  /** Where the dev build goes; a folder of this process under the cache when not given. */
  outDir?: string;
  /** Print progress (off in tests). */
  quiet?: boolean;
  /** `--force`: the `outDir` given may be a folder of other files, which the build replaces. */
  force?: boolean;
}

export interface DevServer extends RunningServer {
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
  /** Where the dev build is written. */
  outDir: string;
}

/** The dev server's own status, for tests and benchmarks (`/__sitegen/status`). */
export interface DevStatus {
  builds: number;
  failures: number;
  building: boolean;
  errors: number;
  rssBytes: number;
  heapUsedBytes: number;
  last?: { ms: number; pages: number; urls: string[]; full: boolean };
}

export async function serveWatch(options: WatchServeOptions): Promise<DevServer> {
  const log = options.quiet ? () => undefined : (line: string) => console.log(line);
  let config = await loadConfig(options.root);
  const known = Object.keys(config.locales);
  if (options.locale && !known.includes(options.locale))
    throw new UnknownLocale(options.locale, known);
  const locales = options.locale ? [options.locale] : known;
  const ownFolder = options.outDir === undefined;
  const outDir = ownFolder ? devOutDir(config.root) : path.resolve(config.root, options.outDir!);
  if (!ownFolder) await refuseUnsafeOutput(config, outDir, options.force ?? false);

  // Without --locale, every locale of the config as it is now: one added while serving is built too.
  const builderLocales = options.locale ? [options.locale] : undefined;
  const watchedLocales = (next: ResolvedConfig) =>
    options.locale ? [options.locale] : Object.keys(next.locales);
  let builder = createWatchBuilder({
    root: config.root,
    locales: builderLocales,
    outDir,
    spareName: ownFolder ? DEV_SPARE : undefined,
  });
  const status: DevStatus = {
    builds: 0,
    failures: 0,
    building: false,
    errors: 0,
    rssBytes: 0,
    heapUsedBytes: 0,
  };
  let errors: OverlayError[] = [];
  const events = createEventHub(() => ['state', { build: status.builds, errors }]);
  const client = await bundleDevClient();
  const startPath = locales.includes(config.defaultLocale)
    ? ''
    : `${options.locale ?? locales[0]}/`;
  const server = createStaticServer(
    outDir,
    known.map((l) => localeOutDir(config, l)).filter(Boolean),
    {
      dev: {
        handle: (req, res, urlPath) => devRoute(req, res, urlPath),
        html: injectClient,
        placeholder: () =>
          status.builds > 0
            ? undefined
            : injectClient(
                `<!DOCTYPE html><html><head><meta charset="utf-8"><title>sitegen</title></head><body><p>${errors.length > 0 ? 'The build failed.' : 'Building…'}</p></body></html>`,
              ),
      },
      // The config's list as it was at start; a changed list takes a restart.
      allowHost: allowedHostsCheck(options, config),
      // Its `trailingSlash` as it was at start, likewise.
      trailingSlash: config.trailingSlash,
    },
  );

  function devRoute(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string): boolean {
    const json = (value: unknown) =>
      res
        .writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(JSON.stringify(value));
    if (urlPath === '/__sitegen/events') events.connect(req, res);
    else if (urlPath === CLIENT_PATH)
      res
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
        .end(client);
    else if (urlPath === '/__sitegen/error') json({ errors });
    else if (urlPath === '/__sitegen/status')
      json({
        ...status,
        building: queue.busy,
        rssBytes: process.memoryUsage.rss(),
        heapUsedBytes: process.memoryUsage().heapUsed,
      });
    // Only one locale built, and it is not the one at "/": send the visitor to it.
    else if (urlPath === '/' && startPath !== '')
      res.writeHead(302, { Location: localeBase(config, startPath.slice(0, -1)) }).end();
    else return false;
    return true;
  }

  let startWarnings: SiteError[] = [];
  function report(result: BuildReport, files: string[]): void {
    for (const notice of result.notices) log(pc.yellow(`! ${notice}`));
    if (!result.ok) {
      status.failures++;
      errors = overlayErrors(result.errors, config.root);
      status.errors = errors.length;
      events.send('errors', { errors });
      if (!options.quiet) console.error(formatWatchErrors(result.errors, config.root));
      return;
    }
    const recovered = errors.length > 0;
    errors = [];
    status.errors = 0;
    status.builds++;
    status.last = {
      ms: Math.round(result.ms),
      pages: result.pages,
      urls: result.urls,
      full: result.full,
    };
    events.send('change', {
      build: status.builds,
      urls: result.urls,
      reload: result.reload || result.full,
    });
    if (result.summary && status.builds === 1) {
      // The first build's summary is the start-up lines, its warnings with them.
      startWarnings = result.summary.warnings;
      return;
    }
    if (result.summary) log(formatSummary(result.summary));
    const what =
      files
        .map((file) => path.relative(config.root, file))
        .slice(0, 3)
        .join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
    const pages =
      result.pages === 0
        ? 'no page changed'
        : `${result.pages} page${result.pages === 1 ? '' : 's'}`;
    log(
      `${recovered ? pc.green('✔ fixed') : pc.cyan('↻')} ${what || 'rebuilt'} ${pc.dim(`→ ${pages} · ${Math.round(result.ms)} ms`)}`,
    );
    printTimings('this rebuild');
    // What the files just saved get wrong (a full rebuild's summary has said its own).
    if (!result.summary && result.warnings.length > 0)
      log(formatWarnings(result.warnings, config.root));
  }

  let closing = false;
  let watcher: SourceWatcher | undefined;
  /**
   * How many files outside the site its code imported, and Sass files its compiles read, when the
   * watch was last set.
   */
  let watchedImports = 0;
  const importsOf = (root: string) =>
    codeImportsOutside(root).length +
    sassInputs(root, 'stylesheet').length +
    sassInputs(root, 'modules').length;
  async function watch(next: ResolvedConfig): Promise<void> {
    const locales = watchedLocales(next);
    watchedImports = importsOf(next.root);
    // The content folders even when they are not there (yet, or any more): they may come back.
    const paths = [
      ...new Set([
        ...watchedPaths(next, locales),
        ...watchedFolders(next, locales),
        // What the site's plugins read, once a build set them up.
        ...builder.pluginInputs(),
      ]),
    ];
    // One watcher for the whole session: it remembers the folders it saw, gone or there.
    if (watcher) return watcher.update(paths);
    // Links inside a content folder the config names outside the site may lead within it.
    allowContentFoldersOutside(next);
    watcher = watchSources(paths, (file) => queue.add(file), {
      refuse: (link) => whyOutsideSite(next.root, link),
    });
    await watcher.ready;
  }

  /** A theme component changed: the builder is loaded again from the sources, and builds everything. */
  async function reloadTheme(files: string[]): Promise<boolean> {
    if (!files.some((file) => classifyChange(config, file)?.type === 'theme-code')) return true;
    try {
      const { loadFreshBuilder } = await import('./freshBuilder.js');
      const previous = builder;
      builder = (await loadFreshBuilder())({ root: config.root, locales: builderLocales, outDir });
      // Its timers and search updates would keep the old builder (and all it holds) alive.
      await previous.close();
      log(pc.cyan('↻ theme components reloaded'));
      return true;
    } catch (thrown) {
      const errors =
        thrown instanceof BuildFailed
          ? thrown.errors
          : [
              {
                file: files[0],
                message: thrown instanceof Error ? thrown.message : String(thrown),
                hint: 'fix the theme component',
              },
            ];
      report(failedReport(errors), files);
      return false;
    }
  }

  const queue = createRebuildQueue(async (files) => {
    if (!(await reloadTheme(files))) return;
    const result = await builder.build(files);
    report(result, files);
    const rebuilt = builder.config();
    if (result.ok && result.full && rebuilt && rebuilt !== config) {
      config = rebuilt;
      await watch(config);
    } else if (importsOf(config.root) > watchedImports) {
      // The site's code imported a file outside the site (or its Sass a partial) for the first
      // time: watched from now on.
      await watch(config);
    }
  });

  const bound = await listen(server, options.port, options.host, options.portFallback ?? false);
  if (bound.note) log(pc.yellow(`! ${bound.note}`));
  const url = serverUrl(options.host, bound.port, startPath);
  await watch(config);
  queue.force();
  await queue.idle();
  const first = status.last;
  if (first && builder.config()) {
    log(
      `${pc.green('✔')} ${pc.bold(`built ${first.pages} pages`)} ${pc.dim(`(drafts included) in ${(first.ms / 1000).toFixed(2)} s`)}`,
    );
    if (startWarnings.length > 0) log(formatWarnings(startWarnings, config.root));
  }
  log(
    `${pc.green('✔')} serving at ${pc.cyan(url)} ${pc.dim(`· watching for changes · ready in ${Math.round(performance.now())} ms`)}`,
  );
  if (options.open) openBrowser(url);
  void builder.warmUp(() => !queue.quiet || closing);

  return {
    url,
    outDir,
    idle: () => queue.idle(),
    async close() {
      closing = true;
      queue.close();
      await queue.idle();
      await builder.close();
      await watcher?.close();
      events.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Kept for the next session's first build to write over: creating every file costs most.
      if (ownFolder) keepAsSpare(outDir, config.root, DEV_SPARE);
    },
  };
}

/** What the folders of all `serve --watch` sessions of a site keep their spare under. */
const DEV_SPARE = 'serve --watch';

/** A folder for this process's dev build; folders left by processes that are gone are removed. */
function devOutDir(root: string): string {
  const parent = path.join(cacheDir(root), 'serve');
  if (fs.existsSync(parent)) {
    for (const name of fs.readdirSync(parent)) {
      const pid = Number(name);
      if (Number.isInteger(pid) && pid !== process.pid && !isProcessRunning(pid))
        fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
  return path.join(parent, String(process.pid));
}

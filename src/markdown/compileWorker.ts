/**
 * Worker thread: compiles chunks of sources (`.md` to HTML, or MDX to modules: `kind`) and sends
 * the results back. The locale's
 * settings come with the first chunk of each compile and stay for the chunks after it. A site's
 * own Markdown plugins are functions, which cannot be sent to a thread: the worker loads the
 * site's config itself to get them (once per `sitePlugins.key`).
 */
import { parentPort } from 'node:worker_threads';
import type { MarkdownConfig } from '../config/index.js';
import { compileJobs, compileMdxJobs, type CompileKind } from './compileJobs.js';
import type { CompileSettings } from './settings.js';
import type { WorkerJob } from './compileJobs.js';
import type { CompiledContent } from './types.js';
import type { CompiledMdx } from './compileMdx.js';

export type { WorkerJob };

export interface WorkerRequest {
  /** New settings (a compile's first chunk), or undefined to keep the last ones. */
  settings?: CompileSettings;
  jobs: WorkerJob[];
  kind: CompileKind;
}

let settings: CompileSettings | undefined;
let urls = new Map<string, string>();
let plugins: { key: string; loaded: Promise<MarkdownConfig['plugins']> } | undefined;

/** The site's plugins, from its config as the main thread loaded it. */
function sitePlugins(from: NonNullable<CompileSettings['sitePlugins']>) {
  if (plugins?.key !== from.key) {
    const loaded = import('../config/index.js')
      .then(({ loadConfig }) => loadConfig(from.root))
      .then((config) => config.markdown.plugins);
    plugins = { key: from.key, loaded };
  }
  return plugins.loaded;
}

/**
 * Chunks are compiled one after another and answered in the order they came: the main thread
 * keeps the next chunk waiting here (compileMany.ts), and an MDX compile awaits as it goes.
 */
let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.settings) {
    settings = request.settings;
    urls = new Map(settings.urlOfSource);
  }
  const current = settings!;
  const chunkUrls = urls;
  const send = (results: CompiledContent[] | CompiledMdx[]) => parentPort!.postMessage(results);
  // A failure leaves the thread without answering: the error ends it, and the build with it.
  queue = queue.then(async () => {
    if (request.kind === 'mdx') {
      const site = current.sitePlugins ? await sitePlugins(current.sitePlugins) : {};
      send(await compileMdxJobs(current, request.jobs, chunkUrls, site));
    } else if (!current.sitePlugins) send(compileJobs(current, request.jobs, chunkUrls));
    else
      send(
        await compileJobs(current, request.jobs, chunkUrls, await sitePlugins(current.sitePlugins)),
      );
  });
});

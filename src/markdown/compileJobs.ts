/**
 * Compiles sources, on whatever thread runs it (the main one, or a worker): `.md` to HTML, and
 * MDX (`.mdx`, and `.md` read as MDX) to the module the bundler takes, each with our plugins
 * alone, or with its section's own plugins when the site has some.
 */
import type { MarkdownConfig, MarkdownSection } from '../config/index.js';
import { compileMd, compileMdWith } from './compileMd.js';
import { MDX_PROVIDER } from './mdxProvider.js';
import { contextFor, type CompileSettings } from './settings.js';
import type { CompiledContent } from './types.js';
import type { CompiledMdx } from './compileMdx.js';
import type { CompileContext } from './context.js';

export interface WorkerJob {
  file: string;
  defaultFile: string;
  body: string;
  /** The content section it belongs to, for that section's plugins. */
  section?: MarkdownSection;
  /** For an MDX job: how MDX reads it (`md`: CommonMark, as a `.md` file a plugin put JSX into). */
  format?: 'md' | 'mdx';
  /** Compiled for its twins too (twinCompile.ts): the result comes with what it looked up. */
  twin?: true;
}

/** What a compile makes of its sources: HTML, or MDX modules. */
export type CompileKind = 'md' | 'mdx';

/** What each kind of compile gives for a source. */
export interface CompiledOfKind {
  md: CompiledContent;
  mdx: CompiledMdx;
}

export function compileJobs(
  settings: CompileSettings,
  jobs: WorkerJob[],
  urls: Map<string, string>,
): CompiledContent[];
export function compileJobs(
  settings: CompileSettings,
  jobs: WorkerJob[],
  urls: Map<string, string>,
  site: MarkdownConfig['plugins'],
): Promise<CompiledContent[]>;
export function compileJobs(
  settings: CompileSettings,
  jobs: WorkerJob[],
  urls: Map<string, string>,
  site?: MarkdownConfig['plugins'],
): CompiledContent[] | Promise<CompiledContent[]> {
  if (!site)
    return jobs.map((job) => {
      const ctx = contextFor(settings, job, urls);
      return withTwin(compileMd(job.body, ctx), ctx);
    });
  return Promise.all(
    jobs.map(async (job) => {
      const ctx = contextFor(settings, job, urls);
      const plugins = job.section && site[job.section];
      const result = plugins ? compileMdWith(job.body, ctx, plugins) : compileMd(job.body, ctx);
      return withTwin(await result, ctx);
    }),
  );
}

/** A twin's compile carries what it looked up from its place (twinCompile.ts). */
function withTwin<T>(result: T, ctx: CompileContext): T {
  return ctx.twin ? { ...result, twin: ctx.twin } : result;
}

/** MDX modules, as the module bundler would compile them (bundle/markdownModules.ts). */
export async function compileMdxJobs(
  settings: CompileSettings,
  jobs: WorkerJob[],
  urls: Map<string, string>,
  site: MarkdownConfig['plugins'] = {},
): Promise<CompiledMdx[]> {
  // Loaded here, not at the top: a thread that compiles only `.md` never loads MDX.
  const { compileMdx } = await import('./compileMdx.js');
  const results: CompiledMdx[] = [];
  for (const job of jobs) {
    const ctx = contextFor(settings, job, urls);
    const result = await compileMdx(job.body, ctx, {
      format: job.format ?? 'mdx',
      plugins: job.section && site[job.section],
      providerImportSource: MDX_PROVIDER,
    });
    results.push(withTwin(result, ctx));
  }
  return results;
}

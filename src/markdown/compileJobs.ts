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

export interface WorkerJob {
  file: string;
  defaultFile: string;
  body: string;
  /** The content section it belongs to, for that section's plugins. */
  section?: MarkdownSection;
  /** For an MDX job: how MDX reads it (`md`: CommonMark, as a `.md` file a plugin put JSX into). */
  format?: 'md' | 'mdx';
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
  if (!site) return jobs.map((job) => compileMd(job.body, contextFor(settings, job, urls)));
  return Promise.all(
    jobs.map((job) => {
      const ctx = contextFor(settings, job, urls);
      const plugins = job.section && site[job.section];
      return plugins ? compileMdWith(job.body, ctx, plugins) : compileMd(job.body, ctx);
    }),
  );
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
  for (const job of jobs)
    results.push(
      await compileMdx(job.body, contextFor(settings, job, urls), {
        format: job.format ?? 'mdx',
        plugins: job.section && site[job.section],
        providerImportSource: MDX_PROVIDER,
      }),
    );
  return results;
}

/**
 * Compiles `.md` sources, on whatever thread runs it (the main one, or a worker): each with our
 * plugins alone, or with its section's own plugins when the site has some.
 */
import type { MarkdownConfig, MarkdownSection } from '../config/index.js';
import { compileMd, compileMdWith } from './compileMd.js';
import { contextFor, type CompileSettings } from './settings.js';
import type { CompiledContent } from './types.js';

export interface WorkerJob {
  file: string;
  defaultFile: string;
  body: string;
  /** The content section it belongs to, for that section's plugins. */
  section?: MarkdownSection;
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

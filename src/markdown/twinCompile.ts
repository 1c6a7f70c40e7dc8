/**
 * Sources with the same text compiled once ("twins"): a versioned docs site keeps a copy of each
 * doc per version, most of them unchanged from one version to the next. A twin's compile differs
 * from another's only where the compile looked something up from the file's place: a link to a
 * `.md` source becomes the URL of the source beside it (`Configuration.md` is
 * `/docs/29.7/configuration` from one version, `/docs/30.0/configuration` from the next), and a
 * relative link to a file is looked for beside it.
 *
 * So one twin of each group is compiled with a placeholder for each page link it makes, and the
 * links it made and the files it did not find are recorded (`TwinRecord`). Each twin then gets that
 * compile with its own pages' URLs filled in (`placeTwin`), when its own lookups agree: the same
 * links lead to a page, the same files are missing, and each URL can be written as it is. A twin
 * they disagree for, and every twin of a compile that published a file, imported code, failed, or
 * holds its own path, is compiled on its own.
 *
 * A site's own Markdown plugins see the file's path: with them, twins are compiled once only when
 * they are all known to leave links alone (config/linkSafePlugins.ts), which also know nothing of
 * the path.
 */
import path from 'node:path';
import type { CompileContext, TwinRecord } from './context.js';
import type { WorkerJob } from './compileJobs.js';
import {
  BASE_PLACEHOLDER,
  PLACEHOLDER_MARK as MARK,
  contextFor,
  type CompileSettings,
} from './settings.js';
import type { SiteError } from '../errors.js';
import { ENCODED_MARK, PLAIN_URL, fillStrings } from './sharedCompile.js';
import { fileBeside, markdownLinkSource } from './plugins/remarkLinks.js';

/** Each page link's placeholder, its mark raw or percent-encoded (as the URL is written). */
const PAGE_LINK = /(\uE000|%EE%80%80)page(\d+)(?:\uE000|%EE%80%80)/g;

/**
 * `jobs` compiled by `compile` (compileMany, say), each group of twins once when `settings` allow:
 * results in the order of the jobs, as `compile` gives them.
 */
export async function compileTwins<T extends TwinCompiled>(
  settings: CompileSettings,
  jobs: WorkerJob[],
  compile: (jobs: WorkerJob[]) => Promise<T[]>,
): Promise<T[]> {
  if (!twinsAllowed(settings)) return compile(jobs);
  const groups = new Map<string, number[]>();
  jobs.forEach((job, i) => {
    const key = twinKey(job);
    if (key === undefined) return;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  /** Each group of twins by the one compiled for all (the first), and the others. */
  const twinsOf = new Map<number, number[]>();
  const others = new Set<number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    twinsOf.set(group[0], group);
    group.slice(1).forEach((i) => others.add(i));
  }
  if (twinsOf.size === 0) return compile(jobs);
  const first = jobs.flatMap((job, i) =>
    others.has(i) ? [] : [{ at: i, job: twinsOf.has(i) ? { ...job, twin: true as const } : job }],
  );
  const made = await compile(first.map(({ job }) => job));
  const results: T[] = new Array(jobs.length);
  const alone: number[] = [];
  const urls = new Map(settings.urlOfSource);
  first.forEach(({ at }, n) => {
    const twins = twinsOf.get(at);
    if (!twins) return (results[at] = made[n]);
    const shared = sharedPart(made[n], jobs[at].file);
    for (const i of twins) {
      const placed = shared && placeTwin(shared, contextFor(settings, jobs[i], urls));
      if (placed) results[i] = placed as unknown as T;
      else alone.push(i);
    }
  });
  if (alone.length > 0) {
    const more = await compile(alone.map((i) => jobs[i]));
    alone.forEach((i, n) => (results[i] = more[n]));
  }
  return results;
}

/**
 * Whether twins may be compiled once with these settings: the site's own plugins, if any, are all
 * known to leave links alone.
 */
function twinsAllowed(settings: CompileSettings): boolean {
  return !settings.sitePlugins || settings.sitePlugins.linkSafe === true;
}

/**
 * What makes sources twins: the same text, read the same way, in the same section, with the same
 * extension (a `.md` file is warned about what a `.mdx` one is not). Undefined for a source that
 * holds the placeholder mark, which is never compiled with another.
 */
export function twinKey(job: WorkerJob): string | undefined {
  if (job.body.includes(MARK) || job.body.includes(ENCODED_MARK)) return undefined;
  return JSON.stringify([job.body, job.format ?? '', job.section ?? '', path.extname(job.file)]);
}

/** The compile result of a twin, with what it looked up (set by compileJobs when the job asked). */
export interface TwinCompiled {
  assets: unknown[];
  problems: SiteError[];
  warnings: SiteError[];
  imports?: unknown[];
  twin?: TwinRecord;
}

/** A twin's compile as every twin of its group may take it: what its place gave it set apart. */
interface SharedPart {
  record: TwinRecord;
  rest: Record<string, unknown>;
  warnings: SiteError[];
}

/**
 * The compile of a twin (of the file `from`) as its group may share it, once for the group; or
 * undefined when each twin must be compiled on its own: the compile failed, published a file,
 * imported code, or holds the compiled twin's place anywhere but the file its warnings name.
 */
function sharedPart(made: TwinCompiled, from: string): SharedPart | undefined {
  const { twin: record, warnings, ...rest } = made;
  if (!record || made.problems.length > 0 || made.assets.length > 0 || made.imports) return;
  const dir = path.dirname(from);
  if (JSON.stringify(rest).includes(dir)) return;
  if (warnings.some((w) => w.file !== from || w.message.includes(dir) || w.hint?.includes(dir)))
    return;
  return { record, rest, warnings };
}

/**
 * The group's compile as the twin whose context is `ctx` would have made it, or undefined when
 * that cannot be told (the twin is then compiled on its own): its links must lead to pages where
 * the compiled twin's did, to URLs written as they are, and the files it did not find must be
 * missing beside it too.
 */
function placeTwin(shared: SharedPart, ctx: CompileContext): TwinCompiled | undefined {
  const urls: string[] = [];
  for (const { link, url } of shared.record.links) {
    const own = markdownLinkSource(ctx, link);
    if ((own === undefined) !== (url === undefined)) return;
    if (own === undefined) continue;
    if (!PLAIN_URL.test(own.replaceAll(BASE_PLACEHOLDER, ''))) return;
    urls.push(own);
  }
  if (shared.record.missing.some((link) => fileBeside(ctx, link))) return;
  const fill = (text: string) =>
    text.includes(MARK) || text.includes(ENCODED_MARK)
      ? text.replace(PAGE_LINK, (_match, mark: string, index: string) =>
          mark === MARK ? urls[+index] : urls[+index].replaceAll(MARK, ENCODED_MARK),
        )
      : text;
  return {
    ...(fillStrings(shared.rest, fill) as Omit<TwinCompiled, 'warnings'>),
    warnings: shared.warnings.map((warning) => ({ ...warning, file: ctx.file })),
  };
}

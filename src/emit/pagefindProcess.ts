/**
 * The Pagefind processes a build indexes with: two, each started and fed by a worker thread of
 * its own (searchIndexWorker.ts, compiled to `lib/searchIndexWorker.js`) on a machine with more
 * than one core, so that the build's thread only hands each page over. Pagefind's Node API sends
 * a page as base64 of its JSON: on this thread that was 3 s of a 9-locale build of Jest's website,
 * where handing the page to a thread costs a copy. Without those threads (sitegen run from its
 * sources, `SITEGEN_WORKERS=0`, one core) the one process this thread's `pagefind` module starts
 * does it all. Every process is used through the same small shape (`SearchIndexHandle`), so a
 * shard is indexed alike by any, and a new index goes to the process with less work queued
 * (`createIndex`). Every request is tracked (`track`), so a build that stops lets Pagefind finish
 * what it was asked before the processes stop (`holdSearchIndexer`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { packageRoot } from '../packageRoot.js';
import { searchBody } from './searchBody.js';

type Config = { excludeSelectors: string[] };
/** A page to index: its search region's HTML as UTF-8, decoded by the thread that hands it to Pagefind. */
type HTMLFile = { url: string; lang: string; body: Uint8Array };

/**
 * The page as Pagefind is given it: its region without the insides of what the index skips
 * (searchBody.ts), and without token spans where those remain.
 */
export function pagefindFile({ url, lang, body }: HTMLFile): { url: string; content: string } {
  const html = withoutTokenSpans(decoder.decode(searchBody(body)));
  return { url, content: `<html lang="${lang}"><body>${html}</body></html>` };
}
const decoder = new TextDecoder();

/**
 * The HTML without the highlighter's token spans (`<span class="token …">`, each with its end
 * tag): Pagefind reads the same text without them, and they are about 40% of a docs page's region
 * (Jest's website) that would be sent as base64 of JSON, then parsed. Every other span stays.
 *
 * A scan with `indexOf` from tag to tag, copying the text between the spans it drops: three to
 * four times faster than a `replace` calling back for every tag (1.2 s of a search thread's time
 * in a 9-locale build of Jest's website). A tag ends at its first `>`, as a span tag sitegen's
 * highlighter writes does.
 */
export function withoutTokenSpans(html: string): string {
  if (!html.includes(TOKEN_START)) return html;
  /** Whether each span open at this point is a token span, innermost last. */
  const isToken: boolean[] = [];
  let out = '';
  let copied = 0;
  let start = html.indexOf('<span');
  let end = html.indexOf('</span>');
  while (start >= 0 || end >= 0) {
    if (end < 0 || (start >= 0 && start < end)) {
      // `<span` and a character that is not part of a name: a span's start tag
      if (/\w/.test(html.charAt(start + 5))) {
        start = html.indexOf('<span', start + 5);
        continue;
      }
      const close = html.indexOf('>', start + 5);
      if (close < 0) break;
      const token = html.startsWith(TOKEN_START, start);
      isToken.push(token);
      if (token) {
        out += html.slice(copied, start);
        copied = close + 1;
      }
      start = html.indexOf('<span', close + 1);
      // an end tag written inside the start tag's attributes is text of that tag
      if (end >= 0 && end < close) end = html.indexOf('</span>', close + 1);
    } else {
      if (isToken.pop()) {
        out += html.slice(copied, end);
        copied = end + '</span>'.length;
      }
      end = html.indexOf('</span>', end + '</span>'.length);
    }
  }
  return out + html.slice(copied);
}
const TOKEN_START = '<span class="token';

/** What a shard asks of its index; each answers with Pagefind's errors. */
export interface SearchIndexHandle {
  addHTMLFile(file: HTMLFile): Promise<string[]>;
  writeFiles(outputPath: string): Promise<string[]>;
  deleteIndex(): Promise<void>;
}

/** An index in one of the Pagefind processes (`createIndex`). */
export interface PlacedIndex extends SearchIndexHandle {
  /** Whether it is in the second process. */
  second: boolean;
}

/** A request to the worker's Pagefind. */
export type SearchIndexRequest =
  | { op: 'create'; config: Config }
  | { op: 'add'; index: number; file: HTMLFile }
  | { op: 'write'; index: number; outputPath: string }
  | { op: 'delete'; index: number }
  | { op: 'close' };

/** A new index in this thread's Pagefind process (where no thread feeds one). */
export async function createLocalIndex(config: Config): Promise<SearchIndexHandle> {
  const { index, errors } = await pagefind.createIndex(config);
  if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
  return {
    addHTMLFile: async (file) => (await index.addHTMLFile(pagefindFile(file))).errors,
    writeFiles: async (outputPath) => (await index.writeFiles({ outputPath })).errors,
    deleteIndex: async () => void (await index.deleteIndex()),
  };
}

type IndexThread = { ask(request: SearchIndexRequest): Promise<unknown>; stop(): Promise<void> };
/** The threads of the first and the second Pagefind process, each started when first asked for. */
const threads: Array<IndexThread | null> = [null, null];

/** Whether Pagefind processes can be fed from threads here: compiled sitegen, workers on, two cores. */
function workerFile(): string | undefined {
  const file = path.join(packageRoot(), 'lib', 'searchIndexWorker.js');
  if (process.env.SITEGEN_WORKERS === '0' || os.availableParallelism() < 2) return undefined;
  return fs.existsSync(file) ? file : undefined;
}

function startWorker(file: string, slot: number): IndexThread {
  const thread = new Worker(file);
  thread.unref();
  const waiting = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let next = 0;
  thread.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) thread.unref();
      if (error !== undefined) request?.reject(new Error(error));
      else request?.resolve(result);
    },
  );
  const fail = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    threads[slot] = null;
  };
  thread.on('error', fail);
  thread.on('exit', () => fail(new Error('the search index thread stopped')));
  return {
    ask: (request) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        thread.ref(); // a request out keeps the command alive until it is answered
        thread.postMessage({ ...request, id });
      }),
    stop: async () => {
      await thread.terminate();
    },
  };
}

/**
 * A new index in the first or the second Pagefind process (`slot` 0 or 1), or in this thread's
 * where there are no threads to feed them (workerFile).
 */
async function createIndexIn(slot: 0 | 1, config: Config): Promise<SearchIndexHandle> {
  const file = workerFile();
  if (!file) return createLocalIndex(config);
  const remote = (threads[slot] ??= startWorker(file, slot));
  const index = (await remote.ask({ op: 'create', config })) as number;
  return {
    addHTMLFile: async (file) => (await remote.ask({ op: 'add', index, file })) as string[],
    writeFiles: async (outputPath) =>
      (await remote.ask({ op: 'write', index, outputPath })) as string[],
    deleteIndex: async () => void (await remote.ask({ op: 'delete', index })),
  };
}

export const createFirstIndex = (config: Config) => createIndexIn(0, config);
export const createSecondIndex = (config: Config) => createIndexIn(1, config);

/**
 * The work each Pagefind process was given and has not done, in pages: a page counts twice from
 * the moment it is given, once for reading it and once for its part of writing its index out. Its
 * reading answered, one goes; its index written (or deleted), the other.
 */
const queued = [0, 0];

/**
 * The process a new index goes to: the one with less work queued, the first when they have the
 * same. Given in turn, the shards of the 5,000-doc benchmark site left the first process 3,205
 * pages and the second 1,796, and the first indexed alone for the last 2 s of the build.
 */
export function lessBusyProcess(work: readonly number[] = queued): 0 | 1 {
  return work[1] < work[0] ? 1 : 0;
}

/** The work queued in each process now (a copy). */
export const queuedWork = (): [number, number] => [queued[0], queued[1]];

/**
 * A new index in the process with less work queued (`lessBusyProcess`), or in the one asked for
 * (`second`), chosen now: the pages given to an index before it is made count at once. Its
 * requests wait for it to be made; a failure to make it is what each of them answers.
 */
export function createIndex(config: Config, second?: boolean): PlacedIndex {
  const slot = second === undefined ? lessBusyProcess() : second ? 1 : 0;
  const made = track(createIndexIn(slot, config));
  made.catch(() => undefined); // answered by each request
  let unwritten = 0;
  const settle = () => {
    queued[slot] = Math.max(0, queued[slot] - unwritten);
    unwritten = 0;
  };
  return {
    second: slot === 1 && workerFile() !== undefined,
    addHTMLFile(file) {
      queued[slot] += 2;
      unwritten++;
      return made
        .then((index) => index.addHTMLFile(file))
        .finally(() => (queued[slot] = Math.max(0, queued[slot] - 1)));
    },
    writeFiles: (outputPath) => made.then((index) => index.writeFiles(outputPath)).finally(settle),
    deleteIndex: () => made.then((index) => index.deleteIndex()).finally(settle),
  };
}

/** Stops every Pagefind process (their requests answered first: see holdSearchIndexer). */
export async function closePagefind(): Promise<void> {
  const running = threads.filter((thread) => thread !== null);
  threads.fill(null);
  // What indexes never written nor deleted (a build that failed) leave counted.
  queued.fill(0);
  for (const remote of running) {
    await remote.ask({ op: 'close' }).catch(() => undefined);
    await remote.stop();
  }
  await pagefind.close();
}

/** Requests to Pagefind not answered yet. */
const inFlight = new Set<Promise<unknown>>();

export function track<T>(request: Promise<T>): Promise<T> {
  inFlight.add(request);
  const done = () => inFlight.delete(request);
  request.then(done, done);
  return request;
}

/** How long a failed build waits for Pagefind to finish what it was asked before stopping it. */
const DRAIN_MS = 10_000;

/** Builds and dev servers of this process that may index (`holdSearchIndexer`). */
let holders = 0;

/**
 * Keeps Pagefind's processes for a build (or a dev server) until the returned function is called.
 *
 * Called with `kept` (a build that succeeded), it leaves them running for the next build of the
 * process (a test run, a benchmark, a library caller): starting two threads and their processes
 * again was about half the CPU time of building a small site. Idle, they keep nothing alive: the
 * command exits, and each Pagefind process ends when its input closes. Called without, it stops
 * them once no other build of this process holds them: after a failure, the next build starts
 * processes that answered nothing of it.
 *
 * A build that failed may still have requests out (pages being read, an index being written into
 * the staging folder): they are let finish first, or Pagefind, cut off while it answers, panics
 * with "broken pipe", and the index it is writing keeps the staging folder from being removed. So
 * the function waits for them each time it is called, and may be called before the end too.
 */
export function holdSearchIndexer(): (kept?: boolean) => Promise<void> {
  holders++;
  let held = true;
  return async (kept = false) => {
    if (held) holders--;
    held = false;
    await drain();
    if (holders === 0 && !kept) await closePagefind();
  };
}

/** Waits for Pagefind to answer what it was asked (at most DRAIN_MS). */
async function drain(): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
    await Promise.race([Promise.allSettled([...inFlight]), timeout]);
    clearTimeout(timer);
    // What a settled request led to (an index deleted once written) is asked for in the
    // callbacks that run next: let them run before looking again.
    await new Promise(setImmediate);
  }
}

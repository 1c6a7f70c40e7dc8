/**
 * Verifies link targets in batches while the build is still writing, so that little is left to
 * ask once it is done: a site path is asked for as soon as the page at that path has been written
 * (most links lead to pages), everything else (assets, feeds, other sites) at the end. Each batch
 * is one linkinator run against a loopback server of the output, started with the first batch.
 */
import type { ServedOutput } from './serveOutput.js';
import { verifyUrls, type Verdict } from './verifyUrls.js';

export interface VerifyQueueOptions {
  serve: () => Promise<ServedOutput>;
  /** Ready targets that make a batch worth a linkinator run before the end. */
  batchSize: number;
  /** Milliseconds per request. */
  timeout?: number;
}

export interface VerifyQueue {
  /** A target to verify: a site path with its path part ("/id/docs/a?x", "/id/docs/a"), or an absolute URL. */
  add(target: string, path?: string): void;
  /** The page at this (encoded) path has been written. */
  written(path: string): void;
  /** Verifies what is left; the verdict of every target added. */
  finish(): Promise<Map<string, Verdict>>;
  /** Stops the server of a build that failed. */
  close(): Promise<void>;
}

export function createVerifyQueue(options: VerifyQueueOptions): VerifyQueue {
  const verdicts = new Map<string, Verdict>();
  const seen = new Set<string>();
  const writtenPaths = new Set<string>();
  /** Targets whose page is not written yet, by path. */
  const waiting = new Map<string, string[]>();
  /** Targets at the end only: not pages of this build, or not yet known to be. */
  const later: string[] = [];
  let ready: string[] = [];
  let running: Promise<void> | undefined;
  let failure: unknown;
  let server: Promise<ServedOutput> | undefined;

  const run = async (batch: string[]): Promise<void> => {
    server ??= options.serve();
    const { origin } = await server;
    for (const [target, verdict] of await verifyUrls(batch, { siteOrigin: origin, timeout: options.timeout })) verdicts.set(target, verdict);
  };

  const pump = (): void => {
    if (running || failure || ready.length < options.batchSize) return;
    const batch = ready;
    ready = [];
    running = run(batch).then(
      () => {
        running = undefined;
        pump();
      },
      (error: unknown) => {
        failure = error;
        running = undefined;
      },
    );
  };

  const close = async (): Promise<void> => {
    const started = server;
    server = undefined;
    if (started) await started.then((served) => served.close(), () => undefined);
  };

  return {
    add(target, path) {
      if (seen.has(target)) return;
      seen.add(target);
      if (path === undefined) later.push(target);
      else if (writtenPaths.has(path)) ready.push(target);
      else waiting.set(path, [...(waiting.get(path) ?? []), target]);
      pump();
    },
    written(path) {
      writtenPaths.add(path);
      const targets = waiting.get(path);
      if (!targets) return;
      waiting.delete(path);
      ready.push(...targets);
      pump();
    },
    async finish() {
      try {
        while (running) await running;
        if (failure) throw failure;
        const rest = [...ready, ...[...waiting.values()].flat(), ...later];
        if (rest.length > 0) await run(rest);
        return verdicts;
      } finally {
        await close();
      }
    },
    close,
  };
}

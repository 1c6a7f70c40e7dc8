/**
 * Verifies the distinct targets of a build's links once every page is written. A site path the
 * output folder serves (worked out by `resolve`, the resolver `sitegen serve` answers requests
 * with) is answered without a request: an HTTP round trip would only repeat that lookup, and it
 * was most of the check's time on large sites. Every other target (a path the output does not
 * serve, and other sites when asked for) is requested by linkinator from a loopback server of the
 * output, so each broken link is confirmed, with its status, the way a reader would meet it.
 */
import type { ServedOutput } from './serveOutput.js';
import { verifyUrls, type Verdict } from './verifyUrls.js';

export interface VerifyOptions {
  serve: () => Promise<ServedOutput>;
  /** Whether the output serves this site path (its path part, "/id/docs/a") with a file. */
  resolve: (path: string) => boolean;
  /** Milliseconds per request. */
  timeout?: number;
}

export interface Verified {
  /** The verdict of every target. */
  verdicts: Map<string, Verdict>;
  /** How many of them linkinator requested. */
  requested: number;
}

/**
 * `targets`: each distinct target, a site path with its path part ("/id/docs/a?x" → "/id/docs/a")
 * or an absolute URL of another site (no path).
 */
export async function verifyTargets(
  targets: Map<string, string | undefined>,
  options: VerifyOptions,
): Promise<Verified> {
  const verdicts = new Map<string, Verdict>();
  const requested: string[] = [];
  for (const [target, path] of targets) {
    if (path !== undefined && options.resolve(path)) verdicts.set(target, { ok: true });
    else requested.push(target);
  }
  if (requested.length === 0) return { verdicts, requested: 0 };
  const served = await options.serve();
  try {
    for (const [target, verdict] of await verifyUrls(requested, {
      siteOrigin: served.origin,
      timeout: options.timeout,
    }))
      verdicts.set(target, verdict);
  } finally {
    await served.close();
  }
  return { verdicts, requested: requested.length };
}

/**
 * Links to other sites, checked only when asked for (`--check-external`): linkinator requests
 * each distinct URL once, as given, and follows nothing it finds there.
 */
import type { LinkResult } from 'linkinator';

export interface Verdict {
  ok: boolean;
  /** Why it failed: the HTTP status, or the network error. */
  reason?: string;
}

export async function checkExternalLinks(
  urls: string[],
  options: { timeout?: number } = {},
): Promise<Map<string, Verdict>> {
  const verdicts = new Map<string, Verdict>();
  if (urls.length === 0) return verdicts;
  const wanted = new Set(urls);
  // Loaded only when asked for: it takes a noticeable moment to import.
  const { check, LinkState } = await import('linkinator');
  const result = await check({
    path: urls,
    recurse: false,
    // The pages' own links are not ours to check.
    linksToSkip: async (link) => !wanted.has(link),
    concurrency: 16,
    timeout: options.timeout,
    retry: true,
  });
  const byUrl = new Map(result.links.map((link) => [link.url, link]));
  for (const url of urls) {
    // The URLs come normalised (`URL.href`), as linkinator reports them.
    const link = byUrl.get(url);
    verdicts.set(
      url,
      link ? verdictOf(link, LinkState.BROKEN) : { ok: false, reason: 'no answer' },
    );
  }
  return verdicts;
}

function verdictOf(link: LinkResult, broken: LinkResult['state']): Verdict {
  if (link.state !== broken) return { ok: true };
  if (link.status) return { ok: false, reason: `HTTP ${link.status}` };
  const error = link.failureDetails?.find((detail): detail is Error => detail instanceof Error);
  const code = (error?.cause as { code?: string } | undefined)?.code;
  return {
    ok: false,
    reason: error ? `${error.message}${code ? ` (${code})` : ''}` : 'no response',
  };
}

/**
 * Links to other sites, checked only when asked for (`--check-external`): linkinator requests
 * each distinct URL once, as given (normalised, as `URL.href`), and follows nothing it finds there.
 */
/** `reason`: why it failed, the HTTP status or the network error. */
export type Verdict = { ok: boolean; reason?: string };

export async function checkExternalLinks(urls: string[]): Promise<Map<string, Verdict>> {
  if (urls.length === 0) return new Map();
  // Loaded only when asked for: it takes a noticeable moment to import.
  const { check, LinkState } = await import('linkinator');
  const wanted = new Set(urls);
  const result = await check({
    path: urls,
    recurse: false,
    // The pages' own links are not ours to check.
    linksToSkip: async (link) => !wanted.has(link),
    concurrency: 16,
    timeout: 20_000,
    retry: true,
  });
  const found = new Map(result.links.map((link) => [link.url, link]));
  return new Map(
    urls.map((url): [string, Verdict] => {
      const link = found.get(url);
      if (!link) return [url, { ok: false, reason: 'no answer' }];
      if (link.state !== LinkState.BROKEN) return [url, { ok: true }];
      if (link.status) return [url, { ok: false, reason: `HTTP ${link.status}` }];
      const error = link.failureDetails?.find((detail): detail is Error => detail instanceof Error);
      const code = (error?.cause as { code?: string } | undefined)?.code;
      const reason = error ? `${error.message}${code ? ` (${code})` : ''}` : 'no response';
      return [url, { ok: false, reason }];
    }),
  );
}

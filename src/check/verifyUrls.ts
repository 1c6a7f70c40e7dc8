/**
 * Asks linkinator whether each URL answers. The pages themselves are not crawled: a page served
 * here names every distinct URL once, so linkinator makes one request per target however many
 * pages link to it (crawling the pages made it do bookkeeping per page and link, which cost
 * seconds). Site paths ("/id/docs/intro") are requested from `siteOrigin`.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkResult } from 'linkinator';

export interface Verdict {
  ok: boolean;
  /** Why it failed: the HTTP status, or the network error. */
  reason?: string;
}

export interface VerifyOptions {
  /** Where the site paths among the targets are served (a loopback server of the output). */
  siteOrigin: string;
  concurrency?: number;
  /** Milliseconds per request. */
  timeout?: number;
}

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];

/** `targets` are site paths ("/docs/intro?x") or absolute http(s) URLs; the map is keyed by them. */
export async function verifyUrls(
  targets: string[],
  options: VerifyOptions,
): Promise<Map<string, Verdict>> {
  const verdicts = new Map<string, Verdict>();
  if (targets.length === 0) return verdicts;
  const urls = targets.map((target) => new URL(target, options.siteOrigin).href);
  const listPath = `/__sitegen-link-check-${crypto.randomBytes(6).toString('hex')}`;
  const list = `<!doctype html><html><body>${urls.map((url) => `<a href="${attribute(url)}"></a>`).join('\n')}</body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === listPath)
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(list);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const listUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${listPath}`;
  const external = targets.some((t) => !t.startsWith('/'));
  // linkinator sends every request through http(s)_proxy when one is set, loopback included (it
  // does not read NO_PROXY); a check of the site's own pages never needs one.
  const setAside = external
    ? []
    : PROXY_VARIABLES.filter((name) => process.env[name] !== undefined).map(
        (name) => [name, process.env[name]!] as const,
      );
  for (const [name] of setAside) delete process.env[name];
  // undici closes the connection after every HEAD request with an internal "reset" error; capturing
  // a stack for each of those was a good part of the check's time, and none is ever shown.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    // Loaded only when something must be requested: it takes a noticeable moment to import.
    const { check, LinkState } = await import('linkinator');
    const result = await check({
      path: listUrl,
      recurse: false,
      concurrency: options.concurrency ?? 16,
      timeout: options.timeout,
      retry: external,
      // The loopback server compresses text on request; nothing is gained by it here.
      headers: { 'Accept-Encoding': 'identity' },
    });
    const byUrl = new Map(result.links.map((link) => [link.url, link]));
    const listResult = byUrl.get(listUrl);
    if (!listResult || listResult.state === LinkState.BROKEN) {
      throw new Error(
        `the link check could not read its own list of URLs from ${listUrl}: ${listResult ? verdictOf(listResult, LinkState.BROKEN).reason : 'no answer'}`,
      );
    }
    targets.forEach((target, i) => {
      const link = byUrl.get(urls[i]);
      verdicts.set(
        target,
        link ? verdictOf(link, LinkState.BROKEN) : { ok: false, reason: 'not checked' },
      );
    });
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
    for (const [name, value] of setAside) process.env[name] = value;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return verdicts;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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

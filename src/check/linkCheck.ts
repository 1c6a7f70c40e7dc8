/**
 * The link check of a build, run on the staging folder before it replaces the output: every URL a
 * written page names on this site must answer (verified by linkinator over loopback HTTP), and
 * every `#fragment` of a link must be an element id in the page it lands on (checked here, from
 * the ids of the written HTML). External URLs are checked only when asked for.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { ResolvedConfig } from '../config/types.js';
import type { RouteKind } from '../routes/routeTable.js';
import { resolveRequest } from '../serve/resolve.js';
import { createStaticHandler } from '../serve/server.js';
import { scanPage, type PageLinks } from './pageLinks.js';
import { verifyUrls } from './verifyUrls.js';

export interface CheckedPage {
  /** Site-absolute URL ("/id/docs/intro"). */
  url: string;
  locale: string;
  /** The written HTML file. */
  file: string;
  /** The source that produced the page ("" for generated pages). */
  sourceFile: string;
  kind: RouteKind;
}

export interface LinkCheckOptions {
  config: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  /** The folder served as the site root. */
  outDir: string;
  pages: CheckedPage[];
  /** Every locale's output folder ("" for the default locale). */
  localeDirs: string[];
  /** The locale folders this build wrote; links into the others are not checked. */
  builtLocaleDirs: string[];
  /** Also request links to other sites. */
  external: boolean;
}

export interface BrokenLink {
  page: CheckedPage;
  /** The link as written in the page. */
  href: string;
  reason: string;
}

export interface LinkCheckReport {
  broken: BrokenLink[];
  /** Links found in the pages, and how many of them were not checked (external, other locales). */
  links: number;
  skipped: number;
  /** Distinct URLs requested. */
  targets: number;
  ms: number;
}

interface Occurrence {
  page: CheckedPage;
  href: string;
  /** Site path or absolute URL handed to linkinator. */
  target: string;
  /** The fragment to find in the target page, for navigation links. */
  fragment?: string;
}

/** Elements whose `#fragment` the browser scrolls to. */
const NAVIGATING = new Set(['a', 'area']);

export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const started = performance.now();
  const { config, outDir } = options;
  const site = new URL(config.url);
  const scans = new Map<string, PageLinks>();
  const occurrences: Occurrence[] = [];
  const broken: BrokenLink[] = [];
  let links = 0;
  let skipped = 0;

  for (const page of options.pages) {
    const scan = scanPage(fs.readFileSync(page.file, 'utf8'));
    scans.set(page.file, scan);
    const pageUrl = new URL(page.url, site.origin);
    const base = scan.base ? safeUrl(scan.base, pageUrl) ?? pageUrl : pageUrl;
    for (const link of scan.links) {
      links++;
      const url = safeUrl(link.value, base);
      if (!url) {
        broken.push({ page, href: link.value, reason: 'not a valid URL' });
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      const fragment = NAVIGATING.has(link.tag) ? fragmentOf(url) : undefined;
      if (url.origin === site.origin) {
        if (!options.builtLocaleDirs.includes(localeDirOf(url.pathname, config.baseUrl, options.localeDirs))) {
          skipped++;
          continue;
        }
        occurrences.push({ page, href: link.value, target: url.pathname + url.search, fragment });
      } else if (options.external) {
        url.hash = '';
        occurrences.push({ page, href: link.value, target: url.href });
      } else {
        skipped++;
      }
    }
  }

  const targets = [...new Set(occurrences.map((o) => o.target))];
  const verdicts = await verifyUrls(targets, { handler: underBase(config.baseUrl, createStaticHandler(outDir, options.localeDirs.filter(Boolean))), timeout: 20_000 });
  const idsByTarget = new Map<string, Set<string> | undefined>();
  const idsOf = (target: string): Set<string> | undefined => {
    if (idsByTarget.has(target)) return idsByTarget.get(target);
    const file = resolveRequest(outDir, target.split('?')[0].slice(config.baseUrl.length - 1));
    let ids: Set<string> | undefined;
    if (file?.endsWith('.html')) {
      let scan = scans.get(file);
      if (!scan) scans.set(file, (scan = scanPage(fs.readFileSync(file, 'utf8'))));
      ids = scan.ids;
    }
    idsByTarget.set(target, ids);
    return ids;
  };
  for (const occurrence of occurrences) {
    const verdict = verdicts.get(occurrence.target);
    if (!verdict?.ok) {
      broken.push({ page: occurrence.page, href: occurrence.href, reason: verdict?.reason ?? 'not checked' });
      continue;
    }
    if (occurrence.fragment === undefined) continue;
    const ids = idsOf(occurrence.target);
    if (ids && !ids.has(occurrence.fragment)) {
      const where = occurrence.target.split('?')[0] === new URL(occurrence.page.url, site.origin).pathname ? 'this page' : safeDecode(occurrence.target);
      broken.push({ page: occurrence.page, href: occurrence.href, reason: `no element with id "${occurrence.fragment}" on ${where}` });
    }
  }
  return { broken, links, skipped, targets: targets.length, ms: performance.now() - started };
}

function safeUrl(value: string, base: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The fragment a link scrolls to, or undefined when there is nothing to find: no fragment, the
 * empty one, `#top` (the top of the page, by the HTML standard) or a text fragment (`#:~:text=`).
 */
function fragmentOf(url: URL): string | undefined {
  if (url.hash.length <= 1) return undefined;
  const fragment = safeDecode(url.hash.slice(1));
  if (fragment.toLowerCase() === 'top' || fragment.startsWith(':~:')) return undefined;
  return fragment;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The locale folder a site path belongs to: its first segment when that is a locale's, else the default's (""). */
function localeDirOf(pathname: string, baseUrl: string, localeDirs: string[]): string {
  const first = pathname.startsWith(baseUrl) ? safeDecode(pathname.slice(baseUrl.length).split('/')[0]) : '';
  return first && localeDirs.includes(first) ? first : '';
}

/** Serves the output folder at the site's base URL; paths outside it are not found. */
function underBase(baseUrl: string, handler: http.RequestListener): http.RequestListener {
  if (baseUrl === '/') return handler;
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl) && url !== baseUrl.slice(0, -1)) {
      res.writeHead(404).end();
      return;
    }
    req.url = `/${url.slice(baseUrl.length)}`;
    handler(req, res);
  };
}

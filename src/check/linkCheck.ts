/**
 * The link check of a build, run on the staging folder before it replaces the output: every URL a
 * written page names on this site must be served (see verifyTargets.ts: what the output does not
 * serve is confirmed by linkinator over loopback HTTP), and every `#fragment` of a link must be
 * an element id in the page it lands on (checked here, from the ids of the written HTML).
 * External URLs are checked only when asked for.
 *
 * Pages are read as they are written (`addPage`), on a thread of its own, so reading them
 * overlaps the build; `finish` verifies the distinct targets and checks the fragments.
 */
import fs from 'node:fs';
import type { ResolvedConfig } from '../config/types.js';
import type { RouteKind } from '../routes/routeTable.js';
import { resolveRequest } from '../serve/resolve.js';
import type { SharedMarkup } from '../render/renderPage.js';
import { scanPage, type PageLinks } from './pageLinks.js';
import { openScanCache } from './scanCache.js';
import { serveOutput } from './serveOutput.js';
import { verifyTargets } from './verifyTargets.js';

export interface CheckedPage {
  /** Site-absolute URL ("/id/docs/intro"). */
  url: string;
  locale: string;
  /** The written HTML file. */
  file: string;
  /** The source that produced the page ("" for generated pages). */
  sourceFile: string;
  kind: RouteKind;
  /** Markup in the page whose links are read once for every page that shares it. */
  shared?: SharedMarkup;
}

export interface LinkCheckOptions {
  config: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  /** The folder being written: served as the site root. */
  outDir: string;
  /** Every locale's output folder ("" for the default locale). */
  localeDirs: string[];
  /** The locale folders this build writes; links into the others are not checked. */
  builtLocaleDirs: string[];
  /** Also request links to other sites. */
  external: boolean;
  /** Where what was read in each page is kept between builds (none: read every page). */
  cacheFile?: string;
}

export interface BrokenLink {
  page: CheckedPage;
  /** The link as written in the page. */
  href: string;
  reason: string;
}

export interface LinkCheckReport {
  broken: BrokenLink[];
  /** Links found in the pages; those to other sites and into locales this build did not write were not checked. */
  links: number;
  external: number;
  otherLocales: number;
  /** Distinct URLs checked. */
  targets: number;
  /** Those linkinator requested over HTTP (what the output does not serve, and other sites when asked). */
  requested: number;
  /** Milliseconds spent reading pages, and spent verifying once every page was written. */
  scanMs: number;
  ms: number;
}

export interface LinkCheck {
  addPage(page: CheckedPage): void;
  /** The report, once every page has been added. */
  finish(): Promise<LinkCheckReport>;
}

interface Occurrence {
  page: CheckedPage;
  href: string;
  /** Site path or absolute URL handed to linkinator. */
  target: string;
  /** The fragment to find in the target page, for navigation links. */
  fragment?: string;
  /** Whether the link leads to the page it is on. */
  samePage: boolean;
}

/** A link worked out: checked (a site path or, when asked for, an external URL), or not. */
type Resolved =
  | { kind: 'checked'; target: string; path: string; fragment?: string }
  | { kind: 'external' }
  | { kind: 'other-locale' }
  | { kind: 'ignored' }
  | { kind: 'invalid' };

/**
 * The links of one shared markup string: those that do not depend on the page (they start with
 * "/" or a scheme) are worked out and checked once for every page holding the markup; the others
 * are considered on each page like its own links.
 */
interface SharedLinks {
  fixed: Array<{ href: string; to: Resolved; fragment?: string }>;
  pageDependent: PageLinks['links'];
  /** Each page holding the markup, and how many times. */
  holders: Array<{ page: CheckedPage; copies: number }>;
}

/** Elements whose `#fragment` the browser scrolls to. */
const NAVIGATING = new Set(['a', 'area']);

export function createLinkCheck(settings: LinkCheckOptions): LinkCheck {
  const { config, outDir } = settings;
  const site = new URL(config.url);
  /** Each distinct target, with its site path (none for other sites). */
  const targets = new Map<string, string | undefined>();
  const scans = openScanCache(settings.cacheFile);
  const idsByFile = new Map<string, Set<string>>();
  const occurrences: Occurrence[] = [];
  const broken: BrokenLink[] = [];
  let links = 0;
  let external = 0;
  let otherLocales = 0;
  let scanMs = 0;

  /**
   * Where a link leads. Most links are the same on many pages (navbar, sidebar, footer) and do not
   * depend on the page when they start with "/" or a scheme, so those are worked out once.
   */
  const resolved = new Map<string, Resolved>();
  const resolve = (value: string, base: URL): Resolved => {
    const free = pageFree(value);
    const known = free ? resolved.get(value) : undefined;
    if (known) return known;
    const result = classify(value, base);
    if (free) resolved.set(value, result);
    return result;
  };
  const classify = (value: string, base: URL): Resolved => {
    const url = safeUrl(value, base);
    if (!url) return { kind: 'invalid' };
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignored' };
    if (url.origin === site.origin) {
      const built = settings.builtLocaleDirs.includes(
        localeDirOf(url.pathname, config.baseUrl, settings.localeDirs),
      );
      return built
        ? {
            kind: 'checked',
            target: url.pathname + url.search,
            path: url.pathname,
            fragment: fragmentOf(url),
          }
        : { kind: 'other-locale' };
    }
    if (!settings.external) return { kind: 'external' };
    url.hash = '';
    return { kind: 'checked', target: url.href, path: '' };
  };

  /** What shared markup holds, read once per distinct string. */
  const sharedScans = new Map<string, { scan: PageLinks; links: SharedLinks }>();
  const sharedScan = (markup: string) => {
    let shared = sharedScans.get(markup);
    if (!shared) {
      const scan = scanPage(markup);
      const links: SharedLinks = { fixed: [], pageDependent: [], holders: [] };
      for (const link of scan.links) {
        if (!pageFree(link.value)) {
          links.pageDependent.push(link);
          continue;
        }
        const to = resolve(link.value, site);
        links.fixed.push({
          href: link.value,
          to,
          fragment: to.kind === 'checked' && NAVIGATING.has(link.tag) ? to.fragment : undefined,
        });
        if (to.kind === 'checked' && !targets.has(to.target))
          targets.set(to.target, to.path || undefined);
      }
      sharedScans.set(markup, (shared = { scan, links }));
    }
    return shared;
  };

  const addPage = ({ shared, ...page }: CheckedPage): void => {
    const started = performance.now();
    let html = fs.readFileSync(page.file, 'utf8');
    // Shared markup (whole elements) is taken out of the page, and its links counted once per copy.
    const parts = shared ? html.split(shared.html) : [html];
    const copies = parts.length - 1;
    if (copies > 0) html = parts.join('');
    const scan = scans.scan(html);
    const extra = shared && copies > 0 ? sharedScan(shared.as) : undefined;
    const ids =
      extra && extra.scan.ids.size > 0 ? new Set([...scan.ids, ...extra.scan.ids]) : scan.ids;
    idsByFile.set(page.file, ids);
    const pageUrl = new URL(page.url, site.origin);
    const base = scan.base ? (safeUrl(scan.base, pageUrl) ?? pageUrl) : pageUrl;
    const consider = (link: PageLinks['links'][number]): void => {
      links++;
      const to = scan.base ? classify(link.value, base) : resolve(link.value, base);
      if (to.kind === 'invalid') broken.push({ page, href: link.value, reason: 'not a valid URL' });
      else if (to.kind === 'external') external++;
      else if (to.kind === 'other-locale') otherLocales++;
      else if (to.kind === 'checked') {
        const fragment = NAVIGATING.has(link.tag) ? to.fragment : undefined;
        occurrences.push({
          page,
          href: link.value,
          target: to.target,
          fragment,
          samePage: to.path === pageUrl.pathname,
        });
        if (!targets.has(to.target)) targets.set(to.target, to.path || undefined);
      }
    };
    for (const link of scan.links) consider(link);
    if (extra && scan.base) {
      // A <base> makes every link depend on the page.
      for (let copy = 0; copy < copies; copy++) for (const link of extra.scan.links) consider(link);
    } else if (extra) {
      for (let copy = 0; copy < copies; copy++)
        for (const link of extra.links.pageDependent) consider(link);
      extra.links.holders.push({ page, copies });
      for (const { href, to } of extra.links.fixed) {
        links += copies;
        if (to.kind === 'external') external += copies;
        else if (to.kind === 'other-locale') otherLocales += copies;
        else if (to.kind === 'invalid')
          for (let copy = 0; copy < copies; copy++)
            broken.push({ page, href, reason: 'not a valid URL' });
      }
    }
    scanMs += performance.now() - started;
  };

  /** The file the output serves at a site path (resolved as the server resolves it). */
  const files = new Map<string, string | undefined>();
  const fileAt = (sitePath: string): string | undefined => {
    if (!files.has(sitePath))
      files.set(
        sitePath,
        sitePath.startsWith(config.baseUrl)
          ? resolveRequest(outDir, sitePath.slice(config.baseUrl.length - 1))
          : undefined,
      );
    return files.get(sitePath);
  };

  /** The ids of the HTML page a site path serves, if it is one. */
  const idsByTarget = new Map<string, Set<string> | undefined>();
  const idsOf = (target: string): Set<string> | undefined => {
    if (idsByTarget.has(target)) return idsByTarget.get(target);
    const file = fileAt(target.split('?')[0]);
    let ids: Set<string> | undefined;
    if (file?.endsWith('.html')) {
      ids = idsByFile.get(file) ?? scanPage(fs.readFileSync(file, 'utf8')).ids;
      idsByFile.set(file, ids);
    }
    idsByTarget.set(target, ids);
    return ids;
  };

  const finish = async (): Promise<LinkCheckReport> => {
    const started = performance.now();
    const { verdicts, requested } = await verifyTargets(targets, {
      serve: () =>
        serveOutput({ outDir, baseUrl: config.baseUrl, localeDirs: settings.localeDirs }),
      resolve: (sitePath) => fileAt(sitePath) !== undefined,
      timeout: 20_000,
    });
    /** Why a checked link is broken, or undefined when it is not. */
    const problem = (
      target: string,
      fragment: string | undefined,
      samePage: () => boolean,
    ): string | undefined => {
      const verdict = verdicts.get(target);
      if (!verdict?.ok) return verdict?.reason ?? 'not checked';
      if (fragment === undefined) return undefined;
      const ids = idsOf(target);
      if (!ids || ids.has(fragment)) return undefined;
      return `no element with id "${fragment}" on ${samePage() ? 'this page' : safeDecode(target)}`;
    };
    for (const occurrence of occurrences) {
      const reason = problem(occurrence.target, occurrence.fragment, () => occurrence.samePage);
      if (reason) broken.push({ page: occurrence.page, href: occurrence.href, reason });
    }
    for (const { links: shared } of sharedScans.values()) {
      for (const { href, to, fragment } of shared.fixed) {
        // Judged once: which page holds the link changes only the wording of a missing anchor.
        if (to.kind !== 'checked' || !problem(to.target, fragment, () => false)) continue;
        for (const { page, copies } of shared.holders) {
          const reason = problem(
            to.target,
            fragment,
            () => to.path === new URL(page.url, site.origin).pathname,
          );
          for (let copy = 0; reason && copy < copies; copy++) broken.push({ page, href, reason });
        }
      }
    }
    scans.save();
    return {
      broken,
      links,
      external,
      otherLocales,
      targets: verdicts.size,
      requested,
      scanMs,
      ms: performance.now() - started,
    };
  };

  return { addPage, finish };
}

/** Every page at once, in this thread: what a build does when the check cannot have a thread of its own. */
export async function checkLinks(
  settings: LinkCheckOptions & { pages: CheckedPage[] },
): Promise<LinkCheckReport> {
  const check = createLinkCheck(settings);
  for (const page of settings.pages) check.addPage(page);
  return check.finish();
}

/** Whether a link leads to the same place from every page: it starts with "/" (not "//") or a scheme. */
function pageFree(value: string): boolean {
  return !value.startsWith('//') && (value.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(value));
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
  const first = pathname.startsWith(baseUrl)
    ? safeDecode(pathname.slice(baseUrl.length).split('/')[0])
    : '';
  return first && localeDirs.includes(first) ? first : '';
}

/**
 * The link check of a build, without servers. Each page is handed over as it is written and read
 * at once (on the check's own thread: see startLinkCheck.ts): every URL it names on this site must
 * be one the output serves (answered from the output folder as `sitegen serve` answers a
 * request), and every `#fragment` of a link must be an id of the page it lands on (the ids are read
 * from the pages as they are written). Links to other sites are requested only when asked for
 * (externalLinks.ts). Holding the pages' text instead of reading it back cost 90 MB at 5,000 docs
 * and saved no time.
 *
 * Links are judged once per distinct target and fragment, however many pages hold them; markup
 * many pages share (the docs sidebar) is read once, and its links count on every page holding it.
 */
import fs from 'node:fs';
import type { ResolvedConfig } from '../config/index.js';
import { resolveRequest } from '../emit/index.js';
import type { SharedMarkup } from '../render/index.js';
import type { RouteKind } from '../routes/index.js';
import { checkExternalLinks } from './externalLinks.js';
import { scanPage, type PageLink } from './pageLinks.js';
import { openScanCache } from './scanCache.js';

export interface CheckedPage {
  /** Site-absolute URL ("/id/docs/intro"). */
  url: string;
  locale: string;
  /** The written HTML file, read by the check (from the page cache: it was just written). */
  file: string;
  /** The source that produced the page ("" for generated pages). */
  sourceFile: string;
  kind: RouteKind;
  /** Markup in the page whose links are read once for every page that shares it. */
  shared?: SharedMarkup;
}

export interface LinkCheckOptions {
  config: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  /** The folder being written. */
  outDir: string;
  /** Every locale's output folder ("" for the default locale). */
  localeDirs: string[];
  /** The locale folders this build writes; links into the others are not checked. */
  builtLocaleDirs: string[];
  /** Also request the links to other sites. */
  external: boolean;
  /** Where what was read in each page is kept between builds (none: read every page). */
  cacheFile?: string;
}

export interface BrokenLink {
  page: Omit<CheckedPage, 'shared'>;
  /** The link as written in the page. */
  href: string;
  reason: string;
  /** The page is there, but not the element the `#fragment` names. */
  anchor?: boolean;
}

export interface LinkCheckReport {
  broken: BrokenLink[];
  /** Links found in the pages; those to other sites and into locales this build did not write were not checked. */
  links: number;
  external: number;
  otherLocales: number;
  /** Distinct URLs checked. */
  targets: number;
  /** Links to other sites requested (with `external`). */
  requested: number;
  /** Milliseconds spent once every page was written. */
  ms: number;
}

export interface LinkCheck {
  addPage(page: CheckedPage): void;
  /** The report, once every page has been added. */
  finish(): Promise<LinkCheckReport>;
}

/** Where a link leads: a site path or another site's URL, and the fragment to find there. */
interface Target {
  url: string;
  /** The path part of a site URL; undefined for another site. */
  path?: string;
  fragment?: string;
}
type Resolved = Target | 'external' | 'other-locale' | 'ignored' | 'invalid';

/** What one shared markup string holds, worked out once for every page holding it. */
interface SharedMarkupLinks {
  ids: Set<string>;
  /** Links that depend on the page they are on (relative ones), considered on each page. */
  dependent: PageLink[];
  /** Every link, for a page whose `<base>` makes all of them depend on it. */
  all: PageLink[];
  /** The others: where each leads, the same from every page. */
  fixed: Array<{ href: string; to: Target }>;
  /** Per copy: how many links, how many lead to other sites or other locales, which are invalid. */
  counts: { links: number; external: number; otherLocales: number; invalid: string[] };
  /** Each page holding the markup, and how many times. */
  holders: Array<[BrokenLink['page'], number]>;
}

/** Elements whose `#fragment` the browser scrolls to. */
const NAVIGATING = new Set(['a', 'area']);

export function createLinkCheck(options: LinkCheckOptions): LinkCheck {
  const { config, outDir } = options;
  const site = new URL(config.url);
  /** Each distinct target and fragment, with the pages (and the link as written) that name it. */
  const uses = new Map<string, { to: Target; on: Array<[BrokenLink['page'], string]> }>();
  const idsByFile = new Map<string, Array<Set<string>>>();
  /**
   * Markup many pages share, read once: its links that lead to the same place from every page are
   * worked out once and judged once for every page holding it (the others count as each page's).
   */
  const sharedMarkup = new Map<string, SharedMarkupLinks>();
  /** Links that lead to the same place from every page, worked out once. */
  const fixed = new Map<string, Resolved>();
  const broken: BrokenLink[] = [];
  let links = 0;
  let external = 0;
  let otherLocales = 0;
  /** What was read in each page, by the hash of its text: an unchanged page is not read again. */
  const scans = openScanCache(options.cacheFile);
  const classify = (value: string, base: URL, tag: string): Resolved => {
    const url = safeUrl(value, base);
    if (!url) return 'invalid';
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'ignored';
    const fragment = NAVIGATING.has(tag) ? fragmentOf(url) : undefined;
    url.hash = '';
    if (url.origin !== site.origin) return options.external ? { url: url.href } : 'external';
    const localeDir = localeDirOf(url.pathname, config.baseUrl, options.localeDirs);
    if (!options.builtLocaleDirs.includes(localeDir)) return 'other-locale';
    return { url: url.pathname + url.search, path: url.pathname, fragment };
  };

  const consider = (page: BrokenLink['page'], link: PageLink, base: URL, free: boolean) => {
    links++;
    const key = `${link.tag} ${link.value}`;
    const pageFree = free && isPageFree(link.value);
    let to = pageFree ? fixed.get(key) : undefined;
    if (!to) {
      to = classify(link.value, base, link.tag);
      if (pageFree) fixed.set(key, to);
    }
    if (to === 'external') external++;
    else if (to === 'other-locale') otherLocales++;
    else if (to === 'invalid') broken.push({ page, href: link.value, reason: 'not a valid URL' });
    else if (to !== 'ignored') {
      const id = `${to.url}#${to.fragment ?? ''}`;
      let use = uses.get(id);
      if (!use) uses.set(id, (use = { to, on: [] }));
      use.on.push([page, link.value]);
    }
  };

  const readShared = (markup: string): SharedMarkupLinks => {
    let entry = sharedMarkup.get(markup);
    if (entry) return entry;
    const scan = scanPage(markup);
    entry = {
      ids: scan.ids,
      all: scan.links,
      dependent: scan.links.filter((link) => !isPageFree(link.value)),
      fixed: [],
      counts: { links: 0, external: 0, otherLocales: 0, invalid: [] },
      holders: [],
    };
    for (const link of scan.links) {
      if (!isPageFree(link.value)) continue;
      const to = classify(link.value, site, link.tag);
      entry.counts.links++;
      if (to === 'external') entry.counts.external++;
      else if (to === 'other-locale') entry.counts.otherLocales++;
      else if (to === 'invalid') entry.counts.invalid.push(link.value);
      else if (to !== 'ignored') entry.fixed.push({ href: link.value, to });
    }
    sharedMarkup.set(markup, entry);
    return entry;
  };

  const addPage = ({ shared, ...page }: CheckedPage): void => {
    const written = fs.readFileSync(page.file, 'utf8');
    // Shared markup (whole elements) is taken out of the page and read once.
    const parts = shared ? written.split(shared.html) : [written];
    const copies = parts.length - 1;
    const scan = scans.scan(copies > 0 ? parts.join('') : written);
    const markup = shared && copies > 0 ? readShared(shared.as) : undefined;
    idsByFile.set(page.file, markup ? [scan.ids, markup.ids] : [scan.ids]);
    const pageUrl = new URL(page.url, site.origin);
    const base = (scan.base && safeUrl(scan.base, pageUrl)) || pageUrl;
    // A <base> makes every link depend on the page.
    const free = !scan.base;
    for (const link of scan.links) consider(page, link, base, free);
    if (!markup) return;
    for (let copy = 0; copy < copies; copy++)
      for (const link of free ? markup.dependent : markup.all) consider(page, link, base, free);
    if (!free) return;
    // The links that lead to the same place from every page: counted here, judged once in finish.
    markup.holders.push([page, copies]);
    links += copies * markup.counts.links;
    external += copies * markup.counts.external;
    otherLocales += copies * markup.counts.otherLocales;
    for (let copy = 0; copy < copies; copy++)
      for (const href of markup.counts.invalid)
        broken.push({ page, href, reason: 'not a valid URL' });
  };

  /** The file the output serves at a site path, as `sitegen serve` resolves it. */
  const served = new Map<string, string | undefined>();
  const fileAt = (sitePath: string): string | undefined => {
    if (!served.has(sitePath))
      served.set(
        sitePath,
        sitePath.startsWith(config.baseUrl)
          ? resolveRequest(outDir, sitePath.slice(config.baseUrl.length - 1))
          : undefined,
      );
    return served.get(sitePath);
  };

  /** The ids of the HTML page a file is (read when the build did not write it); none for other files. */
  const idsOf = (file: string): Array<Set<string>> | undefined => {
    if (!file.endsWith('.html')) return undefined;
    let ids = idsByFile.get(file);
    if (!ids) idsByFile.set(file, (ids = [scanPage(fs.readFileSync(file, 'utf8')).ids]));
    return ids;
  };

  const finish = async (): Promise<LinkCheckReport> => {
    const started = performance.now();
    const targets = [...uses.values()].map(({ to }) => to);
    for (const { fixed: sharedLinks, holders } of sharedMarkup.values())
      if (holders.length > 0) targets.push(...sharedLinks.map(({ to }) => to));
    const elsewhere = targets.filter((to) => to.path === undefined).map((to) => to.url);
    const verdicts = await checkExternalLinks([...new Set(elsewhere)], { timeout: 20_000 });
    /** Why links to a target are broken; a missing anchor is worded for the page the link is on. */
    type Problem = { anchor?: boolean; reason: (page: BrokenLink['page']) => string };
    const problem = (to: Target): Problem | undefined => {
      if (to.path === undefined) {
        const verdict = verdicts.get(to.url);
        return verdict && !verdict.ok
          ? { reason: () => verdict.reason ?? 'no response' }
          : undefined;
      }
      const file = fileAt(to.path);
      // What `sitegen serve` (and a static host) answers for a path the output does not have.
      if (!file) return { reason: () => 'HTTP 404' };
      if (!to.fragment || !idsOf(file)?.every((ids) => !ids.has(to.fragment!))) return undefined;
      return {
        anchor: true,
        reason: (page) => {
          const samePage = to.path === new URL(page.url, site.origin).pathname;
          return `no element with id "${to.fragment}" on ${samePage ? 'this page' : safeDecode(to.url)}`;
        },
      };
    };
    const brokenAt = (page: BrokenLink['page'], href: string, { anchor, reason }: Problem) =>
      broken.push({ page, href, reason: reason(page), ...(anchor ? { anchor } : {}) });
    for (const { to, on } of uses.values()) {
      const found = problem(to);
      if (found) for (const [page, href] of on) brokenAt(page, href, found);
    }
    for (const { fixed: sharedLinks, holders } of sharedMarkup.values())
      for (const { href, to } of holders.length > 0 ? sharedLinks : []) {
        const found = problem(to);
        for (const [page, copies] of found ? holders : [])
          for (let copy = 0; copy < copies; copy++) brokenAt(page, href, found!);
      }
    scans.save();
    return {
      broken,
      links,
      external,
      otherLocales,
      targets: new Set(targets.map((to) => to.url)).size,
      requested: verdicts.size,
      ms: performance.now() - started,
    };
  };

  return { addPage, finish };
}

/** Whether a link leads to the same place from every page: it starts with "/" (not "//") or a scheme. */
function isPageFree(value: string): boolean {
  return !value.startsWith('//') && (value.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(value));
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

function safeUrl(value: string, base: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
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

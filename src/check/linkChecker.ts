/**
 * The judging half of the link check (linkCheck.ts runs it, on a thread of its own or in this
 * one): each page's ids and links read from its HTML as it arrives, each shared part's once, and
 * at the end each distinct target judged once, against the routes the build rendered, else the
 * files of the output folder, else (when asked) the other site.
 */
import fs from 'node:fs';
import { outputPath, requestFiles, resolveRequest } from '../emit/index.js';
import { checkExternalLinks } from './externalLinks.js';
import { scanPage, type PageLink, type PageLinks } from './pageLinks.js';
import { storedScans } from './storedScans.js';
import { safeDecode } from '../shared/index.js';
import type {
  BrokenLink,
  CheckedPage,
  LinkCheck,
  LinkCheckOptions,
  LinkCheckReport,
  SharedPart,
} from './types.js';

/** Where a link leads (a path of this site, or another site's URL) and the fragment to find there. */
type Target = { url: string; path?: string; fragment?: string };
/** A link as written and where it leads: pages holding the same absolute link share one. */
type Link = { href: string; to: Target };
type Resolved = Link | 'external' | 'other-locale' | 'ignored' | 'invalid';

/** A shared part's links that ignore the page, resolved once: those to check, and the counts. */
type Settled = {
  /** The first page with the part, named when one of these links is broken. */
  first: CheckedPage;
  kept: Link[];
  invalid: string[];
  links: number;
  external: number;
  other: number;
};

/**
 * A shared part as read: its ids, its links (`free`: those that ignore the page, `relative`: the
 * others), those of `free` resolved once it is first seen on a page without a <base>, and how
 * many such pages have it.
 */
type Part = {
  ids: Set<string>;
  links: PageLink[];
  free: PageLink[];
  relative: PageLink[];
  settled?: Settled;
  pages: number;
};

/** Elements whose `#fragment` the browser scrolls to. */
const NAVIGATING = new Set(['a', 'area']);
/**
 * Head tags that hold a URL the build made absolute from a path (canonical, og:image, og:url):
 * checked on the site's own origin however written. Anywhere else a full URL is as its author
 * wrote it, and, as Docusaurus does, it is checked (own origin included) only with `external`.
 */
const HEAD_TAGS = new Set(['link', 'meta']);
const FULL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function createLinkCheck(options: LinkCheckOptions): LinkCheck {
  const { config, outDir } = options;
  const site = new URL(config.url);
  /** The ids of each HTML file of the output: by its path in the output for the pages rendered. */
  const idsByFile = new Map<string, Set<string>>();
  /** The ids of the shared parts a rendered page has, by its file. */
  const sharedIdsByFile = new Map<string, Array<Set<string>>>();
  /** Each shared part read, by its key. */
  const parts = new Map<string, Part>();
  /** Each distinct target, judged once however many links lead there. */
  const targets = new Map<string, Target>();
  /** Links that resolve alike from every page (absolute ones, on a page with no <base>). */
  const fixed = new Map<string, Resolved>();
  /** Each page, with its own links to check (its parts' relative ones included). */
  const pages: Array<[CheckedPage, Link[]]> = [];
  const invalid: BrokenLink[] = [];
  const counts = { links: 0, external: 0, otherLocales: 0 };
  /** What the last check read of the pages and parts of the same keys, and what this one reads. */
  const scans = storedScans(options.scans);

  const resolve = (href: string, base: URL, tag: string): Resolved => {
    if (!URL.canParse(href, base)) return 'invalid';
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'ignored';
    const fragment = NAVIGATING.has(tag) ? fragmentOf(url) : undefined;
    url.hash = '';
    const own = url.origin === site.origin;
    const written = !HEAD_TAGS.has(tag) && FULL_URL.test(href.trim());
    if ((!own || written) && !options.external) return 'external';
    // A path's locale folder is its first segment when that is a locale's, else the default's ("").
    const first = safeDecode(url.pathname.slice(config.baseUrl.length).split('/')[0]);
    const localeDir = url.pathname.startsWith(config.baseUrl) && options.localeDirs.includes(first);
    if (own && !options.builtLocaleDirs.includes(localeDir ? first : '')) return 'other-locale';
    const to = own
      ? { url: url.pathname + url.search, path: url.pathname, fragment }
      : { url: url.href };
    return { href, to: targetOf(to, fragment) };
  };

  /**
   * The one target of its URL and the link's fragment, however many links lead there (another
   * site's target keeps no fragment, but links to its different fragments stay apart).
   */
  const targetOf = (to: Target, fragment: string | undefined): Target => {
    const key = `${to.url}#${fragment ?? ''}`;
    let kept = targets.get(key);
    if (kept === undefined) targets.set(key, (kept = to));
    return kept;
  };

  /** Whether a link ignores the page it is on: on a page without a <base>, a "/" (not "//") or a scheme. */
  const isFree = (value: string) =>
    !value.startsWith('//') && /^(\/|[a-z][a-z\d+.-]*:)/i.test(value);

  /**
   * A plain `#fragment` link (samePageFragment) on the page at `base`: the page itself (resolved
   * once per page and tag, in `itself`) with that fragment, no URL parsed; undefined for another.
   */
  const onPage = (
    value: string,
    base: URL,
    tag: string,
    itself: Map<string, Resolved>,
  ): Resolved | undefined => {
    const fragment = samePageFragment(value);
    if (fragment === null) return undefined;
    let page = itself.get(tag);
    if (page === undefined) itself.set(tag, (page = resolve('', base, tag)));
    if (typeof page !== 'object') return page;
    // Another site's page (under a <base> that leads there) is parsed as written.
    if (page.to.path === undefined) return undefined;
    const fragmentTo = NAVIGATING.has(tag) ? fragment : undefined;
    return { href: value, to: targetOf({ ...page.to, fragment: fragmentTo }, fragmentTo) };
  };

  /**
   * Where a page's links lead: those that do not depend on the page resolved once for all, a
   * plain `#fragment` as the page itself.
   */
  const resolveAll = (found: PageLink[], base: URL, hasBase: boolean): Resolved[] => {
    const itself = new Map<string, Resolved>();
    return found.map(({ tag, value }) => {
      const same = value.startsWith('#') ? onPage(value, base, tag, itself) : undefined;
      if (same !== undefined) return same;
      const free = !hasBase && isFree(value);
      const key = free ? `${tag} ${value}` : '';
      const to = fixed.get(key) ?? resolve(value, base, tag);
      if (free) fixed.set(key, to);
      return to;
    });
  };

  /** Counts a page's links, and keeps those to check (`kept`) and the invalid ones. */
  const tally = (page: CheckedPage, found: PageLink[], resolved: Resolved[], kept: Link[]) =>
    resolved.forEach((to, i) => {
      counts.links++;
      if (typeof to === 'object') kept.push(to);
      else if (to === 'external') counts.external++;
      else if (to === 'other-locale') counts.otherLocales++;
      else if (to === 'invalid')
        invalid.push({ page, href: found[i].value, reason: 'not a valid URL' });
    });

  /** The shared part of this key, read (`read`) the first time it comes. */
  const partOf = (key: string, read: () => PageLinks): Part => {
    let known = parts.get(key);
    if (!known) {
      const scan = read();
      scans.keep('parts', key, scan);
      const { ids, links } = scan;
      const free = links.filter(({ value }) => isFree(value));
      const relative = links.filter(({ value }) => !isFree(value));
      parts.set(key, (known = { ids, links, free, relative, pages: 0 }));
    }
    return known;
  };

  /**
   * A page taken from the last build (`key`: the key it had there) as the last check read it,
   * with its parts: undefined when that check did not read it or one of its parts.
   */
  const storedPage = (key: string | undefined, shared: SharedPart[]) => {
    const scan = key === undefined ? undefined : scans.page(key);
    if (!scan) return undefined;
    const stored = shared.map((part) => (parts.has(part.key) ? undefined : scans.part(part.key)));
    if (shared.some((part, i) => !parts.has(part.key) && !stored[i])) return undefined;
    return { scan, known: shared.map((part, i) => partOf(part.key, () => stored[i]!)) };
  };

  /** A part's links that ignore the page, resolved and kept once for every page with the part. */
  const settle = (part: Part, page: CheckedPage): Settled => {
    if (part.settled) return part.settled;
    const resolved = resolveAll(part.free, site, false);
    const settled: Settled = {
      first: page,
      kept: [],
      invalid: [],
      links: 0,
      external: 0,
      other: 0,
    };
    resolved.forEach((to, i) => {
      settled.links++;
      if (typeof to === 'object') settled.kept.push(to);
      else if (to === 'external') settled.external++;
      else if (to === 'other-locale') settled.other++;
      else if (to === 'invalid') settled.invalid.push(part.free[i].value);
    });
    return (part.settled = settled);
  };

  const addPage = (
    page: CheckedPage,
    html: string | Uint8Array | undefined,
    shared: SharedPart[] = [],
  ): void => {
    // A page taken from the last build is as the last check read it, or is read here, from the
    // output (on the check's thread).
    const { scan, known } =
      (html === undefined && storedPage(page.key, shared)) || readPage(page, html, shared);
    if (page.key !== undefined) scans.keep('pages', page.key, scan);
    idsByFile.set(page.file, scan.ids);
    if (known.length > 0)
      sharedIdsByFile.set(
        page.file,
        known.map((part) => part.ids),
      );
    const pageUrl = new URL(page.url, site.origin);
    const hasBase = Boolean(scan.base);
    const base =
      (scan.base && URL.canParse(scan.base, pageUrl) && new URL(scan.base, pageUrl)) || pageUrl;
    const links: Link[] = [];
    tally(page, scan.links, resolveAll(scan.links, base, hasBase), links);
    for (const part of known) {
      // Under a <base>, every link of the part depends on the page.
      if (hasBase) {
        tally(page, part.links, resolveAll(part.links, base, true), links);
        continue;
      }
      const settled = settle(part, page);
      part.pages++;
      counts.links += settled.links;
      counts.external += settled.external;
      counts.otherLocales += settled.other;
      tally(page, part.relative, resolveAll(part.relative, base, false), links);
    }
    pages.push([page, links]);
  };

  /** A page's ids and links, read from its HTML, and its shared parts (each read once: partOf). */
  const readPage = (
    page: CheckedPage,
    html: string | Uint8Array | undefined,
    shared: SharedPart[],
  ): { scan: PageLinks; known: Part[] } => {
    const content = html ?? fs.readFileSync(page.readFrom ?? outputPath(outDir, page.file));
    // The page without its shared parts, as bytes: never decoded.
    let text: string | Uint8Array = content;
    const bytes =
      typeof content !== 'string' ? content : shared.length > 0 ? Buffer.from(content) : undefined;
    if (bytes && shared.length > 0) {
      const pieces: Uint8Array[] = [];
      let at = 0;
      for (const part of [...shared].sort((x, y) => x.start - y.start)) {
        pieces.push(bytes.subarray(at, part.start));
        at = part.end;
      }
      pieces.push(bytes.subarray(at));
      text = Buffer.concat(pieces);
    }
    const known = bytes
      ? shared.map((part) =>
          partOf(part.key, () => scanPage(part.html ?? bytes.subarray(part.start, part.end))),
        )
      : [];
    return { scan: scanPage(text), known };
  };

  /** The output file a site path gets: a page this build rendered, else a file on disk (absolute). */
  const fileAt = (sitePath: string): string | undefined => {
    if (!sitePath.startsWith(config.baseUrl)) return undefined;
    const urlPath = sitePath.slice(config.baseUrl.length - 1);
    const rendered = requestFiles(urlPath)?.find((file) => idsByFile.has(file));
    return rendered ?? resolveRequest(outDir, urlPath);
  };

  /**
   * Whether an HTML file has an element with the id (read from disk when this build did not render
   * it); undefined for a file that is not HTML.
   */
  const hasId = (file: string, id: string): boolean | undefined => {
    if (!file.endsWith('.html')) return undefined;
    let ids = idsByFile.get(file);
    if (!ids) idsByFile.set(file, (ids = scanPage(fs.readFileSync(file)).ids));
    return ids.has(id) || (sharedIdsByFile.get(file) ?? []).some((shared) => shared.has(id));
  };

  const finish = async (): Promise<LinkCheckReport> => {
    const started = performance.now();
    scans.save();
    const all = [...targets.values()];
    const elsewhere = new Set(all.filter((to) => to.path === undefined).map((to) => to.url));
    const verdicts = await checkExternalLinks([...elsewhere]);
    /** Why the links to a target are broken; `true`: the page is there, not the fragment's id. */
    const problems = new Map<Target, string | true>();
    /** The file of each path: targets differing only in their fragment share it. */
    const files = new Map<string, string | undefined>();
    const fileOf = (sitePath: string) => {
      if (!files.has(sitePath)) files.set(sitePath, fileAt(sitePath));
      return files.get(sitePath);
    };
    for (const to of all) {
      const verdict = verdicts.get(to.url);
      const file = to.path === undefined ? undefined : fileOf(to.path);
      if (verdict && !verdict.ok) problems.set(to, verdict.reason ?? 'no response');
      // What `sitegen serve` (and a static host) answers for a path the output does not have.
      else if (to.path !== undefined && !file) problems.set(to, 'HTTP 404');
      else if (file && to.fragment && hasId(file, to.fragment) === false) problems.set(to, true);
    }
    const broken = [...invalid];
    /** A broken link on `page` (the first of `count` with it, for a shared part's). */
    const report = (page: CheckedPage, { href, to }: Link, count?: number) => {
      const problem = problems.get(to);
      const pages = count === undefined ? {} : { pages: count };
      if (typeof problem === 'string') broken.push({ page, href, reason: problem, ...pages });
      if (problem !== true) return;
      const where =
        to.path === new URL(page.url, site.origin).pathname ? 'this page' : safeDecode(to.url);
      const reason = `no element with id "${to.fragment}" on ${where}`;
      broken.push({ page, href, reason, anchor: true, ...pages });
    };
    for (const [page, links] of problems.size > 0 ? pages : [])
      for (const link of links) report(page, link);
    for (const { settled, pages: count } of parts.values()) {
      if (!settled) continue;
      for (const href of settled.invalid)
        broken.push({ page: settled.first, href, reason: 'not a valid URL', pages: count });
      if (problems.size > 0) for (const link of settled.kept) report(settled.first, link, count);
    }
    return {
      broken,
      ...counts,
      targets: new Set(all.map((to) => to.url)).size,
      requested: verdicts.size,
      ms: performance.now() - started,
    };
  };

  return { addPage, finish, stop: () => undefined };
}

/**
 * The fragment a link scrolls to, or undefined when there is nothing to find: no fragment, the
 * empty one, `#top` (the top of the page, by the HTML standard) or a text fragment (`#:~:text=`).
 */
export function fragmentOf(url: URL): string | undefined {
  if (url.hash.length <= 1) return undefined;
  return scrolledTo(safeDecode(url.hash.slice(1)));
}

function scrolledTo(fragment: string): string | undefined {
  return fragment.toLowerCase() === 'top' || fragment.startsWith(':~:') ? undefined : fragment;
}

/**
 * A fragment of characters the URL parser keeps as they are (no `%`, no space or control, no
 * character it encodes in a fragment that is ASCII, no half of a surrogate pair): it decodes to
 * itself, so no URL needs to be parsed for it.
 */
const PLAIN_FRAGMENT = /^#[\w\-.~!$&'()*+,;=:@/?\u00a1-\ud7ff\ue000-\uffff]*$/;

/**
 * For a link that is a plain `#fragment` (PLAIN_FRAGMENT), the fragment it scrolls to on the page
 * it is on, as `fragmentOf` finds it (undefined: nothing to find); null for any other link.
 */
export function samePageFragment(href: string): string | undefined | null {
  if (!PLAIN_FRAGMENT.test(href)) return null;
  return href.length === 1 ? undefined : scrolledTo(href.slice(1));
}

/**
 * Broken links as build errors, for those the config's `onBrokenLinks` / `onBrokenAnchors` make
 * errors or warnings (runBuild.ts): each names the page, the link as written and why it is broken,
 * filed under the source that produced the page at the line where the link is written (a doc and
 * its translations each at theirs). A link written in no page's source and broken on many pages is
 * one error: it comes from what the pages share (navbar, footer, sidebar, theme); the link check
 * reports one of a shared part once, with the number of pages that have it (`pages`).
 */
import fs from 'node:fs';
import type { ResolvedConfig } from '../config/index.js';
import type { SiteError } from '../errors.js';
import { localeBase } from '../routes/index.js';
import { lineAndColumn } from '../shared/index.js';
import type { BrokenLink } from '../check/index.js';
import { withoutBom } from '../readText.js';

/**
 * The config's policy for a broken link: `onBrokenAnchors` for a missing `#id`; for a link to a
 * `.md`/`.mdx` file (Markdown that found no page, left as written), `onBrokenMarkdownLinks` has
 * judged it at its line already, so only `throw` makes it fail here too; else `onBrokenLinks`.
 */
export function brokenLinkPolicy(
  link: BrokenLink,
  config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks'>,
): ResolvedConfig['onBrokenLinks'] {
  if (link.anchor) return config.onBrokenAnchors;
  const written = link.href.split(/[?#]/)[0];
  if (MARKDOWN_FILE.test(written) && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(written))
    return config.onBrokenMarkdownLinks === 'throw' ? config.onBrokenLinks : 'ignore';
  return config.onBrokenLinks;
}

const MARKDOWN_FILE = /\.mdx?$/i;

/** More pages than this with one broken link make one error for all of them. */
const SHARED_AFTER = 3;

export function brokenLinkErrors(broken: BrokenLink[], config: ResolvedConfig): SiteError[] {
  // By link and reason, one entry per page: a page may hold the same link twice.
  const groups = new Map<string, Map<string, BrokenLink>>();
  broken.forEach((link, i) => {
    const group = groups.get(`${link.href}\n${link.reason}`) ?? new Map<string, BrokenLink>();
    groups.set(`${link.href}\n${link.reason}`, group);
    // Each shared part's report is one of its own (two parts may name the same first page).
    const key = link.pages === undefined ? link.page.url : `${link.page.url}\n${i}`;
    if (!group.has(key)) group.set(key, link);
  });
  const sources = new Map<string, string>();
  const errors: SiteError[] = [];
  const error = (file: string, on: string, link: BrokenLink, hint: string, at = {}) =>
    errors.push({
      file,
      ...at,
      message: `broken link "${link.href}" on ${on}: ${link.reason}`,
      hint,
    });
  for (const group of groups.values()) {
    const placed = new Set<string>();
    const elsewhere: BrokenLink[] = [];
    for (const link of group.values()) {
      // A part many pages share (sidebar, navbar, footer) is written in no page's source.
      if (link.pages !== undefined) {
        elsewhere.push(link);
        continue;
      }
      const file = link.page.sourceFile;
      const at = file ? positionOf(sources, file, needles(link, config)) : undefined;
      if (!at) elsewhere.push(link);
      else if (!placed.has(`${file}:${at.line}:${at.column}`)) {
        placed.add(`${file}:${at.line}:${at.column}`);
        error(file, link.page.url, link, 'fix or remove the link in this file', at);
      }
    }
    const urls = elsewhere.map((link) => link.page.url);
    // A shared part's link stands for every page with the part.
    const count = elsewhere.reduce((sum, link) => sum + (link.pages ?? 1), 0);
    if (count > SHARED_AFTER || (count > 1 && elsewhere.some((link) => link.pages))) {
      const more = count > Math.min(urls.length, SHARED_AFTER) ? ', …' : '';
      const on = `${count} pages (${urls.slice(0, SHARED_AFTER).join(', ')}${more})`;
      const hint = `a link on many pages usually comes from the navbar, footer or sidebar in the config, or from the theme`;
      error(config.configFile, on, elsewhere[0], hint);
    } else
      for (const link of elsewhere) {
        const { sourceFile, kind, url } = link.page;
        const hint = sourceFile
          ? 'the link is not written as such in this file: it may come from a component it uses, the config or the theme'
          : `the ${kind} page ${url} is generated; the link comes from the content it lists or from the config`;
        error(sourceFile || config.configFile, url, link, hint);
      }
  }
  return errors;
}

/** What the link may look like in its source: as written in the page, without the locale prefix, or just its fragment. */
function needles({ href, page }: BrokenLink, config: ResolvedConfig): string[] {
  const base = localeBase(config, page.locale);
  const unprefixed =
    href.startsWith(base) && base !== config.baseUrl
      ? config.baseUrl + href.slice(base.length)
      : '';
  const hash = href.indexOf('#');
  const fragment = hash >= 0 && hash < href.length - 1 ? href.slice(hash) : '';
  return [href, unprefixed, fragment].filter(Boolean);
}

/** Where the first of `needles` is written in `file` (its text read once per build). */
function positionOf(sources: Map<string, string>, file: string, needles: string[]) {
  if (!sources.has(file))
    sources.set(file, fs.existsSync(file) ? withoutBom(fs.readFileSync(file, 'utf8')) : '');
  const text = sources.get(file)!;
  const at = needles.map((needle) => text.indexOf(needle)).find((index) => index >= 0);
  return at === undefined ? undefined : lineAndColumn(text, at);
}

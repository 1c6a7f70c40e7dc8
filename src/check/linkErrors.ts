/**
 * Broken links as build errors: each names the page, the link as written and why it is broken,
 * filed under the source that produced the page at the line where the link is written, however
 * many pages hold it (a doc and its translations each at theirs). A link not written in any page's
 * source and broken on many pages is one error: it comes from something the pages share (navbar,
 * footer, sidebar, theme), not from each page.
 */
import fs from 'node:fs';
import type { ResolvedConfig } from '../config/index.js';
import type { SiteError } from '../errors.js';
import { localeBase } from '../routes/index.js';
import { lineAndColumn } from '../shared/index.js';
import type { BrokenLink } from './linkCheck.js';

/** More pages than this with one broken link make one error for all of them. */
const SHARED_AFTER = 3;

export function brokenLinkErrors(broken: BrokenLink[], config: ResolvedConfig): SiteError[] {
  // One entry per page: a page may hold the same link twice (a favicon and a logo, say).
  const groups = new Map<string, Map<string, BrokenLink>>();
  for (const link of broken) {
    const key = `${link.href}\n${link.reason}`;
    const group = groups.get(key) ?? new Map<string, BrokenLink>();
    groups.set(key, group);
    if (!group.has(link.page.url)) group.set(link.page.url, link);
  }
  const sources = new Map<string, string | undefined>();
  const errors: SiteError[] = [];
  for (const byPage of groups.values()) {
    const { href, reason } = byPage.values().next().value!;
    // Each link found in its page's source is reported there, however many pages hold it.
    const placed = new Set<string>();
    const elsewhere: BrokenLink[] = [];
    for (const link of byPage.values()) {
      const source = link.page.sourceFile;
      const at = source ? positionOf(sources, source, needles(link, config)) : undefined;
      if (!at) {
        elsewhere.push(link);
        continue;
      }
      const key = `${source}:${at.line}:${at.column}`;
      if (placed.has(key)) continue;
      placed.add(key);
      errors.push({
        file: source,
        ...at,
        message: `broken link "${href}" on ${link.page.url}: ${reason}`,
        hint: 'fix or remove the link in this file',
      });
    }
    if (elsewhere.length > SHARED_AFTER) {
      const pages = elsewhere.map((link) => link.page.url);
      errors.push({
        file: config.configFile,
        message: `broken link "${href}" on ${pages.length} pages (${pages.slice(0, SHARED_AFTER).join(', ')}, …): ${reason}`,
        hint: 'a link on many pages usually comes from the navbar, footer or sidebar in the config, or from the theme',
      });
      continue;
    }
    for (const { page } of elsewhere) {
      const source = page.sourceFile;
      errors.push({
        file: source || config.configFile,
        message: `broken link "${href}" on ${page.url}: ${reason}`,
        hint: source
          ? 'the link is not written as such in this file: it may come from a component it uses, the config or the theme'
          : `the ${page.kind} page ${page.url} is generated; the link comes from the content it lists or from the config`,
      });
    }
  }
  return errors;
}

/** What the link may look like in its source: as written in the page, without the locale prefix, or just its fragment. */
function needles(link: BrokenLink, config: ResolvedConfig): string[] {
  const out = [link.href];
  const base = localeBase(config, link.page.locale);
  if (link.href.startsWith(base) && base !== config.baseUrl)
    out.push(config.baseUrl + link.href.slice(base.length));
  const hash = link.href.indexOf('#');
  if (hash >= 0 && hash < link.href.length - 1) out.push(link.href.slice(hash));
  return out;
}

/** Where the first of `candidates` is written in `file` (its text read once per build). */
function positionOf(
  sources: Map<string, string | undefined>,
  file: string,
  candidates: string[],
): { line: number; column: number } | undefined {
  if (!sources.has(file)) {
    let text: string | undefined;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      text = undefined;
    }
    sources.set(file, text);
  }
  const text = sources.get(file);
  if (text === undefined) return undefined;
  for (const needle of candidates) {
    const at = text.indexOf(needle);
    if (at >= 0) return lineAndColumn(text, at);
  }
  return undefined;
}

/**
 * Broken links as build errors: each names the page, the link as written and why it is broken,
 * filed under the source that produced the page (with the line where the link is written, when
 * it can be found there). A link broken on many pages is one error: it comes from something the
 * pages share (navbar, footer, sidebar), not from each page's source.
 */
import fs from 'node:fs';
import type { ResolvedConfig } from '../config/index.js';
import type { SiteError } from '../errors.js';
import { localeBase } from '../routes/index.js';
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
  const errors: SiteError[] = [];
  for (const byPage of groups.values()) {
    const group = [...byPage.values()];
    const { href, reason } = group[0];
    if (group.length > SHARED_AFTER) {
      const pages = group.map((link) => link.page.url);
      errors.push({
        file: config.configFile,
        message: `broken link "${href}" on ${pages.length} pages (${pages.slice(0, SHARED_AFTER).join(', ')}, …): ${reason}`,
        hint: 'a link on many pages usually comes from the navbar, footer or sidebar in the config, or from the theme',
      });
      continue;
    }
    for (const link of group) {
      const { page } = link;
      const source = page.sourceFile;
      errors.push({
        file: source || config.configFile,
        ...(source ? positionOf(source, needles(link, config)) : {}),
        message: `broken link "${href}" on ${page.url}: ${reason}`,
        hint: source
          ? 'fix or remove the link in this file'
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

function positionOf(file: string, candidates: string[]): { line?: number; column?: number } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  for (const needle of candidates) {
    const at = text.indexOf(needle);
    if (at < 0) continue;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return { line, column: at - before.lastIndexOf('\n') };
  }
  return {};
}

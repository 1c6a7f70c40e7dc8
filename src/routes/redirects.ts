/**
 * Redirects: old paths that send the reader on to a page, as Docusaurus's client-redirects plugin
 * makes them. The config's `redirects` (each `from` to its `to`) and what `createRedirects` returns
 * for each page's path, in every locale: a `from` path is a file of the output (a small page that
 * moves the reader on), so it may not be a page's URL; a `to` path must be a page of the locale.
 * Redirects sitegen implies itself (`implied`) give way to pages without a word, as made ones do.
 */
import type { ResolvedConfig } from '../config/index.js';
import type { ErrorList } from '../errors.js';
import { outFileOf } from './files.js';
import { fileUrlOf, urlOf, whyNotAPath } from './urls.js';

export interface Redirect {
  /** The old URL ("/id/docs/old"). */
  url: string;
  /** Its file, relative to the locale's output folder. */
  outFile: string;
  /** Where it leads: a URL of the site, or of another site. */
  to: string;
}

export function redirectsOf(
  config: ResolvedConfig,
  locale: string,
  pagePaths: string[],
  isPage: (url: string) => boolean,
  implied: Array<{ from: string; to: string }>,
  errors: ErrorList,
): Redirect[] {
  const byUrl = new Map<string, Redirect>();
  const problem = (message: string, hint: string) =>
    errors.add({ file: config.configFile, message, hint });

  const add = (from: string, to: string, made: boolean) => {
    const path = from.replace(/^\/+|\/+$/g, '');
    const bad = whyNotAPath(path);
    if (bad) {
      problem(
        `the redirect from "${from}" cannot be made: ${bad}`,
        'write the old path as letters, digits, "-", "." and "/"',
      );
      return;
    }
    // "/docs/api.html" is that file, as the client-redirects plugin writes it.
    const file = /\.html?$/.test(path);
    const url = file ? fileUrlOf(config, locale, path) : urlOf(config, locale, path);
    // A page is never replaced by a redirect: a made one is dropped, a written one is a mistake.
    if (isPage(url)) {
      if (!made)
        problem(
          `the redirect from "${from}" would replace the page ${url}`,
          'remove this redirect, or move the page',
        );
      return;
    }
    const outFile = file ? path : outFileOf(path, config.trailingSlash);
    if (!byUrl.has(url)) byUrl.set(url, { url, outFile, to: target(to) });
  };

  const target = (to: string): string => {
    if (/^https?:\/\//i.test(to)) return to;
    const [, path, rest] = /^([^?#]*)(.*)$/.exec(to)!;
    return urlOf(config, locale, path.replace(/^\/+|\/+$/g, '')) + rest;
  };

  for (const { from, to } of config.redirects) {
    if (!/^https?:\/\//i.test(to)) {
      const url = target(to).replace(/[?#].*$/, '');
      if (!isPage(url)) {
        problem(
          `the redirect to "${to}" leads to no page (${url})`,
          'write the path of a page of the site, or a whole URL of another site',
        );
        continue;
      }
    }
    for (const path of [from].flat()) add(path, to, false);
  }
  for (const { from, to } of implied) add(from, to, true);
  if (config.createRedirects) {
    for (const pagePath of pagePaths) {
      const to = `/${pagePath}`;
      let made: unknown;
      try {
        made = config.createRedirects(to);
      } catch (thrown) {
        problem(
          `createRedirects failed for ${to}: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
          'fix the function in the config',
        );
        return [...byUrl.values()];
      }
      for (const from of [made].flat())
        if (typeof from === 'string' && from !== '') add(from, to, true);
    }
  }
  return [...byUrl.values()];
}

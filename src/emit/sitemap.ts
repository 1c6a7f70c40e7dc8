/**
 * `sitemap.xml` per locale (via the `sitemap` package), a sitemap index and `robots.txt` at the
 * root. Only indexable pages: no not-found or search page, tag pages, paginated lists, drafts or unlisted.
 */
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { ResolvedConfig } from '../config/index.js';
import { type Route, SITEMAP_FILE, siteFileUrlOf } from '../routes/index.js';
import type { PageData } from '../theme/index.js';

export const CHANGEFREQ = 'weekly';
export const PRIORITY = 0.5;

export interface SitemapEntry {
  url: string;
  lastmod?: string;
}

/** Whether a page belongs in the sitemap: not unlisted, no draft, not the 404 page. */
export function isIndexable(route: Route, page: PageData): boolean {
  return !page.unlisted && !page.draft && route.kind !== 'not-found';
}

export async function renderSitemap(
  config: ResolvedConfig,
  entries: SitemapEntry[],
): Promise<string> {
  const stream = new SitemapStream({ hostname: config.url });
  for (const entry of entries)
    stream.write({
      url: entry.url,
      changefreq: CHANGEFREQ,
      priority: PRIORITY,
      lastmod: entry.lastmod,
    });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export async function renderSitemapIndex(
  config: ResolvedConfig,
  locales: string[],
): Promise<string> {
  const stream = new SitemapIndexStream();
  for (const locale of locales) stream.write({ url: siteFileUrlOf(config, locale, SITEMAP_FILE) });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export function renderRobots(config: ResolvedConfig, locales: string[]): string {
  const lines = ['User-agent: *', 'Allow: /', ''];
  for (const locale of locales)
    lines.push(`Sitemap: ${siteFileUrlOf(config, locale, SITEMAP_FILE)}`);
  return `${lines.join('\n')}\n`;
}

/**
 * What one page offers and points at: the element ids a `#fragment` can land on, and every URL it
 * names. Nothing is resolved here. The page is read as bytes by tagScanner.ts (which knows comments
 * and `<script>`/`<style>` text as htmlparser2 does), and only the attributes kept are ever
 * decoded: this runs over every page a build renders.
 */
import { decodeHTMLAttribute } from 'entities';
import { parseSrcset } from 'srcset';
import { normalizePath, safeDecode } from '../shared/index.js';
import { scanTags, type TagAttributes } from './tagScanner.js';

/** A URL a page names, as written (entities decoded), and the element holding it ("a", "img" …). */
export type PageLink = { tag: string; value: string };
/** Every `id` (and `<a name>`) of a page, its links, and its `<base href>` when it has one. */
export type PageLinks = { ids: Set<string>; links: PageLink[]; base?: string };

/** The elements and attributes that hold a URL, as linkinator reads them in crawled pages. */
const URL_ATTRIBUTES = new Map(
  'a:href area:href link:href img:src,srcset source:src,srcset script:src iframe:src,longdesc frame:src,longdesc embed:src video:src,poster audio:src track:src input:src object:data body:background blockquote:cite q:cite del:cite ins:cite meta:content html:manifest'
    .split(' ')
    .map((pair) => pair.split(':'))
    .map(([tag, names]) => [tag, names.split(',')]),
);
/** Attributes read while a tag is open; the values of the others are never decoded. */
const KEPT = new Set(['id', 'name', 'rel', ...[...URL_ATTRIBUTES.values()].flat()]);
/** The tags whose name matters: those holding a URL, and <base>. */
const TAGS = new Set([...URL_ATTRIBUTES.keys(), 'base']);
/** `<link rel>` values whose href is a hint to the browser, not something that must exist. */
const HINT_RELS = new Set(['dns-prefetch', 'preconnect']);

/** A page's ids and links, from its HTML as text or as UTF-8 bytes (the link check's case). */
export function scanPage(html: string | Uint8Array): PageLinks {
  const page: PageLinks = { ids: new Set(), links: [] };
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  scanTags(bytes, TAGS, KEPT, (tag, attributes) => {
    const id = valueOf(attributes, 'id');
    if (id) page.ids.add(id);
    if (tag === 'a') {
      const name = valueOf(attributes, 'name');
      if (name) page.ids.add(name);
    }
    if (tag === 'base') page.base ??= valueOf(attributes, 'href');
    const names = URL_ATTRIBUTES.get(tag);
    if (!names || (tag === 'link' && HINT_RELS.has(valueOf(attributes, 'rel') ?? ''))) return;
    for (const key of names) {
      const url = valueOf(attributes, key);
      // <meta content> is a URL only for the few properties that hold one (og:image, og:url …).
      if (!url || (tag === 'meta' && !/^https?:\/\//i.test(url))) continue;
      for (const one of key === 'srcset' ? srcsetUrls(url) : [url])
        page.links.push({ tag, value: one });
    }
  });
  return page;
}

/** An attribute's value, its entities decoded (only in the values read, not in all the page's text). */
function valueOf(attributes: TagAttributes, name: string): string | undefined {
  const written = attributes.get(name);
  return written?.includes('&') ? decodeHTMLAttribute(written) : written;
}

function srcsetUrls(value: string): string[] {
  try {
    return parseSrcset(value).map((candidate) => candidate.url);
  } catch {
    return [value];
  }
}

/** The origin relative links are resolved against: only the path of what they lead to is kept. */
const HERE = 'http://page.invalid';

/**
 * The paths of this site a page's HTML links to (`<a>`, `<area>`), each as a route's URL is
 * written ("/id/docs/intro": decoded, no fragment, query or trailing slash), in order, once each.
 * A rebuild keeps them to know which pages link to a page that moved, went or came.
 */
export function linkedPaths(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl, HERE);
  const paths = new Set<string>();
  for (const { tag, value } of scanPage(html).links) {
    if ((tag !== 'a' && tag !== 'area') || !URL.canParse(value, base)) continue;
    const url = new URL(value, base);
    if (url.origin === HERE) paths.add(normalizePath(safeDecode(url.pathname)));
  }
  return [...paths];
}

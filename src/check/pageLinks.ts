/**
 * What one page offers and points at: the element ids a `#fragment` can land on, and every URL it
 * names. Nothing is resolved here. htmlparser2's tokenizer is used without its parser (it is the
 * part that knows comments and `<script>`/`<style>` text), and only the attributes kept are ever
 * sliced out of the page or decoded: this runs over every page a build renders.
 */
import { decodeHTMLAttribute } from 'entities';
import { Tokenizer } from 'htmlparser2';
import { parseSrcset } from 'srcset';
import { normalizePath, safeDecode } from '../shared/index.js';

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
/** Attributes read while a tag is open; the values of the others are never sliced out of the page. */
const KEPT = new Set(['id', 'name', 'rel', ...[...URL_ATTRIBUTES.values()].flat()]);
/** `<link rel>` values whose href is a hint to the browser, not something that must exist. */
const HINT_RELS = new Set(['dns-prefetch', 'preconnect']);

export function scanPage(html: string): PageLinks {
  const page: PageLinks = { ids: new Set(), links: [] };
  let tag = '';
  let attributes: Record<string, string> = {};
  let attribute: string | undefined;
  let value = '';

  const openTag = (): void => {
    const { id, name, href, rel } = attributes;
    if (id) page.ids.add(id);
    if (tag === 'a' && name) page.ids.add(name);
    if (tag === 'base') page.base ??= href;
    if (tag === 'link' && HINT_RELS.has(rel)) return;
    for (const key of URL_ATTRIBUTES.get(tag) ?? []) {
      const url = attributes[key];
      // <meta content> is a URL only for the few properties that hold one (og:image, og:url …).
      if (!url || (tag === 'meta' && !/^https?:\/\//i.test(url))) continue;
      for (const one of key === 'srcset' ? srcsetUrls(url) : [url])
        page.links.push({ tag, value: one });
    }
  };

  const tokenizer = new Tokenizer(
    // Entities are decoded only in the attributes kept (below), not in all the page's text.
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        attributes = {};
      },
      onattribname(start, end) {
        // The longest name kept is 10 characters: longer ones (aria-*, data-*) are not even sliced.
        const name = end - start <= 10 ? html.slice(start, end).toLowerCase() : '';
        attribute = KEPT.has(name) && !(name in attributes) ? name : undefined;
        value = '';
      },
      onattribdata(start, end) {
        if (attribute) value += html.slice(start, end);
      },
      onattribend() {
        if (attribute)
          attributes[attribute] = value.includes('&') ? decodeHTMLAttribute(value) : value;
        attribute = undefined;
      },
      onopentagend: openTag,
      onselfclosingtag: openTag,
      onattribentity: ignore,
      ontext: ignore,
      ontextentity: ignore,
      onclosetag: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return page;
}

/** The tokenizer's other callbacks: nothing else in the page matters here. */
function ignore(): void {}

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

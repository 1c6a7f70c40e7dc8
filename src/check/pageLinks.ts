/**
 * What one written HTML page offers and points at: the element ids a `#fragment` can land on, and
 * every URL it names (the attributes linkinator reads, plus the URLs inside JSON-LD). Nothing is
 * resolved here. htmlparser2's tokenizer is used without its parser (it is the part that knows
 * comments and `<script>`/`<style>` text), and only the attributes kept are ever sliced out of
 * the page or decoded: this runs over every page of a build.
 */
import { decodeHTMLAttribute } from 'entities';
import { Tokenizer } from 'htmlparser2';
import { parseSrcset } from 'srcset';

export interface PageLink {
  /** The element that holds the URL ("a", "img", "link", "meta", "script" for JSON-LD). */
  tag: string;
  /** The attribute it was in ("href", "src", …; "ld+json" for JSON-LD). */
  attribute: string;
  /** The URL as written, entities decoded. */
  value: string;
}

export interface PageLinks {
  /** Every `id` (and `<a name>`) in the page. */
  ids: Set<string>;
  links: PageLink[];
  /** The `<base href>` of the page, when it has one. */
  base?: string;
}

/** The element/attribute pairs that hold a URL: the same table linkinator uses for crawled pages. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  embed: ['src', 'pluginspage', 'pluginurl'],
  body: ['background'],
  blockquote: ['cite'],
  del: ['cite'],
  ins: ['cite'],
  q: ['cite'],
  object: ['data'],
  command: ['icon'],
  frame: ['longdesc', 'src'],
  iframe: ['longdesc', 'src'],
  html: ['manifest'],
  meta: ['content'],
  video: ['poster', 'src'],
  audio: ['src'],
  img: ['src', 'srcset'],
  input: ['src'],
  script: ['src'],
  source: ['src', 'srcset'],
  track: ['src'],
};

/** Attributes worth keeping while a tag is read, by name length; the rest are never sliced out. */
const KEPT = new Map<number, string[]>();
for (const name of new Set([
  'id',
  'name',
  'rel',
  'type',
  'href',
  ...Object.values(URL_ATTRIBUTES).flat(),
])) {
  KEPT.set(name.length, [...(KEPT.get(name.length) ?? []), name]);
}

/** `<link rel>` values whose href is a hint to the browser, not something that must exist. */
const HINT_RELS = new Set(['dns-prefetch', 'preconnect']);

export function scanPage(html: string): PageLinks {
  const ids = new Set<string>();
  const links: PageLink[] = [];
  let base: string | undefined;
  let tag = '';
  let attributes: Record<string, string> = {};
  let attribute: string | undefined;
  let value = '';
  let jsonLd: string | undefined;

  const openTag = (): void => {
    if (attributes.id) ids.add(attributes.id);
    if (tag === 'a' && attributes.name) ids.add(attributes.name);
    if (tag === 'script' && attributes.type === 'application/ld+json') jsonLd = '';
    if (tag === 'base') {
      base ??= attributes.href;
      return;
    }
    const names = URL_ATTRIBUTES[tag];
    if (!names) return;
    if (tag === 'link' && HINT_RELS.has(attributes.rel)) return;
    for (const name of names) {
      const url = attributes[name];
      if (!url) continue;
      // <meta content> is a URL only for the few properties that hold one (og:image, og:url …).
      if (tag === 'meta' && !isAbsoluteUrl(url)) continue;
      if (name === 'srcset') {
        for (const candidate of safeSrcset(url))
          links.push({ tag, attribute: name, value: candidate });
      } else {
        links.push({ tag, attribute: name, value: url });
      }
    }
  };

  const keptName = (start: number, end: number): string | undefined => {
    const names = KEPT.get(end - start);
    if (!names) return undefined;
    const exact = names.find((name) => html.startsWith(name, start));
    if (exact) return exact;
    const lower = html.slice(start, end).toLowerCase();
    return names.find((name) => name === lower);
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
        const name = keptName(start, end);
        attribute = name !== undefined && !(name in attributes) ? name : undefined;
        value = '';
      },
      onattribdata(start, end) {
        if (attribute) value += html.slice(start, end);
      },
      onattribentity() {},
      onattribend() {
        if (attribute)
          attributes[attribute] = value.includes('&') ? decodeHTMLAttribute(value) : value;
        attribute = undefined;
      },
      onopentagend: openTag,
      onselfclosingtag: openTag,
      ontext(start, end) {
        if (jsonLd !== undefined) jsonLd += html.slice(start, end);
      },
      onclosetag(start, end) {
        if (jsonLd === undefined || html.slice(start, end).toLowerCase() !== 'script') return;
        for (const url of urlsInJson(jsonLd))
          links.push({ tag: 'script', attribute: 'ld+json', value: url });
        jsonLd = undefined;
      },
      ontextentity() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return { ids, links, base };
}

function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value);
}

function safeSrcset(value: string): string[] {
  try {
    return parseSrcset(value).map((candidate) => candidate.url);
  } catch {
    return [value];
  }
}

/**
 * Every string in a JSON-LD block that is an absolute http(s) URL, except the keywords' values
 * (`@context` names a vocabulary, not a page).
 */
function urlsInJson(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^https?:\/\//i.test(value) && URL.canParse(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        if (!key.startsWith('@') || key === '@id') walk(item);
    }
  };
  walk(data);
  return found;
}

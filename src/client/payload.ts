/**
 * Fetching what the router needs to show a page: the page's own HTML document, at most once per
 * URL (prefetches and navigations share the request, and a prefetch also warms the browser's
 * cache for a normal visit). When the reader opens the page, the runtime reads from it the content
 * region, the title, the page's head tags and <html lang/dir>. A page that is missing, is not one
 * of this site's pages, or was built with another runtime is loaded normally instead; anything
 * else that fails is shown to the reader with a Retry button.
 */
import { normalizePath } from '../shared/index.js';
import {
  BOOT_DATA_ID,
  CONTENT_ID,
  NAVBAR_CLASS,
  PAGE_HEAD_ATTRIBUTE,
  RUNTIME_SCRIPT_ID,
  type BootData,
  type PagePayload,
} from '../theme/browser.js';
import { shellIslandsOf } from './shellIslands.js';

export class PayloadError extends Error {
  constructor(
    message: string,
    /** True when the page should be loaded normally instead (not found, not a page of this runtime). */
    readonly loadNormally: boolean,
  ) {
    super(message);
  }
}

/** The HTML of each page asked for, by its normalized path: a prefetch keeps only the text. */
const requests = new Map<string, Promise<string>>();

/**
 * The HTML of the page at `pathname`, asked for by that URL (the form the site links, as its
 * `trailingSlash` writes it, which a host serves without a redirect); one request for every form
 * of a page's path ("/id/docs/intro", "/id/docs/intro/").
 */
function htmlOf(pathname: string, fresh: boolean): Promise<string> {
  const key = normalizePath(pathname);
  const known = requests.get(key);
  if (known && !fresh) return known;
  const request = fetchHtml(pathname, fresh);
  requests.set(key, request);
  // A failed request is forgotten, so the next attempt asks again.
  request.catch(() => requests.get(key) === request && requests.delete(key));
  return request;
}

/**
 * Fetches the page at `pathname` for a later navigation, without reading it: a page is parsed
 * only when the reader opens it, so the links prefetched as they scroll into view (a sidebar's
 * dozens) cost the main thread nothing.
 */
export function prefetchPage(pathname: string): void {
  htmlOf(pathname, false).catch(() => undefined);
}

/** The payload of the page at `pathname`, from its prefetched HTML when there is one. */
export async function loadPayload(pathname: string, fresh = false): Promise<PagePayload> {
  const html = await htmlOf(pathname, fresh);
  const payload = readPage(new DOMParser().parseFromString(html, 'text/html'));
  if (!payload) throw new PayloadError('not a page this runtime can show', true);
  return payload;
}

async function fetchHtml(path: string, fresh: boolean): Promise<string> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      cache: fresh ? 'no-cache' : 'default',
      headers: { Accept: 'text/html' },
    });
    if (response.status === 404) throw new PayloadError('not found', true);
    if (!response.ok)
      throw new PayloadError(`${response.status} ${response.statusText}`.trim(), false);
    if (!(response.headers.get('Content-Type') ?? '').includes('text/html'))
      throw new PayloadError('not an HTML page', true);
    return await response.text();
  } catch (error) {
    if (error instanceof PayloadError) throw error;
    throw new PayloadError(error instanceof Error ? error.message : String(error), false);
  }
}

/** The parts of a parsed page the shell swaps in; undefined for a page of another site or runtime. */
export function readPage(doc: Document): PagePayload | undefined {
  const content = doc.getElementById(CONTENT_ID);
  const bootText = doc.getElementById(BOOT_DATA_ID)?.textContent;
  const runtime = doc.getElementById(RUNTIME_SCRIPT_ID)?.getAttribute('src');
  if (
    !content ||
    !bootText ||
    runtime !== document.getElementById(RUNTIME_SCRIPT_ID)?.getAttribute('src')
  )
    return undefined;
  let boot: BootData;
  try {
    boot = JSON.parse(bootText) as BootData;
  } catch {
    return undefined;
  }
  const root = doc.documentElement;
  // The page's view as its boot data gives it (url, navPath, docSidebar, ownMain; its shell is
  // no part of it).
  return {
    ...boot,
    title: doc.title,
    lang: root.lang,
    dir: root.dir || 'ltr',
    head: [...doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)]
      .map((tag) => tag.outerHTML)
      .join(''),
    body: content.innerHTML,
    navbar: doc.querySelector(`#root > .${NAVBAR_CLASS}`)?.outerHTML,
    shellIslands: shellIslandsOf(doc),
  };
}

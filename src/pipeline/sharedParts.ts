/**
 * The parts of a page the link check reads once per distinct markup (`SharedPart`, check/): the
 * docs sidebar (where the render says it is, with the markup pages opening the same categories
 * share), the footer, and the navbar of a site of one locale, found by the theme's elements and
 * keyed by a hash of their markup. A site of several locales has a locale menu in its navbar,
 * whose links lead to the page itself in each locale: its navbar differs on every page, and read
 * as a part of its own it would only cost the page a hash and the check a part to keep (Jest's
 * website, nine locales: the check's thread 0.3 s busier, its heap 30 MB larger). A region is left
 * in the page when it is not found whole: an element of its kind inside it, or overlapping
 * another part.
 */
import { hashOf } from '../cache/index.js';
import type { SharedPart } from '../check/index.js';

/**
 * The theme's navbar and footer: the start of their opening tag, up to their first class (the
 * theme gives more after it: Docusaurus's `theme-layout-navbar`), and the tag closing them.
 */
const region = (open: string, close: string, inner: string) => ({
  open: Buffer.from(open),
  close: Buffer.from(close),
  inner: Buffer.from(inner),
});
const FOOTER = region('<footer class="footer', '</footer>', '<footer');
/** The regions looked for: the navbar and footer, or (a site of several locales) the footer. */
const WITH_NAVBAR = [region('<header class="navbar', '</header>', '<header'), FOOTER];
const FOOTER_ONLY = [FOOTER];

/** Where the class list goes on: its end, or a space before the next class. */
const QUOTE = '"'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);

/** Where `open` starts in `page` as a whole first class (not "navbar-hidden"); -1 if nowhere. */
function openingAt(page: Buffer, open: Buffer): number {
  for (let at = page.indexOf(open); at >= 0; at = page.indexOf(open, at + 1)) {
    const next = page[at + open.length];
    if (next === QUOTE || next === SPACE) return at;
  }
  return -1;
}

/** The docs sidebar of a page: where it is in its bytes, and the markup pages share of it. */
export interface SidebarPart {
  start: number;
  end: number;
  shared: { html: string; hash: string };
}

/**
 * The shared parts of `page` (its UTF-8 bytes), in page order; `navbar`: whether its navbar is
 * one (a site of one locale).
 */
export function sharedPartsOf(
  page: Buffer,
  sidebar: SidebarPart | undefined,
  navbar = true,
): SharedPart[] {
  const found: SharedPart[] = [];
  if (sidebar)
    found.push({
      key: sidebar.shared.hash,
      start: sidebar.start,
      end: sidebar.end,
      html: sidebar.shared.html,
    });
  for (const { open, close, inner } of navbar ? WITH_NAVBAR : FOOTER_ONLY) {
    const start = openingAt(page, open);
    if (start < 0) continue;
    const closing = page.indexOf(close, start);
    if (closing < 0 || page.subarray(start + 1, closing).includes(inner)) continue;
    const end = closing + close.length;
    if (found.some((part) => start < part.end && part.start < end)) continue;
    found.push({ ...markupOf(page.subarray(start, end)), start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A navbar's or footer's markup met before: its bytes (a copy), its text and its key. */
interface KnownPart {
  bytes: Buffer;
  html: string;
  key: string;
}

/**
 * The markups met so far, by their length in bytes, up to `KNOWN` of them (then forgotten, all at
 * once): most pages have the navbar and footer of many others, found again by comparing bytes
 * rather than decoded and hashed again (on the 5,000-doc bench site, "record the page" took
 * 189–201 ms instead of 224–246).
 */
const known = new Map<number, KnownPart[]>();
let knownCount = 0;
const KNOWN = 64;

/** The text and key of a part's bytes: those of the same bytes met before, or made now. */
function markupOf(bytes: Buffer): { html: string; key: string } {
  const same = known.get(bytes.length);
  const met = same?.find((part) => part.bytes.equals(bytes));
  if (met) return { html: met.html, key: met.key };
  const html = bytes.toString('utf8');
  const key = hashOf(html);
  if (knownCount >= KNOWN) {
    known.clear();
    knownCount = 0;
  }
  // A copy: the page's bytes move to the link check's thread.
  const part = { bytes: Buffer.from(bytes), html, key };
  const list = known.get(bytes.length);
  if (list) list.push(part);
  else known.set(bytes.length, [part]);
  knownCount++;
  return { html, key };
}

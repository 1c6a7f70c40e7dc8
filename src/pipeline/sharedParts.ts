/**
 * The parts of a page the link check reads once per distinct markup (`SharedPart`, check/): the
 * docs sidebar (where the render says it is, with the markup pages opening the same categories
 * share), and the navbar and footer, found by the theme's elements and keyed by a hash of their
 * markup (the same on most pages of a locale; a navbar whose locale menu links to the page itself
 * differs per page, and is then a part of one page). A region is left in the page when it is not
 * found whole: an element of its kind inside it, or overlapping another part.
 */
import { hashOf } from '../cache/index.js';
import type { SharedPart } from '../check/index.js';
import type { RenderedFiles } from './renderRoutes.js';

/** The theme's navbar and footer: their opening tag, and the tag closing them. */
const REGIONS = [
  { open: '<header class="navbar"', close: '</header>', inner: '<header' },
  { open: '<footer class="footer"', close: '</footer>', inner: '<footer' },
];

export function sharedPartsOf(
  html: string,
  sidebar: RenderedFiles['sidebar'] | undefined,
): SharedPart[] {
  /** Each region as characters of `html`, and its key and markup. */
  const found: Array<{ at: number; end: number; key: string; markup?: string }> = [];
  if (sidebar)
    found.push({
      at: sidebar.at,
      end: sidebar.at + sidebar.length,
      key: sidebar.shared.hash,
      markup: sidebar.shared.html,
    });
  for (const { open, close, inner } of REGIONS) {
    const at = html.indexOf(open);
    if (at < 0) continue;
    const closing = html.indexOf(close, at);
    if (closing < 0 || html.slice(at + 1, closing).includes(inner)) continue;
    const end = closing + close.length;
    if (found.some((part) => at < part.end && part.at < end)) continue;
    const markup = html.slice(at, end);
    found.push({ at, end, key: hashOf(markup), markup });
  }
  found.sort((a, b) => a.at - b.at);
  // Character offsets to UTF-8 byte offsets, counted once along the page.
  const parts: SharedPart[] = [];
  let chars = 0;
  let bytes = 0;
  for (const { at, end, key, markup } of found) {
    bytes += Buffer.byteLength(html.slice(chars, at));
    const start = bytes;
    bytes += Buffer.byteLength(html.slice(at, end));
    chars = end;
    parts.push({ key, start, end: bytes, html: markup });
  }
  return parts;
}

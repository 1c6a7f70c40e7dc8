/**
 * Which URLs a text called "safe" may carry into a link or an image: http(s), mailto, and URLs
 * without a scheme (relative paths, `//host`, `?query`, `#fragment`). Anything else (`javascript:`,
 * `data:`, `vbscript:`, …) is refused, however it is spelled: browsers drop tabs and line ends from
 * a URL and ignore the case of its scheme, and HTML entities are decoded before the URL is read.
 */
import { decodeHTML } from 'entities';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The scheme a browser would read from `url` (lower case), or undefined when it has none. */
export function urlScheme(url: string): string | undefined {
  // What the URL parser strips: leading and trailing C0 controls and spaces, and every tab and
  // line end inside. Percent-encoded ones (Markdown output encodes a tab as %09) are stripped too:
  // stricter than a browser, so a scheme hidden that way is refused rather than made relative.
  const cleaned = decodeHTML(url)
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]|%0[9ad]/gi, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match ? match[1].toLowerCase() : undefined;
}

/** True when the URL may be a link or image source in text from content: see the header. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme);
  // Controls left inside a scheme-less URL mean it was built to confuse a parser.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(url);
}

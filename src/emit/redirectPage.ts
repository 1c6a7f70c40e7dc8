/**
 * The page a redirect's old path serves: it sends the reader on at once (a script, or a refresh
 * for browsers without scripts), names the new page as canonical for search engines, and
 * holds a link for anyone it does not move. The query string and hash come along, as with
 * Docusaurus's client-side redirects.
 */
import { escapeHtml } from '../render/index.js';

export function redirectPage(to: string, lang: string): string {
  const href = escapeHtml(to);
  // In a script: JSON, with "<" escaped so the text can never close the element.
  const target = JSON.stringify(to).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${href}</title>`,
    `<link rel="canonical" href="${href}">`,
    '<meta name="robots" content="noindex">',
    // Only without scripts: with them, a refresh firing once the page has loaded would replace
    // the script's navigation (which keeps the query and hash) by one to the bare path.
    `<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>`,
    `<script>location.replace(${target} + location.search + location.hash)</script>`,
    '</head>',
    `<body><p><a href="${href}">${href}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * The page a redirect's old path serves: it sends the reader on at once (script, then the refresh
 * header for browsers without scripts), names the new page as canonical for search engines, and
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
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script>location.replace(${target} + location.search + location.hash)</script>`,
    '</head>',
    `<body><p><a href="${href}">${href}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

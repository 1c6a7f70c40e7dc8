/**
 * Brings the document's <head> and <html> attributes up to date with a new page's payload. A
 * page's own stylesheets (the API reference's, linked from its pages only) are loaded before the
 * page is swapped in (`loadPageStylesheets`), so it never shows unstyled; one the next page links
 * too stays in place.
 */
import { PAGE_HEAD_ATTRIBUTE, RUNTIME_SCRIPT_ID, type PagePayload } from '../theme/browser.js';

const PAGE_TAGS = `[${PAGE_HEAD_ATTRIBUTE}]`;
const PAGE_SHEETS = `link[rel="stylesheet"]${PAGE_TAGS}`;

export function applyHead(payload: PagePayload): void {
  document.title = payload.title;
  const root = document.documentElement;
  if (root.lang !== payload.lang) root.lang = payload.lang;
  if (root.dir !== payload.dir) root.dir = payload.dir;
  const next = parseHead(payload);
  const sheets = [...next.querySelectorAll(PAGE_SHEETS)];
  for (const old of document.head.querySelectorAll(PAGE_TAGS)) {
    const same = sheets.find((s) => old.matches(PAGE_SHEETS) && s.isEqualNode(old));
    if (same) same.remove();
    else old.remove();
  }
  for (const sheet of next.querySelectorAll(PAGE_SHEETS)) placeSheet(sheet);
  document.head.append(next);
}

/**
 * Adds the stylesheets the next page links that this one does not, where the server puts them;
 * resolves when they have loaded (or failed, or after 5 s).
 */
export function loadPageStylesheets(payload: PagePayload): Promise<unknown> {
  const present = [...document.head.querySelectorAll(PAGE_SHEETS)];
  const added = [...parseHead(payload).querySelectorAll<HTMLLinkElement>(PAGE_SHEETS)].filter(
    (sheet) => !present.some((old) => old.isEqualNode(sheet)),
  );
  return Promise.all(
    added.map(
      (sheet) =>
        new Promise((resolve) => {
          sheet.onload = sheet.onerror = resolve;
          window.setTimeout(resolve, 5000);
          placeSheet(sheet);
        }),
    ),
  );
}

/** A payload's head tags, parsed without running anything (JSON-LD needs no running). */
function parseHead(payload: PagePayload): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = payload.head;
  return template.content;
}

/**
 * Puts a page's stylesheet where the server renders it (render/head.ts `siteHeadParts`): after the
 * last stylesheet before the runtime's script, so it wins over the theme's rules as on a first load.
 */
function placeSheet(sheet: Element): void {
  let before = document.getElementById(RUNTIME_SCRIPT_ID)?.previousElementSibling;
  while (before && !before.matches('link[rel="stylesheet"]'))
    before = before.previousElementSibling;
  if (before) before.after(sheet);
  else document.head.append(sheet);
}

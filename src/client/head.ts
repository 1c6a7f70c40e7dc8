/** Brings the document's <head> and <html> attributes up to date with a new page's payload. */
import { PAGE_HEAD_ATTRIBUTE, type PagePayload } from '../theme/browser.js';

const PAGE_TAGS = `[${PAGE_HEAD_ATTRIBUTE}]`;

export function applyHead(payload: PagePayload): void {
  document.title = payload.title;
  const root = document.documentElement;
  if (root.lang !== payload.lang) root.lang = payload.lang;
  if (root.dir !== payload.dir) root.dir = payload.dir;
  for (const old of document.head.querySelectorAll(PAGE_TAGS)) old.remove();
  // A <template> parses without running anything; JSON-LD needs no running.
  const template = document.createElement('template');
  template.innerHTML = payload.head;
  document.head.append(template.content);
}

/**
 * Goes to `href` through a click on a link, so the runtime's in-place navigation handles it as it
 * handles any link the reader clicks (or the browser loads it, where there is no runtime). A
 * module of its own: what loads with every page (dom.ts) does not carry it.
 */
export function followLink(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

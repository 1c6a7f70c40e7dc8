/**
 * The close button of the notice on a page shown untranslated (theme/components/Banners.tsx),
 * which is static HTML in the page body: one listener for every page. Dismissing hides the notice
 * (an attribute on <html>, as the head script sets it before first paint on the next visit) and
 * remembers it for that page; each page shown in place sets the attribute for itself before it is
 * swapped in, so no notice flashes.
 */
import {
  dismissNotice,
  MAIN_ID,
  noticeDismissed,
  UNTRANSLATED_CLOSE_CLASS,
  UNTRANSLATED_DISMISSED_ATTRIBUTE,
  UNTRANSLATED_NOTICE_ATTRIBUTE,
} from '../theme/browser.js';

/** Sets <html>'s attribute for the page at `url` (call before it is shown). */
export function markUntranslatedNotice(url: string): void {
  document.documentElement.toggleAttribute(UNTRANSLATED_DISMISSED_ATTRIBUTE, noticeDismissed(url));
}

let listening = false;

/** Listens for the notices' close buttons. */
export function startUntranslatedNotices(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`.${UNTRANSLATED_CLOSE_CLASS}`);
    const notice = button?.closest(`[${UNTRANSLATED_NOTICE_ATTRIBUTE}]`);
    if (!notice) return;
    dismissNotice(notice.getAttribute(UNTRANSLATED_NOTICE_ATTRIBUTE) ?? window.location.pathname);
    document.documentElement.setAttribute(UNTRANSLATED_DISMISSED_ATTRIBUTE, '');
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });
}

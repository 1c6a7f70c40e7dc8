/**
 * Keyboard behaviour the shell's React components (hooks.ts, SearchButton.tsx) and the browser's
 * plain navbar (client/navbar.ts) share: React-free, so the plain runtime carries no React for it.
 */

/** Typing in a field: "/" is a character there, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** Ctrl/⌘+K anywhere, or "/" outside a field: the search shortcut. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.key === 'k' && (event.ctrlKey || event.metaKey)) ||
    (event.key === '/' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !isTyping(event.target))
  );
}

/** On Tab, keeps focus inside `root`: from the last focusable to the first, and back. */
export function trapFocus(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...root.querySelectorAll<HTMLElement>(
      'summary, a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const inside = root.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
